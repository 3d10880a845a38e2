import { Link } from 'react-router';
import { formatPrice, formatRating } from '#app/lib/format.ts';
import { PICTURE_SIZES, productPictureSources } from '#app/lib/product-picture.ts';
import { Stars } from '#app/ui/stars.tsx';

export type PopularProduct = {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  bestPrice: string | null;
  offersCount: number;
  ratingAvg: string | null;
  reviewCount: number;
};

/**
 * A short ranked list of products (the landing's "most reviewed"): picture, name, rating and
 * the best price, each row one link to the product. Fixed picture size, so nothing moves as the
 * pictures arrive.
 */
export function PopularProducts({ products }: { products: PopularProduct[] }) {
  return (
    <ol className="divide-y divide-line">
      {products.map((product) => (
        <li key={product.id}>
          <Link
            to={`/product/${product.slug}`}
            className="-mx-2 flex min-h-11 items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-brand-50"
          >
            <span className="size-16 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
              {product.imageUrl && (
                <img
                  {...productPictureSources(product.imageUrl, PICTURE_SIZES.listed)}
                  alt=""
                  width={64}
                  height={64}
                  decoding="async"
                  fetchPriority="low"
                  className="size-full object-contain p-1"
                />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 leading-snug font-semibold">{product.name}</span>
              <span className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm">
                {product.reviewCount > 0 ? (
                  <>
                    <Stars value={product.ratingAvg} size="sm" />
                    <span className="font-medium">{formatRating(product.ratingAvg)}</span>
                    <span className="text-ink-muted">
                      ({product.reviewCount}
                      <span className="sr-only">
                        {product.reviewCount === 1 ? ' recensione' : ' recensioni'}
                      </span>
                      )
                    </span>
                  </>
                ) : (
                  <span className="text-ink-muted">Nessuna recensione</span>
                )}
              </span>
            </span>
            <span className="shrink-0 text-right">
              {product.bestPrice && <span className="block text-xs text-ink-muted">da</span>}
              <span className="block font-bold whitespace-nowrap">{formatPrice(product.bestPrice)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
