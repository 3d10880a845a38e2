import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { BadgeSelect, type BadgeOption } from './badge-select.tsx';

/**
 * Give one person a badge: the Gestione Badge rules and words ('Badge assegnato con successo'; one they
 * already have is 'Badge già assegnato a questo utente', shown in the dialog).
 */
export function BadgeDialog(props: { userId: string; name: string; badges: BadgeOption[] }) {
  return (
    <ActionDialog trigger="Badge" title={`Assegna un badge a ${props.name}`} triggerVariant="ghost">
      {(close) => <BadgeForm {...props} close={close} />}
    </ActionDialog>
  );
}

function BadgeForm(props: { userId: string; badges: BadgeOption[]; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>L&apos;utente riceverà un&apos;e-mail e lo vedrà sul suo profilo.</ActionDescription>
      <input type="hidden" name="intent" value="assign-badge" />
      <input type="hidden" name="userId" value={props.userId} />
      <BadgeSelect id={`badge-${props.userId}`} badges={props.badges} />
      <ActionButtons submitLabel="Assegna" disabled={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}
