import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/form.tsx';
import type { AdminBadge } from '../../list-badges.server.ts';

/** Give the badge to one person, or take it away, by their e-mail address or user id. */
export function BadgeHolderDialog({ badge, mode }: { badge: AdminBadge; mode: 'assign' | 'remove' }) {
  const trigger = mode === 'assign' ? 'Assegna' : 'Rimuovi';
  if (mode === 'remove' && badge.assignedCount === 0)
    return (
      <Button variant="ghost" disabled title="Nessun utente ha questo badge">
        {trigger}
      </Button>
    );
  return (
    <ActionDialog
      trigger={trigger}
      title={mode === 'assign' ? `Assegna «${badge.name}»` : `Rimuovi «${badge.name}»`}
      triggerVariant="ghost"
    >
      {(close) => <BadgeHolderForm badgeId={badge.id} mode={mode} close={close} />}
    </ActionDialog>
  );
}

function BadgeHolderForm(props: { badgeId: string; mode: 'assign' | 'remove'; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        {props.mode === 'assign'
          ? "L'utente riceverà un'e-mail e lo vedrà sul suo profilo."
          : 'Il badge sparirà dal profilo dell’utente.'}
      </ActionDescription>
      <input type="hidden" name="intent" value={props.mode} />
      <input type="hidden" name="badgeId" value={props.badgeId} />
      <TextField
        label="E-mail o ID utente"
        inputProps={{ name: 'userRef', required: true, maxLength: 320, autoComplete: 'off' }}
      />
      <ActionButtons
        submitLabel={props.mode === 'assign' ? 'Assegna' : 'Rimuovi'}
        danger={props.mode === 'remove'}
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
