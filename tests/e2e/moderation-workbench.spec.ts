import { adminPage, expect, hydrated, openDialog, signUpConfirmed, test, uniqueEmail } from './support.ts';

/*
 * The moderator's workbench (issue 29 §4): the queue first, oldest first, with ages; several
 * reviews rejected with one reason; one approved from the keyboard; 'Annulla' takes it back.
 */
test('the queue opens oldest first with ages; bulk reject, keyboard approval and Annulla', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const marker = `Banco${Date.now()}`;
  await signUpConfirmed(page, {
    firstName: 'Irene',
    lastName: 'Banco',
    email: uniqueEmail('irene.banco'),
    password: 'Moderazione-2026!',
  });
  const listing = await page.request.get('/api/products?limit=3&sort=mostRecent');
  const products = ((await listing.json()) as { items: { id: string }[] }).items;
  for (const [index, product] of products.entries()) {
    const created = await page.request.post('/api/reviews', {
      headers: { origin: baseURL! },
      data: {
        productId: product.id,
        rating: 4,
        title: `${marker} numero ${index + 1}`,
        pros: 'Funziona bene tutti i giorni',
        cons: 'Il prezzo è un po’ alto',
      },
    });
    expect(created.status()).toBe(201);
  }

  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin/reviews');
  // The queue, oldest first, as the filters say; the sidebar counts it.
  await expect(admin.getByLabel('Stato')).toHaveValue('in_revisione');
  await expect(admin.getByLabel('Ordine')).toHaveValue('oldest');
  const sidebar = admin.getByRole('navigation', { name: 'Sezioni amministrazione' });
  await expect(
    sidebar.getByRole('link', { name: /^Moderazione Recensioni \d+\+? in attesa$/ }),
  ).toBeVisible();
  const cards = admin.getByRole('article');
  await expect(cards.first().getByText(/^in attesa da \d+ (giorn|or)/)).toBeVisible();
  const days = async (index: number) =>
    Number(/da (\d+) giorn/.exec((await cards.nth(index).textContent()) ?? '')?.[1] ?? 0);
  expect(await days(0)).toBeGreaterThanOrEqual(await days(1));

  // Ours, found by free text: still the queue, oldest first.
  await admin.getByRole('searchbox', { name: 'Cerca', exact: true }).fill(marker.toLowerCase());
  await admin.getByRole('button', { name: 'Filtra' }).click();
  await expect(admin).toHaveURL(/status=in_revisione/);
  await expect(admin).toHaveURL(/sort=oldest/);
  await expect(cards.getByRole('heading')).toHaveText([
    `${marker} numero 1`,
    `${marker} numero 2`,
    `${marker} numero 3`,
  ]);
  await expect(cards.first().getByText('in attesa da meno di un minuto')).toBeVisible();

  // Two selected, rejected with one reason.
  await hydrated(cards.first());
  await admin.getByLabel(`Seleziona la recensione «${marker} numero 1»`).check();
  await admin.getByLabel(`Seleziona la recensione «${marker} numero 2»`).check();
  await expect(admin.getByText('2 selezionate')).toBeVisible();
  const dialog = admin.getByRole('dialog', { name: 'Rifiuta 2 recensioni' });
  await openDialog(admin.getByRole('button', { name: 'Rifiuta selezionate' }), dialog);
  await dialog.getByLabel('Regola applicata').selectOption('review-real-experience');
  await dialog.getByLabel('Motivo del rifiuto').fill('Testo troppo generico');
  await dialog.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(
    admin.locator('[data-sonner-toast]').filter({ hasText: '2 recensioni rifiutate' }),
  ).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText([`${marker} numero 3`]);

  // The last one approved from the keyboard: j brings the focus to it, a approves it.
  await admin.keyboard.press('j');
  await expect(cards.first()).toBeFocused();
  await admin.keyboard.press('a');
  const approved = admin.locator('[data-sonner-toast]').filter({ hasText: 'Recensione approvata: +5 punti' });
  await expect(approved).toBeVisible();
  await expect(admin.getByText('Nessuna recensione trovata')).toBeVisible();

  // 'Annulla' on the toast: back in the queue.
  await approved.getByRole('button', { name: 'Annulla' }).click();
  await expect(
    admin
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Decisione annullata: la recensione è di nuovo in revisione' }),
  ).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText([`${marker} numero 3`]);
  await expect(cards.first().getByText('In revisione')).toBeVisible();

  // The two rejected ones, under 'Rifiutata', with the reason.
  await admin.goto(`/admin/reviews?status=rifiutata&q=${marker.toLowerCase()}`);
  await expect(cards).toHaveCount(2);
  await expect(cards.getByText('Motivo del rifiuto: Testo troppo generico')).toHaveCount(2);
  await admin.context().close();
});
