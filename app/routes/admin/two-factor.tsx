import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';
import { RecoveryCodes } from '#app/modules/accounts/components/recovery-codes.tsx';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  pendingSetupView,
  regenerateRecoveryCodes,
  SETUP_RETRY_CODES,
  startTwoFactorSetup,
  twoFactorStatus,
  type TwoFactorSetupView,
} from '#app/modules/accounts/two-factor-setup.server.ts';
import {
  confirmSetupSchema,
  disableSchema,
  regenerateCodesSchema,
  startSetupSchema,
  TOTP_DIGITS,
  twoFactorSetupSchema,
} from '#app/modules/accounts/two-factor.schema.ts';
import { ADMIN_TWO_FACTOR_PATH } from '#app/modules/accounts/two-factor-messages.ts';
import { requireAdminRole } from '#app/modules/accounts/viewer.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { inputFieldProps } from '#app/ui/conform-fields.ts';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import type { Route } from './+types/two-factor';

/**
 * An admin's second factor: switch it on (password, QR code, first code, recovery codes shown
 * once), get new recovery codes, switch it off. Outside the back-office layout on purpose: where
 * the second factor is required, this is where the layout sends admins who have none.
 */
export const meta = () => [
  { title: 'Verifica in due passaggi | Provato' },
  { name: 'robots', content: 'noindex' },
];

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireAdminRole(context, request);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdminRole(context, request);
  const status = await twoFactorStatus(viewer.id);
  return {
    ...status,
    email: viewer.email,
    required: getConfig().adminRequireTwoFactor,
    sentHere: new URL(request.url).searchParams.get('required') === '1',
  };
}

const INTENTS = ['start', 'confirm', 'regenerate', 'disable'] as const;
type Intent = (typeof INTENTS)[number];
type ActionData =
  | {
      intent: Intent;
      result?: SubmissionResult<string[]>;
      error?: string;
      setup?: TwoFactorSetupView | null;
      recoveryCodes?: string[];
    }
  | undefined;

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdminRole(context, request);
  const person = { id: viewer.id, email: viewer.email };
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get('intent')) ?? 'start';
  const submission = parseSubmission(form, { schema: twoFactorSetupSchema });
  if (submission.status !== 'success') {
    const setup =
      intent === 'confirm' ? await pendingSetupView(person, String(form.get('secret') ?? '')) : undefined;
    return data({ intent, result: submission.reply({ hideFields: ['password'] }), setup }, { status: 400 });
  }
  const command = submission.value;
  try {
    switch (command.intent) {
      case 'start':
        return { intent, setup: await startTwoFactorSetup({ request, person, password: command.password }) };
      case 'confirm': {
        let outcome;
        try {
          outcome = await confirmTwoFactorSetup({
            request,
            person,
            code: command.code,
            secret: command.secret,
          });
        } catch (error) {
          const refusal = asRefusal(error);
          if (!(SETUP_RETRY_CODES as readonly string[]).includes(refusal.code)) throw refusal;
          // The same QR code again, to whoever sent back its key (none once the setup expired).
          const setup =
            refusal.code === 'setup_expired' ? null : await pendingSetupView(person, command.secret);
          return data(
            { intent, result: submission.reply({ hideFields: ['code'] }), error: refusal.message, setup },
            { status: refusal.status },
          );
        }
        return data({ intent, recoveryCodes: outcome.recoveryCodes }, { headers: outcome.headers });
      }
      case 'regenerate':
        return {
          intent,
          recoveryCodes: await regenerateRecoveryCodes({ request, person, password: command.password }),
        };
      case 'disable': {
        const headers = await disableTwoFactor({ request, person, password: command.password });
        headers.append(
          'Set-Cookie',
          flashCookie({
            kind: 'info',
            title: 'Verifica in due passaggi disattivata',
            message: 'All’accesso basterà di nuovo la password.',
          }),
        );
        return redirect(ADMIN_TWO_FACTOR_PATH, { headers });
      }
    }
  } catch (error) {
    const refusal = asRefusal(error);
    return data(
      { intent, result: submission.reply({ hideFields: ['password'] }), error: refusal.message },
      { status: refusal.status },
    );
  }
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData;
  const justEnabled = result?.intent === 'confirm' && result.recoveryCodes;
  const setup = result?.setup;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Verifica in due passaggi</h1>
        <p className="mt-2 text-ink-muted">
          Oltre alla password, all’accesso ti chiediamo un codice di {TOTP_DIGITS} cifre generato da un’app di
          autenticazione sul tuo telefono: chi scoprisse la password non potrebbe entrare.
        </p>
      </div>

      {!loaderData.enabled && loaderData.required && (
        <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <ShieldAlert aria-hidden className="size-5 shrink-0" />
          <p>
            {loaderData.sentHere ? <strong>Il pannello di amministrazione è bloccato. </strong> : null}
            Per gli amministratori la verifica in due passaggi è obbligatoria: attivala qui per aprire il
            pannello di amministrazione.
          </p>
        </div>
      )}

      {justEnabled ? (
        <Enabled codes={result.recoveryCodes!} email={loaderData.email} />
      ) : loaderData.enabled ? (
        <Manage
          email={loaderData.email}
          required={loaderData.required}
          codesLeft={loaderData.recoveryCodesLeft}
          result={result}
        />
      ) : setup ? (
        <Setup setup={setup} result={result?.intent === 'confirm' ? result : undefined} />
      ) : (
        <Start
          result={result?.intent === 'start' ? result : undefined}
          notice={result?.intent === 'confirm' ? result.error : undefined}
        />
      )}
    </div>
  );
}

function Card(props: { title: string; id: string; children: React.ReactNode; danger?: boolean }) {
  return (
    <section
      aria-labelledby={props.id}
      className={`rounded-2xl border bg-surface p-6 ${props.danger ? 'border-red-300' : 'border-line'}`}
    >
      <h2 id={props.id} className={`mb-3 text-xl font-semibold ${props.danger ? 'text-red-800' : ''}`}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function useBusy() {
  return useNavigation().state === 'submitting';
}

/** A password field form (start, new codes, switch off): one schema each, checked again on the server. */
function PasswordForm(props: {
  id: string;
  intent: 'start' | 'regenerate' | 'disable';
  schema: typeof startSetupSchema | typeof regenerateCodesSchema | typeof disableSchema;
  result: ActionData;
  errorTitle: string;
  submit: string;
  danger?: boolean;
}) {
  const mine = props.result?.intent === props.intent ? props.result : undefined;
  const [form, fields] = useForm({
    id: props.id,
    lastResult: mine?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: props.schema }),
  });
  const busy = useBusy();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={props.intent} />
      {mine?.error && <FormAlert title={props.errorTitle} message={mine.error} />}
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

function Start({ result, notice }: { result: ActionData; notice?: string }) {
  return (
    <Card title="Attiva la verifica in due passaggi" id="attiva">
      {notice && (
        <div className="mb-4">
          <FormAlert title="Verifica in due passaggi non attivata" message={notice} />
        </div>
      )}
      <p className="mb-4 text-sm text-ink-muted">
        Per sicurezza conferma la password: poi ti mostriamo il codice QR da inquadrare con l’app.
      </p>
      <PasswordForm
        id="two-factor-start"
        intent="start"
        schema={startSetupSchema}
        result={result}
        errorTitle="Configurazione non avviata"
        submit="Continua"
      />
    </Card>
  );
}

function Setup({ setup, result }: { setup: TwoFactorSetupView; result: ActionData }) {
  const [form, fields] = useForm({
    id: 'two-factor-confirm',
    lastResult: result?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmSetupSchema }),
  });
  const busy = useBusy();
  return (
    <Card title="Collega l’app di autenticazione" id="collega">
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
            {result?.error && (
              <FormAlert title="Verifica in due passaggi non attivata" message={result.error} />
            )}
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
    </Card>
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

function Manage(props: { email: string; required: boolean; codesLeft: number; result: ActionData }) {
  const newCodes = props.result?.intent === 'regenerate' ? props.result.recoveryCodes : undefined;
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
      <Card title="Nuovi codici di recupero" id="nuovi-codici">
        <p className="mb-4 text-sm text-ink-muted">
          Genera 10 nuovi codici se li hai persi o usati: quelli di prima smettono di funzionare.
        </p>
        <PasswordForm
          id="two-factor-regenerate"
          intent="regenerate"
          schema={regenerateCodesSchema}
          result={props.result}
          errorTitle="Codici non generati"
          submit="Genera nuovi codici"
        />
      </Card>
      <Card title="Disattiva la verifica in due passaggi" id="disattiva" danger>
        <p className="mb-4 text-sm">
          All’accesso basterà di nuovo la password.
          {props.required &&
            ' Per gli amministratori è obbligatoria: finché non la riattivi, il pannello di amministrazione resta chiuso.'}
        </p>
        <PasswordForm
          id="two-factor-disable"
          intent="disable"
          schema={disableSchema}
          result={props.result}
          errorTitle="Verifica in due passaggi non disattivata"
          submit="Disattiva"
          danger
        />
      </Card>
    </>
  );
}
