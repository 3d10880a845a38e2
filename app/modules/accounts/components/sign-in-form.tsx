import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { TextField } from '#app/ui/form.tsx';
import { signInSchema } from '../account.schema.ts';
import { type AuthAnswer, useSubmitting } from './auth-form-state.ts';

/** The sign-in tab: e-mail and password (a second factor, if any, comes on /auth/two-factor). */
export function SignInForm(props: {
  answer: AuthAnswer | undefined;
  redirectTo?: string;
  toForgot: string;
  toSignUp: string;
}) {
  const [form, fields] = useForm({
    id: 'login',
    lastResult: props.answer?.result,
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
