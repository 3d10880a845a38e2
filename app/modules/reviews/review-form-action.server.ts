import { data, redirect } from 'react-router';
import { flashCookie } from '#app/lib/flash.server.ts';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { parseSubmission } from '#app/lib/request-body.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { traceSourceOf } from '#app/modules/integrity/account-traces.server.ts';
import { findOwnReview } from './find-own-review.server.ts';
import type { ReviewFormReply } from './review-form-reply.ts';
import { readReviewForm } from './review-form.server.ts';
import { reviewSchema } from './review.schema.ts';
import { submitReview } from './submit-review.server.ts';

/** The thanks after a review is sent, shown by the page it goes back to. */
export const reviewSentFlash = (productName: string) => ({
  kind: 'success' as const,
  title: 'Recensione inviata!',
  message: `Grazie! La tua recensione di ${productName} è in revisione: appena approvata guadagnerai i tuoi punti.`,
});

/**
 * The review form's action (/write-review; the product page's quick review posts to it too). Not
 * `formAction`: the form is one command with files, and a refusal is said where it belongs, as a
 * conform reply (`ReviewFormReply`): a field's message under the field (400), a body over the
 * limit or a refused picture above the form or under the pictures (the refusal's status), a second
 * review of the product (409) with the way to the first. A review sent goes back to `redirectTo`
 * (a path of this site, the profile otherwise) with the thanks as a flash message.
 */
export async function reviewFormAction(request: Request, author: { userId: string }) {
  let form;
  try {
    form = await readReviewForm(request);
  } catch (error) {
    const refusal = asRefusal(error);
    return data<ReviewFormReply>(
      { result: undefined, formError: refusal.message, imagesError: undefined },
      { status: refusal.status },
    );
  }
  const submission = parseSubmission(form.formData, { schema: reviewSchema });
  if (submission.status !== 'success') {
    return data<ReviewFormReply>(
      { result: submission.reply(), formError: undefined, imagesError: undefined },
      { status: 400 },
    );
  }
  let outcome;
  try {
    outcome = await submitReview({
      userId: author.userId,
      input: submission.value,
      images: form.images,
      source: traceSourceOf(request.headers),
    });
  } catch (error) {
    const refusal = asRefusal(error);
    // A second review (a stale page, another tab): said above the form, with the way to the first.
    const duplicate = refusal.code === 'duplicate';
    return data<ReviewFormReply>(
      {
        result:
          refusal.field === 'productId' && !duplicate
            ? submission.reply({ fieldErrors: { productId: [refusal.message] } })
            : submission.reply(),
        formError: refusal.field && !duplicate ? undefined : refusal.message,
        imagesError: refusal.field === 'images' ? refusal.message : undefined,
        ownReview: duplicate ? await findOwnReview(author.userId, submission.value.productId) : undefined,
      },
      { status: refusal.status },
    );
  }
  const back = safeRedirectPath(form.formData.get('redirectTo'), '/profile');
  return redirect(back, { headers: { 'Set-Cookie': flashCookie(reviewSentFlash(outcome.productName)) } });
}
