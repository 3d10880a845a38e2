import { DeleteDialog } from '#app/ui/admin/action-dialog.tsx';
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
  return <DeleteDialog title={`Eliminare «${badge.name}»?`} intent="delete" idName="badgeId" id={badge.id} />;
}
