import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { CheckboxField, TextField } from '#app/ui/form.tsx';
import { signUpSchema } from '../account.schema.ts';
import { type AuthAnswer, useSubmitting } from './auth-form-state.ts';

/** The sign-up tab; after sending, where the confirmation link went. */
export function SignUpForm(props: { answer: AuthAnswer | undefined; redirectTo?: string; toLogin: string }) {
  const [form, fields] = useForm({
    id: 'signup',
    lastResult: props.answer?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const submitting = useSubmitting('signup');
  const sentTo = props.answer?.sentTo;

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
