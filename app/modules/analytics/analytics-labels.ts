/** Buckets and labels the analytics pages show; no server code, so components import them too. */

/** Spec §9: points balances 0-100, 101-500, 501-1000, 1001-5000 and above 5000. */
export const POINTS_BUCKETS = ['0-100', '101-500', '501-1000', '1001-5000', '5000+'] as const;
export type PointsBucket = (typeof POINTS_BUCKETS)[number];

/** How long reviews have been waiting for moderation. */
export const BACKLOG_AGES = ['under1Day', 'from1To3Days', 'from3To7Days', 'over7Days'] as const;
export type BacklogAge = (typeof BACKLOG_AGES)[number];
export const BACKLOG_AGE_LABELS: Record<BacklogAge, string> = {
  under1Day: 'Meno di 24 ore',
  from1To3Days: '1-3 giorni',
  from3To7Days: '3-7 giorni',
  over7Days: 'Oltre 7 giorni',
};
