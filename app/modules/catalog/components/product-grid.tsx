import { type CardProduct, ProductCard } from './product-card.tsx';

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
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} now={now} />
        </li>
      ))}
    </ul>
  );
}
