import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import { useHydrated } from '#app/ui/use-hydrated.ts';
import {
  activeFilterCount,
  catalogHref,
  type CatalogQuery,
  type CatalogSort,
  MAX_PRICE,
  PAGE_SIZES,
  priceRangeLabel,
  SORT_LABELS,
} from '../catalog-query.ts';

/** What the panel needs of the facet counts (the server's CatalogFacets, as the loader sends it). */
export type FacetCounts = {
  categories: { slug: string; name: string; count: number }[];
  brands: { value: string; label: string; count: number; selected: boolean }[];
  shops: { value: string; label: string; count: number; selected: boolean }[];
  prices: { min: number | null; max: number | null; count: number }[];
  ratings: { value: CatalogQuery['minRating']; count: number }[];
  available: number;
};

/** Brands and shops shown before «Mostra altre»: the picked ones and the biggest. */
const SHOWN_VALUES = 8;

const TOGGLE_ID = 'filters-toggle';

const count = (value: number) => (
  <span className="text-ink-muted tabular-nums">({formatInteger(value)})</span>
);

/**
 * The catalogue's filters and sort, each with the count of products picking it would list. Its
 * fields belong to the page's GET form (`form`), so they work without JavaScript; with it, each
 * change submits at once. On a phone the panel is a drawer opened by the 'Filtri' button (a
 * checkbox in its label, so it opens without JavaScript too) over the results, which stay on the
 * first screen. The drawer's CSS reads the checkbox from the `group/catalog` around both.
 */
export function CatalogFilters(props: {
  form: string;
  query: CatalogQuery;
  facets: FacetCounts;
  sorts: CatalogSort[];
  total: number;
  onChange: (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void;
}) {
  const { form, query, facets, onChange } = props;
  const hydrated = useHydrated();
  const toggle = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open drawer wherever the focus is, and gives the focus back to its button.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !toggle.current?.checked || event.defaultPrevented) return;
      toggle.current.checked = false;
      toggle.current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const active = activeFilterCount(query);
  const close = () => {
    if (!toggle.current) return;
    toggle.current.checked = false;
    toggle.current.focus();
  };
  const href = (change: Partial<CatalogQuery>) => catalogHref({ ...query, ...change, page: 1 });
  const priceSet = query.minPrice !== null || query.maxPrice !== null;

  return (
    <>
      <label
        htmlFor={TOGGLE_ID}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus md:hidden"
      >
        <input
          ref={toggle}
          id={TOGGLE_ID}
          type="checkbox"
          className="sr-only"
          aria-label={
            active ? `Mostra filtri e ordinamento, ${active} attivi` : 'Mostra filtri e ordinamento'
          }
        />
        <SlidersHorizontal aria-hidden className="size-4" /> Filtri
        {active > 0 && (
          <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">{active}</span>
        )}
      </label>
      <div
        id="catalog-filters"
        className={cn(
          'max-md:hidden',
          // Open: over the whole screen, scrolling on its own, the results left where they were.
          'max-md:group-has-[#filters-toggle:checked]/catalog:fixed max-md:group-has-[#filters-toggle:checked]/catalog:inset-0 max-md:group-has-[#filters-toggle:checked]/catalog:z-50 max-md:group-has-[#filters-toggle:checked]/catalog:block max-md:group-has-[#filters-toggle:checked]/catalog:overflow-y-auto max-md:group-has-[#filters-toggle:checked]/catalog:bg-surface max-md:group-has-[#filters-toggle:checked]/catalog:p-4',
        )}
      >
        <div className="mb-3 flex items-center justify-between md:hidden">
          <h2 className="text-lg font-bold">Filtri</h2>
          {hydrated ? (
            <button
              ref={closeButton}
              type="button"
              onClick={close}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line"
            >
              <X aria-hidden className="size-5" />
              <span className="sr-only">Chiudi i filtri</span>
            </button>
          ) : (
            // Without JavaScript: the same page again, with the drawer closed.
            <Link
              to={catalogHref(query)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line"
            >
              <X aria-hidden className="size-5" />
              <span className="sr-only">Chiudi i filtri</span>
            </Link>
          )}
        </div>
        <fieldset className="grid gap-5 rounded-xl border border-line bg-surface p-4">
          <legend className="sr-only">Filtri e ordinamento</legend>
          <div>
            <label htmlFor="catalog-sort" className="mb-1 block text-sm font-medium">
              Ordina per
            </label>
            <select
              id="catalog-sort"
              form={form}
              name="sort"
              defaultValue={query.sort}
              key={`s-${query.sort}`}
              onChange={onChange}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
            >
              {props.sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>

          <div>
            <label htmlFor="catalog-category" className="mb-1 block text-sm font-medium">
              Categoria
            </label>
            <select
              id="catalog-category"
              form={form}
              name="category"
              defaultValue={query.category}
              key={`c-${query.category}`}
              onChange={onChange}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
            >
              <option value="">Tutte le categorie</option>
              {facets.categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name} ({formatInteger(category.count)})
                </option>
              ))}
            </select>
          </div>

          <fieldset>
            <legend className="mb-1 block text-sm font-medium">Prezzo</legend>
            <div className="grid grid-cols-2 gap-2">
              <PriceField form={form} name="minPrice" label="Da (€)" value={query.minPrice} />
              <PriceField form={form} name="maxPrice" label="A (€)" value={query.maxPrice} />
              <button
                type="submit"
                form={form}
                className="col-span-2 min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700"
              >
                Applica<span className="sr-only"> il prezzo</span>
              </button>
            </div>
            <ul className="mt-2 grid gap-1" aria-label="Fasce di prezzo">
              {facets.prices.map((range) => {
                const current = priceSet && range.min === query.minPrice && range.max === query.maxPrice;
                return (
                  <li key={`${range.min}-${range.max}`}>
                    <Link
                      to={href({ minPrice: range.min, maxPrice: range.max })}
                      aria-current={current ? 'true' : undefined}
                      className={cn(
                        'flex min-h-11 items-center justify-between rounded-lg px-2 text-sm hover:bg-brand-50',
                        current && 'bg-brand-50 font-semibold',
                      )}
                    >
                      <span>{priceRangeLabel(range.min, range.max)}</span> {count(range.count)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>

          <ChoiceList
            form={form}
            legend="Marca"
            name="brand"
            more="Altre marche"
            values={facets.brands}
            onChange={onChange}
          />
          <ChoiceList
            form={form}
            legend="Negozio"
            name="shop"
            more="Altri negozi"
            values={facets.shops}
            onChange={onChange}
          />

          <fieldset>
            <legend className="mb-1 block text-sm font-medium">Voto minimo</legend>
            <div className="flex gap-1">
              {facets.ratings.map(({ value: rating, count: listed }) => (
                <label
                  key={rating}
                  className="flex min-h-11 flex-1 cursor-pointer flex-col items-center justify-center rounded-lg border border-line text-sm leading-tight has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
                >
                  <input
                    type="radio"
                    form={form}
                    name="minRating"
                    value={rating}
                    defaultChecked={query.minRating === rating}
                    key={`r-${rating}-${query.minRating}`}
                    onChange={onChange}
                    className="sr-only"
                  />
                  {rating === 0 ? 'Tutti' : `${rating}+ ★`}{' '}
                  <span className="text-xs text-ink-muted tabular-nums">({formatInteger(listed)})</span>
                </label>
              ))}
            </div>
          </fieldset>

          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              form={form}
              name="available"
              value="1"
              defaultChecked={query.available}
              key={`a-${query.available}`}
              onChange={onChange}
              className="size-5 accent-brand-700"
            />
            <span>Solo disponibili {count(facets.available)}</span>
          </label>

          <div>
            <label htmlFor="catalog-page-size" className="mb-1 block text-sm font-medium">
              Prodotti per pagina
            </label>
            <select
              id="catalog-page-size"
              form={form}
              name="pageSize"
              defaultValue={String(query.pageSize)}
              key={`p-${query.pageSize}`}
              onChange={onChange}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>

          {/* On a phone: back to the results (with JavaScript each change is already applied). */}
          <button
            type="submit"
            form={form}
            onClick={() => {
              if (toggle.current) toggle.current.checked = false;
            }}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 md:hidden"
          >
            {props.total === 1 ? 'Mostra 1 prodotto' : `Mostra ${formatInteger(props.total)} prodotti`}
          </button>
          <noscript>
            <button
              type="submit"
              form={form}
              className="min-h-11 w-full rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 max-md:hidden"
            >
              Applica
            </button>
          </noscript>
        </fieldset>
      </div>
    </>
  );
}

/** Checkboxes for a facet picked with "or" (brands, shops), the biggest first, the rest folded. */
function ChoiceList(props: {
  form: string;
  legend: string;
  name: string;
  more: string;
  values: FacetCounts['brands'];
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  if (props.values.length === 0) return null;
  const ordered = [
    ...props.values.filter((value) => value.selected),
    ...props.values.filter((value) => !value.selected),
  ];
  const shown = ordered.slice(
    0,
    Math.max(SHOWN_VALUES, props.values.filter((value) => value.selected).length),
  );
  const folded = ordered.slice(shown.length);
  const box = (value: FacetCounts['brands'][number]) => (
    <li key={value.value}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          form={props.form}
          name={props.name}
          value={value.value}
          defaultChecked={value.selected}
          key={`${value.value}-${value.selected}`}
          onChange={props.onChange}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 flex-1 truncate">{value.label}</span> {count(value.count)}
      </label>
    </li>
  );
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium">{props.legend}</legend>
      <ul>{shown.map(box)}</ul>
      {folded.length > 0 && (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
            {props.more} ({folded.length})
          </summary>
          <ul>{folded.map(box)}</ul>
        </details>
      )}
    </fieldset>
  );
}

/** One end of the price: euros, typed or picked up from the URL (a new value resets the field). */
function PriceField({
  form,
  name,
  label,
  value,
}: {
  form: string;
  name: 'minPrice' | 'maxPrice';
  label: string;
  value: number | null;
}) {
  const id = name === 'minPrice' ? 'catalog-min-price' : 'catalog-max-price';
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        form={form}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_PRICE}
        step="any"
        defaultValue={value ?? ''}
        key={`${name}-${value}`}
        className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
      />
    </div>
  );
}
