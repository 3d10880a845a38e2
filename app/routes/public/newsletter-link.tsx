import { data, Form, Link } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { NEWSLETTER_MESSAGES } from '#app/modules/community/community.schema.ts';
import {
  confirmNewsletter,
  newsletterLinkState,
  unsubscribeNewsletter,
} from '#app/modules/community/newsletter.server.ts';
import { Button } from '#app/ui/button.tsx';
import { getConfig } from '#app/lib/env.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/newsletter-link';
import { readForm } from '#app/lib/request-body.server.ts';

/** /newsletter/confirm or /newsletter/unsubscribe; anything else is not a page. */
function isConfirm(params: { action?: string }) {
  if (params.action === 'confirm') return true;
  if (params.action === 'unsubscribe') return false;
  throw data(null, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const confirm = loaderData?.confirm ?? true;
  return [
    { title: `${confirm ? 'Conferma iscrizione' : 'Annulla iscrizione'} alla newsletter | Provato` },
    {
      name: 'description',
      content: confirm
        ? "Conferma l'iscrizione alla newsletter di Provato."
        : "Annulla l'iscrizione alla newsletter di Provato.",
    },
    { name: 'robots', content: 'noindex' },
    // The address without its personal token.
    canonicalLink(loaderData?.origin, `/newsletter/${confirm ? 'confirm' : 'unsubscribe'}`),
  ];
}

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the link opens a page with one button, so a mail
 * scanner that follows links confirms or cancels nothing; the click does.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = await newsletterLinkState(token, isConfirm(params) ? 'confirm' : 'unsubscribe');
  return {
    confirm: isConfirm(params),
    token,
    email: state?.email ?? null,
    status: state?.status ?? null,
    origin: getConfig().baseUrl,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The page's button sends the token in the form; a mail client's one-click unsubscribe
  // (RFC 8058) posts "List-Unsubscribe=One-Click" to the link itself, token in the address.
  const token = String(
    (await readForm(request)).get('token') ?? new URL(request.url).searchParams.get('token') ?? '',
  );
  try {
    const message = isConfirm(params) ? await confirmNewsletter(token) : await unsubscribeNewsletter(token);
    return { ok: true, message };
  } catch (error) {
    const refusal = asRefusal(error);
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const { confirm, token, email, status } = loaderData;
  const title = confirm ? 'Conferma iscrizione' : 'Annulla iscrizione';
  let body: React.ReactNode;
  if (actionData) {
    body = (
      <p role="status" className={actionData.ok ? 'mt-4 text-lg' : 'mt-4 text-lg text-red-800'}>
        {actionData.message}
      </p>
    );
  } else if (!email || (confirm && status === 'unsubscribed')) {
    body = <p className="mt-4 text-lg text-red-800">{NEWSLETTER_MESSAGES.invalidLink}</p>;
  } else if (confirm && status === 'confirmed') {
    body = <p className="mt-4 text-lg">{NEWSLETTER_MESSAGES.confirmed}</p>;
  } else if (!confirm && status === 'unsubscribed') {
    body = <p className="mt-4 text-lg">{NEWSLETTER_MESSAGES.unsubscribed}</p>;
  } else {
    body = (
      <Form method="post" className="mt-4 space-y-4">
        <p>
          {confirm
            ? `Confermi l'iscrizione di ${email} alla newsletter di Provato?`
            : `Vuoi che ${email} non riceva più la newsletter di Provato?`}
        </p>
        <input type="hidden" name="token" value={token} />
        <Button type="submit">{confirm ? 'Conferma iscrizione' : 'Annulla iscrizione'}</Button>
      </Form>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      {body}
      <Link to="/" className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Torna alla home
      </Link>
    </div>
  );
}
