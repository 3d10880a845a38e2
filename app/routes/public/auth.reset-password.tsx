import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { flashCookie } from '#app/lib/flash.server.ts';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { newPasswordSchema } from '#app/modules/accounts/account.schema.ts';
import { refusalToast, resetPageToasts, type Toast } from '#app/modules/accounts/auth-messages.ts';
import { isResetTokenValid, resetPassword } from '#app/modules/accounts/password-reset.server.ts';
import { signOut } from '#app/modules/accounts/sign-out.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { showToast } from '#app/ui/toast.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import type { Route } from './+types/auth.reset-password';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Nuova password | Provato' },
    { name: 'description', content: 'Scegli una nuova password per il tuo account Provato.' },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, '/auth/reset-password'),
  ];
}

const backToRequest = (toast: typeof resetPageToasts.invalidLink) =>
  redirect('/auth?tab=forgot-password', { headers: { 'Set-Cookie': flashCookie(toast) } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (url.searchParams.get('error')) throw backToRequest(resetPageToasts.invalidLink);
  if (!token) {
    if (context.get(viewerContext)) throw redirect('/dashboard');
    throw backToRequest(resetPageToasts.invalidLink);
  }
  let valid: boolean;
  try {
    valid = await isResetTokenValid(token);
  } catch (error) {
    logger().error({ err: error }, 'reset token check failed');
    throw backToRequest(resetPageToasts.session);
  }
  if (!valid) throw backToRequest(resetPageToasts.invalidLink);
  return { token, origin: getConfig().baseUrl };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readForm(request), { schema: newPasswordSchema });
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) },
      { status: 400 },
    );
  }
  try {
    await resetPassword(submission.value);
  } catch (error) {
    const refusal = asRefusal(error);
    const title =
      refusal.code === 'invalid_link' ? resetPageToasts.invalidLink.title : resetPageToasts.failed.title;
    return data(
      {
        result: submission.reply({ hideFields: ['password', 'confirmPassword'] }),
        toast: refusalToast(title, refusal),
      },
      { status: refusal.status },
    );
  }
  // Every session of the account has ended; clear this browser's cookie too.
  const headers = await signOut(request);
  headers.append('Set-Cookie', flashCookie(resetPageToasts.success));
  return redirect('/auth?tab=login', { headers });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const toast = (actionData as { toast?: Toast } | undefined)?.toast;
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  const submitting = useNavigation().state === 'submitting';
  useEffect(() => {
    if (toast) void showToast(toast);
  }, [toast]);

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-4 rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8"
      >
        <div>
          <h1 className="text-2xl font-bold">Scegli una nuova password</h1>
          <p className="mt-1 text-sm text-ink-muted">Dopo l&apos;aggiornamento dovrai accedere di nuovo.</p>
        </div>
        {toast && <FormAlert title={toast.title} message={toast.message} />}
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="Nuova password"
          hint="Almeno 8 caratteri."
          {...inputFieldProps(fields.password, 'password', { autoComplete: 'new-password' })}
        />
        <TextField
          label="Conferma password"
          {...inputFieldProps(fields.confirmPassword, 'password', { autoComplete: 'new-password' })}
        />
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? 'Aggiornamento…' : 'Aggiorna Password'}
        </Button>
        <p className="text-center">
          <Link
            to="/auth?tab=login"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Torna all&apos;accesso
          </Link>
        </p>
      </Form>
    </div>
  );
}
