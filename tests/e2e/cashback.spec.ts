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
});
