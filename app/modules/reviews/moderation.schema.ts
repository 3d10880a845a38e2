import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';
import { rejectionSchema, reviewEditSchema } from './review.schema.ts';

const reviewId = uuidField('Recensione non valida');

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
};
