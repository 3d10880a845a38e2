import { Link } from 'react-router';
import { formatDate, formatDateTime, formatPrice } from '#app/lib/format.ts';
import type { CashbackSummary } from '../cashback.server.ts';
import { CASHBACK_STATUS_LABELS, RECENT_CLICKS_SHOWN } from '../cashback.schema.ts';
import type { recentShopClicks } from '../recent-clicks.server.ts';

export type RecentClicksPage = Awaited<ReturnType<typeof recentShopClicks>>;

/** 'I tuoi acquisti con cashback': each purchase with its state and, when reversed, why. */
export function MyCashback({ recent }: { recent: CashbackSummary['recent'] }) {
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
export function RecentClicks({ clicks }: { clicks: RecentClicksPage }) {
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
