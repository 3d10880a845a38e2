import { useId } from 'react';
import { formatInteger } from '#app/lib/format.ts';
import { DeleteDialog } from '#app/ui/admin/action-dialog.tsx';
import { Button } from '#app/ui/button.tsx';
import type { AdminBadge } from '../../list-badges.server.ts';

/** Why a badge in use cannot be deleted, said on its card (not only in a hover tooltip). */
export const deleteBlockedReason = (holders: number) =>
  `Non si può eliminare: è assegnato a ${formatInteger(holders)} ${holders === 1 ? 'utente' : 'utenti'}. Toglilo prima a tutti con «Rimuovi».`;

/**
 * Delete, only while nobody has the badge (admin-side §5; the server refuses it too). While people
 * have it the button stays, disabled, and the reason is written beside it and tied to it by
 * aria-describedby, for a keyboard, a touch screen or a screen reader as much as for a mouse.
 */
export function DeleteBadgeDialog({ badge }: { badge: AdminBadge }) {
  const reasonId = useId();
  if (badge.assignedCount > 0)
    return (
      <>
        <Button variant="ghost" disabled aria-describedby={reasonId}>
          Elimina
        </Button>
        <p id={reasonId} className="w-full text-sm text-ink-muted">
          {deleteBlockedReason(badge.assignedCount)}
        </p>
      </>
    );
  return <DeleteDialog title={`Eliminare «${badge.name}»?`} intent="delete" idName="badgeId" id={badge.id} />;
}
