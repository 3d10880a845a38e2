import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { TextField } from '#app/ui/form.tsx';
import { showToast } from '#app/ui/toast.ts';
import { useHydrated } from '#app/ui/use-hydrated.ts';
import { RESET_REQUEST_ERRORS, resetRequestSchema } from '../account.schema.ts';
import { type AuthAnswer, useSubmitting } from './auth-form-state.ts';

/** The reset request: the same answer whether or not the address has an account. */
export function ForgotPasswordForm(props: { answer: AuthAnswer | undefined; toLogin: string }) {
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: props.answer?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  const submitting = useSubmitting('forgot-password');
  const sent = props.answer?.toast?.kind === 'success';
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
          const typed = new FormData(event.currentTarget).get('email');
          const empty = typeof typed !== 'string' || typed.trim() === '';
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
          {props.answer?.toast?.message} Controlla anche la cartella spam.
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
