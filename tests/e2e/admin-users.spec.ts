import type { Locator, Page } from '@playwright/test';
import { e2eFixtureAccounts } from './services.ts';
import {
  adminPage,
  demoAdmin,
  demoUser,
  expect,
  expectAccessible,
  expectSuccessToast,
  hydrated,
  openDialog,
  signIn,
  signInThroughForm,
  signUpConfirmed,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const PASSWORD = 'Cuffie-Rosse-88';

/** The value under a term of a card or of a person's page ('Saldo', 'Sessioni attive', 'Badge'). */
const figure = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

/** A person's card in Gestione Utenti, named by its heading. */
const userCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Gestione Utenti narrowed by 'Cerca', as an admin types it, with the count it shows. */
async function searchUsers(admin: Page, q: string, count: string) {
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'Gestione Utenti', level: 1 })).toBeVisible();
  await admin.getByLabel('Cerca').fill(q);
  await admin.getByRole('button', { name: 'Filtra' }).click();
  await expect.poll(() => new URL(admin.url()).searchParams.get('q')).toBe(q);
  await expect(admin.getByText(count, { exact: true })).toBeVisible();
}

/** From a person's card to their page ('Vedi utente'). */
async function openUserPage(admin: Page, name: string) {
  await userCard(admin, name).getByRole('link', { name: 'Vedi utente' }).click();
  await expect(admin).toHaveURL(/\/admin\/users\/[^/?]+$/);
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  return admin.locator('main header');
}

/** The person writes a review of the newest product (as in reviews.spec.ts): it waits in review. */
async function writeReview(page: Page, title: string) {
  await page.goto('/catalog?sort=mostRecent');
  const product = page.getByRole('article').first().getByRole('heading');
  const name = (await product.textContent())!;
  await product.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('link', { name: 'Scrivi una recensione' }).first().click();
  await expect(page.getByRole('heading', { name: 'Scrivi una Recensione' })).toBeVisible();
  await page.getByRole('radio', { name: '4 stelle' }).check({ force: true });
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Pro', { exact: true }).fill('Batteria che dura due giorni pieni');
  await page.getByLabel('Contro', { exact: true }).fill('La custodia si graffia facilmente');
  await page.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('region', { name: 'Storico Recensioni' }).getByText('In revisione'),
  ).toBeVisible();
}

test.describe('Gestione Utenti', () => {
  test.describe.configure({ timeout: 180_000 });

  test('points: refused without a reason, then +20 with one → card, ledger, e-mail and the person’s balance', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Ilaria',
      lastName: 'Fontana',
      email: uniqueEmail('punti'),
      password: PASSWORD,
    };
    const name = `${person.firstName} ${person.lastName}`;
    await signUpConfirmed(page, person);

    const admin = await adminPage(browser, baseURL!);
    await searchUsers(admin, person.email, '1 utente');
    const card = userCard(admin, name);
    await expect(admin.getByRole('article')).toHaveCount(1);
    await expect(card.getByText(person.email)).toBeVisible();
    await expect(card.getByText('Attivo', { exact: true })).toBeVisible();
    await expect(figure(card, 'Saldo')).toHaveText('0 punti');

    const dialog = admin.getByRole('dialog', { name: `Punti di ${name}` });
    await openDialog(card.getByRole('button', { name: 'Punti', exact: true }), dialog);
    await expect(dialog.getByText('Saldo attuale: 0 punti.')).toBeVisible();
    const points = dialog.getByLabel('Punti (+ o −)');
    const reason = dialog.getByLabel('Motivo');
    const apply = dialog.getByRole('button', { name: 'Applica', exact: true });

    // No reason: the browser keeps the form from being sent.
    await points.fill('20');
    await apply.click();
    expect(await reason.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
    await expect(dialog).toBeVisible();
    // Only spaces: the server's refusal, in the dialog; nothing changes.
    await reason.fill('   ');
    await apply.click();
    await expect(dialog.getByRole('alert')).toContainText('Indica il motivo della modifica dei punti');
    await expect(dialog).toBeVisible();
    await expect(figure(card, 'Saldo')).toHaveText('0 punti');

    await reason.fill('Bonus evento');
    await apply.click();
    await expectSuccessToast(admin, 'Punti aggiornati: +20 punti, nuovo saldo 20 punti');
    await expect(dialog).toBeHidden();
    await expect(figure(card, 'Saldo')).toHaveText('20 punti');
    await expect(figure(card, 'Punti totali')).toHaveText('20 · Bronze');

    // 'Vedi utente': the balance and one ledger row (the refusals wrote nothing).
    const header = await openUserPage(admin, name);
    await expect(figure(header, 'Saldo')).toHaveText('20 punti');
    const ledger = admin.getByRole('region', { name: 'Movimenti punti' });
    await expect(ledger.locator('tbody tr')).toHaveCount(1);
    const row = ledger.locator('tbody tr').first();
    await expect(row.getByRole('cell')).toHaveText([
      /^\d{1,2}[ /]/,
      'Modifica dello staff',
      '+20',
      /^Bonus evento/,
    ]);
    await expect(row.getByRole('cell').last()).toContainText(`da ${demoAdmin.email}`);

    // The person: the e-mail, and the 20 points once the page is loaded again.
    const mail = await waitForMail(person.email, 'Hai ricevuto 20 punti su Provato');
    expect(mail.text).toContain('Motivo: Bonus evento');
    expect(mail.text).toContain('Ora hai 20 punti in totale.');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('region', { name: 'I tuoi punti' }).getByText('20 punti', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('20 punti')).toBeVisible();

    // Taking 5 back is a decision about the person: the dialog asks for the rule it applies, and
    // the person reads it under 'Decisioni'.
    const take = admin.getByRole('dialog', { name: `Punti di ${name}` });
    await openDialog(header.getByRole('button', { name: 'Punti', exact: true }), take);
    await expect(take.getByLabel('Regola applicata')).toHaveCount(0);
    await take.getByLabel('Punti (+ o −)').fill('-5');
    await take.getByLabel('Motivo').fill('Bonus evento assegnato due volte per errore');
    await take.getByLabel('Regola applicata').selectOption('points-earned-fairly');
    await take.getByRole('button', { name: 'Applica', exact: true }).click();
    await expectSuccessToast(admin, 'Punti aggiornati: −5 punti, nuovo saldo 15 punti');
    await page.goto('/profile?tab=decisions');
    const decision = page
      .getByRole('region', { name: 'Decisioni che ti riguardano' })
      .getByRole('listitem')
      .filter({ hasText: 'Punti stornati' });
    await expect(decision).toContainText('Lo staff ha tolto 5 punti dal tuo saldo.');
    await expect(decision).toContainText('Motivo: Bonus evento assegnato due volte per errore');
    await expect(decision.getByRole('link', { name: /art\. 8 —/ })).toHaveAttribute(
      'href',
      '/legal/terms#art-8',
    );
    await admin.context().close();
  });

  test('block: sessions end at once, block e-mail, an approved review earns nothing; then unblock', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = {
      firstName: 'Davide',
      lastName: 'Colombo',
      email: uniqueEmail('bloccato'),
      password: PASSWORD,
    };
    const name = `${person.firstName} ${person.lastName}`;
    const title = `Blocco${Date.now()} cuffie comode`;
    await signUpConfirmed(page, person);
    await writeReview(page, title);

    const admin = await adminPage(browser, baseURL!);
    await searchUsers(admin, person.email, '1 utente');
    await expect(figure(userCard(admin, name), 'Recensioni')).toHaveText(
      '0 pubblicate · 1 in revisione · 0 rifiutate',
    );
    const header = await openUserPage(admin, name);
    const userUrl = admin.url();
    await expect(header.getByText('Attivo', { exact: true })).toBeVisible();
    await expect(figure(header, 'Sessioni attive')).toHaveText('1');
    await expect(figure(header, 'Saldo')).toHaveText('0 punti');

    const block = admin.getByRole('dialog', { name: `Bloccare ${name}?` });
    await openDialog(header.getByRole('button', { name: 'Blocca', exact: true }), block);
    await expect(block.getByText('Le sue sessioni aperte verranno chiuse subito')).toBeVisible();
    // A block states its reasons: without a rule and the admin's words it cannot be confirmed.
    const confirmBlock = block.getByRole('button', { name: 'Blocca', exact: true });
    await expect(confirmBlock).toBeDisabled();
    await block.getByLabel('Regola applicata').selectOption('conduct-automation');
    await expect(confirmBlock).toBeDisabled();
    await block
      .getByLabel('Motivo del blocco')
      .fill('Decine di recensioni pubblicate da un programma in pochi minuti');
    await confirmBlock.click();
    await expectSuccessToast(admin, 'Utente bloccato');
    await expect(block).toBeHidden();
    await expect(header.getByText('Bloccato', { exact: true })).toBeVisible();
    await expect(figure(header, 'Sessioni attive')).toHaveText('0');
    await expect(header.getByRole('button', { name: 'Sblocca', exact: true })).toBeVisible();

    // The person's open session is over: the next page sends them to sign in, which is refused.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible();
    // The page opens on 'Registrati': they switch to 'Accedi', and signing in is refused.
    await page
      .getByRole('navigation', { name: 'Accesso o registrazione' })
      .getByRole('link', { name: 'Accedi' })
      .click();
    await expect(page).toHaveURL(/tab=login/);
    await signInThroughForm(page, person.email, person.password);
    await expect(page.getByText('Il tuo account è stato sospeso.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?/);
    const mail = await waitForMail(person.email, 'Il tuo account Provato è stato sospeso');
    expect(mail.text).toContain('il tuo account Provato è sospeso');

    // Their pending review, approved from their page's link to moderation: published, no points.
    await admin.getByRole('link', { name: /^Apri in Moderazione/ }).click();
    await expect(admin).toHaveURL(/\/admin\/reviews\?status=all&userId=/);
    const review = admin.getByRole('article').filter({ hasText: title });
    await expect(review.getByText('In revisione')).toBeVisible();
    const approve = review.getByRole('button', { name: 'Approva' });
    await hydrated(approve);
    await approve.click();
    await expectSuccessToast(admin, "Recensione approvata: l'autore è bloccato e non riceve punti");
    await expect(review.getByText('Pubblicata')).toBeVisible();

    await admin.goto(userUrl);
    await expect(figure(header, 'Saldo')).toHaveText('0 punti');
    await expect(figure(header, 'Punti totali')).toHaveText('0 · Bronze');
    await expect(
      admin.getByRole('region', { name: 'Movimenti punti' }).getByText('Nessun movimento.'),
    ).toBeVisible();
    await expect(
      admin.getByRole('region', { name: 'Recensioni' }).getByRole('listitem').filter({ hasText: title }),
    ).toContainText('Pubblicata');

    // Unblock: they can sign in again, still with 0 points.
    const unblock = admin.getByRole('dialog', { name: `Sbloccare ${name}?` });
    await openDialog(header.getByRole('button', { name: 'Sblocca', exact: true }), unblock);
    await unblock.getByRole('button', { name: 'Sblocca', exact: true }).click();
    await expectSuccessToast(admin, 'Utente sbloccato');
    await expect(unblock).toBeHidden();
    await expect(header.getByText('Attivo', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Blocca', exact: true })).toBeVisible();

    await page.goto('/auth?tab=login');
    await signInThroughForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('0 punti')).toBeVisible();
    await admin.context().close();
  });

  test('bulk: nothing selected is refused; a badge for everyone on the filtered page', async ({ page }) => {
    const people = [
      e2eFixtureAccounts.bulkFirst,
      e2eFixtureAccounts.bulkSecond,
      e2eFixtureAccounts.bulkThird,
    ];
    await signIn(page, demoAdmin);
    await page.goto('/admin/users');
    const bar = page.getByRole('form', { name: 'Azioni multiple' });
    const applyToSelection = bar.getByRole('button', { name: 'Applica alla selezione' });
    await expect(bar.getByText('0 utenti selezionati')).toBeVisible();
    await hydrated(applyToSelection);
    await applyToSelection.click();
    await expect(bar.getByRole('alert')).toContainText('Seleziona almeno un utente');

    // 'gruppo.e2e' is in the three addresses only.
    await searchUsers(page, 'gruppo.e2e', '3 utenti');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const person of people)
      await expect(userCard(page, `${person.firstName} ${person.lastName}`)).toBeVisible();

    // The first demo badge none of them has (on a retry the first attempt may have given one).
    const held = (await cards.allTextContents()).join('\n');
    const badge = [
      'Prima recensione',
      'Recensore affidabile',
      'Voce della community',
      'Esperto Provato',
      'Leggenda',
    ].find((candidate) => !held.includes(candidate))!;

    const selectAll = page.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' });
    await hydrated(selectAll);
    await selectAll.check();
    await expect(bar.getByText('3 utenti selezionati')).toBeVisible();
    for (const person of people)
      await expect(
        page.getByRole('checkbox', { name: `Seleziona ${person.firstName} ${person.lastName}` }),
      ).toBeChecked();

    await bar.getByLabel('Azione').selectOption({ label: 'Assegna un badge' });
    await bar.getByLabel('Badge').selectOption({ label: badge });
    await applyToSelection.click();
    await expectSuccessToast(page, 'Azione applicata a 3 utenti');
    await expect(bar.getByText('0 utenti selezionati')).toBeVisible();
    await expect(selectAll).not.toBeChecked();
    await expect(bar.getByRole('alert')).toHaveCount(0);
    for (const person of people)
      await expect(figure(userCard(page, `${person.firstName} ${person.lastName}`), 'Badge')).toContainText(
        badge,
      );
  });

  test('an admin cannot block themselves nor take away their own admin role', async ({ page }) => {
    await signIn(page, demoAdmin);
    await searchUsers(page, demoAdmin.email, '1 utente');
    const name = (await page.getByRole('article').getByRole('heading').textContent())!;
    const header = await openUserPage(page, name);
    await expect(header.getByText('Amministratore', { exact: true })).toBeVisible();

    const block = page.getByRole('dialog', { name: `Bloccare ${name}?` });
    await openDialog(header.getByRole('button', { name: 'Blocca', exact: true }), block);
    await block.getByLabel('Regola applicata').selectOption('conduct-security');
    await block.getByLabel('Motivo del blocco').fill('Prova');
    await block.getByRole('button', { name: 'Blocca', exact: true }).click();
    await expect(block.getByRole('alert')).toContainText('Non puoi bloccare il tuo account');
    await expect(block).toBeVisible();
    await block.getByRole('button', { name: 'Annulla' }).click();
    await expect(block).toBeHidden();

    const demote = page.getByRole('dialog', { name: `Togliere il ruolo di amministratore a ${name}?` });
    await openDialog(header.getByRole('button', { name: 'Togli ruolo admin' }), demote);
    await demote.getByRole('button', { name: 'Conferma' }).click();
    await expect(demote.getByRole('alert')).toContainText(
      'Non puoi togliere a te stesso il ruolo di amministratore',
    );
    await demote.getByRole('button', { name: 'Annulla' }).click();
    await expect(demote).toBeHidden();

    await page.reload();
    await expect(header.getByText('Attivo', { exact: true })).toBeVisible();
    await expect(header.getByText('Amministratore', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Blocca', exact: true })).toBeVisible();
    await expect(figure(header, 'Sessioni attive')).not.toHaveText('0');
  });

  test('Gestione Utenti with a dialog open and a person’s page have no accessibility violations', async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/users');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/admin/users');

    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!;
    await openDialog(
      first.getByRole('button', { name: 'Punti', exact: true }),
      page.getByRole('dialog', { name: `Punti di ${name}` }),
    );
    await expectAccessible(page, '/admin/users Punti dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A person with a history: ledger, reviews and badges on their page.
    await searchUsers(page, demoUser.email, '1 utente');
    const person = (await page.getByRole('article').getByRole('heading').textContent())!;
    await openUserPage(page, person);
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('region', { name: 'Movimenti punti' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expectAccessible(page, `person's page`);
  });

  test("a badge from a person's card: 'Badge assegnato con successo', and again 'Badge già assegnato a questo utente'", async ({
    page,
  }) => {
    const person = e2eFixtureAccounts.bulkThird;
    const name = `${person.firstName} ${person.lastName}`;
    await signIn(page, demoAdmin);
    await searchUsers(page, person.email, '1 utente');
    const card = userCard(page, name);
    // A demo badge they do not have yet (on a retry the first attempt may have given one).
    const held = (await figure(card, 'Badge').textContent()) ?? '';
    const badge = ['Leggenda', 'Esperto Provato', 'Voce della community', 'Recensore affidabile'].find(
      (candidate) => !held.includes(candidate),
    )!;

    const dialog = page.getByRole('dialog', { name: `Assegna un badge a ${name}` });
    const give = async () => {
      await openDialog(card.getByRole('button', { name: 'Badge', exact: true }), dialog);
      await dialog.getByLabel('Badge').selectOption({ label: badge });
      await dialog.getByRole('button', { name: 'Assegna' }).click();
    };
    await give();
    await expectSuccessToast(page, 'Badge assegnato con successo');
    await expect(dialog).toBeHidden();
    await expect(figure(card, 'Badge')).toContainText(badge);
    await expect(page.getByText(/Azione applicata a/)).toHaveCount(0);

    // Again: a warning in the dialog, which stays open; nothing else happens.
    await give();
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText('Attenzione');
    await expect(warning).toContainText('Badge già assegnato a questo utente');
    await expect(dialog).toBeVisible();
    await expect(page.getByText(/Azione applicata a/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
  });

  test("bulk 'Inverti blocco' asks first, saying how many people it blocks and unblocks", async ({
    page,
  }) => {
    const [lucia, paolo, sara] = [
      e2eFixtureAccounts.bulkFirst,
      e2eFixtureAccounts.bulkSecond,
      e2eFixtureAccounts.bulkThird,
    ].map((person) => `${person.firstName} ${person.lastName}`);
    const status = (name: string) => userCard(page, name).getByText(/^(Attivo|Bloccato)$/);
    await signIn(page, demoAdmin);
    await searchUsers(page, 'gruppo.e2e', '3 utenti');
    const bar = page.getByRole('form', { name: 'Azioni multiple' });
    const apply = bar.getByRole('button', { name: 'Applica alla selezione' });
    // Blocking anyone states the reasons: the bar asks for the rule and the admin's words.
    const stateReasons = async () => {
      await bar.getByLabel('Regola applicata a chi viene bloccato').selectOption('conduct-multiple-accounts');
      await bar.getByLabel('Motivo del blocco').fill('Tre account della stessa persona');
    };
    for (const name of [lucia, paolo, sara]) await expect(status(name!)).toHaveText('Attivo');

    const pickLucia = page.getByRole('checkbox', { name: `Seleziona ${lucia}` });
    await hydrated(pickLucia);
    await pickLucia.check();
    await expect(bar.getByLabel('Azione')).toHaveValue('toggle-block');
    await stateReasons();
    await apply.click();
    const one = page.getByRole('dialog', { name: 'Invertire il blocco di 1 utente?' });
    await expect(one).toBeVisible();
    await expect(one).toContainText('Verrà bloccato 1 utente.');
    await expect(one).toContainText('Le sessioni aperte di chi viene bloccato verranno chiuse subito');
    // 'Annulla': nothing happens, the selection stays.
    await one.getByRole('button', { name: 'Annulla' }).click();
    await expect(one).toBeHidden();
    await expect(bar.getByText('1 utente selezionato')).toBeVisible();
    await page.reload();
    await expect(status(lucia!)).toHaveText('Attivo');

    await hydrated(pickLucia);
    await pickLucia.check();
    await stateReasons();
    await apply.click();
    await one.getByRole('button', { name: 'Inverti blocco' }).click();
    await expectSuccessToast(page, 'Azione applicata a 1 utente');
    await expect(one).toBeHidden();
    await expect(status(lucia!)).toHaveText('Bloccato');
    await expect(bar.getByText('0 utenti selezionati')).toBeVisible();

    // A mixed selection: two to block, one to unblock.
    await page.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' }).check();
    await stateReasons();
    await apply.click();
    const three = page.getByRole('dialog', { name: 'Invertire il blocco di 3 utenti?' });
    await expect(three).toContainText('Verranno bloccati 2 utenti e verrà sbloccato 1 utente.');
    await expectAccessible(page, "'Inverti blocco' question");
    await page.keyboard.press('Escape');
    await expect(three).toBeHidden();
    for (const name of [paolo, sara]) await expect(status(name!)).toHaveText('Attivo');

    // Lucia alone again: unblocked, after the question.
    await page.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' }).uncheck();
    await pickLucia.check();
    await apply.click();
    await expect(one).toContainText('Verrà sbloccato 1 utente. Potrà di nuovo accedere');
    await one.getByRole('button', { name: 'Inverti blocco' }).click();
    await expectSuccessToast(page, 'Azione applicata a 1 utente');
    await expect(status(lucia!)).toHaveText('Attivo');
  });
});
