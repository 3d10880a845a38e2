import type { ActionResult } from '#app/lib/form-action.server.ts';
import { successToast } from '#app/ui/toast.ts';
import type { PriceAlertCommand } from './price-alerts.schema.ts';
import { removePriceAlert, setPriceAlert } from './price-alerts.server.ts';

/**
 * Runs one of the product page's price alert commands for the signed-in person. The box shows the
 * answer itself, beside the form (its status line), so the result is a toast without a flash
 * message: nothing else pops up on the page.
 */
export async function runPriceAlertCommand(
  userId: string,
  command: PriceAlertCommand,
): Promise<ActionResult> {
  switch (command.intent) {
    case 'price-alert':
      return { toast: successToast((await setPriceAlert(userId, command)).message) };
    case 'remove-price-alert':
      return { toast: successToast((await removePriceAlert(userId, command)).message) };
  }
}
