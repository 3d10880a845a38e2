import { readFileSync } from 'node:fs';
import { devices, type Page } from '@playwright/test';
import {
  adminPage,
  demoAdmin,
  expect,
  expectAccessible,
  expectSuccessToast,
  horizontalOverflow,
  hydrated,
  signIn,
  signUpConfirmed,
  smallTargets,
  test,
  uniqueEmail,
} from './support.ts';

/*
 * Dashboard KPI and Analytics Avanzate as an admin reads them: the figures of each table agree with
 * the cards and with each other, a review written by a person shows up only after 'Pulisci cache',
 * and the chart library stays off the public pages.
 */

const SHORT_MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
const CHARTS_SCRIPT = '/assets/charts-';

/** 'giu 2026' … for the `count` months up to the current one (Rome calendar), oldest first. */
function lastMonths(count: number, now = new Date()): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value) - 1;
  return Array.from({ length: count }, (_, index) => {
    const back = year * 12 + month - (count - 1 - index);
    return `${SHORT_MONTHS[back % 12]} ${Math.floor(back / 12)}`;
  });
}

/** 'HH:MM' in Rome of every minute from `from` to `to`. */
function romeMinutes(from: Date, to: Date): string[] {
  const clock = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const minutes = new Set<string>();
  for (let time = from.getTime() - 60_000; time <= to.getTime() + 60_000; time += 30_000)
    minutes.add(clock.format(new Date(time)));
  return [...minutes];
}

/** A whole number as the page prints it ('2315', '12.345'). */
function count(text: string): number {
  expect(text, 'a whole number').toMatch(/^(\d+|\d{1,3}(\.\d{3})+)$/);
  return Number(text.replaceAll('.', ''));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** 'Pulisci cache' (a button with a React handler only: clicked once the page is hydrated). */
async function clearCache(page: Page) {
  const button = page.getByRole('button', { name: 'Pulisci cache' });
  await hydrated(button);
  await button.click();
  await expectSuccessToast(page, 'Cache pulita');
  await expect(button).toBeEnabled();
  // The toast comes with the revalidated page; wait for it to go, so the next one is told apart.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** The line 'Dati calcolati il …; si aggiornano da soli ogni 5 minuti.' */
const freshness = (page: Page) =>
  page.getByText(/^Dati calcolati il .+; si aggiornano da soli ogni 5 minuti\.$/);

/** Its time, 'HH:MM'. */
async function computedClock(page: Page): Promise<string> {
  const text = (await freshness(page).textContent())!;
  const clock = text.match(/(\d{2}):(\d{2})/);
  expect(clock, text).not.toBeNull();
  return clock![0];
}

const main = (page: Page) => page.getByRole('main');

/** A KPI card's figure (the paragraph after its label), and its line of detail. */
function kpi(page: Page, label: string) {
  const name = main(page)
    .locator('p')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  return {
    value: name.locator('xpath=following-sibling::p[1]'),
    detail: name.locator('xpath=following-sibling::p[2]'),
  };
}

async function kpiCount(page: Page, label: string): Promise<number> {
  return count((await kpi(page, label).value.textContent())!.trim());
}

const figure = (page: Page, title: string) => page.getByRole('figure', { name: title, exact: true });

type Table = { columns: string[]; rows: string[][] };

/** The data table of a figure: its column headings and the cells of each row, as printed. */
async function readTable(page: Page, title: string): Promise<Table> {
  const table = figure(page, title).getByRole('table');
  await expect(table).toBeVisible();
  return table.evaluate((element: HTMLTableElement) => ({
    columns: [...element.tHead!.rows[0]!.cells].map((cell) => cell.textContent!.trim()),
    rows: [...element.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent!.trim())),
  }));
}

const labels = (table: Table) => table.rows.map((row) => row[0]!);

function column(table: Table, name: string): number[] {
  const index = table.columns.indexOf(name);
  expect(index, `column ${name} of ${table.columns.join(', ')}`).toBeGreaterThan(0);
  return table.rows.map((row) => count(row[index]!));
}

type Dashboard = {
  computed: string;
  users: number;
  usersDetail: string;
  reviews: number;
  reviewsDetail: string;
  points: number;
  status: Table;
  newUsers: Table;
};

async function readDashboard(page: Page): Promise<Dashboard> {
  await expect(page.getByRole('heading', { name: 'Dashboard KPI', level: 1 })).toBeVisible();
  return {
    computed: (await freshness(page).textContent())!,
    users: await kpiCount(page, 'Utenti'),
    usersDetail: (await kpi(page, 'Utenti').detail.textContent())!,
    reviews: await kpiCount(page, 'Recensioni'),
    reviewsDetail: (await kpi(page, 'Recensioni').detail.textContent())!,
    points: await kpiCount(page, 'Punti in circolazione'),
    status: await readTable(page, 'Stato delle recensioni'),
    newUsers: await readTable(page, 'Nuovi utenti negli ultimi 6 mesi'),
  };
}

/** The review status table as { 'In revisione': n, Pubblicata: n, Rifiutata: n }. */
const byStatus = (dashboard: Dashboard) =>
  Object.fromEntries(dashboard.status.rows.map((row) => [row[0], count(row[1]!)]));

/** What a dashboard's own tables must agree with. */
function expectConsistentDashboard(dashboard: Dashboard) {
  expect(dashboard.status.columns).toEqual(['Voce', 'Recensioni']);
  expect(labels(dashboard.status)).toEqual(['In revisione', 'Pubblicata', 'Rifiutata']);
  const status = byStatus(dashboard);
  expect(sum(Object.values(status))).toBe(dashboard.reviews);
  expect(dashboard.reviewsDetail).toBe(
    `${status.Pubblicata} pubblicate · ${status['In revisione']} in revisione · ${status.Rifiutata} rifiutate`,
  );
  expect(dashboard.newUsers.columns).toEqual(['Periodo', 'Nuovi utenti']);
  expect(labels(dashboard.newUsers)).toEqual(lastMonths(6));
  // Registrations of the last 6 months are some of the users, and never more than all of them.
  expect(sum(column(dashboard.newUsers, 'Nuovi utenti'))).toBeLessThanOrEqual(dashboard.users);
  const [, confirmed, blocked, newIn30] = dashboard.usersDetail.match(
    /^(\d+) confermati · (\d+) bloccati · (\d+) nuov[oi] in 30 giorni$/,
  )!;
  expect(Number(confirmed)).toBeLessThanOrEqual(dashboard.users);
  expect(Number(blocked)).toBeLessThanOrEqual(dashboard.users);
  // The last 30 days lie within this month and the one before.
  expect(Number(newIn30)).toBeLessThanOrEqual(sum(column(dashboard.newUsers, 'Nuovi utenti').slice(-2)));
}

/** Opens the catalogue's first product and writes a review of it (it waits for moderation). */
async function writeReview(page: Page, marker: string): Promise<string> {
  await page.goto('/catalog?sort=mostRecent');
  const card = page.getByRole('article').first().getByRole('heading');
  const name = (await card.textContent())!;
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('link', { name: 'Scrivi una recensione' }).first().click();
  await expect(page.getByRole('heading', { name: 'Scrivi una Recensione' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('radio', { name: '4 stelle' }).check({ force: true });
  await page.getByLabel('Titolo').fill(`${marker} batteria che dura`);
  await page.getByLabel('Pro', { exact: true }).fill('Autonomia ottima anche con uso intenso');
  await page.getByLabel('Contro', { exact: true }).fill('Il caricabatterie va comprato a parte');
  await page.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Recensione inviata!')).toBeVisible();
  const history = page.getByRole('region', { name: 'Storico Recensioni' });
  await expect(history.getByText(`${marker} batteria che dura`)).toBeVisible();
  return name;
}

/** The analytics selection in the address: { view, period } as far as they are there. */
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

const VIEWS = ['Panoramica', 'Utenti', 'Recensioni', 'Performance'] as const;
type View = (typeof VIEWS)[number];
const PERIODS = { 3: 'Ultimi 3 mesi', 6: 'Ultimi 6 mesi', 12: 'Ultimi 12 mesi' } as const;
type Period = keyof typeof PERIODS;

/** The figures only one view shows. */
const VIEW_FIGURES: Record<View, string[]> = {
  Panoramica: ['Andamento mensile'],
  Utenti: ['Iscrizioni e recensori attivi', 'Utenti per saldo punti', 'I 10 recensori con più punti'],
  Recensioni: ['Recensioni per mese', 'Distribuzione dei voti', 'I 10 prodotti più recensiti'],
  Performance: [
    'Recensioni in attesa, per età',
    'Clic verso i negozi per mese',
    'Clic per negozio',
    'Clic per prodotto',
  ],
};

/** The page shows `view` over `months`: address, heading, the one current link, its own figures. */
async function expectAnalytics(page: Page, view: View, months: Period, address: Record<string, string>) {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/analytics');
  await expect.poll(() => query(page)).toEqual(address);
  await expect(page.getByRole('heading', { name: 'Analytics Avanzate', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${view} · ${PERIODS[months].toLowerCase()}`,
      exact: true,
    }),
  ).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Viste' });
  for (const other of VIEWS) {
    const link = views.getByRole('link', { name: other, exact: true });
    if (other === view) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  await expect(page.getByLabel('Periodo')).toHaveValue(String(months));
  for (const other of VIEWS)
    for (const title of VIEW_FIGURES[other])
      if (other === view) await expect(figure(page, title)).toBeVisible();
      else await expect(figure(page, title)).toHaveCount(0);
}

/** Another view through its link. */
async function openView(page: Page, view: View, months: Period, address: Record<string, string>) {
  await page
    .getByRole('navigation', { name: 'Viste' })
    .getByRole('link', { name: view, exact: true })
    .click();
  await expectAnalytics(page, view, months, address);
}

/** Another period through the select and 'Mostra'. */
async function showPeriod(page: Page, view: View, months: Period, address: Record<string, string>) {
  const show = page.getByRole('button', { name: 'Mostra', exact: true });
  await hydrated(show);
  await page.getByLabel('Periodo').selectOption({ label: PERIODS[months] });
  await show.click();
  await expectAnalytics(page, view, months, address);
}

/** Every chart is a picture beside a table: SVGs hidden from assistive technology, one table each. */
async function expectChartsBesideTables(page: Page, charts: number) {
  const figures = main(page).getByRole('figure');
  await expect(figures.first()).toBeVisible();
  // Recharts draws once it has measured its box.
  await expect(main(page).locator('figure .recharts-wrapper > svg')).toHaveCount(charts);
  const report = await main(page)
    .locator('figure')
    .evaluateAll((elements) =>
      elements.map((element) => ({
        title: element.querySelector('figcaption')?.textContent,
        tables: element.querySelectorAll('table').length,
        exposedSvgs: [...element.querySelectorAll('svg')].filter(
          (svg) => !svg.closest('[aria-hidden="true"]'),
        ).length,
        // What is hidden from assistive technology must not take the keyboard's focus either.
        focusableHidden: [
          ...element.querySelectorAll(
            '[aria-hidden="true"] :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))',
          ),
        ].map((node) => node.outerHTML.slice(0, 80)),
      })),
    );
  for (const entry of report)
    expect(entry, String(entry.title)).toMatchObject({ tables: 1, exposedSvgs: 0, focusableHidden: [] });
  // And in the accessibility tree: no picture, one table per figure.
  for (const title of report.map((entry) => entry.title!)) {
    await expect(figure(page, title).getByRole('img')).toHaveCount(0);
    await expect(figure(page, title).getByRole('table')).toHaveCount(1);
  }
}

async function expectNoViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, what);
}

/** Each analytics view at 6 months, with how many charts it draws. */
const VIEW_PAGES: { path: string; view: View; charts: number }[] = [
  { path: '/admin/analytics', view: 'Panoramica', charts: 1 },
  { path: '/admin/analytics?view=users', view: 'Utenti', charts: 2 },
  { path: '/admin/analytics?view=reviews', view: 'Recensioni', charts: 2 },
  { path: '/admin/analytics?view=performance', view: 'Performance', charts: 2 },
];

test.describe('Dashboard KPI and Analytics Avanzate', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the dashboard’s tables agree with its cards; a new review shows only after Pulisci cache', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { name: 'Dashboard KPI', level: 1 })).toBeVisible();
    for (const label of [
      'Utenti',
      'Recensioni',
      'Richieste premio in attesa',
      'Premi consegnati',
      'Punti in circolazione',
      'Sondaggi completati',
      'Prodotti',
      'Offerte attive',
    ])
      await expect(kpi(admin, label).value, label).toHaveText(/^(\d+|\d{1,3}(\.\d{3})+)$/);
    await expect(kpi(admin, 'Prodotti').detail).toHaveText(/^\d+ approvati · \d+ in attesa · \d+ inattivi$/);
    await expect(kpi(admin, 'Richieste premio in attesa').detail).toHaveText(/in buoni da approvare$/);

    // Figures computed now, to start from.
    let clickedAt = new Date();
    await clearCache(admin);
    expect(romeMinutes(clickedAt, new Date())).toContain(await computedClock(admin));
    const before = await readDashboard(admin);
    expectConsistentDashboard(before);
    // The products card: its detail adds up to its figure.
    const products = (await kpi(admin, 'Prodotti').detail.textContent())!.match(/\d+/g)!.map(Number);
    expect(sum(products)).toBe(await kpiCount(admin, 'Prodotti'));

    // A person signs up and writes a review: it waits for moderation.
    const person = {
      firstName: 'Ilaria',
      lastName: 'Fontana',
      email: uniqueEmail('statistiche'),
      password: 'Cuffie-Rosse-88',
    };
    await signUpConfirmed(page, person);
    await writeReview(page, `Statistiche${Date.now()}`);

    // Within 5 minutes the dashboard shows the figures it keeps: after a reload and after 'Aggiorna'.
    await admin.reload();
    expect(await readDashboard(admin)).toEqual(before);
    const refresh = admin.getByRole('button', { name: 'Aggiorna' });
    await hydrated(refresh);
    const revalidated = admin.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'),
    );
    await refresh.click();
    expect((await revalidated).status()).toBe(200);
    await expect(refresh).toBeEnabled();
    expect(await readDashboard(admin)).toEqual(before);

    // 'Pulisci cache': the review and the person are counted, computed just now.
    clickedAt = new Date();
    await clearCache(admin);
    await expect.poll(() => kpiCount(admin, 'Recensioni')).toBe(before.reviews + 1);
    expect(romeMinutes(clickedAt, new Date())).toContain(await computedClock(admin));
    const after = await readDashboard(admin);
    expectConsistentDashboard(after);
    expect(byStatus(after)).toEqual({
      ...byStatus(before),
      'In revisione': byStatus(before)['In revisione']! + 1,
    });
    expect(after.users).toBe(before.users + 1);
    // This month's registrations: one more.
    expect(column(after.newUsers, 'Nuovi utenti')).toEqual(
      column(before.newUsers, 'Nuovi utenti').map((users, index) => (index === 5 ? users + 1 : users)),
    );
    expect(after.points).toBe(before.points);
    await admin.context().close();
  });

  test('Export CSV downloads the dashboard’s figures with a BOM and Metrica;Valore;Dettagli', async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin');
    // Fresh figures, so the export (which reads the same cache) is sure to match them.
    await clearCache(page);
    const dashboard = await readDashboard(page);
    const clock = await computedClock(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`dashboard-kpi-${today}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFMetrica;Valore;Dettagli\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    const status = byStatus(dashboard);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Utenti totali;${dashboard.users};`,
        `Recensioni totali;${dashboard.reviews};`,
        `Recensioni in revisione;${status['In revisione']};In attesa di moderazione`,
        `Recensioni pubblicate;${status.Pubblicata};`,
        `Recensioni rifiutate;${status.Rifiutata};`,
        `Punti in circolazione;${dashboard.points};Somma dei saldi degli utenti`,
        ...dashboard.newUsers.rows.map(
          ([label, users]) => `Nuovi utenti ${label};${count(users!)};Registrazioni nel mese`,
        ),
      ]),
    );
    // The time of the figures, the one the page shows.
    const [day, month, year] = today.split('-').reverse();
    expect(lines.at(-1)).toBe(`Dati calcolati il;${day}/${month}/${year} ${clock};Ora italiana`);
    for (const line of lines) expect(line.split(';'), line).toHaveLength(3);
  });

  test('Analytics Avanzate: every view over several periods, its figures agreeing with the dashboard', async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin');
    await clearCache(page);
    const dashboard = await readDashboard(page);

    await page
      .getByRole('navigation', { name: 'Sezioni amministrazione' })
      .getByRole('link', { name: 'Analytics Avanzate' })
      .click();
    // Panoramica, 6 months: the default.
    await expectAnalytics(page, 'Panoramica', 6, {});
    const overview6 = await readTable(page, 'Andamento mensile');
    expect(overview6.columns).toEqual([
      'Periodo',
      'Nuovi utenti',
      'Recensioni scritte',
      'Pubblicate',
      'Recensori attivi',
    ]);
    expect(labels(overview6)).toEqual(lastMonths(6));
    // The same registrations as the dashboard's 6 months.
    expect(column(overview6, 'Nuovi utenti')).toEqual(column(dashboard.newUsers, 'Nuovi utenti'));
    expect(await kpiCount(page, 'Nuovi utenti')).toBe(sum(column(overview6, 'Nuovi utenti')));
    const written6 = sum(column(overview6, 'Recensioni scritte'));
    expect(await kpiCount(page, 'Recensioni scritte')).toBe(written6);
    const detail = (await kpi(page, 'Recensioni scritte').detail.textContent())!;
    const [, published, rejected, inReview] = detail.match(
      /^(\d+) pubblicate · (\d+) rifiutate · (\d+) in revisione$/,
    )!;
    expect(Number(published)).toBe(sum(column(overview6, 'Pubblicate')));
    expect(Number(published) + Number(rejected) + Number(inReview)).toBe(written6);
    expect(written6).toBeLessThanOrEqual(dashboard.reviews);
    expect(Number(inReview)).toBeLessThanOrEqual(byStatus(dashboard)['In revisione']!);
    expect(await kpiCount(page, 'Punti in circolazione')).toBe(dashboard.points);
    await expect(kpi(page, 'Voto medio').value).toHaveText(/^(\d,\d su 5|—)$/);

    // Panoramica, 12 months: the last 6 are the same months with the same figures.
    await showPeriod(page, 'Panoramica', 12, { period: '12' });
    const overview12 = await readTable(page, 'Andamento mensile');
    expect(labels(overview12)).toEqual(lastMonths(12));
    expect(overview12.rows.slice(-6)).toEqual(overview6.rows);
    expect(await kpiCount(page, 'Recensioni scritte')).toBe(sum(column(overview12, 'Recensioni scritte')));

    // Utenti, 12 months.
    await openView(page, 'Utenti', 12, { period: '12', view: 'users' });
    const users12 = await readTable(page, 'Iscrizioni e recensori attivi');
    expect(users12.columns).toEqual(['Periodo', 'Iscrizioni', 'Recensori attivi']);
    expect(labels(users12)).toEqual(lastMonths(12));
    expect(column(users12, 'Iscrizioni')).toEqual(column(overview12, 'Nuovi utenti'));
    expect(column(users12, 'Recensori attivi')).toEqual(column(overview12, 'Recensori attivi'));
    const buckets = await readTable(page, 'Utenti per saldo punti');
    expect(buckets.columns).toEqual(['Punti', 'Utenti']);
    expect(labels(buckets)).toEqual(['0-100', '101-500', '501-1000', '1001-5000', '5000+']);
    // Every user has a balance, so the buckets hold every user the dashboard counts.
    expect(sum(column(buckets, 'Utenti'))).toBe(dashboard.users);
    const top = await readTable(page, 'I 10 recensori con più punti');
    expect(top.columns).toEqual(['Recensore', 'Punti totali', 'Saldo', 'Recensioni pubblicate']);
    expect(top.rows.length).toBeGreaterThan(0);
    expect(top.rows.length).toBeLessThanOrEqual(10);
    const lifetime = column(top, 'Punti totali');
    expect(lifetime).toEqual([...lifetime].sort((a, b) => b - a));
    const balances = column(top, 'Saldo');
    balances.forEach((balance, index) => expect(balance).toBeLessThanOrEqual(lifetime[index]!));
    // The balances are part of the points in circulation.
    expect(sum(balances)).toBeLessThanOrEqual(dashboard.points);

    // Utenti, 3 months: the same last 3 months; the balances are today's, whatever the period.
    await showPeriod(page, 'Utenti', 3, { period: '3', view: 'users' });
    const users3 = await readTable(page, 'Iscrizioni e recensori attivi');
    expect(labels(users3)).toEqual(lastMonths(3));
    expect(users3.rows).toEqual(users12.rows.slice(-3));
    expect(await readTable(page, 'Utenti per saldo punti')).toEqual(buckets);

    // Recensioni, 3 months.
    await openView(page, 'Recensioni', 3, { period: '3', view: 'reviews' });
    const checkReviews = async (months: Period) => {
      const monthly = await readTable(page, 'Recensioni per mese');
      expect(monthly.columns).toEqual(['Periodo', 'Scritte', 'Pubblicate', 'Rifiutate', 'In revisione']);
      expect(labels(monthly)).toEqual(lastMonths(months));
      const [written, publishedByMonth, rejectedByMonth, waiting] = [
        column(monthly, 'Scritte'),
        column(monthly, 'Pubblicate'),
        column(monthly, 'Rifiutate'),
        column(monthly, 'In revisione'),
      ];
      written.forEach((total, index) =>
        expect(total, labels(monthly)[index]).toBe(
          publishedByMonth[index]! + rejectedByMonth[index]! + waiting[index]!,
        ),
      );
      // The stars of the published reviews written in the period: as many as the published ones.
      const stars = await readTable(page, 'Distribuzione dei voti');
      expect(stars.columns).toEqual(['Stelle', 'Recensioni']);
      expect(labels(stars)).toEqual(['1 ★', '2 ★', '3 ★', '4 ★', '5 ★']);
      expect(sum(column(stars, 'Recensioni'))).toBe(sum(publishedByMonth));
      const products = await readTable(page, 'I 10 prodotti più recensiti');
      expect(products.columns).toEqual(['Prodotto', 'Recensioni pubblicate', 'Voto medio']);
      expect(products.rows.length).toBeLessThanOrEqual(10);
      const reviewsPerProduct = column(products, 'Recensioni pubblicate');
      expect(reviewsPerProduct).toEqual([...reviewsPerProduct].sort((a, b) => b - a));
      for (const row of products.rows) expect(row[2]).toMatch(/^(\d,\d su 5|—)$/);
      await expect(kpi(page, 'Voto medio nel periodo').value).toHaveText(/^(\d,\d su 5|—)$/);
      return monthly;
    };
    const reviews3 = await checkReviews(3);

    // Recensioni, 12 months: the same as Panoramica's 12 months.
    await showPeriod(page, 'Recensioni', 12, { period: '12', view: 'reviews' });
    const reviews12 = await checkReviews(12);
    expect(reviews12.rows.slice(-3)).toEqual(reviews3.rows);
    expect(column(reviews12, 'Scritte')).toEqual(column(overview12, 'Recensioni scritte'));
    expect(column(reviews12, 'Pubblicate')).toEqual(column(overview12, 'Pubblicate'));
    expect(sum(column(reviews12, 'Scritte'))).toBeLessThanOrEqual(dashboard.reviews);

    // Performance, 12 months.
    await openView(page, 'Performance', 12, { period: '12', view: 'performance' });
    const checkPerformance = async (months: Period) => {
      await expect(kpi(page, 'Tempo medio di approvazione').value).toHaveText(/^\d+,\d ore$/);
      await expect(kpi(page, 'Tempo medio di approvazione').detail).toHaveText(
        /^mediana \d+,\d ore su \d+ recensioni$/,
      );
      // The reviews waiting now: the dashboard's 'In revisione', by how long they have waited.
      const backlog = await readTable(page, 'Recensioni in attesa, per età');
      expect(labels(backlog)).toEqual(['Meno di 24 ore', '1-3 giorni', '3-7 giorni', 'Oltre 7 giorni']);
      expect(await kpiCount(page, 'Recensioni da moderare')).toBe(byStatus(dashboard)['In revisione']);
      expect(sum(column(backlog, 'Recensioni'))).toBe(byStatus(dashboard)['In revisione']);
      const clicks = await readTable(page, 'Clic verso i negozi per mese');
      expect(labels(clicks)).toEqual(lastMonths(months));
      expect(await kpiCount(page, 'Clic verso i negozi')).toBe(sum(column(clicks, 'Clic')));
      for (const title of ['Clic per negozio', 'Clic per prodotto']) {
        const table = await readTable(page, title);
        if (table.rows.length === 1 && table.rows[0]![0] === 'Nessun dato nel periodo') continue;
        expect(table.rows.length).toBeLessThanOrEqual(10);
        expect(sum(column(table, 'Clic'))).toBeLessThanOrEqual(sum(column(clicks, 'Clic')));
      }
      return clicks;
    };
    const clicks12 = await checkPerformance(12);

    // Performance, 6 months.
    await showPeriod(page, 'Performance', 6, { period: '6', view: 'performance' });
    const clicks6 = await checkPerformance(6);
    expect(clicks6.rows).toEqual(clicks12.rows.slice(-6));

    // Back to Panoramica: the default period leaves the address bare.
    await openView(page, 'Panoramica', 6, {});
    expect(await readTable(page, 'Andamento mensile')).toEqual(overview6);
  });

  test('the dashboard and every analytics view pass axe; charts are hidden pictures beside tables', async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin');
    await expectChartsBesideTables(page, 2);
    await expectNoViolations(page, '/admin');
    for (const { path, view, charts } of VIEW_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: `${view} · ultimi 6 mesi` })).toBeVisible();
      await expectChartsBesideTables(page, charts);
      await expectNoViolations(page, path);
    }
    // The longest tables too: 12 months.
    await page.goto('/admin/analytics?view=reviews&period=12');
    await expectChartsBesideTables(page, 2);
    await expectNoViolations(page, '/admin/analytics?view=reviews&period=12');
  });

  test('public pages never load the chart library; Analytics Avanzate does', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    for (const path of ['/', '/catalog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => script.includes(CHARTS_SCRIPT)),
        path,
      ).toEqual([]);
    }
    await signIn(page, demoAdmin);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes(CHARTS_SCRIPT))).toEqual([]);

    const charts = page.waitForResponse((response) => response.url().includes(CHARTS_SCRIPT));
    await page.goto('/admin/analytics');
    expect((await charts).status()).toBe(200);
    await expect(main(page).locator('figure .recharts-wrapper > svg')).toHaveCount(1);
  });

  test.describe('on a phone', () => {
    const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
    test.use(pixel7);

    test('the dashboard and every analytics view fit a phone', async ({ page }) => {
      await signIn(page, demoAdmin);
      for (const { path, charts } of [{ path: '/admin', charts: 2 }, ...VIEW_PAGES]) {
        await page.goto(path);
        await expect(main(page).locator('figure .recharts-wrapper > svg')).toHaveCount(charts);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
        expect(await smallTargets(page), path).toEqual([]);
      }
    });
  });
});
