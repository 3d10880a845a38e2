import { z } from 'zod';
import { CATALOG_SORTS, MIN_RATINGS, RELEVANCE } from './catalog-query.ts';

// Apart from catalog-query.ts, which the catalogue page ships to the browser: zod is only
// needed by the JSON API, on the server.
/** Strict parameters (the JSON API): a wrong value is an error with an Italian message. */
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
  sort: z
    .enum([...CATALOG_SORTS, RELEVANCE], { error: `Ordinamento non valido: usa ${CATALOG_SORTS.join(', ')}` })
    .optional(),
});
