import { Form, useNavigation } from 'react-router';
import { ACCEPTED_IMAGE_TYPES } from '#app/modules/media/image-rules.ts';
import { Button } from '#app/ui/button.tsx';
import { DialogButton, DialogCancel, DialogDescription } from '#app/ui/modal.tsx';
import { ReviewTextFields } from './review-text-fields.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

/**
 * The product page's quick review: stars, title, pros, cons, comment, purchased and a picture.
 * It posts to /write-review (the same checks and messages) and comes back to the product.
 */
export function QuickReviewDialog(props: { productId: string; productName: string; returnTo: string }) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <DialogButton
      label="Recensione veloce"
      variant="secondary"
      className="w-full"
      title={`Recensisci ${props.productName}`}
    >
      <DialogDescription className="mt-1">
        La recensione sarà pubblicata dopo la verifica del nostro team.
      </DialogDescription>
      <Form method="post" action="/write-review" encType="multipart/form-data" className="mt-4 space-y-3">
        <input type="hidden" name="productId" value={props.productId} />
        <input type="hidden" name="redirectTo" value={props.returnTo} />
        <input type="hidden" name="wouldRecommend" value="on" />
        <StarRatingInput name="rating" />
        <ReviewTextFields commentLabel="Commento generale" />
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" name="purchased" defaultChecked className="size-6 accent-brand-700" />
          Ho acquistato questo prodotto
        </label>
        <label className="block text-sm font-medium">
          Foto (facoltativa, PNG, JPG o GIF fino a 5 MB)
          <input
            type="file"
            name="images"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="mt-1 block w-full text-sm"
          />
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <DialogCancel />
          <Button type="submit" disabled={submitting}>
            Pubblica recensione
          </Button>
        </div>
      </Form>
    </DialogButton>
  );
}
