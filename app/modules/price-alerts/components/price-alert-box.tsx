import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { formatPrice } from '#app/lib/format.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';

/** What the profile's list answers (the product page answers the site's `ActionAnswer`). */
export type PriceAlertReply = {
  intent: 'price-alert';
  ok: boolean;
  message: string;
};

type Props = {
  product: { id: string; slug: string; bestPrice: string | null };
  /** Null when nobody is signed in. */
  viewerId: string | null;
  alert: { id: string; targetPrice: string | null } | null;
  /** The page's own answer when the form was sent without JavaScript (another form's is ignored). */
  reply?: ActionAnswer;
};

/** The intents of the box's forms (price-alerts.schema.ts, `priceAlertCommandSchema`). */
const BOX_INTENTS = new Set(['price-alert', 'remove-price-alert']);

export const ALERTS_PROFILE_HREF = '/profile?tab=alerts#avvisi';

/**
 * The product page's price alert (decision 018): any drop, or a target price; once set, what it
 * waits for, with a way to change or remove it. Posts to the product page's own action.
 */
export function PriceAlertBox({ product, viewerId, alert, reply: pageReply }: Props) {
  const fetcher = useFetcher<ActionAnswer>();
  const reply =
    (fetcher.state === 'idle' ? fetcher.data : undefined) ??
    (pageReply && BOX_INTENTS.has(pageReply.intent) ? pageReply : undefined);
  const [editing, setEditing] = useState(false);
  // Editing ends when a save is answered with success, not when it is sent: the form stays
  // mounted while its answer is awaited and when it is refused, so what was typed stays.
  const [answered, setAnswered] = useState<ActionAnswer | undefined>(undefined);
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data.ok) setEditing(false);
  }
  const showForm = !alert || editing || reply?.ok === false;

  return (
    <section aria-labelledby="avviso-prezzo" className="mt-4 rounded-2xl border border-line bg-surface p-4">
      <h2 id="avviso-prezzo" className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden className="size-5 text-brand-700" /> Avviso di prezzo
      </h2>
      {!viewerId ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            Ti scriviamo quando il prezzo di questo prodotto scende.
          </p>
          <ButtonLink
            to={`/auth?redirect=/product/${product.slug}`}
            variant="secondary"
            className="mt-3 w-full"
          >
            Accedi per attivare un avviso
          </ButtonLink>
        </>
      ) : (
        <>
          {alert && (
            <div className="mt-1">
              <p className="text-sm">
                {alert.targetPrice
                  ? `Avviso attivo: ti scriviamo quando il prezzo scende a ${formatPrice(alert.targetPrice)} o meno.`
                  : 'Avviso attivo: ti scriviamo a ogni ribasso del prezzo.'}
              </p>
              <fetcher.Form method="post" className="mt-2 flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="remove-price-alert" />
                <input type="hidden" name="alertId" value={alert.id} />
                {!showForm && (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    Modifica
                  </Button>
                )}
                <Button type="submit" variant="ghost" disabled={fetcher.state !== 'idle'}>
                  Rimuovi avviso
                </Button>
                <Link
                  to={ALERTS_PROFILE_HREF}
                  className="inline-flex min-h-11 items-center text-sm text-brand-700 underline"
                >
                  I miei avvisi
                </Link>
              </fetcher.Form>
            </div>
          )}
          {showForm && (
            <PriceAlertForm
              key={alert?.id ?? 'new'}
              productId={product.id}
              bestPrice={product.bestPrice}
              alert={alert}
              fetcher={fetcher}
              failed={reply?.ok === false}
            />
          )}
          <p
            role="status"
            id="avviso-prezzo-esito"
            className={
              reply?.ok === false
                ? 'mt-2 text-sm font-medium text-red-800'
                : // Saved: the line above already says it on screen; screen readers hear it here.
                  alert
                  ? 'sr-only'
                  : 'mt-2 text-sm'
            }
          >
            {reply?.toast.message}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * Any drop or a target. The target's field is shown by CSS while its choice is checked, so the form
 * works in one step without JavaScript too; with it, the field is required only for a target.
 */
function PriceAlertForm({
  productId,
  bestPrice,
  alert,
  fetcher,
  failed,
}: {
  productId: string;
  bestPrice: string | null;
  alert: Props['alert'];
  fetcher: ReturnType<typeof useFetcher<ActionAnswer>>;
  failed: boolean;
}) {
  const [mode, setMode] = useState<'drop' | 'target'>(alert?.targetPrice ? 'target' : 'drop');
  return (
    <fetcher.Form
      method="post"
      className="group/avviso mt-3 space-y-2"
      aria-describedby="avviso-prezzo-esito"
    >
      <input type="hidden" name="intent" value="price-alert" />
      <input type="hidden" name="productId" value={productId} />
      <fieldset>
        <legend className="text-sm font-medium">Avvisami</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="mode"
            value="drop"
            checked={mode === 'drop'}
            onChange={() => setMode('drop')}
            className="size-5"
          />
          A ogni ribasso del prezzo
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="mode"
            value="target"
            checked={mode === 'target'}
            onChange={() => setMode('target')}
            className="size-5"
          />
          Quando scende sotto un prezzo che scelgo
        </label>
      </fieldset>
      <div className="hidden group-has-[[value=target]:checked]/avviso:block">
        <label htmlFor="avviso-prezzo-obiettivo" className="text-sm font-medium">
          Prezzo obiettivo (€)
        </label>
        <input
          id="avviso-prezzo-obiettivo"
          name="targetPrice"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          required={mode === 'target'}
          defaultValue={alert?.targetPrice?.replace('.', ',') ?? ''}
          placeholder={bestPrice ? `meno di ${formatPrice(bestPrice)}` : 'per esempio 199,90'}
          aria-invalid={failed || undefined}
          aria-describedby="avviso-prezzo-esito"
          className="mt-1 min-h-11 w-full rounded-lg border border-line bg-surface px-3"
        />
      </div>
      <Button type="submit" variant="secondary" className="w-full" disabled={fetcher.state !== 'idle'}>
        {alert ? 'Salva avviso' : 'Attiva avviso'}
      </Button>
    </fetcher.Form>
  );
}
