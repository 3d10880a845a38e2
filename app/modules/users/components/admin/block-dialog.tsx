import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';
import {
  ActionButtons,
  ActionDescription,
  ActionDialog,
  RejectReasonFields,
} from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';

const BLOCK_RULES = ruleOptions('account_blocked');

/** Block (ends the person's sessions at once) or unblock, after a confirmation. */
export function BlockDialog(props: { userId: string; name: string; blocked: boolean }) {
  return (
    <ActionDialog
      trigger={props.blocked ? 'Sblocca' : 'Blocca'}
      title={props.blocked ? `Sbloccare ${props.name}?` : `Bloccare ${props.name}?`}
      triggerVariant="ghost"
    >
      {(close) => <BlockForm {...props} close={close} />}
    </ActionDialog>
  );
}

function BlockForm(props: { userId: string; blocked: boolean; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        {props.blocked
          ? 'Potrà di nuovo accedere, scrivere recensioni, guadagnare punti e richiedere premi.'
          : "Le sue sessioni aperte verranno chiuse subito: non potrà accedere, scrivere, guadagnare punti né richiedere premi. Riceverà un'e-mail con la regola, il motivo e il modo di contestarli."}
      </ActionDescription>
      <input type="hidden" name="intent" value={props.blocked ? 'unblock' : 'block'} />
      <input type="hidden" name="userId" value={props.userId} />
      {props.blocked ? (
        <ActionButtons submitLabel="Sblocca" disabled={fetcher.state !== 'idle'} outcome={fetcher.data} />
      ) : (
        <RejectReasonFields
          busy={fetcher.state !== 'idle'}
          outcome={fetcher.data}
          rules={BLOCK_RULES}
          reasonLabel="Motivo del blocco"
          submitLabel="Blocca"
          danger
        />
      )}
    </fetcher.Form>
  );
}
