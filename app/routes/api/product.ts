import { data } from 'react-router';
import { getProductById } from '#app/modules/catalog/get-product.server.ts';
import type { Route } from './+types/product';
import { isUuid } from '#app/lib/uuid.ts';

/** GET /api/products/:id: one listed product with its pictures and its shops' offers. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) return data({ error: 'ID prodotto non valido' }, { status: 400 });
  const product = await getProductById(params.id);
  if (!product) return data({ error: 'Prodotto non trovato' }, { status: 404 });
  return data(
    {
      ...product,
      bestPrice: product.bestPrice === null ? null : Number(product.bestPrice),
      rating: product.ratingAvg === null ? null : Math.round(Number(product.ratingAvg) * 10) / 10,
      offers: product.offers.map((offer) => ({
        ...offer,
        price: offer.price === null ? null : Number(offer.price),
        url: `/go/${offer.id}`,
      })),
    },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
