import { useCallback, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { ACCEPTED_IMAGE_TYPES } from '#app/modules/media/image-rules.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert } from '#app/ui/form.tsx';
import { DialogButton, DialogCancel, DialogDescription } from '#app/ui/modal.tsx';
import type { OwnReview } from '../review-display.ts';
import { replyMessages, type ReviewFormReply } from '../review-form-reply.ts';
import { OwnReviewNotice } from './own-review-notice.tsx';
import { ReviewTextFields } from './review-text-fields.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

/**
 * The product page's quick review: stars, title, pros, cons, comment, purchased and a picture.
 * It posts to /write-review (the same checks and messages): a review sent comes back to the
 * product, a refused one says why inside the dialog. Someone who has reviewed the product already
 * is told so, with the way to their review, instead of being offered the form.
 */
export function QuickReviewDialog(props: {
  productId: string;
  productName: string;
  returnTo: string;
  ownReview: OwnReview | null;
}) {
  const fetcher = useFetcher<ReviewFormReply>();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  }, []);
  // A refusal (409) does not reload the page's data: its answer names the review found meanwhile.
  const ownReview = props.ownReview ?? fetcher.data?.ownReview ?? null;
  // An open dialog stays until closed, with the refusal in it; then the notice takes its place.
  if (ownReview && !open) return <OwnReviewNotice review={ownReview} focusOnMount={opened} />;

  const messages = replyMessages(fetcher.data);
  return (
    <DialogButton
      label="Recensione veloce"
      variant="secondary"
      className="w-full"
      title={`Recensisci ${props.productName}`}
      onOpenChange={onOpenChange}
    >
      <DialogDescription className="mt-1">
        La recensione sarà pubblicata dopo la verifica del nostro team.
      </DialogDescription>
      <fetcher.Form
        method="post"
        action="/write-review"
        encType="multipart/form-data"
        className="mt-4 space-y-3"
      >
        {fetcher.state === 'idle' && messages.length > 0 && (
          <FormAlert title="Recensione non inviata" message={messages.join(' ')}>
            {fetcher.data?.ownReview && (
              <Link
                to={fetcher.data.ownReview.href}
                className="inline-flex min-h-11 items-center font-semibold underline"
              >
                Vai alla tua recensione
              </Link>
            )}
          </FormAlert>
        )}
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
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            Pubblica recensione
          </Button>
        </div>
      </fetcher.Form>
    </DialogButton>
  );
}
