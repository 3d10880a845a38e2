import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import type { FormAnswer } from '#app/lib/conform-action.ts';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import {
  DELETE_CONFIRMATION,
  deleteAccountSchema,
  namesSchema,
  passwordChangeSchema,
} from '../settings.schema.ts';
import { SectionCard } from './section-card.tsx';

type FormProps = { answer: FormAnswer | undefined; busy: boolean };

/** First and last name (the e-mail is shown, not changed here). */
export function NamesForm(
  props: FormProps & { defaults: { firstName: string; lastName: string; email: string } },
) {
  const [form, fields] = useForm({
    id: 'names-form',
    lastResult: props.answer?.result,
    defaultValue: { firstName: props.defaults.firstName, lastName: props.defaults.lastName },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: namesSchema }),
  });
  return (
    <SectionCard title="Dati personali" id="dati-personali">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="names" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nome" {...inputFieldProps(fields.firstName, 'text')} />
          <TextField label="Cognome" {...inputFieldProps(fields.lastName, 'text')} />
        </div>
        <p className="text-sm text-ink-muted">Email: {props.defaults.email}</p>
        <Button type="submit" disabled={props.busy}>
          Salva
        </Button>
      </Form>
    </SectionCard>
  );
}

/** A new password, with the current one. */
export function PasswordChangeForm(props: FormProps) {
  const [form, fields] = useForm({
    id: 'password-form',
    lastResult: props.answer?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
  });
  const refusal = props.answer?.toast;
  return (
    <SectionCard title="Password" id="sezione-password">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        {refusal && <FormAlert title={refusal.title} message={refusal.message} />}
        <TextField
          label="Password attuale"
          {...inputFieldProps(fields.currentPassword, 'password', { autoComplete: 'current-password' })}
        />
        <TextField
          label="Nuova password"
          hint="Almeno 8 caratteri."
          {...inputFieldProps(fields.newPassword, 'password', { autoComplete: 'new-password' })}
        />
        <TextField
          label="Conferma nuova password"
          {...inputFieldProps(fields.confirmPassword, 'password', { autoComplete: 'new-password' })}
        />
        <Button type="submit" variant="secondary" disabled={props.busy}>
          Cambia password
        </Button>
      </Form>
    </SectionCard>
  );
}

/** Deleting the account: typing the word first. */
export function DeleteAccountForm(props: FormProps) {
  const [form, fields] = useForm({
    id: 'delete-form',
    lastResult: props.answer?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
  });
  return (
    <SectionCard title="Elimina account" id="elimina" danger>
      <p className="text-sm">
        Cancelliamo il tuo account e i tuoi dati personali: profilo, punti, premi, attività e sessioni. Le tue
        recensioni restano pubblicate in forma anonima. L&apos;operazione non si può annullare.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="delete" />
        <TextField
          label={`Scrivi ${DELETE_CONFIRMATION} per confermare`}
          {...inputFieldProps(fields.confirmation, 'text', { autoComplete: 'off' })}
        />
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={props.busy}>
          Elimina definitivamente il mio account
        </Button>
      </Form>
    </SectionCard>
  );
}
