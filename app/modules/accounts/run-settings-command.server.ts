import type { AppError } from '#app/lib/app-error.ts';
import type { FormOutcome, FormSaid } from '#app/lib/conform-action.server.ts';
import { refusalToast } from './auth-messages.ts';
import {
  changePassword,
  deleteAccount,
  updateAvatar,
  updateEmailPreferences,
  updateNames,
} from './manage-account.server.ts';
import { type SettingsCommand, SETTINGS_MESSAGES as M } from './settings.schema.ts';
import { signOut } from './sign-out.server.ts';

const saved = (message: string, headers?: Headers): FormOutcome => ({
  redirect: '/settings',
  headers,
  flash: { kind: 'success', title: 'Salvato', message },
});

/**
 * Runs one form of /settings for the signed-in person: each saves and comes back to the page with
 * a flash message; deleting the account signs out and leaves for the home page.
 */
export async function runSettingsCommand(
  command: SettingsCommand,
  from: { request: Request; userId: string },
): Promise<FormOutcome> {
  const { request, userId } = from;
  switch (command.intent) {
    case 'names':
      await updateNames(userId, command);
      return saved(M.saved.names);
    case 'avatar':
      await updateAvatar(userId, new Uint8Array(await command.avatar.arrayBuffer()));
      return saved(M.saved.avatar);
    case 'password':
      return saved(M.saved.password, await changePassword({ request, userId, input: command }));
    case 'notifications':
      await updateEmailPreferences(userId, command.enabled);
      return saved(M.saved.notifications);
    case 'delete': {
      const headers = await signOut(request);
      await deleteAccount(userId);
      return { redirect: '/', headers, flash: M.deleted };
    }
  }
}

/**
 * What /settings says besides the fields: a refusal heads with its form's title; a picture that is
 * missing or too big is said above its form (a file field has no message of its own). Passwords
 * and files are never sent back.
 */
export const settingsFormAnswers = {
  refused: (refusal: AppError, command: SettingsCommand): FormSaid => ({
    toast: refusalToast(M.refused[command.intent], refusal),
  }),
  invalid: (errors: Record<string, string[] | null>, intent: string): FormSaid => {
    const message = errors.avatar?.[0];
    return intent === 'avatar' && message ? { toast: refusalToast(M.refused.avatar, { message }) } : {};
  },
  hideFields: (intent: string): string[] =>
    intent === 'password' ? ['currentPassword', 'newPassword', 'confirmPassword'] : ['avatar'],
  /** A picture over the limit, said by its form (413) rather than by the error page. */
  oversize: {
    intent: 'avatar',
    toast: refusalToast(M.refused.avatar, { message: M.avatarTooLarge }),
  },
};
