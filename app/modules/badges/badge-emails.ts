import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

/**
 * The 'badge assigned' notification (admin-side §3): sent when an admin gives a badge and when a
 * threshold badge is unlocked automatically.
 */
export function badgeAssignedEmail(input: {
  userName: string;
  badgeName: string;
  badgeDescription: string;
  thresholdPoints: number;
  profileUrl: string;
}): RenderedEmail {
  const description = input.badgeDescription.trim();
  return layoutEmail({
    subject: `Hai ottenuto il badge «${input.badgeName}»`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text: `complimenti: hai ottenuto il badge «${input.badgeName}».${description ? ` ${description}` : ''}`,
      },
      ...(input.thresholdPoints > 0
        ? [
            {
              kind: 'p' as const,
              text: `È il badge di chi ha raggiunto ${input.thresholdPoints} punti: continua a recensire per sbloccare i prossimi.`,
            },
          ]
        : []),
      { kind: 'button', label: 'Vedi i tuoi badge', url: input.profileUrl },
    ],
  });
}
