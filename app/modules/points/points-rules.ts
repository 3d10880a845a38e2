/** The points programme's rules, in one place (spec user-side §1, §9; DESIGN.md §3.2–§3.4). */

export const VOUCHER_POINTS = 50;
export const VOUCHER_EUROS = 5;

/**
 * The voucher cuts the pages promise (DESIGN.md §3.4: 5 € for 50 points, and larger cuts): the
 * reward catalogue as migration 0011 seeds it, cheapest first (a test holds the two together).
 */
export const VOUCHER_LADDER = [
  { points: VOUCHER_POINTS, euros: VOUCHER_EUROS },
  { points: 100, euros: 10 },
  { points: 250, euros: 25 },
  { points: 500, euros: 50 },
] as const;

export type Tier = 'Bronze' | 'Silver' | 'Gold';
export type TierThresholds = { silver: number; gold: number };

/** Kinds of ledger entries; earning kinds also move lifetime points, spending kinds do not. */
export const EARNING_KINDS = [
  'opening_balance',
  'review_approved',
  'review_reversed',
  /** Points taken back from a review found fraudulent (issue 29 §3): lifetime points fall too. */
  'review_fraud_reversed',
  // An approval taken back within minutes ('Annulla' in moderation, decision 027).
  'review_approval_undone',
  'survey',
  'referral',
  'admin_adjustment',
  'cashback',
  // Points a removal or a reversal took, given back when its appeal is upheld (decision 048).
  'appeal_upheld',
] as const;
export const SPENDING_KINDS = ['reward_redeemed', 'reward_refunded'] as const;
export type LedgerKind = (typeof EARNING_KINDS)[number] | (typeof SPENDING_KINDS)[number];

export function isEarning(kind: LedgerKind): boolean {
  return (EARNING_KINDS as readonly string[]).includes(kind);
}

/** The tier of lifetime earned points: Bronze from 0, Silver and Gold from their thresholds. */
export function tierFor(lifetimePoints: number, thresholds: TierThresholds): Tier {
  if (lifetimePoints >= thresholds.gold) return 'Gold';
  if (lifetimePoints >= thresholds.silver) return 'Silver';
  return 'Bronze';
}

/** Progress to the next tier, for a bar: null once Gold. */
export function nextTier(lifetimePoints: number, thresholds: TierThresholds) {
  const tier = tierFor(lifetimePoints, thresholds);
  if (tier === 'Gold') return null;
  const [from, to, next] =
    tier === 'Bronze'
      ? [0, thresholds.silver, 'Silver' as const]
      : [thresholds.silver, thresholds.gold, 'Gold' as const];
  return { next, missing: to - lifetimePoints, progress: (lifetimePoints - from) / (to - from) };
}

/** Progress to the next voucher: points modulo 50 (spec §9). */
export function voucherProgress(points: number) {
  const current = points % VOUCHER_POINTS;
  return {
    current,
    missing: VOUCHER_POINTS - current,
    vouchersAvailable: Math.floor(points / VOUCHER_POINTS),
  };
}

/**
 * DESIGN.md §3.3 and §3.13: by default every approved review earns the same (5 points), whatever
 * its rating or tone. The admin spec's "rating × 10" is a rule one can switch on.
 */
export type ReviewPointsRule = { rule: 'fixed' | 'rating'; fixed: number };

export function reviewAward(rating: number, rule: ReviewPointsRule): number {
  return rule.rule === 'rating' ? Math.max(0, Math.min(5, Math.round(rating))) * 10 : rule.fixed;
}

/** The other ways to earn, as the programme advertises them (spec §1, §9). */
export const SURVEY_POINTS = { min: 3, max: 10 } as const;
export const CASHBACK_POINTS = { min: 2, max: 15 } as const;

/**
 * Cashback points by the purchase's amount (decision 020): the bands /cashback prints. From the
 * lowest band up: under 50 € 2 points, under 100 € 4, under 250 € 7, under 500 € 10, then 15.
 */
export const CASHBACK_BANDS = [
  { below: 50, points: CASHBACK_POINTS.min },
  { below: 100, points: 4 },
  { below: 250, points: 7 },
  { below: 500, points: 10 },
  { below: Infinity, points: CASHBACK_POINTS.max },
] as const;

export function cashbackPointsFor(amount: number): number {
  return CASHBACK_BANDS.find((band) => amount < band.below)!.points;
}
export const INVITE_POINTS = 10;
/** Invites that earn points, per inviter, in any 30 days: beyond it a confirmed friend earns nothing. */
export const INVITE_MONTHLY_CAP = 20;
