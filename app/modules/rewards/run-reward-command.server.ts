import { successToast as success, type ToastMessage } from '#app/ui/toast.ts';
import { addVoucherCodes, approveRewardRequest, rejectRewardRequest } from './moderate-reward.server.ts';
import type { RewardCommand } from './reward-moderation.schema.ts';
import type { Actor } from '#app/lib/app-error.ts';

const alreadyHandled: ToastMessage = {
  kind: 'info',
  title: 'Già gestita',
  message: 'La richiesta era già stata gestita.',
};

/** Runs one Gestione Premi command and says what happened, in Italian. */
export async function runRewardCommand(actor: Actor, command: RewardCommand): Promise<ToastMessage> {
  switch (command.intent) {
    case 'approve': {
      const outcome = await approveRewardRequest({ actor, requestId: command.requestId, code: command.code });
      return outcome.changed
        ? success('Premio approvato: il codice è stato inviato per email')
        : alreadyHandled;
    }
    case 'reject': {
      const outcome = await rejectRewardRequest({
        actor,
        requestId: command.requestId,
        reason: command.reason,
        rule: command.rule,
      });
      return outcome.changed
        ? success(`Premio rifiutato: restituiti ${outcome.refunded} punti`)
        : alreadyHandled;
    }
    case 'codes': {
      const outcome = await addVoucherCodes({ actor, rewardId: command.rewardId, codes: command.codes });
      return success(`Codici aggiunti: ${outcome.added}`);
    }
  }
}
