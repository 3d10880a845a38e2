import { MessageSquareText, Store } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, formatRating } from '#app/lib/format.ts';
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

/** A catalogue card: the whole card opens the product; the review link is its own target. */
export function ProductCard({ product, now }: { product: CardProduct; now: Date }) {
  const rating = formatRating(product.ratingAvg);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-surface-muted">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={600}
            height={600}
            className="size-full object-contain p-4"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-ink-muted">
            Immagine non disponibile
          </div>
        )}
        {isNewProduct(product.createdAt, now) && (
          <span className="absolute top-3 left-3 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
            Nuovo
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {[product.brandName, product.categoryName].filter(Boolean).join(' · ')}
        </p>
        <h3 className="font-semibold leading-snug">
          <Link
            to={`/product/${product.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <div className="flex items-center gap-2 text-sm">
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
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div>
            <p className="text-xs text-ink-muted">{product.bestPrice ? 'Miglior prezzo' : 'Prezzo'}</p>
            <p className="text-lg font-bold">{formatPrice(product.bestPrice)}</p>
            <p className="flex items-center gap-1 text-xs text-ink-muted">
              <Store aria-hidden className="size-3.5" />
              {product.offersCount === 1 ? '1 offerta' : `${product.offersCount} offerte`}
            </p>
          </div>
          <Link
            to={writeReviewHref(product)}
            className="relative z-10 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
            aria-label={`Recensisci ${product.name}`}
          >
            <MessageSquareText aria-hidden className="size-4" /> Recensisci
          </Link>
        </div>
      </div>
    </article>
  );
}
