import { useState } from 'react';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useDecide } from './use-decisions.tsx';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';

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
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AdminAnswer>();
  return (
    <form
      method="post"
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void decide({ intent: 'approve', reviewId, override: reason }).then((answer) => {
          setBusy(false);
          setOutcome(answer);
          if (answer.ok) close();
        });
      }}
    >
      <ActionDescription>
        I controlli automatici l&apos;hanno trattenuta. Scrivi perché la ritieni autentica: il motivo resta
        nel registro delle azioni.
      </ActionDescription>
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
      <ActionButtons submitLabel="Approva" disabled={!reason.trim() || busy} outcome={outcome} />
    </form>
  );
}
