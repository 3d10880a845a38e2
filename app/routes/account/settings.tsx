import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import {
  changePassword,
  emailOptOuts,
  deleteAccount,
  updateAvatar,
  updateEmailPreferences,
  updateNames,
} from '#app/modules/accounts/manage-account.server.ts';
import {
  DELETE_CONFIRMATION,
  deleteAccountSchema,
  namesSchema,
  passwordChangeSchema,
  USER_NOTIFICATION_CHOICES,
} from '#app/modules/accounts/settings.schema.ts';
import { signOut } from '#app/modules/accounts/sign-out.server.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '#app/modules/media/image-rules.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import type { Route } from './+types/settings';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';

export const meta = () => [{ title: 'Impostazioni | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const optOut = await emailOptOuts(viewer.id);
  return {
    firstName: viewer.firstName ?? '',
    lastName: viewer.lastName ?? '',
    email: viewer.email,
    avatarUrl: viewer.avatarUrl,
    initials: viewer.initials,
    optOut,
  };
}

const saved = (message: string, headers = new Headers()) => {
  headers.append('Set-Cookie', flashCookie({ kind: 'success', title: 'Salvato', message }));
  return redirect('/settings', { headers });
};

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_IMAGE_BYTES + 64 * 1024) {
    return data({ intent: 'avatar', error: "L'immagine supera i 5 MB" }, { status: 413 });
  }
  const form = await readForm(request, { maxBytes: MAX_IMAGE_BYTES + 64 * 1024 });
  const intent = String(form.get('intent'));
  try {
    if (intent === 'names') {
      const submission = parseSubmission(form, { schema: namesSchema });
      if (submission.status !== 'success')
        return data({ intent, result: submission.reply() }, { status: 400 });
      await updateNames(viewer.id, submission.value);
      return saved('Nome e cognome aggiornati.');
    }
    if (intent === 'avatar') {
      const file = form.get('avatar');
      if (!(file instanceof File) || file.size === 0)
        return data({ intent, error: "Scegli un'immagine" }, { status: 400 });
      if (file.size > MAX_IMAGE_BYTES)
        return data({ intent, error: "L'immagine supera i 5 MB" }, { status: 400 });
      await updateAvatar(viewer.id, new Uint8Array(await file.arrayBuffer()));
      return saved('Foto del profilo aggiornata.');
    }
    if (intent === 'password') {
      const submission = parseSubmission(form, { schema: passwordChangeSchema });
      if (submission.status !== 'success') {
        return data(
          {
            intent,
            result: submission.reply({ hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }),
          },
          { status: 400 },
        );
      }
      const headers = await changePassword({ request, userId: viewer.id, input: submission.value });
      return saved('Password aggiornata. Le altre sessioni sono state chiuse.', headers);
    }
    if (intent === 'notifications') {
      await updateEmailPreferences(viewer.id, form.getAll('enabled').map(String));
      return saved('Preferenze email aggiornate.');
    }
    if (intent === 'delete') {
      const submission = parseSubmission(form, { schema: deleteAccountSchema });
      if (submission.status !== 'success')
        return data({ intent, result: submission.reply() }, { status: 400 });
      const headers = await signOut(request);
      await deleteAccount(viewer.id);
      headers.append(
        'Set-Cookie',
        flashCookie({
          kind: 'info',
          title: 'Account eliminato',
          message: 'I tuoi dati personali sono stati cancellati. Ci mancherai!',
        }),
      );
      return redirect('/', { headers });
    }
    return data({ intent, error: 'Azione non valida' }, { status: 400 });
  } catch (error) {
    const refusal = asRefusal(error);
    return data({ intent, error: refusal.message }, { status: refusal.status });
  }
}

type ActionData = { intent: string; error?: string; result?: unknown } | undefined;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData;
  const errorFor = (intent: string) => (result?.intent === intent ? result.error : undefined);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Impostazioni</h1>
      <NamesForm
        defaults={loaderData}
        result={result?.intent === 'names' ? result.result : undefined}
        busy={busy}
      />

      <Card title="Foto del profilo" id="avatar">
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-4">
          {loaderData.avatarUrl ? (
            <img
              src={loaderData.avatarUrl}
              alt="Foto attuale"
              className="size-16 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
            >
              {loaderData.initials}
            </span>
          )}
          <input type="hidden" name="intent" value="avatar" />
          <label className="text-sm font-medium">
            Nuova foto (PNG, JPG o GIF, max 5 MB)
            <input
              type="file"
              name="avatar"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              required
              className="mt-1 block min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:font-semibold"
            />
          </label>
          <Button type="submit" variant="secondary" disabled={busy}>
            Carica foto
          </Button>
          {errorFor('avatar') && <FormAlert title="Foto non caricata" message={errorFor('avatar')!} />}
        </Form>
      </Card>

      <PasswordForm
        result={result?.intent === 'password' ? result.result : undefined}
        error={errorFor('password')}
        busy={busy}
      />

      <Card title="Email di notifica" id="notifiche">
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="notifications" />
          <fieldset>
            <legend className="mb-2 text-sm text-ink-muted">
              Scegli quali email vuoi ricevere da Provato.
            </legend>
            {USER_NOTIFICATION_CHOICES.map((choice) => (
              <label key={choice.kind} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="enabled"
                  value={choice.kind}
                  defaultChecked={!loaderData.optOut.includes(choice.kind)}
                  className="size-6 accent-brand-700"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" disabled={busy}>
            Salva preferenze
          </Button>
        </Form>
      </Card>

      <Card title="I tuoi dati" id="dati">
        <p className="text-sm text-ink-muted">
          Scarica in un file JSON tutti i dati che conserviamo su di te.
        </p>
        <a
          href="/settings/export"
          download
          className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700"
        >
          Scarica i miei dati
        </a>
      </Card>

      <DeleteForm result={result?.intent === 'delete' ? result.result : undefined} busy={busy} />
    </div>
  );
}

function Card(props: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="rounded-2xl border border-line bg-surface p-6">
      <h2 id={props.id} className="mb-4 text-xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function NamesForm(props: {
  defaults: { firstName: string; lastName: string; email: string };
  result: unknown;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: 'names-form',
    lastResult: props.result as never,
    defaultValue: { firstName: props.defaults.firstName, lastName: props.defaults.lastName },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: namesSchema }),
  });
  return (
    <Card title="Dati personali" id="dati-personali">
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
    </Card>
  );
}

function PasswordForm(props: { result: unknown; error?: string; busy: boolean }) {
  const [form, fields] = useForm({
    id: 'password-form',
    lastResult: props.result as never,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
  });
  return (
    <Card title="Password" id="sezione-password">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        {props.error && <FormAlert title="Password non aggiornata" message={props.error} />}
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
    </Card>
  );
}

function DeleteForm(props: { result: unknown; busy: boolean }) {
  const [form, fields] = useForm({
    id: 'delete-form',
    lastResult: props.result as never,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
  });
  return (
    <section aria-labelledby="elimina" className="rounded-2xl border border-red-300 bg-surface p-6">
      <h2 id="elimina" className="mb-2 text-xl font-semibold text-red-800">
        Elimina account
      </h2>
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
    </section>
  );
}
