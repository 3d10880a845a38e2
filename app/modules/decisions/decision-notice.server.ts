import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import { profiles, users } from '#db/schema/index.ts';
import { statementLines } from './statement-text.ts';
import type { StatementView } from './statements.server.ts';

/**
 * The mail of a decision that has none of its own (a claim not accepted, points taken back, a
 * survey reversed): its subject, the facts, the statement's lines and the way to the person's
 * decisions. Decisions with their own mail (a rejected review, a refused voucher, a block) put
 * the same lines in it.
 */
export function decisionNoticeEmail(input: {
  userName: string;
  subject: string;
  statement: StatementView;
  decisionsUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: input.subject,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      { kind: 'p', text: input.statement.facts },
      ...statementLines(input.statement).map((text) => ({ kind: 'p' as const, text })),
      { kind: 'button', label: 'Le decisioni che ti riguardano', url: input.decisionsUrl },
    ],
    footer: 'Ricevi questa e-mail perché hai un account su Provato.',
  });
}

export const decisionsUrl = () => `${getConfig().baseUrl}/profile?tab=decisions#decisioni`;

/** Mails one person their decision's notice ('decision_notice', which they cannot turn off). */
export async function notifyDecision(
  executor: Database | Transaction,
  userId: string,
  subject: string,
  statement: StatementView,
) {
  const [person] = await executor
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) return;
  await notifyByEmail(
    executor,
    'decision_notice',
    { userId, email: person.email },
    decisionNoticeEmail({
      userName: person.firstName?.trim() || 'utente',
      subject,
      statement,
      decisionsUrl: decisionsUrl(),
    }),
  );
}
