import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { formatInteger } from '#app/lib/format.ts';
import {
  activeFilterCount,
  CATALOG_SORTS,
  catalogHref,
  type CatalogQuery,
  type CatalogSort,
  parseCatalogQuery,
  RELEVANCE,
  searchTerms,
} from '#app/modules/catalog/catalog-query.ts';
import { ActiveFilters } from '#app/modules/catalog/components/active-filters.tsx';
import { CatalogFilters } from '#app/modules/catalog/components/catalog-filters.tsx';
import { CatalogSearchField } from '#app/modules/catalog/components/catalog-search-field.tsx';
import { ProductGrid } from '#app/modules/catalog/components/product-grid.tsx';
import { resultCount } from '#app/modules/catalog/result-count.ts';
import { loadCatalogPage } from '#app/modules/catalog/list-products.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { Route } from './+types/catalog';

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseCatalogQuery(new URL(request.url).searchParams);
  return {
    query,
    ...(await loadCatalogPage(query)),
    now: new Date().toISOString(),
    origin: getConfig().baseUrl,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Catalogo | Provato' }];
  const category = loaderData.facets.categories.find((c) => c.slug === loaderData.query.category);
  const title = category ? `${category.name}: recensioni e prezzi` : 'Catalogo prodotti: recensioni e prezzi';
  const canonical = `${loaderData.origin}${catalogHref({
    category: loaderData.query.category,
    page: loaderData.query.page,
  })}`;
  return [
    { title: `${title} | Provato` },
    {
      name: 'description',
      content: category
        ? `${category.name}: confronta le offerte dei negozi e leggi le recensioni verificate della community Provato.`
        : 'Tutti i prodotti tecnologici recensiti dalla community Provato: smartphone, laptop, TV, audio, elettrodomestici e altro, con i prezzi dei negozi.',
    },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // Searches and facet combinations are endless: search engines index the category pages only.
    ...(loaderData.query.q || activeFilterCount(loaderData.query) > (loaderData.query.category ? 1 : 0)
      ? [{ name: 'robots', content: 'noindex, follow' }]
      : []),
  ];
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { query, result, facets, empty } = loaderData;
  const now = new Date(loaderData.now);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/catalog';
  const searching = searchTerms(query.q).length > 0;
  const sorts: CatalogSort[] = searching ? [RELEVANCE, ...CATALOG_SORTS] : [...CATALOG_SORTS];
  const autoSubmit = (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    event.currentTarget.form?.requestSubmit();
  // With JavaScript the URL keeps only what differs from the defaults; a new search starts from
  // its default order (relevance). Without it, the plain GET form gives the same result.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) params.append(name, String(value));
    if ((params.get('q') ?? '').trim() !== query.q) params.delete('sort');
    void navigate(catalogHref(parseCatalogQuery(params)));
  };
  const href = (change: Partial<CatalogQuery>) => catalogHref({ ...query, ...change });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Catalogo</h1>
      <p className="mt-1 text-ink-muted">Confronta prodotti, prezzi e recensioni della community.</p>

      <Form
        id="catalog-form"
        method="get"
        action="/catalog"
        onSubmit={onSubmit}
        className="mt-6"
        role="search"
        aria-label="Cerca nel catalogo"
      >
        <CatalogSearchField id="catalog-q" key={query.q} label="Cerca un prodotto" defaultValue={query.q} />
      </Form>

      <div className="group/catalog mt-3 md:mt-6 md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:items-start md:gap-6">
        <CatalogFilters
          form="catalog-form"
          query={query}
          facets={facets}
          sorts={sorts}
          total={result.total}
          onChange={autoSubmit}
        />
        <section aria-labelledby="risultati" aria-busy={loading} className="mt-3 md:mt-0">
          <h2 id="risultati" className="sr-only">
            Risultati
          </h2>
          <ActiveFilters query={query} facets={facets} />
          {empty ? (
            <p className="rounded-xl border border-line bg-surface p-8 text-center text-lg">
              Nessun prodotto disponibile
            </p>
          ) : result.total === 0 ? (
            <div className="rounded-xl border border-line bg-surface p-8 text-center">
              <p className="text-lg font-semibold">Nessun prodotto trovato</p>
              <p className="mt-1 text-ink-muted">Prova con altre parole o togli qualche filtro.</p>
              <ButtonLink to="/catalog" variant="secondary" className="mt-4">
                Cancella i filtri
              </ButtonLink>
            </div>
          ) : (
            <>
              {result.searchIgnored && (
                <p className="mb-2 text-ink-muted">
                  La ricerca «{query.q}» contiene solo parole troppo comuni o troppo corte: ecco tutti i
                  prodotti.
                </p>
              )}
              <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
                {resultCount(result.total, result.totalCapped)}
                {query.q && !result.searchIgnored ? ` per «${query.q}»` : ''} · pagina {result.page}
                {result.totalCapped ? '' : ` di ${formatInteger(result.pageCount)}`}
              </p>
              <ProductGrid products={result.items} now={now} dimmed={loading} />
              <Pager
                page={result.page}
                pageCount={result.pageCount}
                href={(page) => href({ page })}
                label="Pagine del catalogo"
              />
              {result.page > result.pageCount && (
                <p className="mt-4 text-center">
                  <Link to={href({ page: 1 })} className="text-brand-700 underline">
                    Torna alla prima pagina
                  </Link>
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
