import { ShoppingBag } from 'lucide-react';
import { data, Link, useFetcher } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { formatDate, formatDateTime, formatPrice } from '#app/lib/format.ts';
import { readForm } from '#app/lib/request-body.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { cashbackBandRows } from '#app/modules/cashback/cashback-bands.ts';
import { listOwnClaims, submitCashbackClaim } from '#app/modules/cashback/cashback-claims.server.ts';
import { cashbackSummary } from '#app/modules/cashback/cashback.server.ts';
import {
  CASHBACK_STATUS_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_WINDOW_DAYS,
  RECENT_CLICKS_SHOWN,
} from '#app/modules/cashback/cashback.schema.ts';
import { CashbackPoints } from '#app/modules/cashback/components/cashback-points.tsx';
import { recentShopClicks } from '#app/modules/cashback/recent-clicks.server.ts';
import { OtherWaysToEarn } from '#app/modules/community/components/other-ways-to-earn.tsx';
import { cashbackRange } from '#app/modules/points/points-promise.ts';
import { CASHBACK_POINTS } from '#app/modules/points/points-rules.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/form.tsx';
import type { Route } from './+types/cashback';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  return {
    origin: getConfig().baseUrl,
    points: CASHBACK_POINTS,
    bands: cashbackBandRows(),
    mine: viewer
      ? {
          summary: await cashbackSummary(viewer.id),
          claims: await listOwnClaims(viewer.id),
          clicks: await recentShopClicks(viewer.id),
        }
      : null,
  };
}

type ClaimReply = { ok: boolean; message: string };

/** "Il mio acquisto non compare": signed-in people only; the service checks every field. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer)
    return data<ClaimReply>({ ok: false, message: 'Accedi per segnalare un acquisto' }, { status: 401 });
  try {
    const message = await submitCashbackClaim(viewer.id, Object.fromEntries(await readForm(request)));
    return { ok: true, message } satisfies ClaimReply;
  } catch (error) {
    const refusal = asRefusal(error);
    return data<ClaimReply>({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const points = loaderData?.points ?? CASHBACK_POINTS;
  return [
    { title: 'Cashback in punti | Provato' },
    {
      name: 'description',
      content: `Come funziona il cashback di Provato: da ${points.min} a ${points.max} punti sugli acquisti nei negozi che lo indicano, in base all'importo dell'ordine.`,
    },
    canonicalLink(loaderData?.origin, '/cashback'),
  ];
}

export default function Cashback({ loaderData }: Route.ComponentProps) {
  const { bands, mine } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <ShoppingBag aria-hidden className="size-8 text-brand-700" /> Cashback
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Quando compri da un negozio che sulla pagina del prodotto indica «Cashback», ricevi {cashbackRange},
        in base all&apos;importo dell&apos;ordine.
      </p>
      {mine && (
        <CashbackPoints
          pending={mine.summary.pending}
          confirmed={mine.summary.confirmed}
          className="mt-6"
          linkToPage={false}
        />
      )}
      <section aria-labelledby="come-funziona" className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <h2 id="come-funziona" className="text-xl font-bold">
          Come funziona
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          <li>Accedi a Provato e apri il prodotto che ti interessa.</li>
          <li>
            Scegli un&apos;offerta con la scritta «Cashback» e compra sul sito del negozio passando dal nostro
            link: il link porta con sé un codice anonimo che collega l&apos;acquisto a te, mai il tuo nome o
            la tua email.
          </li>
          <li>
            Quando il circuito di affiliazione ci comunica l&apos;ordine, i punti compaiono qui e nella
            dashboard come «in attesa»: non sono ancora spendibili.
          </li>
          <li>
            Quando il negozio conferma l&apos;ordine (di solito dopo il periodo di reso) i punti diventano
            confermati e spendibili. Se l&apos;ordine viene annullato o reso, il cashback viene annullato e i
            punti già accreditati vengono tolti.
          </li>
        </ol>
      </section>
      <section aria-labelledby="fasce" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="fasce" className="text-xl font-bold">
          Quanti punti
        </h2>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">Punti del cashback per importo dell&apos;ordine</caption>
          <thead className="text-sm text-ink-muted">
            <tr>
              <th scope="col" className="py-1">
                Importo dell&apos;ordine
              </th>
              <th scope="col" className="py-1">
                Punti
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {bands.map((band) => (
              <tr key={band.points}>
                <td className="py-2">{band.label}</td>
                <td className="py-2 font-semibold">+{band.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="regole" className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <h2 id="regole" className="text-xl font-bold">
          Regole chiare
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            Il cashback vale solo con i negozi dei circuiti di affiliazione che lo consentono (oggi Awin), e
            solo se hai fatto l&apos;accesso prima di cliccare. Gli acquisti fatti tramite i link Amazon non
            danno punti: il programma Affiliati Amazon non lo permette.
          </li>
          <li>
            Ordini annullati o resi non danno punti; i punti già accreditati per un ordine reso vengono tolti.
          </li>
          <li>I punti del cashback non dipendono dalle recensioni che scrivi né dal loro voto.</li>
          <li>
            Un acquisto non compare? Segnalacelo entro {CLAIM_WINDOW_DAYS} giorni con il modulo qui sotto: lo
            staff lo verifica con il negozio. Ogni ordine si può segnalare una volta sola.
          </li>
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          Dettagli su come guadagniamo dalle affiliazioni nella{' '}
          <Link to="/legal/affiliate" className="font-semibold text-brand-700 underline">
            pagina sulle affiliazioni
          </Link>
          .
        </p>
      </section>
      {mine ? (
        <>
          <RecentClicks clicks={mine.clicks} />
          <MyCashback recent={mine.summary.recent} />
          <ClaimSection claims={mine.claims} />
        </>
      ) : (
        <p className="mt-6">
          <ButtonLink to="/auth?tab=login&redirect=/cashback" variant="secondary">
            Accedi per vedere il tuo cashback
          </ButtonLink>
        </p>
      )}
      <OtherWaysToEarn current="/cashback" />
    </div>
  );
}

type Mine = NonNullable<Route.ComponentProps['loaderData']['mine']>;

function MyCashback({ recent }: { recent: Mine['summary']['recent'] }) {
  return (
    <section aria-labelledby="il-mio-cashback" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="il-mio-cashback" className="text-xl font-bold">
        I tuoi acquisti con cashback
      </h2>
      {recent.length === 0 ? (
        <p className="mt-3 text-ink-muted">Nessun acquisto con cashback per ora.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {recent.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="font-semibold">{item.merchantName ?? 'Negozio partner'}</span> ·{' '}
                {formatPrice(item.saleAmount)} · {formatDate(item.transactionDate)}
              </span>
              <span className="font-semibold">
                {CASHBACK_STATUS_LABELS[item.status]}
                {item.status === 'reversed' ? '' : `: +${item.points} punti`}
              </span>
              {item.status === 'reversed' && (
                <span className="w-full text-sm text-ink-muted">
                  {item.declineReason
                    ? `Motivo: ${item.declineReason}`
                    : 'Il negozio non ha indicato il motivo dell’annullamento.'}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Ultimi clic verso i negozi': proof that a click through our link was recorded. */
function RecentClicks({ clicks }: { clicks: Mine['clicks'] }) {
  return (
    <section aria-labelledby="ultimi-clic" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="ultimi-clic" className="text-xl font-bold">
        Ultimi clic verso i negozi
      </h2>
      {clicks.items.length === 0 ? (
        <p className="mt-3 text-ink-muted">
          Nessun clic verso i negozi per ora. Quando apri un&apos;offerta da una pagina prodotto mentre hai
          fatto l&apos;accesso, il clic compare qui.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">
            Registriamo ogni clic sui link dei negozi. Se il clic è valido per il cashback, l&apos;acquisto
            compare qui sotto, in «I tuoi acquisti con cashback», quando il negozio lo comunica: di solito
            entro qualche giorno.
          </p>
          <ul className="mt-3 divide-y divide-line">
            {clicks.items.map((click) => (
              <li key={click.id} className="flex flex-wrap items-center justify-between gap-x-3 py-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-1">
                    <span className="font-semibold">{click.merchantName}</span>
                    <span aria-hidden>·</span>
                    {click.productSlug ? (
                      <Link
                        to={`/product/${click.productSlug}`}
                        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                      >
                        {click.productName}
                      </Link>
                    ) : (
                      <span className="inline-flex min-h-11 items-center">{click.productName}</span>
                    )}
                  </p>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={new Date(click.clickedAt).toISOString()}>
                      {formatDateTime(click.clickedAt)}
                    </time>
                  </p>
                </div>
                <span className="text-sm font-medium">
                  {click.cashback ? 'Valido per il cashback' : 'Senza cashback'}
                </span>
              </li>
            ))}
          </ul>
          {clicks.more && (
            <p className="mt-2 text-sm text-ink-muted">
              Sono mostrati solo gli ultimi {RECENT_CLICKS_SHOWN} clic.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ClaimSection({ claims }: { claims: Mine['claims'] }) {
  const fetcher = useFetcher<ClaimReply>();
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <section aria-labelledby="segnala" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="segnala" className="text-xl font-bold">
        Il mio acquisto non compare
      </h2>
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-describedby="segnala-esito">
        <TextField label="Negozio" inputProps={{ name: 'merchantName', required: true, maxLength: 120 }} />
        <TextField label="Numero d’ordine" inputProps={{ name: 'orderRef', required: true, maxLength: 60 }} />
        <TextField
          label="Importo dell’ordine (€)"
          inputProps={{
            name: 'amount',
            required: true,
            inputMode: 'decimal',
            maxLength: 12,
            placeholder: '129,90',
          }}
        />
        <TextField
          label="Data dell’acquisto"
          inputProps={{ name: 'purchasedOn', type: 'date', required: true }}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            Invia segnalazione
          </Button>
        </div>
        <p
          id="segnala-esito"
          role="status"
          className={
            reply?.ok === false ? 'text-sm font-medium text-red-800 sm:col-span-2' : 'text-sm sm:col-span-2'
          }
        >
          {reply?.message}
        </p>
      </fetcher.Form>
      {claims.length > 0 && (
        <ul className="mt-4 divide-y divide-line" aria-label="Le tue segnalazioni">
          {claims.map((claim) => (
            <li key={claim.id} className="py-3 text-sm">
              <span className="font-semibold">{claim.merchantName}</span> · ordine {claim.orderRef} ·{' '}
              {formatPrice(claim.amount)} · {CLAIM_STATUS_LABELS[claim.status]}
              {claim.reason ? ` · Motivo: ${claim.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
