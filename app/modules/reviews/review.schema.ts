import { z } from 'zod';
import { reasonedDecisionSchema } from '#app/modules/decisions/decision.schema.ts';
import { UUID_PATTERN } from '#app/lib/uuid.ts';

/**
 * The review form, shared by browser and server, with the spec's messages (user-side §5).
 * A checkbox follows HTML: absent means unticked. The form ticks both by default (spec: default
 * true); the JSON API fills in true for a missing value before parsing.
 */
const checkbox = () =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

export const MAX_REVIEW_IMAGES = 5;

export const reviewFields = {
  productId: z
    .string({ error: 'Seleziona un prodotto' })
    .trim()
    .regex(UUID_PATTERN, { error: 'Seleziona un prodotto' }),
  rating: z.coerce
    .number({ error: 'Dai un punteggio da 1 a 5' })
    .int({ error: 'Dai un punteggio da 1 a 5' })
    .min(1, { error: 'Dai un punteggio da 1 a 5' })
    .max(5, { error: 'Dai un punteggio da 1 a 5' }),
  title: z
    .string({ error: 'Il titolo deve essere più descrittivo' })
    .trim()
    .min(5, { error: 'Il titolo deve essere più descrittivo' })
    .max(100, { error: 'Il titolo è troppo lungo' }),
  pros: z
    .string({ error: 'Descrivi almeno un pro del prodotto' })
    .trim()
    .min(10, { error: 'Descrivi almeno un pro del prodotto' })
    .max(500, { error: 'Troppi caratteri per i pro' }),
  cons: z
    .string({ error: 'Descrivi almeno un contro del prodotto' })
    .trim()
    .min(10, { error: 'Descrivi almeno un contro del prodotto' })
    .max(500, { error: 'Troppi caratteri per i contro' }),
  reviewText: z
    .string()
    .trim()
    .max(5000, { error: 'Il testo può contenere al massimo 5000 caratteri' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  wouldRecommend: checkbox(),
  purchased: checkbox(),
};

export const reviewSchema = z.object(reviewFields);
export type ReviewInput = z.output<typeof reviewSchema>;

/** What an admin may change when editing a review (admin-side §2). */
export const reviewEditSchema = z.object({
  rating: reviewFields.rating,
  title: reviewFields.title,
  pros: reviewFields.pros,
  cons: reviewFields.cons,
  comment: reviewFields.reviewText,
});

/** A rejection: the rule it applies and the admin's words (issue 33 §2). */
export const rejectionSchema = reasonedDecisionSchema('review_rejected');

export const REVIEW_STATUS_LABELS = {
  in_revisione: 'In revisione',
  pubblicata: 'Pubblicata',
  rifiutata: 'Rifiutata',
} as const;
export type ReviewStatus = keyof typeof REVIEW_STATUS_LABELS;

/** How the author sees the status on their profile (spec: Verificata / In revisione). */
export const AUTHOR_STATUS_LABELS: Record<ReviewStatus, string> = {
  in_revisione: 'In revisione',
  pubblicata: 'Verificata',
  rifiutata: 'Rifiutata',
};

/**
 * The author's label: a review held by the integrity checks reads 'In verifica', a neutral word
 * that neither accuses nor tells a farmer which signal fired (issue 29 §3).
 */
export function authorStatusLabel(review: { status: ReviewStatus; riskHeld?: boolean }): string {
  return review.status === 'in_revisione' && review.riskHeld
    ? 'In verifica'
    : AUTHOR_STATUS_LABELS[review.status];
}
