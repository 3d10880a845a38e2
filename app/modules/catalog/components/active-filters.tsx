import { X } from 'lucide-react';
import { Link } from 'react-router';
import { catalogHref, type CatalogQuery, priceRangeLabel, withoutFilters } from '../catalog-query.ts';
import type { FacetCounts } from './catalog-filters.tsx';

/**
 * The filters in force as chips, each a link to the same page without it, and one link that
 * takes them all off (the search, the sort and the page size stay). Links, so they work without
 * JavaScript and can be opened in a new tab.
 */
export function ActiveFilters({ query, facets }: { query: CatalogQuery; facets: FacetCounts }) {
  const href = (change: Partial<CatalogQuery>) => catalogHref({ ...query, ...change, page: 1 });
  const name = (list: FacetCounts['brands'], value: string) =>
    list.find((item) => item.value === value)?.label ?? value;
  const chips: { key: string; kind: string; label: string; to: string }[] = [];
  if (query.category) {
    chips.push({
      key: 'category',
      kind: 'Categoria',
      label: facets.categories.find((category) => category.slug === query.category)?.name ?? query.category,
      to: href({ category: '' }),
    });
  }
  for (const brand of query.brands) {
    chips.push({
      key: `brand-${brand}`,
      kind: 'Marca',
      label: brand,
      to: href({ brands: query.brands.filter((other) => other !== brand) }),
    });
  }
  for (const shop of query.shops) {
    chips.push({
      key: `shop-${shop}`,
      kind: 'Negozio',
      label: name(facets.shops, shop),
      to: href({ shops: query.shops.filter((other) => other !== shop) }),
    });
  }
  if (query.minPrice !== null || query.maxPrice !== null) {
    chips.push({
      key: 'price',
      kind: 'Prezzo',
      label: priceRangeLabel(query.minPrice, query.maxPrice),
      to: href({ minPrice: null, maxPrice: null }),
    });
  }
  if (query.minRating > 0) {
    chips.push({
      key: 'rating',
      kind: 'Voto minimo',
      label: `almeno ${query.minRating} stelle`,
      to: href({ minRating: 0 }),
    });
  }
  if (query.available) {
    chips.push({
      key: 'available',
      kind: 'Disponibilità',
      label: 'Solo disponibili',
      to: href({ available: false }),
    });
  }
  if (chips.length === 0) return null;

  return (
    <div data-active-filters className="mb-3 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">Filtri attivi</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              <span className="sr-only">Rimuovi il filtro {chip.kind}: </span>
              <span>{chip.label}</span>
              <X aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={catalogHref({ ...withoutFilters(query), page: 1 })}
        className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline"
      >
        Rimuovi tutti i filtri
      </Link>
    </div>
  );
}
