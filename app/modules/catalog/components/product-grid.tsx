import { type CardProduct, ProductCard } from './product-card.tsx';

/**
 * The first row on a phone: its pictures are on the first screen, so they are fetched with the
 * page (React preloads them in `<head>`) rather than after the layout (decision 039).
 */
const EAGER_CARDS = 2;

/** Two compact columns on a phone, up to four on a wide screen. */
export function ProductGrid({
  products,
  now,
  dimmed,
}: {
  products: CardProduct[];
  now: Date;
  dimmed?: boolean;
}) {
  return (
    <ul
      className={`grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4 ${dimmed ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} now={now} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
