import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Clock, Mail, MapPin } from 'lucide-react';
import { data, Form, useNavigation } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { clientIpContext } from '#app/lib/request-context.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { CONTACT_SENT, contactSchema, SUPPORT_HOURS } from '#app/modules/community/community.schema.ts';
import { sendContactMessage } from '#app/modules/community/contact.server.ts';
import { contactFaq } from '#app/modules/content/faq.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextAreaField, TextField } from '#app/ui/form.tsx';
import type { ContactInput } from '#app/modules/community/community.schema.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { inputFieldProps, textareaFieldProps } from '#app/ui/conform-fields.ts';
import type { Route } from './+types/contact';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const config = getConfig();
  return {
    origin: config.baseUrl,
    supportEmail: config.supportEmail,
    faq: contactFaq(getPointsProgramme()),
    defaults: {
      name: viewer ? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') : '',
      email: viewer?.email ?? '',
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Contatti | Provato' },
    {
      name: 'description',
      content: `Scrivi al team di Provato: rispondiamo ${SUPPORT_HOURS.toLowerCase()}. Domande su punti, premi e recensioni.`,
    },
    canonicalLink(loaderData?.origin, '/contact'),
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readForm(request), { schema: contactSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    await sendContactMessage({
      ...submission.value,
      userId: context.get(viewerContext)?.id ?? null,
      clientIp: context.get(clientIpContext),
    });
  } catch (error) {
    const refusal = asRefusal(error);
    return data(
      { result: submission.reply({ formErrors: [refusal.message] }), sent: false },
      { status: refusal.status },
    );
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useForm<ContactInput>({
    id: 'contact-form',
    lastResult: actionData?.result as never,
    defaultValue: loaderData.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Contatti</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">
        Domande su punti, premi o recensioni? Scrivici: ti risponde una persona del nostro team.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="scrivici" className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="scrivici" className="text-xl font-bold">
            Scrivici
          </h2>
          {actionData?.sent && (
            <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 font-semibold text-green-900">
              {CONTACT_SENT} Ti risponderemo all&apos;indirizzo che hai indicato.
            </p>
          )}
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            {form.errors?.map((error) => (
              <FormAlert key={error} title="Messaggio non inviato" message={error} />
            ))}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Nome" {...inputFieldProps(fields.name, 'text', { autoComplete: 'name' })} />
              <TextField
                label="Email"
                {...inputFieldProps(fields.email, 'email', { autoComplete: 'email' })}
              />
            </div>
            <TextField label="Oggetto" {...inputFieldProps(fields.subject, 'text')} />
            <TextAreaField label="Messaggio" {...textareaFieldProps(fields.message)} rows={6} />
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Invio in corso…' : 'Invia messaggio'}
            </Button>
          </Form>
        </section>
        <aside aria-labelledby="recapiti" className="space-y-4">
          <h2 id="recapiti" className="text-xl font-bold">
            Recapiti
          </h2>
          <p className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-5 text-brand-700" />
            <a href={`mailto:${loaderData.supportEmail}`} className="font-semibold text-brand-700 underline">
              {loaderData.supportEmail}
            </a>
          </p>
          <p className="flex gap-3">
            <Clock aria-hidden className="mt-0.5 size-5 text-brand-700" />
            <span>
              Assistenza: {SUPPORT_HOURS}
              <br />
              <span className="text-sm text-ink-muted">Rispondiamo entro un giorno lavorativo.</span>
            </span>
          </p>
          <p className="flex gap-3">
            <MapPin aria-hidden className="mt-0.5 size-5 text-brand-700" />
            <span>Provato S.r.l. – Via Privata Deledda 12, 20127 Milano</span>
          </p>
        </aside>
      </div>
      <section aria-labelledby="faq-contatti" className="mt-10">
        <h2 id="faq-contatti" className="text-xl font-bold">
          Domande frequenti
        </h2>
        <dl className="mt-4 grid gap-4 md:grid-cols-2">
          {loaderData.faq.map((item) => (
            <div key={item.question} className="rounded-2xl border border-line bg-surface p-5">
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-2 text-ink-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
