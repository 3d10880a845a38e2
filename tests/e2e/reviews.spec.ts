import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  adminPage,
  demoAdmin,
  expectAccessible,
  expect,
  openDialog,
  signIn,
  signUpConfirmed,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/** Opens the catalogue's n-th product and returns its name and slug. */
async function openProduct(page: Page, index: number) {
  await page.goto('/catalog?sort=mostRecent');
  const card = page.getByRole('article').nth(index).getByRole('heading');
  const name = (await card.textContent())!;
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return { name, slug: new URL(page.url()).pathname.split('/').pop()! };
}

test.describe('reviews, moderation and points', () => {
  test.describe.configure({ timeout: 180_000 });

  test('write with a picture → in review → admin finds and approves → points, tier, activity and mail', async ({
    page,
    browser,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const marker = `Verifica${Date.now()}`;
    const email = uniqueEmail('recensore');
    await signUpConfirmed(page, {
      firstName: 'Federica',
      lastName: 'Marino',
      email,
      password: 'Cuffie-Rosse-88',
    });

    const product = await openProduct(page, 0);
    await page.getByRole('link', { name: 'Scrivi una recensione' }).first().click();
    await expect(page).toHaveURL(/\/write-review\?productId=/);
    // The address changes a moment before the new page is drawn: wait for the page itself.
    await expect(page.getByRole('heading', { name: 'Scrivi una Recensione' })).toBeVisible();
    await expect(page.getByText(product.name)).toBeVisible();

    // Bad input first: each message of the form, nothing sent.
    await page.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();
    await expect(page.getByText('Dai un punteggio da 1 a 5')).toBeVisible();
    await expect(page.getByText('Il titolo deve essere più descrittivo')).toBeVisible();
    await expect(page.getByText('Descrivi almeno un pro del prodotto')).toBeVisible();
    await expect(page.getByText('Descrivi almeno un contro del prodotto')).toBeVisible();

    await page.getByRole('radio', { name: '4 stelle' }).check({ force: true });
    await page.getByLabel('Titolo').fill(`${marker} ${SCRIPT}`);
    await page.getByLabel('Pro', { exact: true }).fill(`Autonomia ottima ${IMG}`);
    await page.getByLabel('Contro', { exact: true }).fill('Il caricabatterie va comprato a parte');
    await page.getByLabel('Recensione dettagliata (facoltativa)').fill(`Lo uso da un mese. ${SCRIPT}`);
    await page
      .locator('#review-images')
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByText('foto.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Recensione inviata!')).toBeVisible();
    const history = page.getByRole('region', { name: 'Storico Recensioni' });
    await expect(history.getByText(product.name)).toBeVisible();
    await expect(history.getByText('In revisione')).toBeVisible();
    await expect(history.getByText(`${marker} ${SCRIPT}`)).toBeVisible();

    // The admin finds it by free text and approves it.
    const adminContext = await browser.newContext();
    await adminContext.addCookies([{ name: 'provato_consent', value: 'necessary', url: page.url() }]);
    const adminPage = await adminContext.newPage();
    adminPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(adminPage, demoAdmin);
    await adminPage.goto('/admin/reviews');
    await adminPage.getByRole('searchbox', { name: 'Cerca', exact: true }).fill(marker.toLowerCase());
    await adminPage.getByRole('button', { name: 'Filtra' }).click();
    await expect(adminPage).toHaveURL(new RegExp(`q=${marker.toLowerCase()}`));
    const card = adminPage.getByRole('article').filter({ hasText: marker });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('In revisione')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Immagine 1 della recensione' })).toBeVisible();
    await card.getByRole('button', { name: 'Approva' }).click();
    await expect(adminPage.getByText(/Recensione approvata: \+5 punti/)).toBeVisible();
    // Published: out of the queue, under 'Tutti'.
    await adminPage.goto(`/admin/reviews?status=all&q=${marker.toLowerCase()}`);
    await expect(
      adminPage.getByRole('article').filter({ hasText: marker }).getByText('Pubblicata'),
    ).toBeVisible();

    // The author: points, tier progress, activity, inbox.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'I tuoi punti' }).getByText('5 punti', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Avanzamento verso il Buono 5 € Amazon.it' }),
    ).toHaveAttribute('aria-valuenow', '5');
    await expect(page.getByRole('progressbar', { name: /livello Silver/ })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(page.getByText(`La tua recensione di ${product.name} è stata approvata`)).toBeVisible();
    await expect(page.getByRole('banner').getByText('5 punti')).toBeVisible();
    const mail = await waitForMail(email, `La tua recensione di ${product.name} è online`);
    expect(mail.text).toContain('Hai guadagnato 5 punti');

    // Published, on the product page, as text.
    await page.goto(`/product/${product.slug}#recensioni`);
    const published = page.getByRole('article').filter({ hasText: marker });
    await expect(published.getByRole('heading', { name: `${marker} ${SCRIPT}` })).toBeVisible();
    await expect(published.getByText(`Autonomia ottima ${IMG}`)).toBeVisible();
    await expect(published.getByText('Acquisto dichiarato')).toBeVisible();
    await expect(
      published.getByText("L'autore riceve punti Provato per le recensioni approvate."),
    ).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await adminContext.close();
  });

  test('a rejection with its reason reaches the author by e-mail and on the profile', async ({
    page,
    browser,
  }) => {
    const marker = `Rifiuto${Date.now()}`;
    const email = uniqueEmail('respinto');
    await signUpConfirmed(page, {
      firstName: 'Tommaso',
      lastName: 'Greco',
      email,
      password: 'Cuffie-Rosse-88',
    });
    const product = await openProduct(page, 1);
    await page.getByRole('link', { name: 'Scrivi una recensione' }).first().click();
    await page.getByRole('radio', { name: '2 stelle' }).check({ force: true });
    await page.getByLabel('Titolo').fill(`${marker} consegna lenta`);
    await page.getByLabel('Pro', { exact: true }).fill('Imballaggio curato e robusto');
    await page.getByLabel('Contro', { exact: true }).fill('Il corriere è arrivato in ritardo di tre giorni');
    await page.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // 'Punti': the review waits, with the date a decision is expected from today's figures.
    const tabs = page.getByRole('navigation', { name: 'Sezioni del profilo' });
    await tabs.getByRole('link', { name: 'Punti', exact: true }).click();
    const points = page.getByRole('region', { name: 'I miei punti' });
    const waiting = points.getByRole('listitem').filter({ hasText: 'Recensione in revisione' });
    await expect(waiting).toContainText(product.name);
    await expect(waiting).toContainText('In verifica');
    await expect(waiting).toContainText(/Esito previsto entro il \d{1,2} \p{L}+ \d{4}/u);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, demoAdmin);
    await adminPage.goto(`/admin/reviews?status=in_revisione&q=${marker.toLowerCase()}`);
    const card = adminPage.getByRole('article').filter({ hasText: marker });

    // A moderator's correction first: the dialog opens filled in, Salva keeps the change.
    await card.getByRole('button', { name: 'Modifica' }).click();
    const edit = adminPage.getByRole('dialog', { name: 'Modifica la recensione' });
    await expect(edit.getByLabel('Titolo')).toHaveValue(`${marker} consegna lenta`);
    await expect(edit.getByLabel('Voto (1–5)')).toHaveValue('2');
    // A vote the server refuses (the browser's own limit taken away): the reason shows in the dialog.
    await edit.getByLabel('Voto (1–5)').evaluate((input) => input.removeAttribute('max'));
    await edit.getByLabel('Voto (1–5)').fill('9');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(edit.getByRole('alert')).toContainText('Dai un punteggio da 1 a 5');
    await expect(edit).toBeVisible();
    await edit.getByLabel('Voto (1–5)').fill('2');
    await edit.getByLabel('Titolo').fill(`${marker} consegna lentissima`);
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByRole('heading', { name: `${marker} consegna lentissima` })).toBeVisible();

    await card.getByRole('button', { name: 'Rifiuta' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Rifiuta la recensione' });
    const confirm = dialog.getByRole('button', { name: 'Conferma rifiuto' });
    await expect(confirm).toBeDisabled();
    await dialog
      .getByLabel('Motivo del rifiuto')
      .fill('La recensione parla della consegna, non del prodotto.');
    // The rule of the terms is part of the decision: without it the refusal cannot be confirmed.
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Regola applicata').selectOption('review-on-topic');
    await confirm.click();
    await expect(adminPage.getByText('Recensione rifiutata')).toBeVisible();
    await adminContext.close();

    const mail = await waitForMail(email, `La tua recensione di ${product.name} non è stata pubblicata`);
    expect(mail.text).toContain('Motivo: La recensione parla della consegna, non del prodotto.');
    expect(mail.text).toContain(
      'Regola applicata: Termini e condizioni, art. 4.3 — Parla del prodotto: niente offese, dati personali, pubblicità o link promozionali.',
    );
    await page.goto('/profile');
    const history = page.getByRole('region', { name: 'Storico Recensioni' });
    await expect(history.getByText('Rifiutata')).toBeVisible();
    await expect(
      history.getByText('Motivo: La recensione parla della consegna, non del prodotto.'),
    ).toBeVisible();

    // 'Decisioni': the statement of reasons, its rule linked to the clause of the terms.
    await tabs.getByRole('link', { name: 'Decisioni' }).click();
    const decisions = page.getByRole('region', { name: 'Decisioni che ti riguardano' });
    const decision = decisions.getByRole('listitem').filter({ hasText: 'Recensione non pubblicata' });
    await expect(decision).toContainText(`La tua recensione di ${product.name} non è stata pubblicata.`);
    await expect(decision).toContainText('Decisione presa da una persona del nostro team.');
    await expect(decision.getByRole('link', { name: 'Contesta la decisione' })).toBeVisible();
    await expect(decision).toContainText(/gratuitamente, fino al \d{1,2} \p{L}+ \d{4}/u);
    await expectAccessible(page, 'profile decisions');
    // 'Punti', only what was refused: the review, with why and no points.
    await tabs.getByRole('link', { name: 'Punti', exact: true }).click();
    await points
      .getByRole('navigation', { name: 'Stato dei punti' })
      .getByRole('link', { name: 'Rifiutati' })
      .click();
    await expect(page).toHaveURL(/state=rifiutati/);
    const refused = points.getByRole('listitem').filter({ hasText: 'Recensione non pubblicata' });
    await expect(refused).toContainText('Motivo: La recensione parla della consegna, non del prodotto.');
    await expect(points.getByRole('listitem').filter({ hasText: 'Recensione in revisione' })).toHaveCount(0);
    await expectAccessible(page, 'profile points');
    await tabs.getByRole('link', { name: 'Decisioni' }).click();
    await decision.getByRole('link', { name: /art\. 4\.3/ }).click();
    await expect(page).toHaveURL(/\/legal\/terms#art-4-3$/);
    await expect(page.locator('#art-4-3')).toContainText(/parla del prodotto/i);
  });

  test('the quick review dialog: Escape closes it, a sent review comes back to the product', async ({
    page,
  }) => {
    await signUpConfirmed(page, {
      firstName: 'Tommaso',
      lastName: 'Greco',
      email: uniqueEmail('veloce'),
      password: 'Cuffie-Rosse-88',
    });
    const product = await openProduct(page, 3);
    const opener = page.getByRole('button', { name: 'Recensione veloce' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Recensisci ${product.name}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Selecting text and letting go over the dim backdrop keeps the dialog; a click on it closes it.
    await opener.click();
    const title = dialog.getByLabel('Titolo', { exact: true });
    await title.fill('Testo da selezionare');
    const box = (await title.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(3, 3, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();

    await opener.click();
    await dialog.getByRole('radio', { name: '5 stelle' }).check({ force: true });
    await dialog.getByLabel('Titolo', { exact: true }).fill('Veloce e affidabile');
    await dialog.getByLabel('Pro', { exact: true }).fill('Si accende subito e dura tutto il giorno');
    await dialog.getByLabel('Contro', { exact: true }).fill('Il caricatore non è nella confezione');
    await dialog.getByRole('button', { name: 'Pubblica recensione' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}#recensioni$`));
    await expect(page.getByText('Recensione inviata!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('one review per product: told before the form, and one sent anyway (stale tabs) is refused in the page and in the quick review', async ({
    page,
    context,
    browser,
  }) => {
    const marker = `Doppia${Date.now()}`;
    await signUpConfirmed(page, {
      firstName: 'Irene',
      lastName: 'Fontana',
      email: uniqueEmail('doppia'),
      password: 'Cuffie-Rosse-88',
    });
    const product = await openProduct(page, 4);
    const writeHref = (await page
      .getByRole('link', { name: 'Scrivi una recensione' })
      .first()
      .getAttribute('href'))!;
    const fill = async (scope: Page | Locator, title: string) => {
      await scope.getByRole('radio', { name: '3 stelle' }).check({ force: true });
      await scope.getByLabel('Titolo', { exact: true }).fill(title);
      await scope.getByLabel('Pro', { exact: true }).fill('Costruzione solida e tasti comodi');
      await scope.getByLabel('Contro', { exact: true }).fill('Il cavo in dotazione è troppo corto');
    };
    const dialogOf = (tab: Page) => tab.getByRole('dialog', { name: `Recensisci ${product.name}` });

    // Two pages opened before the review exists: the full form, and the product with its quick review.
    const staleForm = await context.newPage();
    await staleForm.goto(writeHref);
    await expect(staleForm.getByRole('heading', { name: 'Scrivi una Recensione' })).toBeVisible();
    await fill(staleForm, `${marker} dalla pagina`);
    const staleProduct = await context.newPage();
    await staleProduct.goto(`/product/${product.slug}`);
    const staleDialog = dialogOf(staleProduct);
    await openDialog(staleProduct.getByRole('button', { name: 'Recensione veloce' }), staleDialog);
    await fill(staleDialog, `${marker} dal dialogo`);

    // The review itself, through the quick review.
    await openDialog(page.getByRole('button', { name: 'Recensione veloce' }), dialogOf(page));
    await fill(dialogOf(page), `${marker} la prima`);
    await dialogOf(page).getByRole('button', { name: 'Pubblica recensione' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}#recensioni$`));
    await expect(page.getByText('Recensione inviata!')).toBeVisible();

    // Before the form, on the product page: said instead of the quick review and of the links to
    // the full form, with the way to it.
    const writeLinks = page
      .getByRole('main')
      .getByRole('link', { name: /^Scrivi (una|la prima) recensione$/ });
    await page.reload();
    await expect(page.getByText('Hai già recensito questo prodotto')).toBeVisible();
    await expect(writeLinks).toHaveCount(0);
    await expect(page.getByText(/La tua recensione è in attesa di moderazione/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recensione veloce' })).toHaveCount(0);
    const toProfile = page.getByRole('link', { name: 'Vedi la tua recensione nel profilo' });
    await expect(toProfile).toHaveAttribute('href', /^\/profile#recensione-[0-9a-f-]{36}$/);
    const anchor = (await toProfile.getAttribute('href'))!.split('#')[1]!;
    // … and on the full form's page.
    await page.goto(writeHref);
    await expect(page.getByText('Hai già recensito questo prodotto')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pubblica e guadagna punti!' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Vedi la tua recensione nel profilo' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile#${anchor}$`));
    const mine = page.locator(`#${anchor}`);
    await expect(mine.getByText(`${marker} la prima`)).toBeVisible();
    await expect(mine.getByText('In revisione')).toBeVisible();

    // Sent anyway from the stale form: refused in the page, with the message and the way to it.
    await staleForm.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();
    const alert = staleForm.getByRole('alert').filter({ hasText: 'Recensione non inviata' });
    await expect(alert).toContainText(
      'Hai già recensito questo prodotto: puoi scrivere una sola recensione per prodotto.',
    );
    await expect(alert.getByRole('link', { name: 'Vai alla tua recensione' })).toHaveAttribute(
      'href',
      `/profile#${anchor}`,
    );
    await expect(staleForm.getByLabel('Titolo')).toHaveValue(`${marker} dalla pagina`);

    // Sent anyway from the stale quick review: refused inside the dialog, which stays open.
    await staleDialog.getByRole('button', { name: 'Pubblica recensione' }).click();
    const dialogAlert = staleDialog.getByRole('alert');
    await expect(dialogAlert).toContainText(
      'Hai già recensito questo prodotto: puoi scrivere una sola recensione per prodotto.',
    );
    await expect(dialogAlert.getByRole('link', { name: 'Vai alla tua recensione' })).toHaveAttribute(
      'href',
      `/profile#${anchor}`,
    );
    await expect(staleProduct).toHaveURL(new RegExp(`/product/${product.slug}$`));
    await staleProduct.keyboard.press('Escape');
    await expect(staleDialog).toBeHidden();
    await expect(
      staleProduct.getByRole('link', { name: 'Vedi la tua recensione nel profilo' }),
    ).toBeFocused();
    // The refusal reloaded the page's data: no link to write one is left on the stale page.
    await expect(
      staleProduct.getByRole('main').getByRole('link', { name: /^Scrivi (una|la prima) recensione$/ }),
    ).toHaveCount(0);

    // Only the first one exists; once published, the link leads to it on the product page.
    const admin = await adminPage(browser, new URL(page.url()).origin);
    await admin.goto(`/admin/reviews?q=${marker.toLowerCase()}`);
    const card = admin.getByRole('article').filter({ hasText: marker });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Approva' }).click();
    await expect(admin.getByText(/Recensione approvata/)).toBeVisible();
    await admin.context().close();
    await page.goto(`/product/${product.slug}`);
    await expect(writeLinks).toHaveCount(0);
    await page.getByRole('link', { name: 'Leggi la tua recensione' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}#${anchor}$`));
    await expect(
      page.locator(`#${anchor}`).getByRole('heading', { name: `${marker} la prima` }),
    ).toBeVisible();
  });

  test('the quick review on a product page sends a visitor to sign in and back', async ({ page }) => {
    const product = await openProduct(page, 2);
    await page.getByRole('link', { name: 'Accedi per una recensione veloce' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=/product/${product.slug}$`));
    await page.goto(`/write-review?productId=00000000-0000-4000-8000-000000000000`);
    await expect(page).toHaveURL(/\/auth\?redirect=\/write-review/);
  });
});
