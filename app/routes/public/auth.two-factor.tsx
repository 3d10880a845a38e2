import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { signInToasts, type Toast } from '#app/modules/accounts/auth-messages.ts';
import { twoFactorRefusalToast, twoFactorToasts } from '#app/modules/accounts/two-factor-messages.ts';
import {
  completeTwoFactorSignIn,
  pendingTwoFactorUser,
} from '#app/modules/accounts/two-factor-sign-in.server.ts';
import {
  signInCodeSchema,
  signInRecoveryCodeSchema,
  TOTP_DIGITS,
  TRUST_DEVICE_DAYS,
} from '#app/modules/accounts/two-factor.schema.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { showToast } from '#app/ui/toast.ts';
import type { Route } from './+types/auth.two-factor';

/**
 * The second step of a password sign-in for an account with a second factor: the password was
 * right, the library set a short-lived two-factor cookie instead of a session, and the session
 * comes only with a code from the app or a recovery code.
 */
export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Verifica in due passaggi | Provato' },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, '/auth/two-factor'),
  ];
}

type Method = 'totp' | 'recovery';
const parseMethod = (value: unknown): Method => (value === 'recovery' ? 'recovery' : 'totp');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get('redirect');
  if (context.get(viewerContext)) throw redirect(safeRedirectPath(redirectParam, '/dashboard'));
  return {
    method: parseMethod(url.searchParams.get('method')),
    redirect: redirectParam ? safeRedirectPath(redirectParam, '/dashboard') : undefined,
    expired: !(await pendingTwoFactorUser(request)),
    origin: getConfig().baseUrl,
  };
}

type ActionData =
  { method: Method; result: SubmissionResult<string[]>; toast?: Toast; expired?: boolean } | undefined;

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const method = parseMethod(form.get('method'));
  const submission = parseSubmission(form, {
    schema: method === 'recovery' ? signInRecoveryCodeSchema : signInCodeSchema,
  });
  if (submission.status !== 'success') {
    return data({ method, result: submission.reply({ hideFields: ['code'] }) }, { status: 400 });
  }
  let outcome;
  try {
    outcome = await completeTwoFactorSignIn({
      request,
      method,
      code: submission.value.code,
      trustDevice: submission.value.trustDevice === true,
    });
  } catch (error) {
    const refusal = asRefusal(error);
    const expired = refusal.code === 'two_factor_expired';
    return data(
      {
        method,
        result: submission.reply({ hideFields: ['code'] }),
        toast: twoFactorRefusalToast(refusal),
        ...(expired ? { expired } : {}),
      },
      { status: refusal.status },
    );
  }
  outcome.headers.append('Set-Cookie', flashCookie(signInToasts.success));
  return redirect(safeRedirectPath(submission.value.redirect, '/dashboard'), { headers: outcome.headers });
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData;
  const toast = result?.toast;
  useEffect(() => {
    if (toast) void showToast(toast);
  }, [toast]);

  const query = (params: Record<string, string>) => {
    const search = new URLSearchParams(params);
    if (loaderData.redirect) search.set('redirect', loaderData.redirect);
    return `?${search}`;
  };
  const signInAgain = `/auth${query({ tab: 'login' })}`;
  const expired = result ? result.expired === true : loaderData.expired;

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
            key={loaderData.method}
            method={loaderData.method}
            result={result?.method === loaderData.method ? result : undefined}
            redirectTo={loaderData.redirect}
            otherMethod={query(loaderData.method === 'totp' ? { method: 'recovery' } : {})}
            signInAgain={signInAgain}
          />
        )}
      </div>
    </div>
  );
}

function CodeForm(props: {
  method: Method;
  result: ActionData;
  redirectTo?: string;
  otherMethod: string;
  signInAgain: string;
}) {
  const recovery = props.method === 'recovery';
  const [form, fields] = useForm({
    id: `two-factor-${props.method}`,
    lastResult: props.result?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: recovery ? signInRecoveryCodeSchema : signInCodeSchema }),
  });
  const submitting = useNavigation().state === 'submitting';
  const toast = props.result?.toast;
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
