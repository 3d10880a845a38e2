import {
  ArrowRight,
  BadgeCheck,
  Gift,
  HeartHandshake,
  MessageSquareText,
  Quote,
  Scale,
  ShieldCheck,
  Star,
  Trophy,
  Users,
} from 'lucide-react';
import { Form, Link } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { keptFor } from '#app/lib/memo.server.ts';
import { formatEuros, formatInteger, formatPoints, formatRating } from '#app/lib/format.ts';
import { site, canonicalLink } from '#app/lib/site.ts';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { SearchCombobox } from '#app/modules/catalog/components/search-combobox.tsx';
import { PopularProducts } from '#app/modules/catalog/components/popular-products.tsx';
import { listCategories } from '#app/modules/catalog/list-categories.server.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { NewsletterBox } from '#app/modules/community/components/newsletter-box.tsx';
import {
  getLandingStats,
  listCommunityVoices,
  listRecentPublishedReviews,
} from '#app/modules/community/landing.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import {
  capitalise,
  firstVoucher,
  invitePoints,
  reviewAwardClause,
  reviewAwardSentence,
  voucherRate,
} from '#app/modules/points/points-promise.ts';
import { listRewardCatalog } from '#app/modules/rewards/rewards-catalog.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Carousel } from '#app/ui/carousel.tsx';
import { FeatureCards } from '#app/ui/feature-cards.tsx';
import { Reveal } from '#app/ui/reveal.tsx';
import { Stars } from '#app/ui/stars.tsx';
import type { Route } from './+types/home';

// Site-wide totals and the most active reviewers move slowly and cost a scan of every product
// (~100 ms at 100,000): read at most once a minute per process. The latest reviews stay live.
const landingStats = keptFor(60_000, getLandingStats);
const communityVoices = keptFor(60_000, () => listCommunityVoices(6));
// The hero's most reviewed products and the catalogue's size: the catalogue's own top-N read on
// its review-count index and its count, likewise at most once a minute.
const popularProducts = keptFor(60_000, () =>
  listCatalogProducts({ ...DEFAULT_CATALOG_QUERY, sort: 'mostReviewed' }, { limit: 4, offset: 0 }),
);

export async function loader() {
  const config = getConfig();
  const [stats, recent, voices, categories, catalog, popular] = await Promise.all([
    landingStats(),
    listRecentPublishedReviews(8),
    communityVoices(),
    listCategories(),
    listRewardCatalog(null),
    popularProducts(),
  ]);
  const listed = categories.filter((category) => category.productCount > 0);
  return {
    origin: config.baseUrl,
    programme: getPointsProgramme(),
    stats,
    recent,
    voices,
    // Biggest first (listCategories' order): the hero's shortcuts are the first six.
    categories: listed.slice(0, 12),
    shortcuts: listed.slice(0, 6).map(({ id, name, slug }) => ({ id, name, slug })),
    productCount: popular.total,
    popular: popular.items.map(
      ({ id, slug, name, imageUrl, bestPrice, offersCount, ratingAvg, reviewCount }) => ({
        id,
        slug,
        name,
        imageUrl,
        bestPrice,
        offersCount,
        ratingAvg,
        reviewCount,
      }),
    ),
    rewards: catalog.rewards,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Provato – Recensioni autentiche di prodotti tecnologici, premi veri' },
    { name: 'description', content: site.description },
    canonicalLink(loaderData?.origin, '/'),
    { property: 'og:title', content: 'Provato – Recensioni autentiche, premi veri' },
    { property: 'og:description', content: site.description },
    { property: 'og:type', content: 'website' },
  ];
}

const values = [
  {
    icon: Scale,
    title: 'Trasparenza',
    text: 'I punti non dipendono dal voto: premiamo l’impegno, non le lodi.',
  },
  { icon: Users, title: 'Community', text: 'Recensioni scritte da persone che i prodotti li usano davvero.' },
  {
    icon: Trophy,
    title: 'Meritocrazia',
    text: 'Più recensioni utili scrivi, più sali di livello: Bronze, Silver, Gold.',
  },
  {
    icon: HeartHandshake,
    title: 'Impegno etico',
    text: 'Ogni recensione è letta dal nostro team prima di andare online.',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, recent, voices, categories, rewards, programme, shortcuts, popular, productCount } =
    loaderData;
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
      text: `${capitalise(reviewAwardClause(programme))}; ${firstVoucher}.`,
    },
  ];
  const figures = [
    { label: 'recensioni pubblicate', value: formatInteger(stats.reviews) },
    { label: 'membri della community', value: formatInteger(stats.members) },
    { label: 'in buoni riscattati', value: formatEuros(stats.redeemedEuros) },
    { label: 'voto medio', value: stats.averageRating ? `${formatRating(stats.averageRating)}/5` : '—' },
  ];
  return (
    <>
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
              <p className="text-sm text-ink-muted">{reviewAwardSentence(programme)}</p>
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

      <section aria-labelledby="come-funziona" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="come-funziona" className="text-2xl font-bold md:text-3xl">
          Come funziona
        </h2>
        <FeatureCards items={steps} numbered />
      </section>

      <section aria-labelledby="numeri" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="numeri" className="sr-only">
            Provato in numeri
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="text-sm text-white/90">{figure.label}</dt>
                <dd className="text-3xl font-extrabold md:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Reveal>
        <section aria-labelledby="valori" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="valori" className="text-2xl font-bold md:text-3xl">
            I nostri valori
          </h2>
          <FeatureCards items={values} className="sm:grid-cols-2 lg:grid-cols-4" />
          <p className="mt-4">
            <Link
              to="/about"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Leggi il nostro manifesto
            </Link>
          </p>
        </section>
      </Reveal>

      {recent.length > 0 && (
        <Reveal>
          <section aria-labelledby="ultime-recensioni" className="mx-auto max-w-6xl px-4 py-8">
            <h2 id="ultime-recensioni" className="text-2xl font-bold md:text-3xl">
              Le ultime recensioni
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              Pubblicate dopo la verifica del nostro team. Gli autori ricevono punti per ogni recensione
              approvata, qualunque sia il voto.{' '}
              <Link to="/come-funzionano-le-recensioni" className="underline">
                Come funzionano le recensioni
              </Link>
            </p>
            <div className="mt-6">
              <Carousel label="Ultime recensioni">
                {recent.map((review) => (
                  <article
                    key={review.id}
                    className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5"
                  >
                    <Stars value={review.rating} size="sm" />
                    <h3 className="mt-2 font-semibold">{review.title}</h3>
                    <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{review.excerpt}</p>
                    <p className="mt-auto pt-3 text-sm">
                      {review.author} su{' '}
                      <Link
                        to={`/product/${review.productSlug}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {review.productName}
                      </Link>
                    </p>
                  </article>
                ))}
              </Carousel>
            </div>
          </section>
        </Reveal>
      )}

      {voices.length > 0 && (
        <Reveal>
          <section aria-labelledby="dalla-community" className="mx-auto max-w-6xl px-4 py-8">
            <h2 id="dalla-community" className="text-2xl font-bold md:text-3xl">
              Dalla community
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              I recensori più attivi, con le loro parole: un estratto della loro recensione più utile.
            </p>
            <div className="mt-6">
              <Carousel label="Dalla community">
                {voices.map((voice) => (
                  <figure
                    key={voice.author + voice.title}
                    className="flex h-full flex-col rounded-2xl bg-brand-50 p-5"
                  >
                    <div className="flex items-center justify-between gap-2">
                      <Quote aria-hidden className="size-6 text-brand-700" />
                      <Stars value={voice.rating} size="sm" />
                    </div>
                    <blockquote className="mt-2 line-clamp-4">{voice.quote}</blockquote>
                    <figcaption className="mt-auto pt-3 text-sm">
                      <span className="font-semibold">{voice.author}</span> · livello {voice.tier} ·{' '}
                      {voice.published === 1
                        ? '1 recensione'
                        : `${formatInteger(voice.published)} recensioni`}
                      <br />
                      <span className="text-ink-muted">su {voice.productName}</span>
                    </figcaption>
                  </figure>
                ))}
              </Carousel>
            </div>
          </section>
        </Reveal>
      )}

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

      <Reveal>
        <section aria-labelledby="premi" className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="premi" className="text-2xl font-bold md:text-3xl">
            Premi
          </h2>
          <p className="mt-2 text-ink-muted">
            {voucherRate}. E puoi guadagnarne altri con sondaggi, cashback e {invitePoints} per ogni amico che
            inviti.
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            {rewards.map((reward) => (
              <li key={reward.id} className="rounded-xl border border-line bg-surface p-4">
                <Gift aria-hidden className="size-6 text-brand-700" />
                <p className="mt-2 font-semibold">{reward.name}</p>
                <p className="text-sm text-ink-muted">{reward.partner}</p>
                {/* Its own line, never broken: "50 / punti" split over two lines on phones. */}
                <p className="text-sm font-semibold whitespace-nowrap">{formatPoints(reward.costPoints)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link
              to="/rewards"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Scopri tutti i premi
            </Link>
          </p>
        </section>
      </Reveal>

      <section aria-labelledby="inizia" className="mx-auto max-w-6xl px-4 py-14">
        <div className="rounded-3xl bg-brand-800 p-8 text-white md:p-12">
          <h2 id="inizia" className="flex items-center gap-3 text-2xl font-bold md:text-3xl">
            <BadgeCheck aria-hidden className="size-8" /> Pronto a far valere la tua opinione?
          </h2>
          <p className="mt-3 max-w-2xl text-white/90">
            Iscriviti gratis, scrivi la tua prima recensione e inizia a raccogliere punti.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/auth?tab=signup" size="lg" variant="secondary">
              Registrati gratis
            </ButtonLink>
            <Link
              to="/how-it-works"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white px-5 font-semibold text-white"
            >
              Come funziona
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="newsletter" className="mx-auto max-w-3xl px-4 pb-16">
        <h2 id="newsletter" className="text-2xl font-bold">
          Resta aggiornato
        </h2>
        <p className="mt-2 text-ink-muted">
          Le recensioni più utili, le novità del catalogo e i nuovi premi, al massimo una volta a settimana.
          Ti chiediamo conferma via email; puoi disiscriverti quando vuoi.
        </p>
        <NewsletterBox />
      </section>
    </>
  );
}
