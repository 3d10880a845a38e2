import type { Flash } from '#app/lib/flash.server.ts';
import { PRICE_ALERT_MESSAGES as M, type ProfileAlertCommand } from './price-alerts.schema.ts';
import { removePriceAlert } from './price-alerts.server.ts';

/**
 * Runs what the profile's 'Avvisi di prezzo' tab asks. The success is a flash message: the root
 * shows it after the revalidation that takes the alert off the list.
 */
export async function runProfileAlertCommand(userId: string, command: ProfileAlertCommand): Promise<Flash> {
  switch (command.intent) {
    case 'remove-price-alert': {
      const { message } = await removePriceAlert(userId, { alertId: command.alertId });
      return { kind: 'success', title: M.removedTitle, message };
    }
  }
}
