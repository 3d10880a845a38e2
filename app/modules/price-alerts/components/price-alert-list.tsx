import { Link, useFetcher } from 'react-router';
import { formatDate, formatPrice } from '#app/lib/format.ts';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { Button } from '#app/ui/button.tsx';

export type ListedAlert = {
  id: string;
  targetPrice: string | null;
  lastNotifiedAt: Date | string | null;
  notificationCount: number;
  createdAt: Date | string;
  productName: string;
  productSlug: string;
  productImageUrl: string | null;
  productStatus: string;
  bestPrice: string | null;
};

/** The profile's 'Avvisi di prezzo': each alert with the price now, what it waits for, and 'Rimuovi'. */
export function PriceAlertList({ alerts }: { alerts: ListedAlert[] }) {
  if (alerts.length === 0)
    return (
      <p className="mt-4 text-ink-muted">
        Non hai avvisi di prezzo. Apri un prodotto e scegli «Attiva avviso»: ti scriveremo quando il prezzo
        scende.{' '}
        <Link to="/catalog" className="text-brand-700 underline">
          Vai al catalogo
        </Link>
      </p>
    );
  return (
    <ul className="mt-4 divide-y divide-line">
      {alerts.map((alert) => (
        <PriceAlertRow key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}

function PriceAlertRow({ alert }: { alert: ListedAlert }) {
  // 'Rimuovi' answers the site's ActionAnswer (intent `remove-price-alert` of the profile's union):
  // once removed, the row leaves with the revalidation and the root shows the flash message; a
  // refusal stays here, under the product.
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      {alert.productImageUrl ? (
        <img
          src={alert.productImageUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-lg border border-line object-contain"
        />
      ) : (
        <span aria-hidden className="size-14 rounded-lg bg-surface-muted" />
      )}
      <div className="min-w-48 flex-1">
        {alert.productStatus === 'approved' ? (
          <Link
            to={`/product/${alert.productSlug}`}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {alert.productName}
          </Link>
        ) : (
          <span className="font-semibold">{alert.productName}</span>
        )}
        <p className="text-sm">
          Prezzo attuale: <span className="font-semibold">{formatPrice(alert.bestPrice)}</span> ·{' '}
          {alert.targetPrice ? `Avviso sotto ${formatPrice(alert.targetPrice)}` : 'Avviso a ogni ribasso'}
        </p>
        <p className="text-xs text-ink-muted">
          Attivato il {formatDate(alert.createdAt)}
          {alert.lastNotifiedAt
            ? ` · ultima e-mail il ${formatDate(alert.lastNotifiedAt)} (${alert.notificationCount === 1 ? '1 e-mail' : `${alert.notificationCount} e-mail`})`
            : ' · nessuna e-mail finora'}
        </p>
        {answer?.ok === false && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {answer.toast.message}
          </p>
        )}
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-price-alert" />
        <input type="hidden" name="alertId" value={alert.id} />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          Rimuovi<span className="sr-only"> l’avviso per {alert.productName}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}
