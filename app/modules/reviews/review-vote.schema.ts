import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';

export const VOTE_ERRORS = {
  notFound: 'Recensione non trovata',
  own: 'Non puoi segnare come utile una tua recensione',
  invalidAction: 'Azione non valida',
} as const;

/** What the 'Utile' button says once the vote is in (also when it was in already). */
export const VOTE_THANKS = 'Grazie!';

/** 'Utile' on a review of the product page (posted to the page's own action). */
export const reviewVoteCommandSchema = z.discriminatedUnion(
  'intent',
  [z.object({ intent: z.literal('helpful'), reviewId: uuidField(VOTE_ERRORS.notFound) })],
  { error: VOTE_ERRORS.invalidAction },
);
export type ReviewVoteCommand = z.output<typeof reviewVoteCommandSchema>;

export const REVIEW_VOTE_FAILURES: Record<ReviewVoteCommand['intent'], string> = {
  helpful: 'Impossibile registrare il voto',
};
