import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice, formatRating } from '#app/lib/format.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Stars } from '#app/ui/stars.tsx';
import { SHOP_LINK_REL } from '../affiliate.ts';
import type { ProductDetail } from '../get-product.server.ts';
import { bestOffer, bestPriceShops } from '../offers.ts';
import { type CashbackPointsRange, Delivery, ProductOffers } from './product-offers.tsx';
import { ProductPictures } from './product-pictures.tsx';

/** "Unieuro", "Unieuro e Euronics", "Unieuro, Euronics e MediaWorld". */
const shopNames = new Intl.ListFormat('it', { type: 'conjunction' });

/**
 * The product page (/product/:slug): name, pictures, the best price and its button, the
 * description, the shops, then the reviews. What other modules own comes in as slots, filled by
 * the route: the quick review (reviews), the price alert (price-alerts) and the review list.
 * `writeReviewHref` is null for someone who has reviewed the product already (one review per person
 * and product): the quick review's slot says where theirs is instead.
 */
export function ProductPage(props: {
  product: ProductDetail;
  writeReviewHref: string | null;
  cashbackPoints: CashbackPointsRange;
  quickReview: ReactNode;
  priceAlert: ReactNode;
  reviews: ReactNode;
}) {
  const { product } = props;
  const best = bestOffer(product.offers);
  const bestShops = bestPriceShops(product.offers);
  const rating = formatRating(product.ratingAvg);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Percorso" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="inline-flex min-h-11 items-center hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li>
            <Link to="/catalog" className="inline-flex min-h-11 items-center hover:underline">
              Catalogo
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li aria-current="page" className="font-medium text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      {/* One grid: on phones the name, a shorter picture and the best price come first, so the price
          and its button are on the first screen; from md the picture on the left beside the rest
          (the last row takes what the picture's height leaves). The buy box, the description and the
          price alert are the grid's items through a `contents` wrapper. */}
      <div className="mt-4 grid md:grid-cols-2 md:grid-rows-[auto_auto_auto_auto_1fr] md:gap-x-8">
        <div className="md:col-start-2 md:row-start-1">
          <div className="flex flex-wrap gap-2">
            {product.brandName && (
              <span className="inline-flex min-h-11 items-center rounded-full bg-surface-muted px-3 text-sm font-medium">
                {product.brandName}
              </span>
            )}
            {product.categoryName && (
              <Link
                to={`/catalog?category=${product.categorySlug}`}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800"
              >
                {product.categoryName}
              </Link>
            )}
          </div>
          <h1 className="mt-3 text-2xl font-bold md:text-3xl">{product.name}</h1>
          <div className="mt-3 flex items-center gap-2">
            {product.reviewCount > 0 ? (
              <>
                <Stars value={product.ratingAvg} />
                <span className="font-semibold">{rating}</span>
                <a href="#recensioni" className="inline-flex min-h-11 items-center text-ink-muted underline">
                  {product.reviewCount === 1 ? '1 recensione' : `${product.reviewCount} recensioni`}
                </a>
              </>
            ) : (
              <span className="text-ink-muted">Nessuna recensione</span>
            )}
          </div>
        </div>
        <div className="mt-4 md:col-start-1 md:row-[1/6] md:mt-0">
          <ProductPictures name={product.name} imageUrl={product.imageUrl} images={product.images} />
        </div>
        <div className="contents">
          <div className="mt-4 rounded-2xl border border-line bg-surface p-4 md:col-start-2 md:row-start-3 md:mt-6">
            <p className="text-sm text-ink-muted">Miglior prezzo</p>
            <p className="text-3xl font-extrabold" data-testid="best-price">
              {formatPrice(best?.price)}
            </p>
            {bestShops.length > 0 && (
              <p className="text-sm" data-testid="best-price-shops">
                da <span className="font-semibold">{shopNames.format(bestShops)}</span>
              </p>
            )}
            {best && <Delivery offer={best} />}
            {best ? (
              <a
                href={`/go/${best.id}`}
                target="_blank"
                rel={SHOP_LINK_REL}
                className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                <ShoppingCart aria-hidden className="size-5" /> Acquista al miglior prezzo
                <span className="sr-only"> su {best.merchantName} (si apre in una nuova scheda)</span>
              </a>
            ) : (
              <button
                type="button"
                disabled
                className="mt-3 inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-gray-500 px-4 font-semibold text-white"
              >
                <ShoppingCart aria-hidden className="size-5" /> Acquista al miglior prezzo
              </button>
            )}
            {props.writeReviewHref && (
              <ButtonLink to={props.writeReviewHref} variant="secondary" className="mt-2 w-full">
                Scrivi una recensione
              </ButtonLink>
            )}
            <div className="mt-2">{props.quickReview}</div>
          </div>
          {product.description && (
            <p className="mt-6 leading-relaxed whitespace-pre-line md:col-start-2 md:row-start-2 md:mt-4">
              {product.description}
            </p>
          )}
          <div className="md:col-start-2 md:row-start-4">{props.priceAlert}</div>
        </div>
      </div>

      <ProductOffers
        offers={product.offers}
        priceSeries={product.priceSeries}
        cashbackPoints={props.cashbackPoints}
      />
      {props.reviews}
    </div>
  );
}
