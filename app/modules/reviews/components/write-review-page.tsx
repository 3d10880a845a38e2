import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import { type PointsProgramme, reviewWorthSentence } from '#app/modules/points/points-promise.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { inputFieldProps, textareaFieldProps } from '#app/ui/conform-fields.ts';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '#app/ui/form.tsx';
import type { OwnReview } from '../review-display.ts';
import type { ReviewFormReply } from '../review-form-reply.ts';
import { reviewSchema } from '../review.schema.ts';
import { OwnReviewNotice } from './own-review-notice.tsx';
import { ReviewImagePicker } from './review-image-picker.tsx';
import { type ReviewProductMatch, ReviewProductPicker } from './review-product-picker.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

export type WriteReviewPageData = {
  product: { id: string; name: string; slug: string } | null;
  /** Said before the form: one review per person and product (the server refuses a second one). */
  ownReview: OwnReview | null;
  productQuery: string;
  matches: ReviewProductMatch[];
  programme: PointsProgramme;
};

/**
 * /write-review: the review form (conform, the same `reviewSchema` as the server), or, for a
 * product the person has reviewed already, where their review is. A refusal is said above the
 * form and under each field (`ReviewFormReply`, review-form-action.server.ts).
 */
export function WriteReviewPage({
  actionData,
  ...loaderData
}: WriteReviewPageData & { actionData: ReviewFormReply | undefined }) {
  const [form, fields] = useForm({
    id: 'write-review',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
  });
  const submitting = useNavigation().state === 'submitting';
  const formError = actionData?.formError ?? form.errors?.[0];
  const { ownReview } = loaderData;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Scrivi una Recensione</h1>
      <p className="mt-2 text-ink-muted">
        Racconta la tua esperienza con un prodotto che hai usato davvero.{' '}
        {reviewWorthSentence(loaderData.programme)}
      </p>
      <form id="product-search" method="get" action="/write-review" hidden />
      {ownReview && loaderData.product && !actionData ? (
        <div className="mt-8 space-y-4 rounded-2xl border border-line bg-surface p-6">
          <p className="font-semibold">{loaderData.product.name}</p>
          <OwnReviewNotice review={ownReview} />
          <ButtonLink to="/write-review" variant="secondary">
            Recensisci un altro prodotto
          </ButtonLink>
        </div>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-8 space-y-5 rounded-2xl border border-line bg-surface p-6"
        >
          {formError && (
            <FormAlert title="Recensione non inviata" message={formError}>
              {actionData?.ownReview && (
                <Link
                  to={actionData.ownReview.href}
                  className="inline-flex min-h-11 items-center font-semibold underline"
                >
                  Vai alla tua recensione
                </Link>
              )}
            </FormAlert>
          )}
          <ReviewProductPicker
            selected={loaderData.product}
            productQuery={loaderData.productQuery}
            matches={loaderData.matches}
            error={fields.productId.errors}
            errorId={fields.productId.errorId}
          />
          <StarRatingInput
            name={fields.rating.name}
            errors={fields.rating.errors}
            errorId={fields.rating.errorId}
          />
          <TextField
            label="Titolo"
            {...inputFieldProps(fields.title, 'text', { placeholder: 'Riassumi la tua esperienza' })}
          />
          <TextAreaField label="Pro" {...textareaFieldProps(fields.pros)} />
          <TextAreaField label="Contro" {...textareaFieldProps(fields.cons)} />
          <TextAreaField
            label="Recensione dettagliata (facoltativa)"
            {...textareaFieldProps(fields.reviewText)}
            rows={6}
          />
          <CheckboxField
            label="Consiglierei questo prodotto"
            inputProps={{
              ...getInputProps(fields.wouldRecommend, { type: 'checkbox' }),
              defaultChecked: true,
            }}
          />
          <CheckboxField
            label="Ho acquistato questo prodotto"
            inputProps={{ ...getInputProps(fields.purchased, { type: 'checkbox' }), defaultChecked: true }}
          />
          <ReviewImagePicker
            errors={actionData?.imagesError ? [actionData.imagesError] : undefined}
            errorId="review-images-error"
          />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Invio in corso…' : 'Pubblica e guadagna punti!'}
          </Button>
        </Form>
      )}
    </div>
  );
}
