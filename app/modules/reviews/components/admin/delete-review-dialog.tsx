import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';

export function DeleteReviewDialog({ reviewId, published }: { reviewId: string; published: boolean }) {
  return (
    <ActionDialog trigger="Elimina" title="Eliminare la recensione?" triggerVariant="ghost">
      {(close) => <DeleteReviewForm reviewId={reviewId} published={published} close={close} />}
    </ActionDialog>
  );
}

function DeleteReviewForm(props: { reviewId: string; published: boolean; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        L&apos;azione non può essere annullata.
        {props.published && " I punti guadagnati con questa recensione verranno tolti all'autore."}
      </ActionDescription>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="reviewId" value={props.reviewId} />
      <ActionButtons
        submitLabel="Elimina"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
