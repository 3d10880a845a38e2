import { formatInteger } from '#app/lib/format.ts';
import { assignBadge } from '#app/modules/badges/assign-badge.server.ts';
import { BADGE_FAILURES } from '#app/modules/badges/badge.schema.ts';
import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import { adjustUserPoints } from './adjust-points.server.ts';
import { setUserBlocked, setUserRole } from './block-user.server.ts';
import { applyBulkUserAction } from './bulk-users.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import { USER_MESSAGES, type UserCommand, userCommandSchema } from './users.schema.ts';
import type { Actor } from '#app/lib/app-error.ts';

/** The failure texts of the spec (admin-side §8) for what breaks unexpectedly, per command. */
export const USER_FAILURES: Record<UserCommand['intent'], string> = {
  'adjust-points': USER_MESSAGES.pointsFailed,
  block: USER_MESSAGES.userFailed,
  unblock: USER_MESSAGES.userFailed,
  'set-role': USER_MESSAGES.userFailed,
  'assign-badge': BADGE_FAILURES.assign,
  bulk: USER_MESSAGES.bulkFailed,
};

/** Runs one Gestione Utenti command (the list and a person's page share them) and says what happened. */
export async function runUserCommand(actor: Actor, command: UserCommand): Promise<ToastMessage> {
  switch (command.intent) {
    case 'adjust-points': {
      const outcome = await adjustUserPoints({ actor, ...command });
      if (!outcome.changed) return successToast(outcome.message);
      const change = `${outcome.delta > 0 ? '+' : '−'}${formatInteger(Math.abs(outcome.delta))} punti`;
      return successToast(
        `${outcome.message}: ${change}, nuovo saldo ${formatInteger(outcome.balance)} punti`,
      );
    }
    case 'block':
    case 'unblock': {
      const outcome = await setUserBlocked(
        command.intent === 'block'
          ? { actor, userId: command.userId, blocked: true, rule: command.rule, reason: command.reason }
          : { actor, userId: command.userId, blocked: false },
      );
      return successToast(outcome.message);
    }
    case 'set-role':
      return successToast((await setUserRole({ actor, ...command })).message);
    case 'assign-badge':
      return successToast(
        (await assignBadge({ actor, badgeId: command.badgeId, userRef: command.userId })).message,
      );
    case 'bulk':
      return successToast((await applyBulkUserAction({ actor, ...command })).message);
  }
}

/** The page action of Gestione Utenti and of a person's page: the same commands, one way. */
export function userCommandAction(request: Request, admin: Actor) {
  return formAction(request, {
    schema: userCommandSchema,
    failures: USER_FAILURES,
    notices: ['already_assigned'],
    run: (command) => runUserCommand(admin, command),
  });
}
