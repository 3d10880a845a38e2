import { getConfig } from '#app/lib/env.server.ts';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { ProductGrid } from '#app/modules/catalog/components/product-grid.tsx';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { Pager } from '#app/ui/pager.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/top-reviewed';

const PAGE_SIZE = 20;
/** The most reviewed list stops at 5 pages (100 products): beyond that it is the catalogue. */
const MAX_PAGES = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= MAX_PAGES ? requested : 1;
  const result = await listCatalogProducts({
    ...DEFAULT_CATALOG_QUERY,
    sort: 'mostReviewed',
    pageSize: PAGE_SIZE,
    page,
  });
  return {
    result: { ...result, pageCount: Math.min(MAX_PAGES, result.pageCount) },
    now: new Date().toISOString(),
    origin: getConfig().baseUrl,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'I prodotti più recensiti | Provato' },
    {
      name: 'description',
      content:
        'I prodotti tecnologici con più recensioni della community Provato, con voto medio e miglior prezzo.',
    },
    canonicalLink(loaderData?.origin, '/top-reviewed'),
  ];
}

export default function TopReviewed({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">I più recensiti</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        I prodotti su cui la community ha più esperienze da raccontare.
      </p>
      {result.items.length === 0 ? (
        <p>Nessun prodotto disponibile</p>
      ) : (
        <ProductGrid products={result.items} now={new Date(loaderData.now)} />
      )}
      <Pager
        page={result.page}
        pageCount={result.pageCount}
        href={(page) => (page > 1 ? `/top-reviewed?page=${page}` : '/top-reviewed')}
      />
    </div>
  );
}
