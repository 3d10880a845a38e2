import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';
import { rejectionSchema, reviewEditSchema } from './review.schema.ts';

const reviewId = uuidField('Recensione non valida');

/** A bulk decision covers at most this many reviews (a page holds at most 50). */
export const MAX_BULK_REVIEWS = 100;

export const BULK_MESSAGES = {
  select: 'Seleziona almeno una recensione',
  tooMany: `Puoi moderare al massimo ${MAX_BULK_REVIEWS} recensioni alla volta`,
} as const;

/** A form repeats the field (`reviewIds=a&reviewIds=b`); duplicates count once. */
const reviewIds = z
  .array(reviewId, { error: BULK_MESSAGES.select })
  .min(1, { error: BULK_MESSAGES.select })
  .max(MAX_BULK_REVIEWS, { error: BULK_MESSAGES.tooMany })
  .transform((ids) => [...new Set(ids)]);

/** The decisions 'Annulla' can take back: the state the review was put in. */
export const UNDOABLE_DECISIONS = ['pubblicata', 'rifiutata'] as const;
export type UndoableDecision = (typeof UNDOABLE_DECISIONS)[number];

/**
 * The commands of Moderazione Recensioni, one union: the page's action reads them from a form,
 * POST /api/admin/moderate-review maps its JSON onto them, both parse with this schema.
 */
export const moderationCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('approve'),
      reviewId,
      /** Approving a review held by the integrity checks: why the moderator trusts it. */
      override: z
        .string()
        .trim()
        .max(500, { error: 'Il motivo può contenere al massimo 500 caratteri' })
        .optional(),
    }),
    z.object({ intent: z.literal('reject'), reviewId, ...rejectionSchema.shape }),
    z.object({ intent: z.literal('edit'), reviewId, ...reviewEditSchema.shape }),
    z.object({ intent: z.literal('delete'), reviewId }),
    z.object({ intent: z.literal('bulk-approve'), reviewIds }),
    z.object({ intent: z.literal('bulk-reject'), reviewIds, ...rejectionSchema.shape }),
    // 'Annulla' on the toast of a decision just taken: the reviews it changed and what it made of them.
    z.object({
      intent: z.literal('undo'),
      reviewIds,
      decision: z.enum(UNDOABLE_DECISIONS, { error: 'Azione non valida' }),
    }),
  ],
  { error: 'Azione non valida' },
);
export type ModerationCommand = z.output<typeof moderationCommandSchema>;

/** The spec's failure texts (admin-side §8), shown when a command breaks unexpectedly. */
export const MODERATION_FAILURES: Record<ModerationCommand['intent'], string> = {
  approve: 'Impossibile approvare la recensione',
  reject: 'Impossibile rifiutare la recensione',
  edit: 'Impossibile modificare la recensione',
  delete: 'Impossibile eliminare la recensione',
  'bulk-approve': 'Impossibile approvare le recensioni',
  'bulk-reject': 'Impossibile rifiutare le recensioni',
  undo: 'Impossibile annullare la decisione',
};
