import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import type { FormAnswer } from '#app/lib/conform-action.ts';
import { Button } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import type { TwoFactorSetupShown } from '../run-two-factor-setup-command.server.ts';
import type { TwoFactorSetupView } from '../two-factor-setup.server.ts';
import { confirmSetupSchema, TOTP_DIGITS } from '../two-factor.schema.ts';
import { SectionCard } from './section-card.tsx';

/** What the enrolment page's action answers (conform-action.server.ts). */
export type TwoFactorSetupAnswer = FormAnswer<TwoFactorSetupShown>;

/** Enrolment, step 2: an app, the QR code (or the key by hand), and the first code it shows. */
export function TwoFactorSetupSteps(props: {
  setup: TwoFactorSetupView;
  answer: TwoFactorSetupAnswer | undefined;
}) {
  const { setup, answer } = props;
  const [form, fields] = useForm({
    id: 'two-factor-confirm',
    lastResult: answer?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmSetupSchema }),
  });
  const busy = useNavigation().state === 'submitting';
  return (
    <SectionCard title="Collega l’app di autenticazione" id="collega">
      <ol className="list-decimal space-y-6 pl-5">
        <li>
          Installa un’app di autenticazione sul telefono, per esempio Google Authenticator, Microsoft
          Authenticator, 2FAS, Aegis o quella del tuo gestore di password.
        </li>
        <li>
          <p>Nell’app aggiungi un account e inquadra questo codice QR.</p>
          <img
            src={setup.qrCode}
            alt="Codice QR per l’app di autenticazione: contiene la chiave scritta qui sotto"
            width={208}
            height={208}
            className="mt-3 rounded-lg border border-line bg-white p-2"
          />
          <p className="mt-3" id="chiave-manuale">
            Non puoi inquadrarlo? Inserisci a mano questa chiave (basata sul tempo, {TOTP_DIGITS} cifre):
          </p>
          <p className="mt-1">
            <code
              aria-describedby="chiave-manuale"
              className="inline-block rounded bg-surface-muted px-3 py-2 font-mono text-lg tracking-wider break-all"
            >
              {setup.groupedSecret}
            </code>
          </p>
          <details className="mt-3">
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700 underline">
              Mostra l’indirizzo otpauth (per i gestori di password)
            </summary>
            <code className="block rounded bg-surface-muted p-3 font-mono text-sm break-all">
              {setup.otpauthUri}
            </code>
          </details>
        </li>
        <li>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="secret" value={setup.secret} />
            {answer?.toast && <FormAlert title={answer.toast.title} message={answer.toast.message} />}
            <TextField
              label={`Codice di ${TOTP_DIGITS} cifre mostrato dall’app`}
              {...inputFieldProps(fields.code, 'text', {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                spellCheck: false,
              })}
            />
            <Button type="submit" disabled={busy}>
              Attiva la verifica in due passaggi
            </Button>
          </Form>
        </li>
      </ol>
    </SectionCard>
  );
}
