import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support.ts';

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });
const cardPrices = async (page: Page) =>
  (await page.getByRole('article').locator('p.card-price').allTextContents()).map((text) =>
    text === 'N/A' ? NaN : Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
/** The total the page states above the cards ("12 prodotti · pagina 1 di 1"). */
const statedTotal = async (page: Page) =>
  Number(
    ((await page.getByText(/^\d[\d.]* prodott[oi]/).textContent()) ?? '')
      .match(/^[\d.]+/)![0]
      .replace('.', ''),
  );
/** The count a facet's checkbox shows: "Samsung (23)". */
const shownCount = async (page: Page, name: RegExp) =>
  Number(
    ((await page.getByRole('checkbox', { name }).locator('xpath=ancestor::label').textContent()) ?? '')
      .match(/\(([\d.]+)\)\s*$/)![1]!
      .replace('.', ''),
  );

/** The filters' and the chips' targets under 44 px high (a checkbox or radio through its label). */
const smallFilterTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#catalog-filters, [data-active-filters]')]
      .flatMap((root) => [...root.querySelectorAll('button, a, select, input, summary')])
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({
        element,
        box: (element.matches('[type=checkbox], [type=radio]')
          ? (element.closest('label') ?? element)
          : element
        ).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height < 44)
      .map(({ element }) => element.textContent?.trim() || element.getAttribute('name') || element.tagName),
  );

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('catalogue facets', () => {
  test('narrowing by brand and price keeps a shareable URL; chips take filters off', async ({
    page,
    browser,
  }) => {
    await page.goto('/catalog');
    const filters = page.locator('#catalog-filters');
    const samsung = filters.getByRole('checkbox', { name: /^Samsung \(/ });
    await hydrated(samsung);
    const samsungCount = await shownCount(page, /^Samsung \(/);
    await samsung.check();
    await expect(page).toHaveURL(/\/catalog\?brand=Samsung$/);
    await expect(cardNames(page).first()).toContainText('Samsung');
    for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/^Samsung /);
    // The count beside the brand was the number of products it lists.
    expect(await statedTotal(page)).toBe(samsungCount);

    await filters.getByRole('checkbox', { name: /^Apple \(/ }).check();
    await expect(page).toHaveURL(/\/catalog\?brand=Apple&brand=Samsung$/);
    await filters.getByLabel('Da (€)', { exact: true }).fill('300');
    await filters.getByLabel('A (€)', { exact: true }).fill('1000');
    await filters.getByLabel('A (€)', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/catalog\?brand=Apple&brand=Samsung&minPrice=300&maxPrice=1000$/);
    await expect
      .poll(async () => (await cardPrices(page)).every((price) => price >= 300 && price <= 1000))
      .toBe(true);
    const names = await cardNames(page).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^(Samsung|Apple) /);
    const results = page.getByRole('region', { name: 'Risultati' });
    for (const chip of ['Apple', 'Samsung', '300–1.000 €']) {
      await expect(
        results.getByRole('link', { name: new RegExp(`^Rimuovi il filtro \\w+: ${chip}$`) }),
      ).toBeVisible();
    }
    await expectAxeClean(page, 'filtered catalogue');
    expect(await smallFilterTargets(page), 'filter and chip targets under 44 px').toEqual([]);

    // The same address in another browser: the same products, the same filters shown as active.
    const url = page.url();
    const other = await browser.newPage({ locale: 'it-IT' });
    await other.goto(url);
    await expect(cardNames(other)).toHaveText(names);
    await expect(
      other.locator('#catalog-filters').getByRole('checkbox', { name: /^Samsung \(/ }),
    ).toBeChecked();
    await expect(
      other.locator('#catalog-filters').getByRole('checkbox', { name: /^Apple \(/ }),
    ).toBeChecked();
    await expect(other.getByLabel('Da (€)', { exact: true })).toHaveValue('300');
    await expect(other.getByLabel('A (€)', { exact: true })).toHaveValue('1000');
    await other.close();
    await page.reload();
    await expect(cardNames(page)).toHaveText(names);

    // A chip takes its filter off, and only that one.
    await results.getByRole('link', { name: 'Rimuovi il filtro Marca: Apple' }).click();
    await expect(page).toHaveURL(/\/catalog\?brand=Samsung&minPrice=300&maxPrice=1000$/);
    await expect(filters.getByRole('checkbox', { name: /^Apple \(/ })).not.toBeChecked();
    for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/^Samsung /);

    await results.getByRole('link', { name: 'Rimuovi tutti i filtri' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(results.getByRole('link', { name: /^Rimuovi il filtro/ })).toHaveCount(0);
  });

  test('shop, price range and availability: the counts say how many each lists', async ({ page }) => {
    await page.goto('/catalog?category=smartphone');
    const filters = page.locator('#catalog-filters');
    const shop = filters.getByRole('checkbox', { name: /^MediaWorld \(/ });
    await hydrated(shop);
    const listed = await shownCount(page, /^MediaWorld \(/);
    await shop.check();
    await expect(page).toHaveURL(/\/catalog\?category=smartphone&shop=mediaworld$/);
    await expect.poll(() => statedTotal(page)).toBe(listed);

    const range = filters.getByRole('link', { name: /^250–500 €/ });
    const inRange = Number((await range.textContent())!.match(/\(([\d.]+)\)/)![1]);
    await range.click();
    await expect(page).toHaveURL(/minPrice=250&maxPrice=500$/);
    await expect(filters.getByRole('link', { name: /^250–500 €/ })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => statedTotal(page).catch(() => 0)).toBe(inRange);

    const available = filters.getByRole('checkbox', { name: /^Solo disponibili/ });
    const availableCount = await shownCount(page, /^Solo disponibili/);
    await available.check();
    await expect(page).toHaveURL(/available=1$/);
    await expect.poll(() => statedTotal(page).catch(() => 0)).toBe(availableCount);
    await expect(
      page.getByRole('link', { name: 'Rimuovi il filtro Disponibilità: Solo disponibili' }),
    ).toBeVisible();
  });

  test('without JavaScript the filters are a plain form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
    await context.addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/catalog');
    await page
      .locator('#catalog-filters')
      .getByRole('checkbox', { name: /^Samsung \(/ })
      .check();
    await page.locator('#catalog-filters').getByLabel('Da (€)', { exact: true }).fill('500');
    await page.locator('#catalog-filters').getByRole('button', { name: 'Applica', exact: true }).click();
    await expect(page).toHaveURL(/brand=Samsung/);
    await expect(page).toHaveURL(/minPrice=500/);
    for (const name of await cardNames(page).allTextContents()) expect(name).toMatch(/^Samsung /);
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('link', { name: 'Rimuovi il filtro Marca: Samsung' })).toBeVisible();
    await context.close();
  });
});
