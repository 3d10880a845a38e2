import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  adminPage,
  demoAdmin,
  expect,
  expectAccessible,
  expectSuccessToast,
  hydrated,
  openDialog,
  signIn,
  signUpConfirmed,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const CSV_HEADER = 'ID;Nome;Descrizione;Icona;Soglia Punti;Utenti Assegnati;Data Creazione';

/** The badge's card in the grid, named by its heading. */
const badgeCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The value under a card's term ('Soglia', 'Utenti assegnati'). */
const cardValue = (card: Locator, term: string) =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

/** Gestione Badge narrowed to `q` by the search form, as an admin types it. */
async function searchBadges(page: Page, q: string) {
  await page.getByLabel('Cerca').fill(q);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(q);
}

test.describe('Gestione Badge', () => {
  test.describe.configure({ timeout: 180_000 });

  test('create a manual badge, refusals in the dialog, edit, assign by e-mail (mail and profile), remove, delete', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const name = `Ospite d'onore ${stamp}`;
    const description = 'Per chi ha aiutato la community nei primi giorni.';
    const newDescription = 'Per chi ha dato una mano alla community fin dal primo giorno.';
    const person = {
      firstName: 'Beatrice',
      lastName: 'Ferri',
      email: uniqueEmail('badge'),
      password: 'Cuffie-Rosse-88',
    };
    await signUpConfirmed(page, person);

    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/badges');
    await expect(admin.getByRole('heading', { name: 'Gestione Badge', level: 1 })).toBeVisible();
    const total = admin.getByText(/^\d+ badge$/);
    await expect(total).toBeVisible();
    const before = Number.parseInt((await total.textContent())!, 10);

    // Create: a manual badge (threshold 0).
    const newBadge = admin.getByRole('button', { name: 'Nuovo badge' });
    const create = admin.getByRole('dialog', { name: 'Nuovo badge' });
    await openDialog(newBadge, create);
    await create.getByLabel('Nome').fill(name);
    await create.getByLabel('Icona').selectOption({ label: 'Trofeo' });
    await create.getByLabel('Descrizione').fill(description);
    await create.getByLabel('Soglia punti').fill('0');
    await create.getByRole('button', { name: 'Crea badge' }).click();
    await expectSuccessToast(admin, 'Badge creato con successo');
    await expect(create).toBeHidden();
    await expect(total).toHaveText(`${before + 1} badge`);
    const card = badgeCard(admin, name);
    await expect(card).toBeVisible();
    await expect(card.getByText('Icona: Trofeo')).toBeVisible();
    await expect(card.getByText(description)).toBeVisible();
    await expect(cardValue(card, 'Soglia')).toHaveText('Solo assegnazione manuale');
    await expect(cardValue(card, 'Utenti assegnati')).toHaveText('0');
    await expect(card.getByRole('button', { name: 'Rimuovi' })).toBeDisabled();

    // Refusals: a blank name, then negative points (the browser's own limit taken away).
    await openDialog(newBadge, create);
    // Empty: the browser itself keeps the form from being sent.
    await create.getByRole('button', { name: 'Crea badge' }).click();
    expect(
      await create.getByLabel('Nome').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await expect(create).toBeVisible();
    // Only spaces: the server's refusal, in the dialog.
    await create.getByLabel('Nome').fill('   ');
    await create.getByRole('button', { name: 'Crea badge' }).click();
    await expect(create.getByRole('alert')).toContainText(
      'Tutti i campi sono obbligatori e i punti devono essere ≥ 0',
    );
    await expect(create).toBeVisible();
    await create.getByRole('button', { name: 'Annulla' }).click();
    await expect(create).toBeHidden();

    await openDialog(newBadge, create);
    await expect(create.getByRole('alert')).toHaveCount(0);
    await create.getByLabel('Nome').fill(`Negativo ${stamp}`);
    await create.getByLabel('Soglia punti').evaluate((input) => input.removeAttribute('min'));
    await create.getByLabel('Soglia punti').fill('-5');
    await create.getByRole('button', { name: 'Crea badge' }).click();
    await expect(create.getByRole('alert')).toContainText(
      'Tutti i campi sono obbligatori e i punti devono essere ≥ 0',
    );
    await expect(create).toBeVisible();
    await create.getByRole('button', { name: 'Annulla' }).click();
    await expect(create).toBeHidden();
    await admin.reload();
    await expect(total).toHaveText(`${before + 1} badge`);
    await expect(badgeCard(admin, `Negativo ${stamp}`)).toHaveCount(0);

    // Search narrows the grid to the new badge.
    await searchBadges(admin, name);
    await expect(total).toHaveText('1 badge');
    await expect(admin.getByRole('article')).toHaveCount(1);
    await expect(card).toBeVisible();

    // Edit: the dialog opens filled in, Salva keeps the new description.
    const edit = admin.getByRole('dialog', { name: `Modifica «${name}»` });
    await openDialog(card.getByRole('button', { name: 'Modifica' }), edit);
    await expect(edit.getByLabel('Nome')).toHaveValue(name);
    await expect(edit.getByLabel('Icona')).toHaveValue('Trophy');
    await expect(edit.getByLabel('Descrizione')).toHaveValue(description);
    await expect(edit.getByLabel('Soglia punti')).toHaveValue('0');
    await edit.getByLabel('Descrizione').fill(newDescription);
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expectSuccessToast(admin, 'Badge modificato con successo');
    await expect(edit).toBeHidden();
    await expect(card.getByText(newDescription)).toBeVisible();
    await expect(card.getByText(description)).toHaveCount(0);

    // Assign by e-mail: one holder, Elimina no longer possible.
    const assign = admin.getByRole('dialog', { name: `Assegna «${name}»` });
    await openDialog(card.getByRole('button', { name: 'Assegna' }), assign);
    await assign.getByLabel('E-mail o ID utente').fill(person.email);
    await assign.getByRole('button', { name: 'Assegna', exact: true }).click();
    await expectSuccessToast(admin, 'Badge assegnato con successo');
    await expect(assign).toBeHidden();
    await expect(cardValue(card, 'Utenti assegnati')).toHaveText('1');
    await expect(card.getByRole('button', { name: 'Elimina' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Rimuovi' })).toBeEnabled();

    // Assigning again is refused inside the dialog, which stays open.
    await openDialog(card.getByRole('button', { name: 'Assegna' }), assign);
    await assign.getByLabel('E-mail o ID utente').fill(person.email);
    await assign.getByRole('button', { name: 'Assegna', exact: true }).click();
    await expect(assign.getByRole('alert')).toContainText('Badge già assegnato a questo utente');
    await expect(assign).toBeVisible();
    await assign.getByRole('button', { name: 'Annulla' }).click();
    await expect(assign).toBeHidden();
    await expect(cardValue(card, 'Utenti assegnati')).toHaveText('1');

    // The person: the e-mail, and the badge unlocked on the profile.
    const mail = await waitForMail(person.email, `Hai ottenuto il badge «${name}»`);
    expect(mail.text).toContain(newDescription);
    expect(mail.text).toContain('/profile');
    await page.goto('/profile');
    const profileBadge = page
      .getByRole('region', { name: 'Badge', exact: true })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(profileBadge).toContainText('Sbloccato');
    await expect(profileBadge).toContainText(newDescription);

    // Remove it: nobody holds it, the profile shows it locked again.
    const remove = admin.getByRole('dialog', { name: `Rimuovi «${name}»` });
    await openDialog(card.getByRole('button', { name: 'Rimuovi' }), remove);
    await remove.getByLabel('E-mail o ID utente').fill(person.email);
    await remove.getByRole('button', { name: 'Rimuovi', exact: true }).click();
    await expectSuccessToast(admin, 'Badge rimosso con successo');
    await expect(remove).toBeHidden();
    await expect(cardValue(card, 'Utenti assegnati')).toHaveText('0');
    await page.reload();
    await expect(profileBadge).toContainText('Assegnato dallo staff');
    await expect(profileBadge).not.toContainText('Sbloccato');

    // Delete it.
    const remover = admin.getByRole('dialog', { name: `Eliminare «${name}»?` });
    await openDialog(card.getByRole('button', { name: 'Elimina' }), remover);
    await expect(remover.getByText("L'azione non può essere annullata.")).toBeVisible();
    await remover.getByRole('button', { name: 'Elimina', exact: true }).click();
    await expectSuccessToast(admin, 'Badge eliminato con successo');
    await expect(card).toHaveCount(0);
    await expect(admin.getByText('Nessun badge trovato')).toBeVisible();
    await admin.getByRole('link', { name: 'Azzera' }).click();
    await expect(admin).toHaveURL(/\/admin\/badges$/);
    await expect(total).toHaveText(`${before} badge`);
    await admin.context().close();
  });

  test('Export CSV downloads the badges, as searched, with the spec’s columns', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/badges');
    const total = page.getByText(/^\d+ badge$/);
    await expect(total).toBeVisible();
    const count = Number.parseInt((await total.textContent())!, 10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^badge-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(count + 1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^[0-9a-f-]{36};Prima recensione;Hai pubblicato la tua prima recensione\.;Stella;5;\d+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      ),
    );

    // The export follows the search.
    await searchBadges(page, 'Leggenda');
    await expect(total).toHaveText('1 badge');
    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', '/admin/badges/export?q=Leggenda');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    const searched = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(searched).toHaveLength(2);
    expect(searched[0]).toBe(CSV_HEADER);
    expect(searched[1]).toMatch(
      /^[0-9a-f-]{36};Leggenda;Hai raggiunto 5000 punti guadagnati\.;Corona;5000;\d+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
  });

  test('an admin switches the "Punti aggiunti" e-mail off and on again', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/badges');
    await page.getByRole('link', { name: 'E-mail di notifica' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole('heading', { name: 'E-mail di notifica', level: 1 })).toBeVisible();
    // The spec's seven, then the price alert (decision 018), the decision notice (decision 046) and
    // the appeal's acknowledgement and outcome (decision 048).
    await expect(page.getByRole('article')).toHaveCount(10);

    const row = page.getByRole('article', { name: 'Punti aggiunti', exact: true });
    // Exact names: 'Disattiva «…»' contains 'attiva «…»'.
    const switchOff = row.getByRole('button', { name: 'Disattiva «Punti aggiunti»', exact: true });
    const switchOn = row.getByRole('button', { name: 'Attiva «Punti aggiunti»', exact: true });
    const on = row.getByText('Attiva', { exact: true });
    const off = row.getByText('Disattivata', { exact: true });
    try {
      await expect(on).toBeVisible();
      await expect(switchOn).toHaveCount(0);
      await hydrated(switchOff);
      await switchOff.click();
      await expectSuccessToast(page, 'Notifica disattivata');
      await expect(off).toBeVisible();
      await expect(on).toHaveCount(0);
      await expect(switchOn).toBeEnabled();
      await expect(switchOff).toHaveCount(0);
      await expect(row.getByText(/^Ultima modifica: /)).toBeVisible();
      await page.reload();
      await expect(off).toBeVisible();

      await hydrated(switchOn);
      await switchOn.click();
      await expectSuccessToast(page, 'Notifica attivata');
      await expect(on).toBeVisible();
      await expect(off).toHaveCount(0);
      await expect(switchOff).toBeEnabled();
      await page.reload();
      await expect(on).toBeVisible();
      await expect(switchOff).toBeVisible();
    } finally {
      // Other journeys wait for these mails: never leave the switch off, even after a failure.
      await page.goto('/admin/notifications');
      await expect(on.or(off)).toBeVisible();
      if (await off.isVisible()) {
        await hydrated(switchOn);
        await switchOn.click();
        await expect(on).toBeVisible();
      }
    }
  });

  test('Gestione Badge with a dialog open and the notification switches have no accessibility violations', async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/badges');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/admin/badges');

    await openDialog(
      page.getByRole('button', { name: 'Nuovo badge' }),
      page.getByRole('dialog', { name: 'Nuovo badge' }),
    );
    await expectAccessible(page, 'Nuovo badge dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const first = page.getByRole('article').first();
    await openDialog(
      first.getByRole('button', { name: 'Assegna' }),
      page.getByRole('dialog', { name: /^Assegna «/ }),
    );
    await expectAccessible(page, 'Assegna dialog');
    await page.keyboard.press('Escape');

    await page.goto('/admin/notifications');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/admin/notifications');
  });

  test("a badge in use: its disabled 'Elimina' says why in the page, not only in a tooltip", async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/badges');
    await expect(page.getByRole('heading', { name: 'Gestione Badge', level: 1 })).toBeVisible();
    // A demo badge people have: the count on its card is above 0.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Elimina', disabled: true }) })
      .first();
    const holders = (await cardValue(card, 'Utenti assegnati').textContent())!.trim();
    const remove = card.getByRole('button', { name: 'Elimina' });
    await expect(remove).toBeDisabled();
    const reason = `Non si può eliminare: è assegnato a ${holders} ${holders === '1' ? 'utente' : 'utenti'}. Toglilo prima a tutti con «Rimuovi».`;
    await expect(card.getByText(reason, { exact: true })).toBeVisible();
    await expect(remove).toHaveAccessibleDescription(reason);
    await expect(remove).not.toHaveAttribute('title');
  });
});
