import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';

export function ApproveRequestDialog(props: { requestId: string; rewardType: string; freeCodes: number }) {
  return (
    <ActionDialog trigger="Approva" title={`Approva: ${props.rewardType}`} triggerVariant="primary">
      {(close) => <ApproveRequestForm {...props} close={close} />}
    </ActionDialog>
  );
}

function ApproveRequestForm(props: { requestId: string; freeCodes: number; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        Inserisci il codice del buono, oppure lascia vuoto per usare il prossimo codice caricato (disponibili:{' '}
        {props.freeCodes}).
      </ActionDescription>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="requestId" value={props.requestId} />
      <label className="block text-sm font-medium">
        Codice del buono
        <input
          name="code"
          maxLength={64}
          className="mt-1 block min-h-11 w-full rounded-lg border border-line px-3"
        />
      </label>
      <ActionButtons
        submitLabel="Conferma approvazione"
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
