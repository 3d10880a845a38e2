import type { Page } from '@playwright/test';
import { e2eFixtureAccounts } from './services.ts';
import { adminPage, expect, signIn, test, waitForMail } from './support.ts';

const { password } = e2eFixtureAccounts;

/** From /rewards: confirm the 5 € voucher, land on 'I miei Premi' with it pending. */
async function redeemFiveEuro(page: Page) {
  await page.goto('/rewards');
  await expect(page.getByText('Hai 60 punti')).toBeVisible();
  const five = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Buono 5 €' }) });
  const ten = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Buono 10 €' }) });
  await expect(five.getByText('Disponibile')).toBeVisible();
  await expect(ten.getByText('Non disponibile: ti mancano 40 punti')).toBeVisible();
  await five.getByRole('button', { name: 'Riscatta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Riscattare il Buono 5 €?' });
  await expect(dialog.getByText('ne resteranno 10 punti')).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma riscatto' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=rewards#rewards$/);
  const rewards = page.getByRole('region', { name: 'I miei Premi' });
  await expect(rewards.getByText('Buono 5 €')).toBeVisible();
  await expect(rewards.getByText('In attesa')).toBeVisible();
  await expect(page.getByRole('banner').getByText('10 punti')).toBeVisible();
  return rewards;
}

/** The voucher's tile on /rewards, with the person's latest request for it. */
async function fiveEuroTile(page: Page) {
  await page.goto('/rewards');
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Buono 5 €' }) });
}

async function findRequest(admin: Page, person: { firstName: string; lastName: string }) {
  await admin.goto('/admin/rewards');
  await admin.getByLabel('Cerca').fill(`${person.firstName} ${person.lastName}`);
  await admin.getByLabel('Stato').selectOption('pending');
  await admin.getByRole('button', { name: 'Filtra' }).click();
  await expect(admin).toHaveURL(/status=pending/);
  const card = admin.getByRole('article').filter({ hasText: person.lastName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('saldo attuale 10 punti')).toBeVisible();
  return card;
}

test.describe('rewards', () => {
  test.describe.configure({ timeout: 120_000 });

  test('60 points → 5 € voucher pending, 10 points left → admin approves with a code → Approvato, code by e-mail', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = e2eFixtureAccounts.redeemApproved;
    await signIn(page, { email: person.email, password });
    await redeemFiveEuro(page);

    // Waiting, without a code: asked for, not redeemed.
    let tile = await fiveEuroTile(page);
    await expect(tile.getByText('La tua ultima richiesta')).toBeVisible();
    await expect(tile.getByText('In attesa', { exact: true })).toBeVisible();
    await expect(tile.getByText(/^Richiesto il \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
    await expect(
      tile.getByText('Stiamo verificando la richiesta: riceverai il codice via email.'),
    ).toBeVisible();
    await expect(tile.getByText(/Riscosso/)).toHaveCount(0);

    const admin = await adminPage(browser, baseURL!);
    const card = await findRequest(admin, person);
    await expect(card.getByRole('link', { name: 'Vedi utente' })).toHaveAttribute(
      'href',
      /^\/admin\/users\//,
    );
    await card.getByRole('button', { name: 'Approva' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approva: Buono 5 €' });
    await dialog.getByLabel('Codice del buono').fill('AMZ-E2E-5EUR-0001');
    await dialog.getByRole('button', { name: 'Conferma approvazione' }).click();
    await expect(admin.getByText('Premio approvato: il codice è stato inviato per email')).toBeVisible();
    await admin.goto('/admin/rewards?q=Galli');
    const processed = admin.getByRole('article').filter({ hasText: 'AMZ-E2E-5EUR-0001' });
    await expect(processed.getByText('Approvato')).toBeVisible();
    await expect(processed.getByRole('button', { name: 'Approva' })).toHaveCount(0);
    await expect(processed.getByRole('button', { name: 'Rifiuta' })).toHaveCount(0);

    await page.goto('/profile#rewards');
    await expect(page).toHaveURL(/tab=rewards/);
    const rewards = page.getByRole('region', { name: 'I miei Premi' });
    await expect(rewards.getByText('Approvato')).toBeVisible();
    await expect(rewards.getByText('AMZ-E2E-5EUR-0001')).toBeVisible();
    await expect(rewards.getByText(/^Richiesto il .+ · Riscosso il .+ · 50 punti$/)).toBeVisible();
    await expect(page.getByRole('banner').getByText('10 punti')).toBeVisible();
    const mail = await waitForMail(person.email, 'Il tuo Buono 5 € è pronto');
    expect(mail.text).toContain('AMZ-E2E-5EUR-0001');

    tile = await fiveEuroTile(page);
    await expect(tile.getByText('Approvato', { exact: true })).toBeVisible();
    await expect(tile.getByText(/^Riscosso il /)).toBeVisible();
    await expect(tile.getByText('AMZ-E2E-5EUR-0001')).toBeVisible();
    await expect(tile.getByText('Non disponibile: ti mancano 40 punti')).toBeVisible();
  });

  test('a rejected request gives the 50 points back once, with the reason', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = e2eFixtureAccounts.redeemRejected;
    await signIn(page, { email: person.email, password });
    await redeemFiveEuro(page);

    const admin = await adminPage(browser, baseURL!);
    const card = await findRequest(admin, person);
    await card.getByRole('button', { name: 'Rifiuta' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Rifiuta la richiesta' });
    const confirm = dialog.getByRole('button', { name: 'Conferma rifiuto' });
    await dialog.getByLabel('Motivo del rifiuto').fill('   ');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Motivo del rifiuto').fill('Il partner ha sospeso i buoni questo mese');
    await dialog.getByLabel('Regola applicata').selectOption('reward-voucher-terms');
    await confirm.click();
    await expect(admin.getByText('Premio rifiutato: restituiti 50 punti')).toBeVisible();
    // By the full name: the demo community has other people called Conti.
    const fullName = `${person.firstName} ${person.lastName}`;
    await admin.goto(`/admin/rewards?q=${encodeURIComponent(fullName)}&status=rejected`);
    await expect(
      admin.getByRole('article').filter({ hasText: fullName }).getByText('Rifiutato'),
    ).toBeVisible();

    await page.goto('/profile?tab=rewards');
    const rewards = page.getByRole('region', { name: 'I miei Premi' });
    await expect(rewards.getByText('Rifiutato', { exact: true })).toBeVisible();
    await expect(rewards.getByText(/^Richiesto il .+ · Rifiutato il .+ · 50 punti$/)).toBeVisible();
    await expect(
      rewards.getByText('Motivo: Il partner ha sospeso i buoni questo mese. Ti abbiamo restituito 50 punti.'),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('60 punti')).toBeVisible();
    await expect(
      page.getByText(
        'La richiesta di Buono 5 € è stata rifiutata. Motivo: Il partner ha sospeso i buoni questo mese. Ti abbiamo restituito 50 punti.',
      ),
    ).toHaveCount(1);
    const mail = await waitForMail(person.email, 'La tua richiesta di Buono 5 € non è stata approvata');
    expect(mail.text).toContain('Il partner ha sospeso i buoni questo mese');

    // The voucher's tile tells the same: rejected, why, and the points back; redeemable again.
    const tile = await fiveEuroTile(page);
    await expect(tile.getByText('Rifiutato', { exact: true })).toBeVisible();
    await expect(tile.getByText(/^Rifiutato il /)).toBeVisible();
    await expect(
      tile.getByText('Motivo: Il partner ha sospeso i buoni questo mese. Ti abbiamo restituito 50 punti.'),
    ).toBeVisible();
    await expect(tile.getByText(/Riscosso/)).toHaveCount(0);
    await expect(tile.getByRole('button', { name: 'Riscatta' })).toBeVisible();
  });
});
