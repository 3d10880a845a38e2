import { successToast as success, type ToastMessage } from '#app/ui/toast.ts';
import { approveReview, deleteReview, editReview, rejectReview } from './moderate-review.server.ts';
import type { ModerationCommand } from './moderation.schema.ts';

type Actor = { id: string; isAdmin: boolean };

const alreadyModerated: ToastMessage = {
  kind: 'info',
  title: 'Già moderata',
  message: 'La recensione era già stata moderata.',
};

/** Runs one moderation command for the back office and says what happened, in Italian. */
export async function runModerationCommand(actor: Actor, command: ModerationCommand): Promise<ToastMessage> {
  switch (command.intent) {
    case 'approve': {
      const outcome = await approveReview({ actor, reviewId: command.reviewId, override: command.override });
      if (!outcome.changed) return alreadyModerated;
      return success(
        outcome.authorBlocked
          ? "Recensione approvata: l'autore è bloccato e non riceve punti"
          : `Recensione approvata: +${outcome.pointsAwarded ?? 0} punti all'autore`,
      );
    }
    case 'reject': {
      const outcome = await rejectReview({ actor, reviewId: command.reviewId, reason: command.reason });
      return outcome.changed ? success('Recensione rifiutata') : alreadyModerated;
    }
    case 'edit': {
      const { intent: _intent, reviewId, ...changes } = command;
      await editReview({ actor, reviewId, changes });
      return success('Recensione modificata');
    }
    case 'delete':
      await deleteReview({ actor, reviewId: command.reviewId });
      return success('Recensione eliminata');
  }
}
