import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import { assignBadge, removeBadge } from './assign-badge.server.ts';
import type { BadgeCommand } from './badge.schema.ts';
import { createBadge, deleteBadge, editBadge } from './manage-badges.server.ts';
import type { Actor } from '#app/lib/app-error.ts';

/** Runs one Gestione Badge command and says what happened, in Italian. */
export async function runBadgeCommand(actor: Actor, command: BadgeCommand): Promise<ToastMessage> {
  switch (command.intent) {
    case 'create': {
      const { intent: _intent, ...input } = command;
      const outcome = await createBadge({ actor, input });
      return successToast(withAwarded(outcome.message, outcome.awardedCount));
    }
    case 'edit': {
      const { intent: _intent, badgeId, ...input } = command;
      const outcome = await editBadge({ actor, badgeId, input });
      return successToast(withAwarded(outcome.message, outcome.awardedCount));
    }
    case 'delete':
      return successToast((await deleteBadge({ actor, badgeId: command.badgeId })).message);
    case 'assign':
      return successToast((await assignBadge({ actor, ...command })).message);
    case 'remove':
      return successToast((await removeBadge({ actor, ...command })).message);
  }
}

const withAwarded = (message: string, awarded: number) =>
  awarded === 0
    ? message
    : `${message}: assegnato a ${awarded} ${awarded === 1 ? 'utente' : 'utenti'} che avevano già i punti`;
