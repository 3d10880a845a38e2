import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '#app/lib/format.ts';
import { AMAZON_DISCLOSURE, SHOP_LINK_REL } from '../affiliate.ts';
import { type PublicOffer, totalPrice, variantGroup } from '../offers.ts';
import type { PriceDrop, SeriesPoint } from '../price-history.ts';
import { PriceChart } from './price-chart.tsx';

type ListedOffer = PublicOffer & { drop: PriceDrop | null; cashback: boolean };

/** The points a purchase with cashback earns, as the cashback rules say (the page passes them in). */
export type CashbackPointsRange = { min: number; max: number };

function groupByVariant<Offer extends PublicOffer>(offers: Offer[]): [string, Offer[]][] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    const key = variantGroup(offer);
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  return [...groups.entries()];
}

/** The product page's 'Dove acquistare': the shops per variant, with the price chart of each. */
export function ProductOffers({
  offers,
  priceSeries,
  cashbackPoints,
}: {
  offers: ListedOffer[];
  priceSeries: { group: string; points: SeriesPoint[] }[];
  cashbackPoints: CashbackPointsRange;
}) {
  const groups = groupByVariant(offers);
  const [variant, setVariant] = useState<string>('');
  const shops = new Set(offers.map((offer) => offer.merchantSlug)).size;
  const visible = variant ? groups.filter(([key]) => key === variant) : groups;
  const hasVariants = groups.length > 1;
  return (
    <section aria-labelledby="dove-acquistare" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="dove-acquistare" className="text-2xl font-bold">
          Dove acquistare{' '}
          <span className="text-base font-normal text-ink-muted">
            ({shops === 1 ? '1 negozio' : `${shops} negozi`})
          </span>
        </h2>
        {hasVariants && (
          <div>
            <label htmlFor="variant" className="mr-2 text-sm font-medium">
              Variante
            </label>
            <select
              id="variant"
              value={variant}
              onChange={(event) => setVariant(event.currentTarget.value)}
              className="min-h-11 rounded-lg border border-line bg-surface px-2"
            >
              <option value="">Tutte</option>
              {groups.map(([key]) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {offers.length === 0 ? (
        <p className="mt-4 rounded-xl border border-line bg-surface p-6 text-ink-muted">
          Nessun negozio disponibile
        </p>
      ) : (
        <div className="mt-4 space-y-6">
          {visible.map(([key, list]) => (
            <div key={key} className="space-y-3">
              {hasVariants && <h3 className="mb-2 font-semibold">{key}</h3>}
              <PriceChart
                title={
                  hasVariants
                    ? `Prezzo più basso: ${key}, ultimi 90 giorni`
                    : 'Prezzo più basso, ultimi 90 giorni'
                }
                points={priceSeries.find((series) => series.group === key)?.points ?? []}
              />
              <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
                {list.map((offer) => (
                  <li key={offer.id} className="offer-row">
                    {offer.merchantLogoUrl ? (
                      // Below the first screen: lazy, so it neither takes one of the head's
                      // preloads nor competes with the product's picture (decision 039).
                      <img
                        src={offer.merchantLogoUrl}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        width={40}
                        height={40}
                        className="offer-logo size-10 rounded-lg"
                      />
                    ) : (
                      <span aria-hidden className="offer-logo size-10 rounded-lg bg-surface-muted" />
                    )}
                    <div className="offer-shop">
                      <p className="font-semibold">{offer.merchantName}</p>
                      <p className="text-sm text-ink-muted">{offer.variantName ?? 'Standard'}</p>
                      {offer.cashback && (
                        <p className="text-sm font-semibold text-brand-800">
                          <Link to="/cashback" className="inline-flex min-h-11 items-center underline">
                            Cashback: da +{cashbackPoints.min} a +{cashbackPoints.max} punti
                          </Link>
                        </p>
                      )}
                    </div>
                    <p className="offer-price text-lg font-bold">{formatPrice(offer.price)}</p>
                    {(offer.deliveryCost !== null || offer.drop) && (
                      <div className="offer-notes">
                        <Delivery offer={offer} />
                        {offer.drop && (
                          // Decision 025: the percent is against this price, nothing else is shown as "before".
                          <p className="text-xs text-ink-muted" data-testid="price-drop">
                            <span className="font-semibold text-green-800">−{offer.drop.percent}%</span> sul
                            prezzo più basso dei 30 giorni prima del ribasso:{' '}
                            {formatPrice(offer.drop.lowest30)}
                          </p>
                        )}
                      </div>
                    )}
                    <a
                      href={`/go/${offer.id}`}
                      target="_blank"
                      rel={SHOP_LINK_REL}
                      className="offer-link inline-flex min-h-11 items-center gap-1 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      Vai al negozio <ExternalLink aria-hidden className="size-4" />
                      <span className="sr-only"> {offer.merchantName} (si apre in una nuova scheda)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <div className="mt-3 space-y-1 text-xs text-ink-muted">
        <p>
          I link ai negozi sono link di affiliazione: se acquisti, Provato può ricevere una commissione, senza
          costi in più per te. I punti delle recensioni non dipendono mai da clic o acquisti; il cashback vale
          solo sugli acquisti nei negozi che lo indicano, mai tramite Amazon.
        </p>
        {offers.some((offer) => offer.isMarketplace) && <p>{AMAZON_DISCLOSURE}</p>}
      </div>
    </section>
  );
}

/** Delivery as the shop's feed gives it, and the total; nothing when the feed does not say. */
export function Delivery({ offer }: { offer: PublicOffer }) {
  if (offer.deliveryCost === null) return null;
  if (Number(offer.deliveryCost) === 0)
    return <p className="text-sm font-medium text-green-800">Spedizione gratuita</p>;
  return (
    <p className="text-sm text-ink-muted">
      + {formatPrice(offer.deliveryCost)} spedizione ·{' '}
      <span className="font-semibold text-ink">Totale {formatPrice(totalPrice(offer))}</span>
    </p>
  );
}
