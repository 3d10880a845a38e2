import { data, Form, Link } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { readForm } from '#app/lib/request-body.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { PRICE_ALERT_MESSAGES } from '#app/modules/price-alerts/price-alerts.schema.ts';
import {
  priceAlertLinkState,
  removePriceAlertByToken,
} from '#app/modules/price-alerts/price-alerts.server.ts';
import { ALERTS_PROFILE_HREF } from '#app/modules/price-alerts/components/price-alert-box.tsx';
import { Button } from '#app/ui/button.tsx';
import type { Route } from './+types/price-alert-remove';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Rimuovi avviso di prezzo | Provato' },
    { name: 'description', content: 'Rimuovi un avviso di prezzo di Provato.' },
    { name: 'robots', content: 'noindex' },
    // The address without its personal token.
    canonicalLink(loaderData?.origin, '/price-alerts/remove'),
  ];
}

/**
 * /price-alerts/remove?token=… from a price-drop mail: the link opens a page with one button, so
 * a mail scanner that follows links removes nothing; the click (or the mail client's one-click
 * unsubscribe, RFC 8058, which posts to the link itself) does. No sign-in needed: the token is the
 * alert's id signed by the server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = await priceAlertLinkState(token);
  return { token, productName: state?.productName ?? null, origin: getConfig().baseUrl };
}

export async function action({ request }: Route.ActionArgs) {
  const token = String(
    (await readForm(request)).get('token') ?? new URL(request.url).searchParams.get('token') ?? '',
  );
  try {
    return { ok: true, message: await removePriceAlertByToken(token) };
  } catch (error) {
    const refusal = asRefusal(error);
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export default function PriceAlertRemove({ loaderData, actionData }: Route.ComponentProps) {
  const { token, productName } = loaderData;
  let body: React.ReactNode;
  if (actionData) {
    body = (
      <p role="status" className={actionData.ok ? 'mt-4 text-lg' : 'mt-4 text-lg text-red-800'}>
        {actionData.message}
      </p>
    );
  } else if (!productName) {
    body = <p className="mt-4 text-lg text-red-800">{PRICE_ALERT_MESSAGES.invalidLink}</p>;
  } else {
    body = (
      <Form method="post" className="mt-4 space-y-4">
        <p>Vuoi smettere di ricevere avvisi quando scende il prezzo di {productName}?</p>
        <input type="hidden" name="token" value={token} />
        <Button type="submit">Rimuovi avviso</Button>
      </Form>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Rimuovi avviso di prezzo</h1>
      {body}
      <div className="mt-8 flex flex-wrap gap-x-6">
        <Link
          to={ALERTS_PROFILE_HREF}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          I miei avvisi di prezzo
        </Link>
        <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Torna alla home
        </Link>
      </div>
    </div>
  );
}
