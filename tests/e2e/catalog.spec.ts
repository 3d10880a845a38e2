import { expect, test } from './support.ts';

test.describe('catalogue', () => {
  test('a search with typos finds Samsung smartphones', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill('smarphone samsng');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/catalog\?q=smarphone\+samsng$/);
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names.first()).toContainText('Samsung Galaxy');
    for (const name of await names.allTextContents()) expect(name).toMatch(/^Samsung/);
    await expect(page.getByText(/prodott[oi] per «smarphone samsng»/)).toBeVisible();
  });

  test('two swapped letters: «iphnoe» lists the iPhones', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill('iphnoe');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/catalog\?q=iphnoe$/);
    await expect(page.getByText(/prodott[oi] per «iphnoe»/)).toBeVisible();
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names.first()).toContainText('iPhone');
    const shown = await names.allTextContents();
    for (const model of ['iPhone 15', 'iPhone 15 Pro Max', 'iPhone 16', 'iPhone 16e', 'iPhone 17 Pro'])
      expect(shown).toContain(`Apple ${model}`);
  });

  test('«iphone» lists Apple products only: not Nothing Phone, not every smartphone', async ({ page }) => {
    await page.goto('/catalog?q=iphone');
    await expect(page.getByText(/prodott[oi] per «iphone»/)).toBeVisible();
    const names = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toContain('Apple iPhone 16');
    for (const name of names) expect(name).toMatch(/^Apple /);
    await page.goto('/catalog?q=phone');
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
      'Nothing Phone (2a)',
    ]);
  });

  test('filters, sort and page live in the URL: reload and back keep them', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByLabel('Categoria').selectOption('smartphone');
    await expect(page).toHaveURL(/category=smartphone/);
    await page.getByText('3+ ★').click();
    await expect(page).toHaveURL(/minRating=3/);
    await page.getByLabel('Ordina per').selectOption('bestPrice');
    await expect(page).toHaveURL(/sort=bestPrice/);
    await page.getByLabel('Prodotti per pagina').selectOption('12');
    await expect(page).toHaveURL(/pageSize=12/);

    // Prices go up page by page.
    const prices = async () =>
      (await page.getByRole('article').locator('p.card-price').allTextContents())
        .filter((text) => text !== 'N/A')
        .map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    // The address changes before React commits the new list (a transition): wait for the list.
    const ascending = (list: number[]) => list.every((value, i) => i === 0 || list[i - 1]! <= value);
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length > 0 && (await page.getByRole('article').count()) <= 12 && ascending(shown);
      })
      .toBe(true);
    const first = await prices();

    const pageTwo = page
      .getByRole('navigation', { name: 'Pagine del catalogo' })
      .getByRole('link', { name: 'Pagina 2' });
    if (await pageTwo.count()) {
      await pageTwo.click();
      await expect(page).toHaveURL(/page=2/);
      await expect.poll(async () => Math.min(...(await prices()))).toBeGreaterThanOrEqual(Math.max(...first));
    }
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel('Categoria')).toHaveValue('smartphone');
    await expect(page.getByLabel('Ordina per')).toHaveValue('bestPrice');
    await expect(page.getByLabel('Prodotti per pagina')).toHaveValue('12');

    await page.goBack();
    await expect(page).not.toHaveURL(url);
    await expect(page.getByLabel('Categoria')).toHaveValue('smartphone');
    await page.goForward();
    await expect(page).toHaveURL(url);

    // Changing a filter returns to page 1.
    await page.getByLabel('Ordina per').selectOption('mostRecent');
    await expect(page).not.toHaveURL(/page=/);
  });

  test('common Italian words: ignored beside other words; alone, every product with a note', async ({
    page,
  }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill('quale tv da 55 pollici');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page.getByText(/prodott[oi] per «quale tv da 55 pollici»/)).toBeVisible();
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names.first()).toContainText('55');

    await page.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill('come');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/catalog\?q=come$/);
    await expect(
      page.getByText(
        'La ricerca «come» contiene solo parole troppo comuni o troppo corte: ecco tutti i prodotti.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(20);
    await expect(page.getByText('Nessun prodotto trovato')).toHaveCount(0);
  });

  test('no match: a message and a button that clears the filters', async ({ page }) => {
    await page.goto('/catalog?q=zzzqqqxxx');
    await expect(page.getByText('Nessun prodotto trovato')).toBeVisible();
    await page.getByRole('link', { name: 'Cancella i filtri' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a product page shows its shops cheapest first; the best-price button goes through /go/', async ({
    page,
    context,
  }) => {
    await page.goto('/catalog?sort=mostReviewed');
    const card = page.getByRole('article').first().getByRole('heading');
    const name = (await card.textContent())!;
    await card.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`Recensioni e offerte per ${name} | Provato`);
    const breadcrumb = page.getByRole('navigation', { name: 'Percorso' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Catalogo']);
    await expect(breadcrumb).toContainText(name!);

    const section = page.getByRole('region', { name: /Dove acquistare/ });
    const prices = (await section.locator('li p.text-lg').allTextContents()).map((text) =>
      text === 'N/A' ? Infinity : Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(prices.length).toBeGreaterThan(0);

    const best = page.getByRole('link', { name: /Acquista al miglior prezzo/ });
    const href = await best.getAttribute('href');
    expect(href).toMatch(/^\/go\/[0-9a-f-]{36}$/);
    await expect(best).toHaveAttribute('target', '_blank');
    await expect(best).toHaveAttribute('rel', 'sponsored nofollow noopener');
    // The shop's page opens in a new tab; the shop itself is not reachable from here, so stop at /go.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, body: 'negozio' }),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), best.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).not.toContain('127.0.0.1');
    await tab.close();

    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = structured.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name });
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/product\//);
  });

  test('shops are listed cheapest first', async ({ page }) => {
    // A demo product with several shops.
    const response = await page.request.get('/api/products?sort=mostReviewed&limit=50');
    const items = (await response.json()).items as { slug: string; offersCount: number }[];
    const withShops = items.find((item) => item.offersCount >= 3)!;
    await page.goto(`/product/${withShops.slug}`);
    const rows = page.getByRole('region', { name: /Dove acquistare/ }).locator('li p.text-lg');
    const values = (await rows.allTextContents()).map((text) =>
      text === 'N/A' ? Infinity : Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(values.length).toBeGreaterThanOrEqual(3);
    for (const [index, value] of values.entries()) {
      if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1]!);
    }
  });

  test('prices over time: the lowest of 90 days drawn per variant, a reduction beside the lowest of the 30 days before', async ({
    page,
  }) => {
    await page.goto('/product/samsung-galaxy-s24-ultra');
    const chart = page.getByRole('figure').filter({ hasText: 'ultimi 90 giorni' }).first();
    await expect(chart).toContainText(/Dal \d+ \w+ a oggi: minimo [\d.]+,\d{2}\s€/);
    // Italian price-indication rules (decision 025): a reduction is shown against the lowest price
    // of the 30 days before it began, and only that one.
    const reduced = page.getByTestId('price-drop').first();
    await expect(reduced).toBeVisible();
    await expect(reduced).toHaveText(
      /^−\d+% sul prezzo più basso dei 30 giorni prima del ribasso: [\d.]+,\d{2}\s€$/,
    );
  });

  test("delivery as the shop's feed gives it: the fee and the total, or free", async ({ page }) => {
    const amount = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
    await page.goto('/product/xiaomi-smart-band-9');
    const shops = page.getByRole('region', { name: /Dove acquistare/ }).getByRole('listitem');
    const withFee = shops.filter({ hasText: 'spedizione ·' });
    await expect(withFee.first()).toBeVisible();
    for (const text of await withFee.allTextContents()) {
      const found = /([\d.]+,\d{2}) €\+ ([\d.]+,\d{2}) € spedizione · Totale ([\d.]+,\d{2}) €/.exec(
        text.replace(/\u00a0/g, ' '),
      );
      expect(found, text).not.toBeNull();
      const [, price, fee, total] = found!;
      expect(amount(total!)).toBeCloseTo(amount(price!) + amount(fee!), 2);
    }
    await page.goto('/product/samsung-galaxy-s24-ultra');
    await expect(shops.filter({ hasText: 'Spedizione gratuita' }).first()).toBeVisible();
  });

  test('an unknown product answers 404 with a way back to the catalogue', async ({ page }) => {
    const response = await page.goto('/product/prodotto-che-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Prodotto non trovato' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna al catalogo' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });
});
