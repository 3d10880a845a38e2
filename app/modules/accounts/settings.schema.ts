import { z } from 'zod';
import type {
  MandatoryNotificationKind,
  NotificationKind,
} from '#app/modules/notifications/notification-kinds.ts';
import { MAX_IMAGE_BYTES } from '#app/modules/media/image-rules.ts';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  newPassword,
  signUpSchema,
  UNKNOWN_ACTION,
} from './account.schema.ts';

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
 * The e-mails a person can turn off: every notification kind they can receive except the ones
 * that carry a decision about them (MANDATORY_NOTIFICATION_KINDS), which always go out.
 */
export const USER_NOTIFICATION_CHOICES = [
  { kind: 'review_approved', label: 'Recensione approvata' },
  { kind: 'reward_approved', label: 'Premio approvato (con il codice)' },
  { kind: 'points_added', label: 'Punti aggiunti dallo staff' },
  { kind: 'badge_assigned', label: 'Nuovo badge' },
  { kind: 'price_alert', label: 'Avvisi di prezzo' },
] as const satisfies readonly { kind: Exclude<NotificationKind, MandatoryNotificationKind>; label: string }[];

/** The settings page's texts: what each form says when it works, or when it is refused. */
export const SETTINGS_MESSAGES = {
  avatarMissing: "Scegli un'immagine",
  avatarTooLarge: "L'immagine supera i 5 MB",
  saved: {
    names: 'Nome e cognome aggiornati.',
    avatar: 'Foto del profilo aggiornata.',
    password: 'Password aggiornata. Le altre sessioni sono state chiuse.',
    notifications: 'Preferenze email aggiornate.',
  },
  refused: {
    names: 'Dati personali non salvati',
    avatar: 'Foto non caricata',
    password: 'Password non aggiornata',
    notifications: 'Preferenze non salvate',
    delete: 'Account non eliminato',
  },
  deleted: {
    kind: 'info',
    title: 'Account eliminato',
    message: 'I tuoi dati personali sono stati cancellati. Ci mancherai!',
  },
} as const;

/** The largest settings form: a picture at its limit and the form around it. */
export const SETTINGS_FORM_MAX_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const avatarFile = z
  .instanceof(File, { error: SETTINGS_MESSAGES.avatarMissing })
  .refine((file) => file.size > 0, { error: SETTINGS_MESSAGES.avatarMissing })
  .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: SETTINGS_MESSAGES.avatarTooLarge });

/** The forms of /settings, one union: each posts its own `intent`. */
export const settingsCommandSchema = z.discriminatedUnion(
  'intent',
  [
    namesSchema.extend({ intent: z.literal('names') }),
    z.object({ intent: z.literal('avatar'), avatar: avatarFile }),
    passwordChangeSchema.extend({ intent: z.literal('password') }),
    z.object({
      intent: z.literal('notifications'),
      // The ticked kinds; an unknown kind is simply not one of them (updateEmailPreferences).
      enabled: z.array(z.string().max(40)).max(USER_NOTIFICATION_CHOICES.length).default([]),
    }),
    deleteAccountSchema.extend({ intent: z.literal('delete') }),
  ],
  { error: UNKNOWN_ACTION },
);
export type SettingsCommand = z.output<typeof settingsCommandSchema>;
