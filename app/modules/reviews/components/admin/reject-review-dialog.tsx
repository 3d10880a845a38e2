import { ActionDescription, ActionDialog, RejectReasonFields } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';

export function RejectReviewDialog({ reviewId }: { reviewId: string }) {
  return (
    <ActionDialog trigger="Rifiuta" title="Rifiuta la recensione">
      {(close) => <RejectReviewForm reviewId={reviewId} close={close} />}
    </ActionDialog>
  );
}

function RejectReviewForm({ reviewId, close }: { reviewId: string; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>L&apos;autore riceverà il motivo per e-mail.</ActionDescription>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <RejectReasonFields busy={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}
