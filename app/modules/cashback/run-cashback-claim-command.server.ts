import type { ActionResult } from '#app/lib/form-action.server.ts';
import { successToast } from '#app/ui/toast.ts';
import { fileCashbackClaim } from './cashback-claims.server.ts';
import type { CashbackClaimCommand } from './cashback.schema.ts';

/**
 * Runs what a signed-in person asks of /cashback. The claim's acknowledgement is shown by the form
 * itself, under its button (so `{ toast }`: no flash message, no second toast from the root).
 */
export async function runCashbackClaimCommand(
  userId: string,
  command: CashbackClaimCommand,
): Promise<ActionResult> {
  switch (command.intent) {
    case 'claim':
      return { toast: successToast(await fileCashbackClaim(userId, command)) };
  }
}
