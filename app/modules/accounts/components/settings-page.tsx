import { Form, useNavigation } from 'react-router';
import { answerFor, type FormAnswer } from '#app/lib/conform-action.ts';
import { ACCEPTED_IMAGE_TYPES } from '#app/modules/media/image-rules.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert } from '#app/ui/form.tsx';
import { USER_NOTIFICATION_CHOICES } from '../settings.schema.ts';
import { DeleteAccountForm, NamesForm, PasswordChangeForm } from './settings-forms.tsx';
import { SectionCard } from './section-card.tsx';

export type SettingsData = {
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  initials: string;
  /** The notification kinds the person turned off. */
  optOut: string[];
};

/** /settings: names, picture, password, which e-mails, one's data, and deleting the account. */
export function SettingsPage({ data, answer }: { data: SettingsData; answer: FormAnswer | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const avatarRefusal = answerFor(answer, 'avatar')?.toast;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Impostazioni</h1>
      <NamesForm defaults={data} answer={answerFor(answer, 'names')} busy={busy} />

      <SectionCard title="Foto del profilo" id="avatar">
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-4">
          {data.avatarUrl ? (
            <img src={data.avatarUrl} alt="Foto attuale" className="size-16 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
            >
              {data.initials}
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
          {avatarRefusal && <FormAlert title={avatarRefusal.title} message={avatarRefusal.message} />}
        </Form>
      </SectionCard>

      <PasswordChangeForm answer={answerFor(answer, 'password')} busy={busy} />

      <SectionCard title="Email di notifica" id="notifiche">
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
                  defaultChecked={!data.optOut.includes(choice.kind)}
                  className="size-6 accent-brand-700"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-ink-muted">
            Le email con una decisione che ti riguarda (una recensione non pubblicata, un premio rifiutato,
            punti tolti, un blocco dell'account) arrivano sempre: contengono il motivo e come contestarla.
          </p>
          <Button type="submit" variant="secondary" disabled={busy}>
            Salva preferenze
          </Button>
        </Form>
      </SectionCard>

      <SectionCard title="I tuoi dati" id="dati">
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
      </SectionCard>

      <DeleteAccountForm answer={answerFor(answer, 'delete')} busy={busy} />
    </div>
  );
}
