import { useState } from 'react';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';

/**
 * 'Approva comunque': a review held by the integrity checks is approved only with the moderator's
 * written reason, which the audit log keeps (issue 29 §3).
 */
export function OverrideApproveDialog({ reviewId }: { reviewId: string }) {
  return (
    <ActionDialog
      trigger="Approva comunque"
      title="Approva una recensione trattenuta"
      triggerVariant="primary"
    >
      {(close) => <OverrideForm reviewId={reviewId} close={close} />}
    </ActionDialog>
  );
}

function OverrideForm({ reviewId, close }: { reviewId: string; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  const [reason, setReason] = useState('');
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        I controlli automatici l&apos;hanno trattenuta. Scrivi perché la ritieni autentica: il motivo resta
        nel registro delle azioni.
      </ActionDescription>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <label className="block text-sm font-medium">
        Motivo dell&apos;approvazione
        <textarea
          name="override"
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
        />
      </label>
      <ActionButtons
        submitLabel="Approva"
        disabled={!reason.trim() || fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
