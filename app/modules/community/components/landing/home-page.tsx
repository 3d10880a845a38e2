import type { PopularProduct } from '#app/modules/catalog/components/popular-products.tsx';
import {
  type FeaturedCategory,
  FeaturedCategories,
} from '#app/modules/catalog/components/featured-categories.tsx';
import {
  capitalise,
  firstVoucher,
  type PointsProgramme,
  reviewAwardClause,
  reviewAwardSentence,
} from '#app/modules/points/points-promise.ts';
import { RewardsPreview } from '#app/modules/rewards/components/rewards-preview.tsx';
import type { CatalogReward } from '#app/modules/rewards/rewards-catalog.server.ts';
import type { LandingStats } from '../../landing.server.ts';
import { type CategoryShortcut, LandingHero } from './landing-hero.tsx';
import {
  type CommunityVoice,
  CommunityVoices,
  type RecentReview,
  RecentReviews,
} from './landing-reviews.tsx';
import {
  HowItWorksSteps,
  JoinCall,
  LandingFigures,
  LandingValues,
  NewsletterSection,
} from './landing-sections.tsx';

export type HomePageData = {
  programme: PointsProgramme;
  stats: LandingStats;
  recent: RecentReview[];
  voices: CommunityVoice[];
  categories: FeaturedCategory[];
  shortcuts: CategoryShortcut[];
  productCount: number;
  popular: PopularProduct[];
  rewards: CatalogReward[];
};

/** The landing (/): page-cached for visitors (decision 023), so nothing here depends on who asks. */
export function HomePage(props: HomePageData) {
  const { programme } = props;
  return (
    <>
      <LandingHero
        productCount={props.productCount}
        shortcuts={props.shortcuts}
        popular={props.popular}
        awardSentence={reviewAwardSentence(programme)}
      />
      <HowItWorksSteps pointsStep={`${capitalise(reviewAwardClause(programme))}; ${firstVoucher}.`} />
      <LandingFigures stats={props.stats} />
      <LandingValues />
      <RecentReviews reviews={props.recent} />
      <CommunityVoices voices={props.voices} />
      <FeaturedCategories categories={props.categories} />
      <RewardsPreview rewards={props.rewards} />
      <JoinCall />
      <NewsletterSection />
    </>
  );
}
