import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { answerFor, type FormAnswer } from '#app/lib/conform-action.ts';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { showToast } from '#app/ui/toast.ts';
import type { TwoFactorSignInShown } from '../run-two-factor-sign-in.server.ts';
import { twoFactorToasts } from '../two-factor-messages.ts';
import {
  signInCodeSchema,
  signInRecoveryCodeSchema,
  TOTP_DIGITS,
  type TwoFactorMethod,
  TRUST_DEVICE_DAYS,
} from '../two-factor.schema.ts';

export type TwoFactorSignInData = {
  method: TwoFactorMethod;
  redirect?: string;
  /** No pending sign-in on this request (none began, or it expired). */
  expired: boolean;
};
export type TwoFactorSignInAnswer = FormAnswer<TwoFactorSignInShown>;

/**
 * The second step of a password sign-in for an account with a second factor: a code from the app
 * or a recovery code; once the pending sign-in is gone, the way back to the password.
 */
export function TwoFactorSignInPage(props: {
  data: TwoFactorSignInData;
  answer: TwoFactorSignInAnswer | undefined;
}) {
  const { data, answer } = props;
  const toast = answer?.toast;
  useEffect(() => {
    if (toast) void showToast(toast);
  }, [toast]);

  const query = (params: Record<string, string>) => {
    const search = new URLSearchParams(params);
    if (data.redirect) search.set('redirect', data.redirect);
    return `?${search}`;
  };
  const signInAgain = `/auth${query({ tab: 'login' })}`;
  const expired = answer ? answer.expired === true : data.expired;

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
        {expired ? (
          <div className="space-y-4">
            <h1 className="text-2xl font-bold">Verifica scaduta</h1>
            <p className="text-ink-muted">{twoFactorToasts.expired.message}</p>
            <Link
              to={signInAgain}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Torna all’accesso
            </Link>
          </div>
        ) : (
          <CodeForm
            key={data.method}
            method={data.method}
            answer={answerFor(answer, data.method)}
            redirectTo={data.redirect}
            otherMethod={query(data.method === 'totp' ? { method: 'recovery' } : {})}
            signInAgain={signInAgain}
          />
        )}
      </div>
    </div>
  );
}

function CodeForm(props: {
  method: TwoFactorMethod;
  answer: TwoFactorSignInAnswer | undefined;
  redirectTo?: string;
  otherMethod: string;
  signInAgain: string;
}) {
  const recovery = props.method === 'recovery';
  const [form, fields] = useForm({
    id: `two-factor-${props.method}`,
    lastResult: props.answer?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: recovery ? signInRecoveryCodeSchema : signInCodeSchema }),
  });
  const submitting = useNavigation().state === 'submitting';
  const toast = props.answer?.toast;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Verifica in due passaggi</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {recovery
            ? 'Inserisci uno dei codici di recupero che hai salvato: ognuno vale una volta sola.'
            : `Apri l’app di autenticazione e inserisci il codice di ${TOTP_DIGITS} cifre per Provato.`}
        </p>
      </div>
      {toast && <FormAlert title={toast.title} message={toast.message} />}
      <input type="hidden" name="method" value={props.method} />
      {props.redirectTo && <input type="hidden" name="redirect" value={props.redirectTo} />}
      <TextField
        label={recovery ? 'Codice di recupero' : `Codice di ${TOTP_DIGITS} cifre`}
        {...inputFieldProps(fields.code, 'text', {
          autoComplete: recovery ? 'off' : 'one-time-code',
          inputMode: recovery ? 'text' : 'numeric',
          spellCheck: false,
        })}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          {...getInputProps(fields.trustDevice, { type: 'checkbox' })}
          className="size-6 shrink-0 accent-brand-700"
        />
        Non chiedere più il codice su questo dispositivo per {TRUST_DEVICE_DAYS} giorni
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Verifica in corso…' : 'Verifica e accedi'}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm">
        <Link
          to={props.otherMethod}
          replace
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {recovery ? 'Usa il codice dell’app' : 'Usa un codice di recupero'}
        </Link>
        <Link
          to={props.signInAgain}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Torna all’accesso
        </Link>
      </div>
    </Form>
  );
}
