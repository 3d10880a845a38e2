import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import type { UserRole } from '../../user-display.ts';

/** Make a person an admin, or take the role away (never from yourself or the last admin). */
export function RoleDialog(props: { userId: string; name: string; role: UserRole }) {
  const promoting = props.role !== 'admin';
  return (
    <ActionDialog
      trigger={promoting ? 'Rendi amministratore' : 'Togli ruolo admin'}
      title={
        promoting
          ? `Rendere ${props.name} amministratore?`
          : `Togliere il ruolo di amministratore a ${props.name}?`
      }
      triggerVariant="ghost"
    >
      {(close) => <RoleForm userId={props.userId} promoting={promoting} close={close} />}
    </ActionDialog>
  );
}

function RoleForm(props: { userId: string; promoting: boolean; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        {props.promoting
          ? 'Potrà moderare, gestire utenti, premi e badge e vedere tutte le statistiche.'
          : 'Tornerà a essere un utente: non potrà più entrare nel pannello di amministrazione.'}
      </ActionDescription>
      <input type="hidden" name="intent" value="set-role" />
      <input type="hidden" name="userId" value={props.userId} />
      <input type="hidden" name="role" value={props.promoting ? 'admin' : 'user'} />
      <ActionButtons
        submitLabel="Conferma"
        danger={!props.promoting}
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
