import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { useHydrated } from '#app/ui/use-hydrated.ts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { flashCookie } from '#app/lib/flash.server.ts';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { clientIpContext, fromThisMachineContext } from '#app/lib/request-context.ts';
import { clearReferralCookie, readReferralCookie } from '#app/modules/referrals/referrals.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import {
  type AuthTab,
  parseAuthTab,
  resetRequestSchema,
  RESET_REQUEST_ERRORS,
  signInSchema,
  signUpSchema,
} from '#app/modules/accounts/account.schema.ts';
import {
  emailConfirmedToast,
  refusalToast,
  resetPageToasts,
  resetRequestToasts,
  signInToasts,
  signUpToasts,
  socialErrorMessage,
  socialErrorToast,
  socialLostToast,
  type Toast,
} from '#app/modules/accounts/auth-messages.ts';
import { SocialButtons } from '#app/modules/accounts/components/social-buttons.tsx';
import { requestPasswordReset } from '#app/modules/accounts/password-reset.server.ts';
import { signIn } from '#app/modules/accounts/sign-in.server.ts';
import { twoFactorSignInPath } from '#app/modules/accounts/two-factor-sign-in.server.ts';
import { signUp } from '#app/modules/accounts/sign-up.server.ts';
import { configuredSocialProviders, isSocialProvider } from '#app/modules/accounts/social-sign-in.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { Button } from '#app/ui/button.tsx';
import { CheckboxField, FormAlert, TextField } from '#app/ui/form.tsx';
import { showToast } from '#app/ui/toast.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import type { Route } from './+types/auth';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.tab === 'login'
      ? 'Accedi'
      : loaderData?.tab === 'forgot-password'
        ? 'Password dimenticata'
        : 'Registrati';
  return [
    { title: `${title} | Provato` },
    {
      name: 'description',
      content: 'Accedi o crea il tuo account Provato per scrivere recensioni e guadagnare punti.',
    },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, `/auth?tab=${loaderData?.tab ?? 'signup'}`),
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get('redirect');
  if (context.get(viewerContext)) throw redirect(safeRedirectPath(redirectParam, '/dashboard'));

  let notice: Toast | null = null;
  const error = url.searchParams.get('error');
  const social = url.searchParams.get('social');
  if (social && isSocialProvider(social)) {
    notice = socialErrorToast(social, socialErrorMessage(social, error));
  } else if (social === 'error') {
    notice = socialLostToast;
  } else if (url.searchParams.get('verified') === '1') {
    notice = error
      ? {
          ...resetPageToasts.invalidLink,
          message: 'Il link di conferma non è valido o è scaduto. Accedi per riceverne uno nuovo.',
        }
      : emailConfirmedToast;
  }
  return {
    tab: parseAuthTab(url.searchParams.get('tab')),
    redirect: redirectParam ? safeRedirectPath(redirectParam, '/dashboard') : undefined,
    notice,
    providers: configuredSocialProviders(),
    origin: getConfig().baseUrl,
  };
}

type ActionData =
  { intent: AuthTab; result: SubmissionResult<string[]>; toast?: Toast; sentTo?: string } | undefined;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const intent = parseAuthTab(String(formData.get('intent')));
  const clientIp = context.get(clientIpContext);

  if (intent === 'signup') {
    const submission = parseSubmission(formData, { schema: signUpSchema });
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const redirectTo = submission.value.redirect ? safeRedirectPath(submission.value.redirect, '') : '';
    let outcome;
    try {
      outcome = await signUp({
        input: submission.value,
        clientIp,
        redirectAfterSignIn: redirectTo || undefined,
        referralCode: readReferralCookie(request.headers.get('Cookie')),
        headers: request.headers,
      });
    } catch (error) {
      const refusal = asRefusal(error);
      return data(
        {
          intent,
          result: submission.reply({ hideFields: ['password'] }),
          toast: refusalToast(signUpToasts.failed.title, refusal),
        },
        { status: refusal.status },
      );
    }
    // The invite, if any, is linked to the new account now: the browser can forget it.
    return data(
      { intent, result: submission.reply({ resetForm: true }), sentTo: outcome.email },
      { headers: { 'Set-Cookie': clearReferralCookie() } },
    );
  }

  if (intent === 'login') {
    const submission = parseSubmission(formData, { schema: signInSchema });
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
    }
    let outcome;
    try {
      outcome = await signIn({
        input: submission.value,
        request,
        clientIp,
        fromThisMachine: context.get(fromThisMachineContext),
      });
    } catch (error) {
      const refusal = asRefusal(error);
      return data(
        {
          intent,
          result: submission.reply({ hideFields: ['password'] }),
          toast: refusalToast(signInToasts.failed.title, refusal),
        },
        { status: refusal.status },
      );
    }
    if (outcome.twoFactorRequired) {
      return redirect(twoFactorSignInPath(submission.value.redirect), { headers: outcome.headers });
    }
    outcome.headers.append('Set-Cookie', flashCookie(signInToasts.success));
    return redirect(safeRedirectPath(submission.value.redirect, '/dashboard'), { headers: outcome.headers });
  }

  const submission = parseSubmission(formData, { schema: resetRequestSchema });
  if (submission.status !== 'success') {
    const empty = !String(formData.get('email') ?? '').trim();
    return data(
      {
        intent,
        result: submission.reply(),
        toast: {
          kind: 'error',
          ...(empty ? RESET_REQUEST_ERRORS.required : RESET_REQUEST_ERRORS.invalid),
        } as Toast,
      },
      { status: 400 },
    );
  }
  try {
    await requestPasswordReset({ input: submission.value, clientIp });
  } catch (error) {
    const refusal = asRefusal(error);
    return data(
      { intent, result: submission.reply(), toast: refusalToast(resetRequestToasts.failed.title, refusal) },
      { status: refusal.status },
    );
  }
  return data({
    intent,
    result: submission.reply({ resetForm: true }),
    toast: resetRequestToasts.sent as Toast,
  });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, notice, providers } = loaderData;
  const result = actionData as ActionData;
  const toast = result?.intent === tab ? result.toast : undefined;

  useEffect(() => {
    if (notice) void showToast(notice);
  }, [notice]);
  useEffect(() => {
    if (toast) void showToast(toast);
  }, [toast]);

  const query = (next: AuthTab) => {
    const params = new URLSearchParams({ tab: next });
    if (loaderData.redirect) params.set('redirect', loaderData.redirect);
    return `/auth?${params}`;
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
        {tab !== 'forgot-password' && (
          <nav
            aria-label="Accesso o registrazione"
            className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
          >
            {(['signup', 'login'] as const).map((item) => (
              <Link
                key={item}
                to={query(item)}
                replace
                aria-current={tab === item ? 'page' : undefined}
                className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-ink-muted aria-[current=page]:bg-surface aria-[current=page]:text-ink aria-[current=page]:shadow-sm"
              >
                {item === 'signup' ? 'Registrati' : 'Accedi'}
              </Link>
            ))}
          </nav>
        )}
        {toast?.kind === 'error' && (
          <div className="mb-4">
            <FormAlert title={toast.title} message={toast.message} />
          </div>
        )}
        {tab === 'signup' && (
          <SignUpForm
            key="signup"
            result={result}
            redirectTo={loaderData.redirect}
            toLogin={query('login')}
          />
        )}
        {tab === 'login' && (
          <SignInForm
            key="login"
            result={result}
            redirectTo={loaderData.redirect}
            toForgot={query('forgot-password')}
            toSignUp={query('signup')}
          />
        )}
        {tab === 'forgot-password' && (
          <ForgotPasswordForm key="forgot" result={result} toLogin={query('login')} />
        )}
        {tab !== 'forgot-password' && (
          <SocialButtons providers={providers} redirectTo={loaderData.redirect} />
        )}
      </div>
    </div>
  );
}

function useSubmitting(intent: AuthTab) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

function SignUpForm(props: { result: ActionData; redirectTo?: string; toLogin: string }) {
  const lastResult = props.result?.intent === 'signup' ? props.result.result : undefined;
  const [form, fields] = useForm({
    id: 'signup',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const submitting = useSubmitting('signup');
  const sentTo = props.result?.intent === 'signup' ? props.result.sentTo : undefined;

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-center">
        <h1 className="text-2xl font-bold">Controlla la tua email</h1>
        <p className="text-ink-muted">
          Ti abbiamo inviato un link di conferma a <strong className="text-ink">{sentTo}</strong>. Aprilo per
          attivare l&apos;account, poi accedi.
        </p>
        <Link
          to={props.toLogin}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Vai all&apos;accesso
        </Link>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Crea il tuo account</h1>
        <p className="mt-1 text-sm text-ink-muted">Recensisci i prodotti che usi e guadagna punti.</p>
      </div>
      <input type="hidden" name="intent" value="signup" />
      {props.redirectTo && <input type="hidden" name="redirect" value={props.redirectTo} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome"
          {...inputFieldProps(fields.firstName, 'text', { autoComplete: 'given-name' })}
        />
        <TextField
          label="Cognome"
          {...inputFieldProps(fields.lastName, 'text', { autoComplete: 'family-name' })}
        />
      </div>
      <TextField label="Email" {...inputFieldProps(fields.email, 'email', { autoComplete: 'email' })} />
      <TextField
        label="Password"
        hint="Almeno 8 caratteri."
        {...inputFieldProps(fields.password, 'password', { autoComplete: 'new-password' })}
      />
      <CheckboxField
        errors={fields.ethicalCommitment.errors}
        errorId={fields.ethicalCommitment.errorId}
        inputProps={getInputProps(fields.ethicalCommitment, { type: 'checkbox' })}
        label={
          <>
            Mi impegno a scrivere solo recensioni oneste, su prodotti che ho usato davvero (
            <Link to="/how-it-works" className="text-brand-700 underline">
              impegno etico
            </Link>
            ).
          </>
        }
      />
      <CheckboxField
        errors={fields.termsAndConditions.errors}
        errorId={fields.termsAndConditions.errorId}
        inputProps={getInputProps(fields.termsAndConditions, { type: 'checkbox' })}
        label={
          <>
            Accetto i{' '}
            <Link to="/termini-e-condizioni" target="_blank" className="text-brand-700 underline">
              termini e condizioni
            </Link>{' '}
            e ho letto l&apos;
            <Link to="/privacy" className="text-brand-700 underline">
              informativa privacy
            </Link>
            .
          </>
        }
      />
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Registrazione in corso…' : 'Crea account'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Hai già un account?{' '}
        <Link to={props.toLogin} className="font-semibold text-brand-700 underline">
          Accedi
        </Link>
      </p>
    </Form>
  );
}

function SignInForm(props: { result: ActionData; redirectTo?: string; toForgot: string; toSignUp: string }) {
  const lastResult = props.result?.intent === 'login' ? props.result.result : undefined;
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const submitting = useSubmitting('login');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Bentornato!</h1>
        <p className="mt-1 text-sm text-ink-muted">Accedi per scrivere recensioni e vedere i tuoi punti.</p>
      </div>
      <input type="hidden" name="intent" value="login" />
      {props.redirectTo && <input type="hidden" name="redirect" value={props.redirectTo} />}
      <TextField label="Email" {...inputFieldProps(fields.email, 'email', { autoComplete: 'email' })} />
      <TextField
        label="Password"
        {...inputFieldProps(fields.password, 'password', { autoComplete: 'current-password' })}
      />
      <div className="text-right">
        <Link
          to={props.toForgot}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          Password dimenticata?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Accesso in corso…' : 'Accedi'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Non hai un account?{' '}
        <Link to={props.toSignUp} className="font-semibold text-brand-700 underline">
          Registrati
        </Link>
      </p>
    </Form>
  );
}

function ForgotPasswordForm(props: { result: ActionData; toLogin: string }) {
  const lastResult = props.result?.intent === 'forgot-password' ? props.result.result : undefined;
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  const submitting = useSubmitting('forgot-password');
  const sent = props.result?.intent === 'forgot-password' && props.result.toast?.kind === 'success';
  const [email, setEmail] = useState('');
  // Before JavaScript runs the button stays enabled: the server checks the field anyway.
  const hydrated = useHydrated();
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // Refused in the browser: the spec's title and text as a toast (user-side §5), the same
        // pair the server answers without JavaScript; the text also stays under the field.
        if (event.defaultPrevented) {
          const empty = !String(new FormData(event.currentTarget).get('email') ?? '').trim();
          void showToast({
            kind: 'error',
            ...(empty ? RESET_REQUEST_ERRORS.required : RESET_REQUEST_ERRORS.invalid),
          });
        }
      }}
      className="space-y-4"
    >
      <div>
        <h1 className="text-2xl font-bold">Password dimenticata</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Inserisci l&apos;email del tuo account: ti invieremo un link per sceglierne una nuova.
        </p>
      </div>
      {sent && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm">
          {props.result?.toast?.message} Controlla anche la cartella spam.
        </p>
      )}
      <input type="hidden" name="intent" value="forgot-password" />
      <TextField
        label="Email"
        {...inputFieldProps(fields.email, 'email', {
          autoComplete: 'email',
          onChange: (event) => setEmail(event.currentTarget.value),
        })}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={submitting || (hydrated && email.trim() === '')}
      >
        {submitting ? 'Invio in corso…' : 'Invia link di reset'}
      </Button>
      <p className="text-center">
        <Link
          to={props.toLogin}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          Torna all&apos;accesso
        </Link>
      </p>
    </Form>
  );
}
