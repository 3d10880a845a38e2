import { type Actor, AppError } from '#app/lib/app-error.ts';
import { getConfig } from '#app/lib/env.server.ts';
import type { Flash } from '#app/lib/flash.server.ts';
import { successToast } from '#app/ui/toast.ts';
import { approveCashbackClaim, rejectCashbackClaim } from './cashback-claims.server.ts';
import { CASHBACK_MESSAGES as M, type CashbackCommand } from './cashback.schema.ts';
import { importTransactionsFile, queueAwinPull } from './fetch-transactions.server.ts';

/** Runs one Gestione Cashback command and says what happened, in Italian. */
export async function runCashbackCommand(actor: Actor, command: CashbackCommand): Promise<Flash> {
  switch (command.intent) {
    case 'approve':
      return successToast(await approveCashbackClaim({ actor, claimId: command.claimId }));
    case 'reject':
      return successToast(
        await rejectCashbackClaim({
          actor,
          claimId: command.claimId,
          reason: command.reason,
          rule: command.rule,
        }),
      );
    case 'fetch':
      if (!getConfig().awin) throw new AppError('not_configured', 'Configurazione mancante');
      await queueAwinPull(actor);
      return successToast(M.fetchQueued);
    case 'import':
      return successToast(M.imported(await importTransactionsFile(actor, command.file)));
  }
}
