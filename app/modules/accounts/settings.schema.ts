import { z } from 'zod';
import type { NotificationKind } from '#app/modules/notifications/notification-kinds.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPassword, signUpSchema } from './account.schema.ts';

/** The same rules and messages as at sign-up. */
export const namesSchema = signUpSchema.pick({ firstName: true, lastName: true });

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'La password attuale è richiesta' })
      .min(1, { error: 'La password attuale è richiesta' })
      // No stored password is longer, so a longer one is simply wrong (and never reaches the hash).
      .max(MAX_PASSWORD_LENGTH, { error: 'La password attuale non è corretta' }),
    newPassword: newPassword(),
    confirmPassword: z.string({ error: 'Le password non coincidono' }),
  })
  .refine(
    (value) => value.newPassword.length < MIN_PASSWORD_LENGTH || value.newPassword === value.confirmPassword,
    { error: 'Le password non coincidono', path: ['confirmPassword'] },
  );

/** The word to type to delete an account: a deliberate act, not a stray click. */
export const DELETE_CONFIRMATION = 'ELIMINA';
export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: `Scrivi ${DELETE_CONFIRMATION} per confermare` })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION, {
      error: `Scrivi ${DELETE_CONFIRMATION} per confermare`,
    }),
});

/**
 * The e-mails a person can turn off: every notification kind they can receive except the block
 * notice, a service message that always goes out (MANDATORY_NOTIFICATION_KINDS).
 */
export const USER_NOTIFICATION_CHOICES = [
  { kind: 'review_approved', label: 'Recensione approvata' },
  { kind: 'review_rejected', label: 'Recensione non pubblicata' },
  { kind: 'reward_approved', label: 'Premio approvato (con il codice)' },
  { kind: 'reward_rejected', label: 'Premio rifiutato' },
  { kind: 'points_added', label: 'Punti aggiunti dallo staff' },
  { kind: 'badge_assigned', label: 'Nuovo badge' },
  { kind: 'price_alert', label: 'Avvisi di prezzo' },
] as const satisfies readonly { kind: Exclude<NotificationKind, 'user_blocked'>; label: string }[];
