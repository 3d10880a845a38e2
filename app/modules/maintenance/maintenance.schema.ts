import { z } from 'zod';

export const MAINTENANCE_MESSAGES = {
  readOnlyOn: 'Sola lettura attivata: il sito non accetta modifiche e i processi in background sono in pausa',
  readOnlyOff: 'Sola lettura disattivata: il sito accetta di nuovo le modifiche',
  forced:
    'La sola lettura è imposta dalla configurazione del server (MAINTENANCE_MODE): si disattiva solo togliendo la variabile e riavviando',
  failed: 'Impossibile aggiornare la modalità di sola lettura',
} as const;

/**
 * The page's one command: the switch, on or off. A checkbox-like field: 'on' or 'true' (or JSON
 * true) is on, anything else off.
 */
export const maintenanceCommandSchema = z.object({
  intent: z.literal('read-only', { error: 'Azione non valida' }),
  enabled: z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean()),
});
export type MaintenanceCommand = z.output<typeof maintenanceCommandSchema>;

export const MAINTENANCE_FAILURES = { 'read-only': MAINTENANCE_MESSAGES.failed };
