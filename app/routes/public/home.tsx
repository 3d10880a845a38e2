import { ArrowRight, MessageSquareText, ShieldCheck, Star, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { listCategories } from '#app/modules/catalog/list-categories.server.ts';
import { formatInteger } from '#app/lib/format.ts';
import { site } from '#app/lib/site.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import type { Route } from './+types/home';

export async function loader() {
  return { categories: await listCategories() };
}

export function meta() {
  return [
    { title: 'Provato – Recensioni autentiche di prodotti tecnologici, premi veri' },
    { name: 'description', content: site.description },
  ];
}

const steps = [
  {
    icon: MessageSquareText,
    title: 'Scrivi una recensione',
    text: 'Racconta come ti trovi con un prodotto che hai usato davvero.',
  },
  {
    icon: ShieldCheck,
    title: 'La moderiamo',
    text: 'Ogni recensione viene letta dal nostro team prima di essere pubblicata.',
  },
  {
    icon: Trophy,
    title: 'Guadagni punti',
    text: '5 punti per ogni recensione approvata; con 50 punti ottieni un buono da 5 €.',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Star aria-hidden className="size-4 fill-accent-500 text-accent-500" /> La tua opinione vale
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">
            Recensioni autentiche di prodotti tecnologici. Premi veri per chi le scrive.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">{site.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/auth?tab=signup" size="lg">
              Inizia a guadagnare <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
            <ButtonLink to="/catalog" size="lg" variant="secondary">
              Esplora il catalogo
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="come-funziona" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="come-funziona" className="text-2xl font-bold md:text-3xl">
          Come funziona
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-6">
              <step.icon aria-hidden className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="categorie" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="categorie" className="text-2xl font-bold md:text-3xl">
          Categorie
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 text-ink-muted">Il catalogo è in preparazione.</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
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
      </section>
    </>
  );
}
