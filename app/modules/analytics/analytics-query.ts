import { z } from 'zod';

/** Analytics Avanzate's selectors (admin-side §2, §9): the period in months and the view. */
export const ANALYTICS_PERIODS = [3, 6, 12] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_VIEWS = ['overview', 'users', 'reviews', 'performance'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

export const ANALYTICS_VIEW_LABELS: Record<AnalyticsView, string> = {
  overview: 'Panoramica',
  users: 'Utenti',
  reviews: 'Recensioni',
  performance: 'Performance',
};
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  3: 'Ultimi 3 mesi',
  6: 'Ultimi 6 mesi',
  12: 'Ultimi 12 mesi',
};

export type AnalyticsQuery = { months: AnalyticsPeriod; view: AnalyticsView };
export const DEFAULT_ANALYTICS_QUERY: AnalyticsQuery = { months: 6, view: 'overview' };

const periodSchema = z.coerce
  .number()
  .pipe(z.literal(ANALYTICS_PERIODS))
  .catch(DEFAULT_ANALYTICS_QUERY.months);
const viewSchema = z.enum(ANALYTICS_VIEWS).catch(DEFAULT_ANALYTICS_QUERY.view);

/** `?period=&view=`; a missing or unknown value falls back to its default (6 months, overview). */
export function parseAnalyticsQuery(params: URLSearchParams): AnalyticsQuery {
  return {
    months: periodSchema.parse(params.get('period') ?? undefined),
    view: viewSchema.parse(params.get('view') ?? undefined),
  };
}

/** The URL of a selection, leaving out the defaults. */
export function analyticsHref(query: AnalyticsQuery, base = '/admin/analytics'): string {
  const params = new URLSearchParams();
  if (query.months !== DEFAULT_ANALYTICS_QUERY.months) params.set('period', String(query.months));
  if (query.view !== DEFAULT_ANALYTICS_QUERY.view) params.set('view', query.view);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
