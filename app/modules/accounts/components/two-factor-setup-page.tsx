import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { answerFor } from '#app/lib/conform-action.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { disableSchema, regenerateCodesSchema, startSetupSchema, TOTP_DIGITS } from '../two-factor.schema.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SectionCard } from './section-card.tsx';
import { type TwoFactorSetupAnswer, TwoFactorSetupSteps } from './two-factor-setup-steps.tsx';

export type TwoFactorSetupData = {
  enabled: boolean;
  recoveryCodesLeft: number;
  email: string;
  /** Admins must have it (ADMIN_REQUIRE_TWO_FACTOR). */
  required: boolean;
  /** The back office sent the admin here because it is off. */
  sentHere: boolean;
};

/**
 * An admin's second factor: switch it on (password, QR code, first code, recovery codes shown
 * once), get new recovery codes, switch it off.
 */
export function TwoFactorSetupPage(props: {
  data: TwoFactorSetupData;
  answer: TwoFactorSetupAnswer | undefined;
}) {
  const { data, answer } = props;
  const confirm = answerFor(answer, 'confirm');
  const setup = answer?.setup;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Verifica in due passaggi</h1>
        <p className="mt-2 text-ink-muted">
          Oltre alla password, all’accesso ti chiediamo un codice di {TOTP_DIGITS} cifre generato da un’app di
          autenticazione sul tuo telefono: chi scoprisse la password non potrebbe entrare.
        </p>
      </div>

      {!data.enabled && data.required && (
        <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <ShieldAlert aria-hidden className="size-5 shrink-0" />
          <p>
            {data.sentHere ? <strong>Il pannello di amministrazione è bloccato. </strong> : null}
            Per gli amministratori la verifica in due passaggi è obbligatoria: attivala qui per aprire il
            pannello di amministrazione.
          </p>
        </div>
      )}

      {confirm?.recoveryCodes ? (
        <Enabled codes={confirm.recoveryCodes} email={data.email} />
      ) : data.enabled ? (
        <Manage
          email={data.email}
          required={data.required}
          codesLeft={data.recoveryCodesLeft}
          answer={answer}
        />
      ) : setup ? (
        <TwoFactorSetupSteps setup={setup} answer={confirm} />
      ) : (
        <Start answer={answerFor(answer, 'start')} notice={confirm?.toast} />
      )}
    </div>
  );
}

/** A password field form (start, new codes, switch off): one schema each, checked again on the server. */
function PasswordForm(props: {
  id: string;
  intent: 'start' | 'regenerate' | 'disable';
  schema: typeof startSetupSchema | typeof regenerateCodesSchema | typeof disableSchema;
  answer: TwoFactorSetupAnswer | undefined;
  submit: string;
  danger?: boolean;
}) {
  const mine = answerFor(props.answer, props.intent);
  const [form, fields] = useForm({
    id: props.id,
    lastResult: mine?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: props.schema }),
  });
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={props.intent} />
      {mine?.toast && <FormAlert title={mine.toast.title} message={mine.toast.message} />}
      <TextField
        label="Password attuale"
        {...inputFieldProps(fields.password, 'password', { autoComplete: 'current-password' })}
      />
      <Button
        type="submit"
        variant={props.danger ? 'primary' : 'secondary'}
        className={props.danger ? 'bg-red-700 hover:bg-red-800' : undefined}
        disabled={busy}
      >
        {props.submit}
      </Button>
    </Form>
  );
}

function Start(props: {
  answer: TwoFactorSetupAnswer | undefined;
  notice?: { title: string; message: string };
}) {
  return (
    <SectionCard title="Attiva la verifica in due passaggi" id="attiva">
      {props.notice && (
        <div className="mb-4">
          <FormAlert title={props.notice.title} message={props.notice.message} />
        </div>
      )}
      <p className="mb-4 text-sm text-ink-muted">
        Per sicurezza conferma la password: poi ti mostriamo il codice QR da inquadrare con l’app.
      </p>
      <PasswordForm
        id="two-factor-start"
        intent="start"
        schema={startSetupSchema}
        answer={props.answer}
        submit="Continua"
      />
    </SectionCard>
  );
}

function Enabled({ codes, email }: { codes: string[]; email: string }) {
  return (
    <>
      <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-brand-700" /> Verifica in due passaggi attivata.
      </p>
      <RecoveryCodes codes={codes} email={email} />
      <ButtonLink to="/admin">Ho salvato i codici: vai al pannello</ButtonLink>
    </>
  );
}

function Manage(props: {
  email: string;
  required: boolean;
  codesLeft: number;
  answer: TwoFactorSetupAnswer | undefined;
}) {
  const newCodes = answerFor(props.answer, 'regenerate')?.recoveryCodes;
  return (
    <>
      <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-4">
        <ShieldCheck aria-hidden className="size-5 text-brand-700" />
        <span>
          <strong>Attiva.</strong> Codici di recupero ancora validi: {props.codesLeft}.
        </span>
      </p>
      <p>
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Vai al pannello di amministrazione
        </Link>
      </p>
      {newCodes && <RecoveryCodes codes={newCodes} email={props.email} />}
      <SectionCard title="Nuovi codici di recupero" id="nuovi-codici">
        <p className="mb-4 text-sm text-ink-muted">
          Genera 10 nuovi codici se li hai persi o usati: quelli di prima smettono di funzionare.
        </p>
        <PasswordForm
          id="two-factor-regenerate"
          intent="regenerate"
          schema={regenerateCodesSchema}
          answer={props.answer}
          submit="Genera nuovi codici"
        />
      </SectionCard>
      <SectionCard title="Disattiva la verifica in due passaggi" id="disattiva" danger>
        <p className="mb-4 text-sm">
          All’accesso basterà di nuovo la password.
          {props.required &&
            ' Per gli amministratori è obbligatoria: finché non la riattivi, il pannello di amministrazione resta chiuso.'}
        </p>
        <PasswordForm
          id="two-factor-disable"
          intent="disable"
          schema={disableSchema}
          answer={props.answer}
          submit="Disattiva"
          danger
        />
      </SectionCard>
    </>
  );
}
