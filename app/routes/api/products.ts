import { data } from 'react-router';
import { productsQuery } from '#app/modules/api-docs/request.schema.server.ts';
import { canonicalBrands, canonicalShops, defaultSort } from '#app/modules/catalog/catalog-query.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import type { Route } from './+types/products';

/** GET /api/products: the catalogue as JSON, with the same search, filters and sorts. */
export async function loader({ request }: Route.LoaderArgs) {
  const searchParams = new URL(request.url).searchParams;
  // brand and shop repeat; every other parameter is read once.
  const params = {
    ...Object.fromEntries(searchParams),
    brand: searchParams.getAll('brand'),
    shop: searchParams.getAll('shop'),
  };
  const parsed = productsQuery.safeParse(params);
  if (!parsed.success) {
    return data(
      {
        error: 'Parametri non validi',
        issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
      },
      { status: 400 },
    );
  }
  const { limit, offset, source, brand, shop, minPrice, maxPrice, ...query } = parsed.data;
  const result = await listCatalogProducts(
    {
      ...query,
      minRating: query.minRating as 0 | 3 | 4,
      brands: canonicalBrands(brand),
      shops: canonicalShops(shop),
      minPrice: minPrice ?? null,
      maxPrice: maxPrice ?? null,
      sort: query.sort ?? defaultSort(query.q),
      source,
      pageSize: 20,
      page: 1,
    },
    { limit, offset },
  );
  return data(
    {
      items: result.items.map((item) => ({
        ...item,
        bestPrice: item.bestPrice === null ? null : Number(item.bestPrice),
        rating: item.ratingAvg === null ? null : Math.round(Number(item.ratingAvg) * 10) / 10,
        ratingAvg: undefined,
      })),
      total: result.total,
      limit,
      offset,
    },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
