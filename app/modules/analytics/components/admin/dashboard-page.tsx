import { formatEuros, formatInteger } from '#app/lib/format.ts';
import { KpiCard, LineFigure, PieFigure } from '#app/ui/admin/charts.tsx';
import { AdminPageHeader } from '#app/ui/admin/page-parts.tsx';
import type { DashboardStats } from '../../dashboard-stats.server.ts';
import { StatsFreshness } from './stats-toolbar.tsx';

export type DashboardPageData = { stats: DashboardStats; computedAt: string };

const n = formatInteger;
const STATUS_COLOURS = { in_revisione: '#b45309', pubblicata: '#0a6656', rifiutata: '#b91c1c' } as const;

/** Dashboard KPI (admin-side §2), the back office's landing page: every figure from the database. */
export function DashboardPage({ stats, computedAt }: DashboardPageData) {
  const { users, reviews, rewardRequests, points, products } = stats;
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Dashboard KPI" exportHref="/admin/dashboard/export" refresh />
      <StatsFreshness computedAt={computedAt} />
      <h2 className="sr-only">Indicatori</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <li>
          <KpiCard
            label="Utenti"
            value={n(users.total)}
            detail={`${n(users.confirmed)} confermati · ${n(users.blocked)} bloccati · ${n(users.newLast30Days)} ${users.newLast30Days === 1 ? 'nuovo' : 'nuovi'} in 30 giorni`}
          />
        </li>
        <li>
          <KpiCard
            label="Recensioni"
            value={n(reviews.total)}
            detail={`${n(reviews.published)} pubblicate · ${n(reviews.inReview)} in revisione · ${n(reviews.rejected)} rifiutate`}
          />
        </li>
        <li>
          <KpiCard
            label="Richieste premio in attesa"
            value={n(rewardRequests.pending)}
            detail={`${formatEuros(rewardRequests.pendingEuros)} in buoni da approvare`}
          />
        </li>
        <li>
          <KpiCard
            label="Premi consegnati"
            value={n(rewardRequests.handedOut)}
            detail={`${formatEuros(rewardRequests.handedOutEuros)} in buoni`}
          />
        </li>
        <li>
          <KpiCard
            label="Punti in circolazione"
            value={n(points.inCirculation)}
            detail={`${n(points.issued)} punti assegnati in totale`}
          />
        </li>
        <li>
          <KpiCard label="Sondaggi completati" value={n(stats.surveyCompletions)} />
        </li>
        <li>
          <KpiCard
            label="Prodotti"
            value={n(products.total)}
            detail={`${n(products.approved)} approvati · ${n(products.pending)} in attesa · ${n(products.inactive)} inattivi`}
          />
        </li>
        <li>
          <KpiCard
            label="Offerte attive"
            value={n(stats.activeOffers)}
            detail={`${n(stats.affiliateClicksLast30Days)} clic verso i negozi in 30 giorni`}
          />
        </li>
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <PieFigure
          id="review-status"
          title="Stato delle recensioni"
          unit="Recensioni"
          data={stats.reviewStatus.map((slice) => ({
            label: slice.label,
            value: slice.reviews,
            colour: STATUS_COLOURS[slice.status],
          }))}
        />
        <LineFigure
          id="new-users"
          title="Nuovi utenti negli ultimi 6 mesi"
          data={stats.newUsersByMonth.map((month) => ({ label: month.label, users: month.users }))}
          series={[{ key: 'users', name: 'Nuovi utenti' }]}
        />
      </div>
    </section>
  );
}
