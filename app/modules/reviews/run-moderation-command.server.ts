import type { ActionResult } from '#app/lib/form-action.server.ts';
import { successToast as success, type ToastMessage } from '#app/ui/toast.ts';
import { decideReviews, undoDecisions } from './bulk-moderation.server.ts';
import { approveReview, deleteReview, editReview, rejectReview } from './moderate-review.server.ts';
import { bulkDecisionMessage, undoneMessage } from './moderation-messages.ts';
import type { ModerationCommand, UndoableDecision } from './moderation.schema.ts';
import type { Actor } from '#app/lib/app-error.ts';

const alreadyModerated: ToastMessage = {
  kind: 'info',
  title: 'Già moderata',
  message: 'La recensione era già stata moderata.',
};

/** The answer of a decision: its toast, shown by the page with 'Annulla' when something changed. */
const decided = (toast: ToastMessage, decision: UndoableDecision, reviewIds: string[]): ActionResult => ({
  toast,
  ...(reviewIds.length ? { undo: { intent: 'undo', decision, reviewIds } } : {}),
});

/**
 * Runs one moderation command for the back office and says what happened, in Italian. Decisions
 * (approve, reject, their bulk forms, undo) answer for the page to show, with 'Annulla'; edit and
 * delete travel as flash messages, as every other back-office action.
 */
export async function runModerationCommand(
  actor: Actor,
  command: ModerationCommand,
): Promise<ToastMessage | ActionResult> {
  switch (command.intent) {
    case 'approve': {
      const outcome = await approveReview({ actor, reviewId: command.reviewId, override: command.override });
      if (!outcome.changed) return { toast: alreadyModerated };
      return decided(
        success(
          outcome.authorBlocked
            ? "Recensione approvata: l'autore è bloccato e non riceve punti"
            : `Recensione approvata: +${outcome.pointsAwarded ?? 0} punti all'autore`,
        ),
        'pubblicata',
        [command.reviewId],
      );
    }
    case 'reject': {
      const outcome = await rejectReview({
        actor,
        reviewId: command.reviewId,
        reason: command.reason,
        rule: command.rule,
      });
      if (!outcome.changed) return { toast: alreadyModerated };
      return decided(success('Recensione rifiutata'), 'rifiutata', [command.reviewId]);
    }
    case 'bulk-approve':
    case 'bulk-reject': {
      const decision = command.intent === 'bulk-approve' ? 'approve' : 'reject';
      const outcome = await decideReviews(actor, {
        decision,
        reviewIds: command.reviewIds,
        ...(command.intent === 'bulk-reject' ? { reason: command.reason, rule: command.rule } : {}),
      });
      if (outcome.changed.length === 0)
        return {
          toast: {
            kind: 'info',
            title: outcome.held ? 'Trattenute per verifica' : 'Già moderate',
            message: outcome.held
              ? 'Le recensioni trattenute per verifica si approvano una a una, dalle loro prove e con il motivo.'
              : 'Le recensioni selezionate erano già state moderate.',
          },
        };
      return decided(
        success(
          bulkDecisionMessage(decision, outcome.changed.length, outcome.alreadyModerated, outcome.held),
        ),
        decision === 'approve' ? 'pubblicata' : 'rifiutata',
        outcome.changed,
      );
    }
    case 'undo': {
      const outcome = await undoDecisions(actor, command);
      if (outcome.undone === 0)
        return {
          toast: {
            kind: 'info',
            title: 'Niente da annullare',
            message: 'La recensione è già stata moderata di nuovo nel frattempo.',
          },
        };
      return { toast: success(undoneMessage(outcome.undone, outcome.pointsReversed)) };
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
