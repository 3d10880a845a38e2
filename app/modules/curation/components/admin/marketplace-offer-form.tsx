import { Plug, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatPrice } from '#app/lib/format.ts';
import type { MarketplaceItem } from '#app/modules/marketplace/creators-api.server.ts';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { CURATION_MESSAGES as M } from '../../curation.schema.ts';

type ItemsAnswer = { items?: MarketplaceItem[]; error?: string };

const empty = { asin: '', price: '', title: '', imageUrl: '' };

/**
 * 'Aggiungi offerta Amazon' (admin-side §5: ASIN and price required; description, image and variant
 * optional). With the marketplace configured, an ASIN is looked up, or products searched by keywords,
 * to fill title, price and image; the connection test is here too. Without keys: 'Configurazione
 * mancante', and the form still takes an offer typed by hand.
 */
export function MarketplaceOfferForm({ productId, configured }: { productId: string; configured: boolean }) {
  const [fields, setFields] = useState(empty);
  const [keywords, setKeywords] = useState('');
  const add = useAdminAction({ onSuccess: () => setFields(empty) });
  const lookup = useFetcher<ItemsAnswer>();
  const search = useFetcher<ItemsAnswer>();
  const connection = useFetcher<{ message?: string; error?: string }>();
  const refusal = add.state === 'idle' && add.data && !add.data.ok ? add.data.toast : null;

  const use = (item: MarketplaceItem) =>
    setFields({
      asin: item.asin,
      price: item.price ? item.price.replace('.', ',') : '',
      title: item.title.slice(0, 200),
      imageUrl: item.imageUrl ?? '',
    });
  // An ASIN looked up fills the form at once.
  const found = lookup.state === 'idle' ? lookup.data?.items?.[0] : undefined;
  useEffect(() => {
    if (found) use(found);
  }, [found]);
  const field = (name: keyof typeof empty) => ({
    name,
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // Read the value now: React clears currentTarget once the handler returns, and the updater
      // below runs later, during the next render.
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <section
      aria-labelledby="add-offer-title"
      className="space-y-4 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="add-offer-title" className="font-semibold">
          Aggiungi offerta Amazon
        </h3>
        {configured ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink-muted">Marketplace collegato (Creators API)</span>
            <Button
              variant="ghost"
              disabled={connection.state !== 'idle'}
              onClick={() =>
                void connection.submit(null, { method: 'post', action: '/api/admin/marketplace/test' })
              }
            >
              <Plug aria-hidden className="size-4" /> Prova connessione
            </Button>
          </div>
        ) : (
          <p className="text-sm">
            <strong>Configurazione mancante</strong>: la ricerca sul marketplace non è attiva.
          </p>
        )}
      </div>
      {connection.state === 'idle' && connection.data && (
        <p
          role="status"
          className={`text-sm font-semibold ${connection.data.error ? 'text-red-700' : 'text-green-800'}`}
        >
          {connection.data.message ?? connection.data.error}
        </p>
      )}

      {configured && (
        <search.Form
          method="get"
          action="/api/admin/marketplace/items"
          className="flex flex-wrap items-end gap-2"
        >
          <TextField
            label="Cerca su Amazon"
            className="min-w-60 flex-1"
            inputProps={{
              name: 'q',
              value: keywords,
              onChange: (event) => setKeywords(event.currentTarget.value),
              maxLength: 200,
              placeholder: 'es. Panasonic Lumix S9',
            }}
          />
          <Button type="submit" variant="secondary" disabled={search.state !== 'idle' || !keywords.trim()}>
            <Search aria-hidden className="size-4" /> Cerca
          </Button>
        </search.Form>
      )}
      {search.state === 'idle' && search.data?.error && (
        <FormAlert title="Errore" message={search.data.error} />
      )}
      {search.state === 'idle' && search.data?.items && (
        <ul
          aria-label="Risultati del marketplace"
          className="divide-y divide-line rounded-xl border border-line"
        >
          {search.data.items.length === 0 && (
            <li className="p-3 text-sm">Nessun risultato sul marketplace.</li>
          )}
          {search.data.items.map((item) => (
            <li key={item.asin} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <span className="min-w-60 flex-1">
                {item.title}
                <span className="block text-xs text-ink-muted">
                  ASIN {item.asin} · {item.price ? formatPrice(item.price) : 'prezzo non disponibile'}
                </span>
              </span>
              <Button variant="ghost" onClick={() => use(item)} aria-label={`Usa ${item.title}`}>
                Usa
              </Button>
            </li>
          ))}
        </ul>
      )}

      <add.Form method="post" className="grid gap-3 md:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="add-offer" />
        <input type="hidden" name="productId" value={productId} />
        <div className="flex items-end gap-2">
          <TextField
            label="ASIN"
            className="flex-1"
            inputProps={{ ...field('asin'), maxLength: 10, autoComplete: 'off' }}
          />
          {configured && (
            <Button
              variant="secondary"
              disabled={lookup.state !== 'idle' || fields.asin.trim().length !== 10}
              onClick={() =>
                void lookup.load(
                  `/api/admin/marketplace/items?asin=${encodeURIComponent(fields.asin.trim())}`,
                )
              }
            >
              Cerca ASIN
            </Button>
          )}
        </div>
        <TextField
          label="Prezzo (€)"
          inputProps={{ ...field('price'), inputMode: 'decimal', autoComplete: 'off', placeholder: '0,00' }}
        />
        {lookup.state === 'idle' && lookup.data?.error && (
          <div className="md:col-span-2">
            <FormAlert title="Errore" message={lookup.data.error} />
          </div>
        )}
        <TextField
          label="Titolo"
          hint="Vuoto: il nome del prodotto"
          className="md:col-span-2"
          inputProps={{ ...field('title'), maxLength: 200 }}
        />
        <TextField label="Descrizione" inputProps={{ name: 'description', maxLength: 2000 }} />
        <TextField label="URL immagine" inputProps={{ ...field('imageUrl'), type: 'url', maxLength: 2000 }} />
        <TextField
          label="Variante"
          hint="Vuoto se non è una variante"
          inputProps={{ name: 'variantName', maxLength: 100 }}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={add.state !== 'idle'}>
            Aggiungi offerta
          </Button>
        </div>
        {refusal && (
          <div className="md:col-span-2">
            <FormAlert title={refusal.title} message={refusal.message} />
          </div>
        )}
        {add.state === 'idle' && add.data?.ok && (
          <p role="status" className="text-sm font-semibold text-green-800 md:col-span-2">
            {M.marketplaceOfferAdded}
          </p>
        )}
      </add.Form>
    </section>
  );
}
