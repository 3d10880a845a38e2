/** The cookie banner's two answers: only the cookies the site needs, or also optional ones. */
export const CONSENT_CHOICES = ['necessary', 'all'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return CONSENT_CHOICES.includes(value as ConsentChoice);
}
