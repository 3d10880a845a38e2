import { ActionDescription, ActionDialog, RejectReasonFields } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';

const REFUSAL_RULES = ruleOptions('reward_refused');

export function RejectRequestDialog({ requestId }: { requestId: string }) {
  return (
    <ActionDialog trigger="Rifiuta" title="Rifiuta la richiesta">
      {(close) => <RejectRequestForm requestId={requestId} close={close} />}
    </ActionDialog>
  );
}

function RejectRequestForm({ requestId, close }: { requestId: string; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        I punti verranno restituiti all&apos;utente, che riceverà per email la regola e il motivo, con il modo
        di contestarli.
      </ActionDescription>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="requestId" value={requestId} />
      <RejectReasonFields busy={fetcher.state !== 'idle'} outcome={fetcher.data} rules={REFUSAL_RULES} />
    </fetcher.Form>
  );
}
