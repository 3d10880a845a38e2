import { type Actor, assertAdmin } from '#app/lib/app-error.ts';
import { csvDate, csvRows, fileDate } from '#app/lib/csv.server.ts';
import { formatPrice } from '#app/lib/format.ts';
import { type DashboardStats, getDashboardStats } from './dashboard-stats.server.ts';

export const DASHBOARD_CSV_HEADER = ['Metrica', 'Valore', 'Dettagli'];

/** The dashboard's figures as Metrica;Valore;Dettagli rows, header first. */
export function dashboardCsvRows(stats: DashboardStats, computedAt: string): (string | number)[][] {
  const { users, reviews, rewardRequests, points, products } = stats;
  return [
    DASHBOARD_CSV_HEADER,
    ['Utenti totali', users.total, ''],
    ['Utenti confermati', users.confirmed, 'Indirizzo e-mail confermato'],
    ['Utenti bloccati', users.blocked, ''],
    ['Nuovi utenti (30 giorni)', users.newLast30Days, 'Registrati negli ultimi 30 giorni'],
    ['Recensioni totali', reviews.total, ''],
    ['Recensioni in revisione', reviews.inReview, 'In attesa di moderazione'],
    ['Recensioni pubblicate', reviews.published, ''],
    ['Recensioni rifiutate', reviews.rejected, ''],
    [
      'Richieste premio in attesa',
      rewardRequests.pending,
      `Valore ${formatPrice(rewardRequests.pendingEuros)}`,
    ],
    ['Premi erogati', rewardRequests.handedOut, `Valore ${formatPrice(rewardRequests.handedOutEuros)}`],
    ['Sondaggi completati', stats.surveyCompletions, 'Completamenti accreditati'],
    ['Punti in circolazione', points.inCirculation, 'Somma dei saldi degli utenti'],
    ['Punti emessi in totale', points.issued, 'Punti guadagnati, al netto degli storni'],
    ['Offerte attive', stats.activeOffers, 'Approvate, in vendita e disponibili, su prodotti approvati'],
    ['Prodotti totali', products.total, ''],
    ['Prodotti approvati', products.approved, ''],
    ['Prodotti in attesa', products.pending, ''],
    ['Prodotti inattivi', products.inactive, ''],
    ['Click affiliati (30 giorni)', stats.affiliateClicksLast30Days, 'Click sui link dei negozi'],
    ...stats.newUsersByMonth.map((entry) => [
      `Nuovi utenti ${entry.label}`,
      entry.users,
      'Registrazioni nel mese',
    ]),
    ['Dati calcolati il', csvDate(new Date(computedAt)), 'Ora italiana'],
  ];
}

/** The whole file: UTF-8 BOM (so Italian Excel reads accents and € right), then CRLF rows. */
export function dashboardCsv(stats: DashboardStats, computedAt: string): string {
  return `\uFEFF${csvRows(dashboardCsvRows(stats, computedAt))}\r\n`;
}

/** 'Export CSV' on the dashboard: the figures it shows (cached ones included), as a download. */
export async function exportDashboardCsv(actor: Actor): Promise<Response> {
  assertAdmin(actor);
  const { value, computedAt } = await getDashboardStats(actor);
  return new Response(dashboardCsv(value, computedAt), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="dashboard-kpi-${fileDate()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
