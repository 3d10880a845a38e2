import { Link } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import { Reveal } from '#app/ui/reveal.tsx';
import type { CategorySummary } from '../list-categories.server.ts';

export type FeaturedCategory = Pick<CategorySummary, 'id' | 'name' | 'slug' | 'productCount'>;

/** The landing's 'Categorie in evidenza': the biggest categories with their product counts. */
export function FeaturedCategories({ categories }: { categories: FeaturedCategory[] }) {
  return (
    <Reveal>
      <section aria-labelledby="categorie" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="categorie" className="text-2xl font-bold md:text-3xl">
          Categorie in evidenza
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 text-ink-muted">Il catalogo è in preparazione.</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/catalog?category=${category.slug}`}
                  className="flex min-h-20 flex-col justify-center rounded-xl border border-line bg-surface p-4 hover:border-brand-700"
                >
                  <span className="font-semibold">{category.name}</span>
                  <span className="text-sm text-ink-muted">
                    {category.productCount === 1
                      ? '1 prodotto'
                      : `${formatInteger(category.productCount)} prodotti`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link
            to="/categories"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Tutte le categorie
          </Link>
        </p>
      </section>
    </Reveal>
  );
}
