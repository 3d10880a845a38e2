import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { TextField } from '#app/ui/form.tsx';
import type { ModerationReview } from '../../list-moderation.server.ts';
import { ReviewTextFields } from '../review-text-fields.tsx';

export function EditReviewDialog({ review }: { review: ModerationReview }) {
  return (
    <ActionDialog trigger="Modifica" title="Modifica la recensione" triggerVariant="ghost">
      {(close) => <EditReviewForm review={review} close={close} />}
    </ActionDialog>
  );
}

function EditReviewForm({ review, close }: { review: ModerationReview; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription className="sr-only">Correggi il testo o il voto della recensione.</ActionDescription>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="reviewId" value={review.id} />
      <TextField
        label="Voto (1–5)"
        inputProps={{
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          defaultValue: review.rating,
          required: true,
        }}
      />
      <ReviewTextFields
        defaults={{ title: review.title, pros: review.pros, cons: review.cons, comment: review.comment }}
        commentLabel="Commento"
      />
      <ActionButtons submitLabel="Salva" disabled={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}
