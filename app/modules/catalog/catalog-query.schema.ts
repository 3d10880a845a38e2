import { z } from 'zod';
import {
  BRAND_PATTERN,
  CATALOG_SORTS,
  MAX_FACET_VALUES,
  MAX_PRICE,
  MIN_RATINGS,
  PRICE_PATTERN,
  RELEVANCE,
  SHOP_PATTERN,
} from './catalog-query.ts';

const price = (which: string) =>
  z
    .string()
    .trim()
    .regex(PRICE_PATTERN, { error: `Il prezzo ${which} deve essere un importo in euro, come 49.90` })
    .transform((value) => Number(value.replace(',', '.')))
    .refine((value) => value <= MAX_PRICE, {
      error: `Il prezzo ${which} può essere al massimo ${MAX_PRICE.toLocaleString('it-IT')} €`,
    })
    .optional();

// Apart from catalog-query.ts, which the catalogue page ships to the browser: zod is only
// needed by the JSON API, on the server.
/**
 * Strict parameters (the JSON API): a wrong value is an error with an Italian message. `brand`
 * and `shop` repeat (`?brand=Apple&brand=Samsung`): the route hands them over as arrays.
 */
export const catalogQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'La ricerca può contenere al massimo 100 caratteri' }).default(''),
  category: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]*$/, { error: 'Categoria non valida' })
    .default(''),
  minRating: z.coerce
    .number({ error: 'Il voto minimo deve essere 0, 3 o 4' })
    .refine((value) => (MIN_RATINGS as readonly number[]).includes(value), {
      error: 'Il voto minimo deve essere 0, 3 o 4',
    })
    .default(0),
  brand: z
    .array(z.string().trim().regex(BRAND_PATTERN, { error: 'Marca non valida' }))
    .max(MAX_FACET_VALUES, { error: `Al massimo ${MAX_FACET_VALUES} marche` })
    .default([]),
  shop: z
    .array(z.string().regex(SHOP_PATTERN, { error: 'Negozio non valido' }))
    .max(MAX_FACET_VALUES, { error: `Al massimo ${MAX_FACET_VALUES} negozi` })
    .default([]),
  minPrice: price('minimo'),
  maxPrice: price('massimo'),
  available: z
    .enum(['0', '1', 'true', 'false'], { error: 'available deve essere 1 (solo disponibili) o 0' })
    .transform((value) => value === '1' || value === 'true')
    .default(false),
  sort: z
    .enum([...CATALOG_SORTS, RELEVANCE], {
      error: `Ordinamento non valido: usa ${CATALOG_SORTS.join(', ')}`,
    })
    .optional(),
});

/**
 * The check across fields, applied by whoever finishes the schema (zod refuses to extend an
 * object that already carries a refinement).
 */
export const pricesInOrder = {
  check: (query: { minPrice?: number; maxPrice?: number }) =>
    query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  issue: { error: 'Il prezzo minimo non può superare il prezzo massimo', path: ['minPrice'] },
};
