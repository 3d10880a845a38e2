import { type CardProduct, ProductCard } from './product-card.tsx';

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
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${dimmed ? 'opacity-60' : ''}`}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} now={now} />
        </li>
      ))}
    </ul>
  );
}
