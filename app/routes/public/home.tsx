import { getConfig } from '#app/lib/env.server.ts';
import { keptFor } from '#app/lib/memo.server.ts';
import { site, canonicalLink } from '#app/lib/site.ts';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { listCategories } from '#app/modules/catalog/list-categories.server.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { HomePage, type HomePageData } from '#app/modules/community/components/landing/home-page.tsx';
import {
  getLandingStats,
  listCommunityVoices,
  listRecentPublishedReviews,
} from '#app/modules/community/landing.server.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import { listRewardCatalog } from '#app/modules/rewards/rewards-catalog.server.ts';
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

export async function loader(): Promise<HomePageData & { origin: string }> {
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
