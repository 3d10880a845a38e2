import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';

export const NOTIFICATION_SWITCH_MESSAGES = {
  invalidKind: 'Tipo di notifica non valido',
  enabled: 'Notifica attivata',
  disabled: 'Notifica disattivata',
  failed: 'Impossibile aggiornare la notifica',
} as const;

/**
 * The switch form and JSON body: `kind` and `enabled`. A form checkbox sends 'on' when ticked
 * and nothing when not; JSON sends a boolean; 'true'/'false' strings are accepted too.
 */
export const notificationSwitchSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_SWITCH_MESSAGES.invalidKind }),
  enabled: z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean()),
});
export type NotificationSwitchInput = z.output<typeof notificationSwitchSchema>;

/** The back-office page's one command (the admin action helper reads commands by `intent`). */
export const notificationCommandSchema = z.object({
  intent: z.literal('switch', { error: 'Azione non valida' }),
  ...notificationSwitchSchema.shape,
});
export const NOTIFICATION_FAILURES = { switch: NOTIFICATION_SWITCH_MESSAGES.failed };
