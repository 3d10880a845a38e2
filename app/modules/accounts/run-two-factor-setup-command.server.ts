import type { AppError } from '#app/lib/app-error.ts';
import type { FormOutcome, FormSaid } from '#app/lib/conform-action.server.ts';
import { refusalToast } from './auth-messages.ts';
import { ADMIN_TWO_FACTOR_PATH } from './two-factor-messages.ts';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  pendingSetupView,
  regenerateRecoveryCodes,
  SETUP_RETRY_CODES,
  startTwoFactorSetup,
  type TwoFactorSetupView,
} from './two-factor-setup.server.ts';
import type { TwoFactorSetupCommand } from './two-factor.schema.ts';

/**
 * What the enrolment page shows after a command: the QR code to scan (null once the setup
 * expired), or the recovery codes, shown once.
 */
export type TwoFactorSetupShown = { setup: TwoFactorSetupView | null; recoveryCodes: string[] };

type Person = { id: string; email: string };

/** The enrolment page's commands for the signed-in admin: start, confirm, new codes, switch off. */
export async function runTwoFactorSetupCommand(
  command: TwoFactorSetupCommand,
  from: { request: Request; person: Person },
): Promise<FormOutcome<TwoFactorSetupShown>> {
  const { request, person } = from;
  switch (command.intent) {
    case 'start':
      return { show: { setup: await startTwoFactorSetup({ request, person, password: command.password }) } };
    case 'confirm': {
      const outcome = await confirmTwoFactorSetup({
        request,
        person,
        code: command.code,
        secret: command.secret,
      });
      return { show: { recoveryCodes: outcome.recoveryCodes }, headers: outcome.headers };
    }
    case 'regenerate':
      return {
        show: {
          recoveryCodes: await regenerateRecoveryCodes({ request, person, password: command.password }),
        },
      };
    case 'disable':
      return {
        redirect: ADMIN_TWO_FACTOR_PATH,
        headers: await disableTwoFactor({ request, person, password: command.password }),
        flash: TWO_FACTOR_SETUP_TEXTS.disabled,
      };
  }
}

/** The enrolment page's texts: each form's title when it is refused, and the switch-off notice. */
export const TWO_FACTOR_SETUP_TEXTS = {
  refused: {
    start: 'Configurazione non avviata',
    confirm: 'Verifica in due passaggi non attivata',
    regenerate: 'Codici non generati',
    disable: 'Verifica in due passaggi non disattivata',
  } satisfies Record<TwoFactorSetupCommand['intent'], string>,
  disabled: {
    kind: 'info',
    title: 'Verifica in due passaggi disattivata',
    message: 'All’accesso basterà di nuovo la password.',
  },
} as const;

const isRetry = (refusal: AppError) => (SETUP_RETRY_CODES as readonly string[]).includes(refusal.code);

/**
 * What the page says besides the fields: the refused form's title over the refusal's message and,
 * after a wrong or used first code (or a typo in it), the same QR code again, to whoever sent back
 * its key (none once the setup expired). Passwords never echo; nor does a refused code.
 */
export function twoFactorSetupAnswers(person: Person) {
  return {
    refused: async (
      refusal: AppError,
      command: TwoFactorSetupCommand,
    ): Promise<FormSaid<TwoFactorSetupShown>> => {
      const toast = refusalToast(TWO_FACTOR_SETUP_TEXTS.refused[command.intent], refusal);
      if (command.intent !== 'confirm' || !isRetry(refusal)) return { toast };
      const setup = refusal.code === 'setup_expired' ? null : await pendingSetupView(person, command.secret);
      return { toast, setup };
    },
    invalid: async (
      _errors: Record<string, string[] | null>,
      intent: string,
      form: FormData,
    ): Promise<FormSaid<TwoFactorSetupShown>> => {
      if (intent !== 'confirm') return {};
      const secret = form.get('secret');
      return { setup: await pendingSetupView(person, typeof secret === 'string' ? secret : '') };
    },
    hideFields: (intent: string, refused: boolean): string[] =>
      refused && intent === 'confirm' ? ['code'] : ['password'],
  };
}
