import { ArrowRight, Star } from 'lucide-react';
import { Form, Link } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import { site } from '#app/lib/site.ts';
import { type PopularProduct, PopularProducts } from '#app/modules/catalog/components/popular-products.tsx';
import { SearchCombobox } from '#app/modules/catalog/components/search-combobox.tsx';
import { ButtonLink } from '#app/ui/button.tsx';

export type CategoryShortcut = { id: string; name: string; slug: string };

/**
 * The landing's first screen: the promise, the catalogue's search, the six biggest categories, the
 * way in, and beside it the most reviewed products.
 */
export function LandingHero(props: {
  productCount: number;
  shortcuts: CategoryShortcut[];
  popular: PopularProduct[];
  /** The review-points sentence (points-promise.ts) beside 'Inizia a guadagnare'. */
  awardSentence: string;
}) {
  const { productCount, shortcuts, popular, awardSentence } = props;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-6 md:pt-14 md:pb-16 lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-center lg:gap-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Star aria-hidden className="size-4 fill-accent-500 text-accent-500" /> La tua opinione vale
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-[2.75rem] lg:leading-tight">
            Recensioni autentiche di prodotti tecnologici. Premi veri per chi le scrive.
          </h1>
          <p className="mt-4 max-w-2xl text-ink-muted sm:text-lg">{site.description}</p>
          <Form
            method="get"
            action="/catalog"
            role="search"
            aria-label="Cerca nel catalogo"
            className="mt-6 max-w-2xl rounded-2xl bg-surface p-2 shadow-sm ring-1 ring-line sm:p-4"
          >
            <SearchCombobox
              id="hero-q"
              size="lg"
              label={
                productCount > 0 ? `Cerca tra ${formatInteger(productCount)} prodotti` : 'Cerca un prodotto'
              }
              labelClassName="mb-2 block px-1 pt-1 text-sm font-semibold sm:p-0"
            />
          </Form>
          <div className="mt-5 max-w-2xl">
            <p id="hero-categorie" className="text-sm font-medium text-ink-muted">
              Oppure parti da una categoria
            </p>
            <ul aria-labelledby="hero-categorie" className="mt-2 flex flex-wrap gap-2">
              {shortcuts.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/catalog?category=${category.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-brand-700 hover:text-brand-700"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="/catalog"
                  className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Tutto il catalogo <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            </ul>
          </div>
          <div className="mt-7 flex flex-wrap items-center gap-x-4 gap-y-2">
            <ButtonLink to="/auth?tab=signup" size="lg">
              Inizia a guadagnare <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
            <p className="text-sm text-ink-muted">{awardSentence}</p>
          </div>
        </div>

        {popular.length > 0 && (
          <section
            aria-labelledby="piu-recensiti"
            className="rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-6"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="piu-recensiti" className="text-lg font-bold">
                I più recensiti
              </h2>
              <Link
                to="/top-reviewed"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
              >
                Vedi tutti
              </Link>
            </div>
            <div className="mt-1">
              <PopularProducts products={popular} />
            </div>
          </section>
        )}
      </div>
    </section>
  );
}
