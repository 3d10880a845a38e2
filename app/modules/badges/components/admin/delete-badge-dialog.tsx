import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { BADGE_MESSAGES } from '../../badge.schema.ts';
import type { AdminBadge } from '../../list-badges.server.ts';

/** Delete, only while nobody has the badge (admin-side §5; the server refuses it too). */
export function DeleteBadgeDialog({ badge }: { badge: AdminBadge }) {
  if (badge.assignedCount > 0)
    return (
      <Button variant="ghost" disabled title={BADGE_MESSAGES.deleteAssigned}>
        Elimina
      </Button>
    );
  return (
    <ActionDialog trigger="Elimina" title={`Eliminare «${badge.name}»?`} triggerVariant="ghost">
      {(close) => <DeleteBadgeForm badgeId={badge.id} close={close} />}
    </ActionDialog>
  );
}

function DeleteBadgeForm({ badgeId, close }: { badgeId: string; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>L&apos;azione non può essere annullata.</ActionDescription>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="badgeId" value={badgeId} />
      <ActionButtons
        submitLabel="Elimina"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
