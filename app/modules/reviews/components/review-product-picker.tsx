import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FieldErrors } from '#app/ui/form.tsx';

/** A product found by the review form's search; `reviewed` when the person has reviewed it already. */
export type ReviewProductMatch = { id: string; name: string; brandName: string | null; reviewed: boolean };

/**
 * The review form's product: the one chosen, or a search (the page's own loader, `productQuery`)
 * whose matches choose one; one already reviewed opens its page, which says so before any form.
 * The search field belongs to the page's hidden GET form `product-search`, so it works without
 * JavaScript too.
 */
export function ReviewProductPicker(props: {
  selected: { id: string; name: string } | null;
  productQuery: string;
  matches: ReviewProductMatch[];
  error?: string[];
  errorId?: string;
}) {
  const fetcher = useFetcher<{ matches: ReviewProductMatch[] }>();
  const [selected, setSelected] = useState(props.selected);
  const [query, setQuery] = useState(props.productQuery);
  const matches = fetcher.data?.matches ?? props.matches;
  useEffect(() => setSelected(props.selected), [props.selected]);

  if (selected) {
    return (
      <div>
        <p className="mb-1 text-sm font-medium">Prodotto</p>
        <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted p-3">
          <span className="font-semibold">{selected.name}</span>
          <button
            type="button"
            onClick={() => setSelected(null)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm text-brand-700 underline"
          >
            <X aria-hidden className="size-4" /> Cambia prodotto
          </button>
        </div>
        <input type="hidden" name="productId" value={selected.id} />
        <FieldErrors id={props.errorId} errors={props.error} />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="product-query" className="mb-1 block text-sm font-medium">
        Prodotto
      </label>
      <div className="flex gap-2">
        <input
          id="product-query"
          type="search"
          name="productQuery"
          form="product-search"
          value={query}
          maxLength={100}
          placeholder="Cerca il prodotto da recensire…"
          aria-describedby={props.error?.length ? props.errorId : undefined}
          aria-invalid={props.error?.length ? true : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery(value);
            if (value.trim().length >= 2)
              void fetcher.load(`/write-review?${new URLSearchParams({ productQuery: value })}`);
          }}
          className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3"
        />
        <button
          type="submit"
          form="product-search"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-line px-3 text-sm font-medium"
        >
          <Search aria-hidden className="size-4" /> Cerca
        </button>
      </div>
      <input type="hidden" name="productId" value="" />
      <FieldErrors id={props.errorId} errors={props.error} />
      {matches.length > 0 && (
        <ul
          className="mt-2 divide-y divide-line rounded-lg border border-line bg-surface"
          aria-label="Prodotti trovati"
        >
          {matches.map((match) => (
            <li key={match.id}>
              <Link
                to={`/write-review?${new URLSearchParams({ productId: match.id, productName: match.name })}`}
                replace
                onClick={(event) => {
                  // One already reviewed opens its page, which says so before any form.
                  if (match.reviewed) return;
                  event.preventDefault();
                  setSelected({ id: match.id, name: match.name });
                }}
                className="flex min-h-11 items-center justify-between gap-3 px-3 hover:bg-brand-50"
              >
                {match.name}
                {match.reviewed && <span className="text-sm text-ink-muted">Già recensito</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.trim().length >= 2 && fetcher.state === 'idle' && fetcher.data && matches.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">Nessun prodotto trovato</p>
      )}
    </div>
  );
}
