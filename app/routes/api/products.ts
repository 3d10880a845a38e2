import { z } from 'zod';
import { data } from 'react-router';
import { defaultSort } from '#app/modules/catalog/catalog-query.ts';
import { catalogQuerySchema } from '#app/modules/catalog/catalog-query.schema.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import type { Route } from './+types/products';

const apiQuerySchema = catalogQuerySchema.extend({
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'Sorgente non valida' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit deve essere un numero' })
    .int({ error: 'limit deve essere un numero intero' })
    .min(1, { error: 'limit deve essere almeno 1' })
    .max(100, { error: 'limit può essere al massimo 100' })
    .default(20),
  offset: z.coerce
    .number({ error: 'offset deve essere un numero' })
    .int({ error: 'offset deve essere un numero intero' })
    .min(0, { error: 'offset non può essere negativo' })
    .max(1_000_000, { error: 'offset troppo grande' })
    .default(0),
});

/** GET /api/products: the catalogue as JSON, with the same search, filters and sorts. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = apiQuerySchema.safeParse(params);
  if (!parsed.success) {
    return data(
      {
        error: 'Parametri non validi',
        issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
      },
      { status: 400 },
    );
  }
  const { limit, offset, source, ...query } = parsed.data;
  const result = await listCatalogProducts(
    {
      ...query,
      minRating: query.minRating as 0 | 3 | 4,
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
