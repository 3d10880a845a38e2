import { Form, Link } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import { BarFigure, ChartFigure, KpiCard, LineFigure } from '#app/ui/admin/charts.tsx';
import { AdminPageHeader } from '#app/ui/admin/page-parts.tsx';
import { Button } from '#app/ui/button.tsx';
import { cn } from '#app/ui/cn.ts';
import { BACKLOG_AGE_LABELS } from '../../analytics-labels.ts';
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  ANALYTICS_VIEW_LABELS,
  ANALYTICS_VIEWS,
  analyticsHref,
  type AnalyticsQuery,
} from '../../analytics-query.ts';
import type {
  AnalyticsData,
  OverviewAnalytics,
  PerformanceAnalytics,
  ReviewsAnalytics,
  UsersAnalytics,
} from '../../analytics.server.ts';
import { StatsFreshness } from './stats-toolbar.tsx';

export type AnalyticsPageData = { query: AnalyticsQuery; data: AnalyticsData; computedAt: string };

const n = formatInteger;
const decimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const hours = (value: number | null) => (value === null ? '—' : `${decimal.format(value)} ore`);
const rating = (value: number | null) => (value === null ? '—' : `${decimal.format(value)} su 5`);

/** Analytics Avanzate (admin-side §2): a period, a view, real figures with their tables. */
export function AnalyticsPage({ query, data, computedAt }: AnalyticsPageData) {
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Analytics Avanzate" refresh />
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-surface p-4">
        <nav aria-label="Viste" className="flex flex-wrap gap-2">
          {ANALYTICS_VIEWS.map((view) => (
            <Link
              key={view}
              to={analyticsHref({ ...query, view })}
              aria-current={view === query.view ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold',
                view === query.view ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface',
              )}
            >
              {ANALYTICS_VIEW_LABELS[view]}
            </Link>
          ))}
        </nav>
        <Form method="get" className="ml-auto flex items-end gap-2">
          {query.view !== 'overview' && <input type="hidden" name="view" value={query.view} />}
          <div>
            <label htmlFor="analytics-period" className="mb-1 block text-sm font-medium">
              Periodo
            </label>
            <select
              id="analytics-period"
              name="period"
              defaultValue={query.months}
              key={query.months}
              className="min-h-11 rounded-lg border border-line bg-surface px-2"
            >
              {ANALYTICS_PERIODS.map((months) => (
                <option key={months} value={months}>
                  {ANALYTICS_PERIOD_LABELS[months]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">Mostra</Button>
        </Form>
      </div>
      <StatsFreshness computedAt={computedAt} />
      <h2 className="text-xl font-bold">
        {ANALYTICS_VIEW_LABELS[query.view]} · {ANALYTICS_PERIOD_LABELS[query.months].toLowerCase()}
      </h2>
      {data.view === 'overview' && <Overview data={data} />}
      {data.view === 'users' && <Users data={data} />}
      {data.view === 'reviews' && <Reviews data={data} />}
      {data.view === 'performance' && <Performance data={data} />}
    </section>
  );
}

function Kpis({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}

function Overview({ data }: { data: OverviewAnalytics }) {
  return (
    <>
      <Kpis>
        <KpiCard label="Nuovi utenti" value={n(data.totals.newUsers)} />
        <KpiCard
          label="Recensioni scritte"
          value={n(data.totals.reviews)}
          detail={`${n(data.totals.published)} pubblicate · ${n(data.totals.rejected)} rifiutate · ${n(data.totals.inReview)} in revisione`}
        />
        <KpiCard label="Voto medio" value={rating(data.averageRating)} />
        <KpiCard
          label="Punti in circolazione"
          value={n(data.points.inCirculation)}
          detail={`${n(data.points.issued)} assegnati in totale`}
        />
      </Kpis>
      <LineFigure
        id="overview-monthly"
        title="Andamento mensile"
        data={data.monthly.map((month) => ({
          label: month.label,
          newUsers: month.newUsers,
          reviews: month.reviews,
          published: month.published,
          activeReviewers: month.activeReviewers,
        }))}
        series={[
          { key: 'newUsers', name: 'Nuovi utenti' },
          { key: 'reviews', name: 'Recensioni scritte' },
          { key: 'published', name: 'Pubblicate' },
          { key: 'activeReviewers', name: 'Recensori attivi' },
        ]}
      />
    </>
  );
}

function Users({ data }: { data: UsersAnalytics }) {
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <LineFigure
          id="users-monthly"
          title="Iscrizioni e recensori attivi"
          data={data.monthly.map((month) => ({
            label: month.label,
            registrations: month.registrations,
            activeReviewers: month.activeReviewers,
          }))}
          series={[
            { key: 'registrations', name: 'Iscrizioni' },
            { key: 'activeReviewers', name: 'Recensori attivi' },
          ]}
        />
        <BarFigure
          id="points-buckets"
          title="Utenti per saldo punti"
          unit="Utenti"
          labelColumn="Punti"
          data={data.pointsBuckets.map((bucket) => ({ label: bucket.bucket, value: bucket.users }))}
        />
      </div>
      <ChartFigure
        id="top-reviewers"
        title="I 10 recensori con più punti"
        table={{
          columns: ['Recensore', 'Punti totali', 'Saldo', 'Recensioni pubblicate'],
          rows: data.topReviewers.map((reviewer) => [
            reviewer.blocked ? `${reviewer.name} (bloccato)` : reviewer.name,
            reviewer.lifetimePoints,
            reviewer.points,
            reviewer.publishedReviews,
          ]),
        }}
      />
    </>
  );
}

function Reviews({ data }: { data: ReviewsAnalytics }) {
  return (
    <>
      <Kpis>
        <KpiCard label="Voto medio nel periodo" value={rating(data.averageRating)} />
      </Kpis>
      <div className="grid gap-4 lg:grid-cols-2">
        <LineFigure
          id="reviews-monthly"
          title="Recensioni per mese"
          data={data.monthly.map((month) => ({
            label: month.label,
            submitted: month.submitted,
            published: month.published,
            rejected: month.rejected,
            inReview: month.inReview,
          }))}
          series={[
            { key: 'submitted', name: 'Scritte' },
            { key: 'published', name: 'Pubblicate' },
            { key: 'rejected', name: 'Rifiutate' },
            { key: 'inReview', name: 'In revisione' },
          ]}
        />
        <BarFigure
          id="rating-distribution"
          title="Distribuzione dei voti"
          unit="Recensioni"
          labelColumn="Stelle"
          data={data.ratingDistribution.map((entry) => ({
            label: `${entry.rating} ★`,
            value: entry.reviews,
          }))}
        />
      </div>
      <ChartFigure
        id="top-products"
        title="I 10 prodotti più recensiti"
        table={{
          columns: ['Prodotto', 'Recensioni pubblicate', 'Voto medio'],
          rows: data.topProducts.map((product) => [
            product.name,
            product.publishedReviews,
            rating(product.averageRating),
          ]),
        }}
      />
    </>
  );
}

function Performance({ data }: { data: PerformanceAnalytics }) {
  return (
    <>
      <Kpis>
        <KpiCard
          label="Tempo medio di approvazione"
          value={hours(data.approvalTime.meanHours)}
          detail={`mediana ${hours(data.approvalTime.medianHours)} su ${n(data.approvalTime.approved)} recensioni`}
        />
        <KpiCard label="Recensioni da moderare" value={n(data.backlog.total)} />
        <KpiCard label="Clic verso i negozi" value={n(data.clicks.total)} />
      </Kpis>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarFigure
          id="backlog"
          title="Recensioni in attesa, per età"
          unit="Recensioni"
          labelColumn="In attesa da"
          data={data.backlog.byAge.map((entry) => ({
            label: BACKLOG_AGE_LABELS[entry.age],
            value: entry.reviews,
          }))}
        />
        <LineFigure
          id="clicks-monthly"
          title="Clic verso i negozi per mese"
          data={data.clicks.monthly.map((month) => ({ label: month.label, clicks: month.clicks }))}
          series={[{ key: 'clicks', name: 'Clic' }]}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          id="clicks-merchant"
          title="Clic per negozio"
          table={{
            columns: ['Negozio', 'Clic'],
            rows: data.clicks.byMerchant.map((row) => [row.name, row.clicks]),
          }}
        />
        <ChartFigure
          id="clicks-product"
          title="Clic per prodotto"
          table={{
            columns: ['Prodotto', 'Clic'],
            rows: data.clicks.byProduct.map((row) => [row.name, row.clicks]),
          }}
        />
      </div>
    </>
  );
}
