import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  hydrated,
  openDialog,
  signUpConfirmed,
  test,
  uniqueEmail,
} from './support.ts';

/*
 * Cashback end to end (decision 020): a signed-in person follows a shop's Awin offer (the link
 * carries their click reference); the network's transaction, imported as Awin's own JSON, makes
 * the points pending, its approval confirms them; a second purchase approved then declined is
 * taken back.
 */

const example = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../fixtures/awin/publisher-transactions.json'), 'utf8'),
)[0] as Record<string, unknown>;

/** A transaction as Awin's API reports it (its real shape), for our click reference. */
function awinTransaction(id: number, clickRef: string, amount: number, status: string) {
  const now = new Date().toISOString().slice(0, 19);
  return {
    ...example,
    id,
    commissionStatus: status,
    saleAmount: { amount, currency: 'EUR' },
    commissionAmount: { amount: Math.round(amount * 3) / 100, currency: 'EUR' },
    clickRefs: { clickRef },
    transactionDate: now,
    validationDate: status === 'pending' ? null : now,
    declineReason: status === 'declined' ? 'Ordine reso' : null,
  };
}

/** Where a shop link sends a signed-in person: Awin, with their click reference. */
async function clickRefOf(request: APIRequestContext, goHref: string) {
  const answer = await request.get(goHref, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  const target = new URL(answer.headers().location!);
  expect(target.hostname).toBe('www.awin1.com');
  return target.searchParams.get('clickref')!;
}

async function importTransactions(admin: Page, transactions: unknown[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'provato-awin-')), 'transazioni-awin.json');
  writeFileSync(file, JSON.stringify(transactions));
  await admin.goto('/admin/cashback');
  const submit = admin.getByRole('button', { name: 'Importa transazioni' });
  await hydrated(submit);
  await admin.getByLabel('Oppure importa un file JSON di transazioni Awin').setInputFiles(file);
  await submit.click();
  await expectSuccessToast(admin, 'Transazioni importate');
}

const cashbackCard = (page: Page) => page.getByRole('region', { name: 'Cashback', exact: true });

test.describe('Cashback', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a click on a cashback offer, pending then confirmed points; another purchase declined and taken back', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Tommaso',
      lastName: 'Neri',
      email: uniqueEmail('tommaso.cashback'),
      password: 'Provato2026!',
    };
    await signUpConfirmed(page, person);

    // A product page marks the offers that earn cashback; Amazon's never do.
    await page.goto('/product/samsung-galaxy-s24-ultra');
    const shops = page.getByRole('region', { name: /Dove acquistare/ }).getByRole('listitem');
    const withCashback = shops.filter({ hasText: 'Cashback: da +2 a +15 punti' });
    await expect(withCashback.first()).toBeVisible();
    await expect(shops.filter({ hasText: 'Amazon' }).filter({ hasText: 'Cashback' })).toHaveCount(0);
    const go = withCashback.first().getByRole('link', { name: /Vai al negozio/ });
    const first = await clickRefOf(page.request, (await go.getAttribute('href'))!);
    const second = await clickRefOf(page.request, (await go.getAttribute('href'))!);
    expect(first).toMatch(/^pv[0-9a-f]{20}$/);
    expect(second).not.toBe(first);

    // The network reports the first purchase (129,99 €: 7 points), still pending.
    const admin = await adminPage(browser, baseURL!);
    const run = Number(Date.now().toString().slice(-7));
    await importTransactions(admin, [awinTransaction(run, first, 129.99, 'pending')]);
    await page.goto('/cashback');
    await expect(cashbackCard(page)).toContainText('In attesa di conferma7 punti');
    await expect(cashbackCard(page)).toContainText('Confermati0 punti');
    await expect(page.getByRole('region', { name: 'I tuoi acquisti con cashback' })).toContainText(
      'In attesa: +7 punti',
    );
    await expectAccessible(page, '/cashback signed in');
    const balance = async () => {
      const answer = await page.request.get('/api/user/profile');
      return ((await answer.json()) as { points: number }).points;
    };
    expect(await balance()).toBe(0);

    // Approved: the points are confirmed and spendable; importing it again changes nothing.
    await importTransactions(admin, [awinTransaction(run, first, 129.99, 'approved')]);
    await importTransactions(admin, [awinTransaction(run, first, 129.99, 'approved')]);
    await page.goto('/dashboard');
    await expect(cashbackCard(page)).toContainText('In attesa di conferma0 punti');
    await expect(cashbackCard(page)).toContainText('Confermati7 punti');
    expect(await balance()).toBe(7);

    // The second purchase (59,90 €: 4 points) approved, then returned: taken back.
    await importTransactions(admin, [awinTransaction(run + 1, second, 59.9, 'approved')]);
    expect(await balance()).toBe(11);
    await importTransactions(admin, [awinTransaction(run + 1, second, 59.9, 'declined')]);
    expect(await balance()).toBe(7);
    await page.goto('/profile');
    await expect(cashbackCard(page)).toContainText('Confermati7 punti');
    await expect(page.getByRole('region', { name: 'Attività recenti' })).toContainText(
      'Cashback annullato per il tuo acquisto',
    );

    // The back office lists both, by the person.
    await admin.goto(`/admin/cashback?q=${encodeURIComponent(person.email)}`);
    await expect(admin.getByRole('row').filter({ hasText: 'Confermato' })).toHaveCount(1);
    await expect(admin.getByRole('row').filter({ hasText: 'Annullato' })).toHaveCount(1);
    await expectAccessible(admin, 'Gestione Cashback');
    await admin.context().close();
  });

  test('a purchase that did not show up: a refused form, a claim, the same order again, rejected with a reason, another approved', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Marta',
      lastName: 'Sala',
      email: uniqueEmail('marta.cashback'),
      password: 'Provato2026!',
    };
    await signUpConfirmed(page, person);
    await page.goto('/cashback');
    const form = page.getByRole('region', { name: 'Il mio acquisto non compare' });
    const send = form.getByRole('button', { name: 'Invia segnalazione' });
    await hydrated(send);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
    const order = `UE-${Date.now().toString().slice(-8)}`;
    const claim = async (orderRef: string, amount: string) => {
      await form.getByLabel('Negozio').fill('Unieuro');
      await form.getByLabel('Numero d’ordine').fill(orderRef);
      await form.getByLabel('Importo dell’ordine (€)').fill(amount);
      await form.getByLabel('Data dell’acquisto').fill(today);
      await send.click();
    };

    await claim(order, 'gratis');
    await expect(form.getByRole('status')).toHaveText('Indica l’importo dell’ordine, per esempio 129,90');
    await expect(form.getByRole('list', { name: 'Le tue segnalazioni' })).toHaveCount(0);
    await claim(order, '179,00');
    await expect(form.getByRole('status')).toHaveText(
      'Segnalazione inviata: lo staff la controlla con il negozio e ti scrive l’esito.',
    );
    await claim(order, '179,00');
    await expect(form.getByRole('status')).toHaveText('Questo ordine è già stato segnalato');
    await claim(`B-${order}`, '59,90');
    await expect(form.getByRole('status')).toContainText('Segnalazione inviata');

    // The back office decides: one rejected with its reason, the other approved (59,90 €: 4 points).
    const admin = await adminPage(browser, baseURL!);
    await admin.goto(`/admin/cashback?tab=claims&q=${encodeURIComponent(person.email)}`);
    const rejectRow = admin.getByRole('row').filter({ hasText: `ordine ${order}` });
    const reject = admin.getByRole('dialog', { name: /Rifiutare la segnalazione/ });
    await openDialog(rejectRow.getByRole('button', { name: 'Rifiuta' }), reject);
    await reject.getByLabel('Regola applicata').selectOption('cashback-eligible');
    await reject
      .getByLabel('Motivo del rifiuto')
      .fill('Ordine pagato con un buono regalo, escluso dal cashback.');
    await reject.getByRole('button', { name: 'Conferma rifiuto' }).click();
    await expectSuccessToast(admin, 'Segnalazione rifiutata');
    const approveRow = admin.getByRole('row').filter({ hasText: `ordine B-${order}` });
    const approve = admin.getByRole('dialog', { name: /Approvare la segnalazione/ });
    await openDialog(approveRow.getByRole('button', { name: 'Approva' }), approve);
    await approve.getByRole('button', { name: 'Approva' }).click();
    await expectSuccessToast(admin, 'Segnalazione approvata: 4 punti accreditati');
    await admin.context().close();

    await page.goto('/cashback');
    await expect(form.getByRole('list', { name: 'Le tue segnalazioni' })).toContainText(
      'Rifiutata · Motivo: Ordine pagato con un buono regalo, escluso dal cashback.',
    );
    await expect(cashbackCard(page)).toContainText('Confermati4 punti');
  });

  test('a shop click is listed at once with its time and product; a cancelled purchase says why; the bands meet without overlapping', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Elena',
      lastName: 'Riva',
      email: uniqueEmail('elena.cashback'),
      password: 'Provato2026!',
    };
    await signUpConfirmed(page, person);
    await page.goto('/cashback');
    const clicks = page.getByRole('region', { name: 'Ultimi clic verso i negozi' });
    await expect(clicks).toContainText('Nessun clic verso i negozi per ora');
    // Each band ends one cent before the next begins, as cashbackPointsFor compares.
    const bands = page.getByRole('table', { name: /Punti del cashback per importo/ });
    await expect(bands.getByRole('row')).toHaveText([
      /Importo/,
      /^fino a 49,99\s€\s*\+2$/,
      /^da 50\s€ a 99,99\s€\s*\+4$/,
      /^da 100\s€ a 249,99\s€\s*\+7$/,
      /^da 250\s€ a 499,99\s€\s*\+10$/,
      /^da 500\s€ in su\s*\+15$/,
    ]);

    // Two shop links followed from a product page: one with cashback, one without (Amazon's never has).
    await page.goto('/product/samsung-galaxy-s24-ultra');
    const shops = page.getByRole('region', { name: /Dove acquistare/ }).getByRole('listitem');
    const withCashback = shops.filter({ hasText: 'Cashback: da +2 a +15 punti' }).first();
    const shopName = (await withCashback.locator('.offer-shop p').first().textContent())!.trim();
    const clickRef = await clickRefOf(
      page.request,
      (await withCashback.getByRole('link', { name: /Vai al negozio/ }).getAttribute('href'))!,
    );
    const without = shops.filter({ hasNotText: 'Cashback' }).first();
    const otherShop = (await without.locator('.offer-shop p').first().textContent())!.trim();
    const toOther = await page.request.get(
      (await without.getByRole('link', { name: /Vai al negozio/ }).getAttribute('href'))!,
      { maxRedirects: 0 },
    );
    expect(toOther.status()).toBe(302);

    await page.goto('/cashback');
    const today = new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }).format(new Date());
    const rows = clicks.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(otherShop);
    await expect(rows.first()).toContainText('Senza cashback');
    await expect(rows.nth(1)).toContainText(shopName);
    await expect(rows.nth(1)).toContainText('Valido per il cashback');
    for (const row of [rows.first(), rows.nth(1)]) {
      await expect(row.getByRole('link', { name: 'Samsung Galaxy S24 Ultra' })).toHaveAttribute(
        'href',
        '/product/samsung-galaxy-s24-ultra',
      );
      await expect(row.locator('time')).toHaveText(new RegExp(`^${today}, ore \\d{2}:\\d{2}$`));
    }

    // The shop returns the purchase: the list says it was cancelled, and why.
    const admin = await adminPage(browser, baseURL!);
    const run = Number(Date.now().toString().slice(-7)) + 500;
    await importTransactions(admin, [awinTransaction(run, clickRef, 89.9, 'declined')]);
    await admin.context().close();
    await page.goto('/cashback');
    const purchases = page.getByRole('region', { name: 'I tuoi acquisti con cashback' });
    await expect(purchases.getByRole('listitem')).toHaveCount(1);
    await expect(purchases.getByRole('listitem')).toContainText('Annullato');
    await expect(purchases.getByRole('listitem')).toContainText('Motivo: Ordine reso');
    await expectAccessible(page, '/cashback with clicks and a cancelled purchase');

    // At phone width nothing runs off the side.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(clicks).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
