import { Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { formatInteger } from '#app/lib/format.ts';
import { listCategories } from '#app/modules/catalog/list-categories.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/categories';

export async function loader() {
  return { categories: await listCategories(), origin: getConfig().baseUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Categorie di prodotti | Provato' },
    {
      name: 'description',
      content:
        'Tutte le categorie del catalogo Provato: smartphone, laptop, TV, audio, elettrodomestici e altro, con il numero di prodotti recensiti.',
    },
    canonicalLink(loaderData?.origin, '/categories'),
  ];
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Categorie</h1>
      <p className="mt-1 text-ink-muted">Scegli una categoria per vedere prodotti, prezzi e recensioni.</p>
      {loaderData.categories.length === 0 ? (
        <p className="mt-8">Nessuna categoria disponibile.</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/catalog?category=${category.slug}`}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 hover:border-brand-700"
              >
                <span className="text-lg font-semibold">{category.name}</span>
                {category.description && (
                  <span className="mt-1 text-sm text-ink-muted">{category.description}</span>
                )}
                <span className="mt-3 text-sm font-medium text-brand-700">
                  {category.productCount === 1
                    ? '1 prodotto'
                    : `${formatInteger(category.productCount)} prodotti`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
