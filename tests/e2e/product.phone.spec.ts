import type { Locator, Page } from '@playwright/test';
import { expect, fileWidth, horizontalOverflow, smallTargets, test } from './support.ts';

// The phone of the report: 390 × 844.
test.use({ viewport: { width: 390, height: 844 } });

type Listed = {
  id: string;
  slug: string;
  name: string;
  bestPrice: number | null;
  offersCount: number;
  reviewCount: number;
};

/** The demo catalogue's products, as the JSON API lists them (most reviewed first). */
async function listed(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/products?limit=100');
  return ((await response.json()) as { items: Listed[] }).items;
}

/** How many lines the text of `element` takes (one client rectangle per line box). */
const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test('the best price and its button are on the first screen', async ({ page }) => {
  const items = await listed(page);
  const longestName = [...items].sort((a, b) => b.name.length - a.name.length)[0]!;
  const priced = items.filter((item) => item.bestPrice !== null);
  for (const item of [longestName, ...priced.slice(0, 5)]) {
    await page.goto(`/product/${item.slug}`);
    const button = page.getByRole('link', { name: /^Acquista al miglior prezzo/ });
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, `${item.slug}: the button's bottom`).toBeLessThanOrEqual(844);
    const price = (await page.getByTestId('best-price').boundingBox())!;
    expect(price.y + price.height, `${item.slug}: the best price`).toBeLessThanOrEqual(844);
    expect(await horizontalOverflow(page), item.slug).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), item.slug).toEqual([]);
  }
});

test('every offer row has the same layout, whatever the price', async ({ page }) => {
  const items = (await listed(page)).filter((item) => item.offersCount >= 2 && item.bestPrice !== null);
  const byPrice = [...items].sort((a, b) => a.bestPrice! - b.bestPrice!);
  // The cheapest (two-digit prices) and the dearest (four digits, "5783,14 €") beside each other.
  const products = [byPrice[0]!, byPrice.at(-1)!, byPrice.at(-2)!];
  const layouts: { where: string; price: number; link: number; linkRight: number; rowGap: number }[] = [];
  for (const item of products) {
    await page.goto(`/product/${item.slug}`);
    const rows = page.getByRole('region', { name: /Dove acquistare/ }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const rowBox = (await row.boundingBox())!;
      const price = (await row
        .locator('p')
        .filter({ hasText: /^(\d[\d.]*,\d\d\s€|N\/A)$/ })
        .boundingBox())!;
      const link = (await row.getByRole('link', { name: /^Vai al negozio/ }).boundingBox())!;
      layouts.push({
        where: `${item.slug} ${await row.locator('p').first().textContent()}`,
        price: Math.round(price.x - rowBox.x),
        link: Math.round(link.x - rowBox.x),
        linkRight: Math.round(rowBox.x + rowBox.width - (link.x + link.width)),
        // The price and the shop's link on one line: their middles level.
        rowGap: Math.round(Math.abs(price.y + price.height / 2 - (link.y + link.height / 2))),
      });
    }
  }
  expect(layouts.length).toBeGreaterThan(3);
  const { price, link, linkRight } = layouts[0]!;
  for (const layout of layouts) {
    expect({ price: layout.price, link: layout.link, linkRight: layout.linkRight }, layout.where).toEqual({
      price,
      link,
      linkRight,
    });
    expect(layout.rowGap, layout.where).toBeLessThanOrEqual(1);
  }
});

test('the review sorts fit the screen, one line each, thumb-sized', async ({ page }) => {
  for (const item of (await listed(page)).filter((item) => item.reviewCount > 1).slice(0, 2)) {
    await page.goto(`/product/${item.slug}`);
    const sorts = page.getByRole('navigation', { name: 'Ordina le recensioni' }).getByRole('link');
    await expect(sorts).toHaveCount(4);
    for (const sort of await sorts.all()) {
      const name = `${item.slug} ${await sort.textContent()}`;
      expect(await lineCount(sort), name).toBe(1);
      const box = (await sort.boundingBox())!;
      // Inside the page's 16 px margin.
      expect(box.x, name).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390 - 16);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
  }
});

test("the 'Acquisto dichiarato' pill never breaks over two lines", async ({ page }) => {
  let pills = 0;
  for (const item of (await listed(page)).filter((item) => item.reviewCount > 1).slice(0, 4)) {
    await page.goto(`/product/${item.slug}`);
    await expect(page.getByRole('heading', { name: 'Recensioni', exact: true })).toBeVisible();
    for (const pill of await page.getByText('Acquisto dichiarato', { exact: true }).all()) {
      pills += 1;
      expect(await lineCount(pill), item.slug).toBe(1);
      const box = (await pill.boundingBox())!;
      expect(box.height, item.slug).toBeLessThan(30);
      expect(box.x + box.width, item.slug).toBeLessThanOrEqual(390 - 16);
    }
  }
  expect(pills, 'reviews with a declared purchase').toBeGreaterThan(0);
});

test('the best-price box names the shop with that price; a reduction shows only below the 30-day lowest', async ({
  page,
}) => {
  const products = (await listed(page)).filter((item) => item.offersCount >= 3 && item.bestPrice !== null);
  expect(products.length).toBeGreaterThan(3);
  const euro = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  for (const item of products.slice(0, 8)) {
    const { offers } = (await (await page.request.get(`/api/products/${item.id}`)).json()) as {
      offers: { merchantName: string; price: number | null }[];
    };
    await page.goto(`/product/${item.slug}`);
    const best = euro((await page.getByTestId('best-price').textContent())!);
    // Every shop at the best price, once each, in the list's order ("da Comet e Unieuro").
    const shops = [
      ...new Set(offers.filter((offer) => offer.price === best).map((offer) => offer.merchantName)),
    ];
    await expect(page.getByTestId('best-price-shops'), item.slug).toHaveText(
      `da ${new Intl.ListFormat('it').format(shops)}`,
    );
    // Every "−N%" on the page: the row's price is below the 30-day lowest it names, N as the rule says.
    const section = page.getByRole('region', { name: /Dove acquistare/ });
    for (const row of await section.getByRole('listitem').all()) {
      const drop = row.getByTestId('price-drop');
      if ((await drop.count()) === 0) continue;
      const text = (await drop.textContent())!;
      const [, percent, lowest] = /^−(\d+)%.*: (.+)$/.exec(text)!;
      const price = euro((await row.locator('.offer-price').textContent())!);
      expect(price, text).toBeLessThan(euro(lowest!));
      expect(Number(percent), text).toBe(Math.round((1 - price / euro(lowest!)) * 100));
    }
    await expect(section).not.toContainText('(prima ');
  }
});

test("the product's picture is the first thing fetched: high priority, preloaded, the 480 px copy on a phone", async ({
  page,
}) => {
  const [item] = await listed(page);
  await page.goto(`/product/${item!.slug}`);
  const picture = page.getByRole('img', { name: item!.name, exact: true });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  // Shown 182 px tall at 2.625 device pixels per CSS pixel: the 480 px copy is enough.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/-480\.webp$/);
  expect(await fileWidth(picture)).toBe(480);
  // The head asks for the same picture before the stylesheet, the shops' logos wait.
  const preloads = page.locator('head link[rel="preload"][as="image"]');
  await expect(preloads).toHaveCount(1);
  await expect(preloads).toHaveAttribute('fetchpriority', 'high');
  expect(await preloads.getAttribute('imagesrcset')).toBe(await picture.getAttribute('srcset'));
  await expect(
    page
      .getByRole('region', { name: /Dove acquistare/ })
      .locator('img')
      .first(),
  ).toHaveAttribute('loading', 'lazy');
});
