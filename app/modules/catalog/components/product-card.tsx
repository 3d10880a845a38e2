import { Link } from 'react-router';
import { formatPrice, formatRating } from '#app/lib/format.ts';
import { PICTURE_SIZES, productPictureSources } from '#app/lib/product-picture.ts';
import { Stars } from '#app/ui/stars.tsx';
import { isNewProduct } from '../catalog-query.ts';

export type CardProduct = {
  id: string;
  slug: string;
  name: string;
  brandName: string | null;
  categoryName: string | null;
  imageUrl: string | null;
  bestPrice: string | null;
  offersCount: number;
  ratingAvg: string | null;
  reviewCount: number;
  createdAt: string | Date;
};

export function writeReviewHref(product: { id: string; name: string }) {
  return `/write-review?${new URLSearchParams({ productId: product.id, productName: product.name })}`;
}

/**
 * A catalogue card: the whole card opens the product; the review link is its own target. Its
 * styles are named classes (app.css `.card*`): twenty cards a page repeated 700 bytes of utilities each.
 */
export function ProductCard({
  product,
  now,
  eager = false,
}: {
  product: CardProduct;
  now: Date;
  /** On the first screen (the first row): fetched at once, not when the layout finds it visible. */
  eager?: boolean;
}) {
  const rating = formatRating(product.ratingAvg);
  return (
    <article className="card">
      <div className="card-picture">
        {product.imageUrl ? (
          <img
            {...productPictureSources(product.imageUrl, PICTURE_SIZES.card)}
            alt=""
            loading={eager ? undefined : 'lazy'}
            decoding="async"
            width={600}
            height={600}
            className="size-full object-contain p-2 sm:p-4"
          />
        ) : (
          <div className="card-no-picture">Immagine non disponibile</div>
        )}
        {isNewProduct(product.createdAt, now) && <span className="card-new">Nuovo</span>}
      </div>
      <div className="card-body">
        <p className="card-kicker">{[product.brandName, product.categoryName].filter(Boolean).join(' · ')}</p>
        <h3 className="card-title">
          <Link to={`/product/${product.slug}`} className="card-link">
            {product.name}
          </Link>
        </h3>
        <div className="card-rating">
          {product.reviewCount > 0 ? (
            <>
              <Stars value={product.ratingAvg} size="sm" />
              <span className="font-medium">{rating}</span>
              <span className="text-ink-muted">({product.reviewCount})</span>
            </>
          ) : (
            <span className="text-ink-muted">Nessuna recensione</span>
          )}
        </div>
        <div className="card-foot">
          <div>
            <p className="text-xs text-ink-muted">{product.bestPrice ? 'Miglior prezzo' : 'Prezzo'}</p>
            <p className="card-price">{formatPrice(product.bestPrice)}</p>
            <p className="flex items-center gap-1 text-xs text-ink-muted">
              <span aria-hidden className="icon icon-store size-3.5" />
              {product.offersCount === 1 ? '1 offerta' : `${product.offersCount} offerte`}
            </p>
          </div>
          <Link
            to={writeReviewHref(product)}
            className="card-action"
            aria-label={`Recensisci ${product.name}`}
          >
            <span aria-hidden className="icon icon-review size-5 sm:size-4" />
            <span className="max-sm:hidden">Recensisci</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
