import type { Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, test } from './support.ts';

/*
 * Suggestions as you type (decision 038) in the landing's hero and the header, on the demo
 * catalogue (it has Samsung phones, a laptop, TVs and the brand Samsung).
 */

const heroField = (page: Page) => page.getByLabel(/^Cerca tra \d+ prodotti$/);
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggerimenti' });
const group = (page: Page, name: string) => suggestions(page).getByRole('group', { name });

async function typeInHero(page: Page, text: string) {
  await page.goto('/');
  const field = heroField(page);
  await hydrated(field);
  await field.click();
  await field.pressSequentially(text);
  return field;
}

test.describe('search suggestions', () => {
  test("typing 'sams' suggests Samsung products and the brand; arrows and Enter open one", async ({
    page,
  }) => {
    const field = await typeInHero(page, 'sams');
    await expect(field).toHaveRole('combobox');
    await expect(suggestions(page)).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const products = group(page, 'Prodotti').getByRole('option');
    await expect(products.first()).toContainText('Samsung');
    for (const name of await products.allTextContents()) expect(name).toContain('Samsung');
    // Each product with its best price, written the Italian way.
    await expect(products.first()).toContainText(/\d,\d{2}\s€/);
    await expect(group(page, 'Marche').getByRole('option', { name: /^Samsung/ })).toBeVisible();
    const total = await suggestions(page).getByRole('option').count();
    await expect(page.getByRole('status').filter({ hasText: /suggeriment/ })).toHaveText(
      total === 1 ? '1 suggerimento' : `${total} suggerimenti`,
    );

    await expectAccessible(page, 'landing with suggestions open');

    // Down moves the active option (the focus stays in the field), Up and Down wrap around.
    await page.keyboard.press('ArrowDown');
    const first = products.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(suggestions(page).getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    const name = (await first.locator('span.line-clamp-2').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Escape closes the list and keeps the text; Enter without a choice searches the catalogue', async ({
    page,
  }) => {
    const field = await typeInHero(page, 'galaxy');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('galaxy');
    // Down opens it again.
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=galaxy$/);
  });

  test('one letter suggests nothing; a request superseded by more typing is cancelled', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/suggest'))
        asked.push(new URL(request.url()).searchParams.get('q')!);
    });
    // The answer for 'sams' never comes: typing on must cancel it and show the newer one.
    let held = false;
    await page.route(/\/api\/search\/suggest\?q=sams$/, () => {
      held = true;
    });
    const cancelled = page.waitForEvent('requestfailed', (request) => request.url().endsWith('?q=sams'));
    const field = await typeInHero(page, 's');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.pressSequentially('ams');
    await expect.poll(() => held).toBe(true);
    await field.pressSequentially('ung');
    await cancelled;
    await expect(group(page, 'Marche').getByRole('option', { name: /^Samsung/ })).toBeVisible();
    expect(asked).not.toContain('s');
    expect(asked.at(-1)).toBe('samsung');
  });

  test('the header search opens under the bar and a category leads to the filtered catalogue', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.locator('header summary', { hasText: 'Cerca' });
    await hydrated(page.locator('header details'));
    await toggle.click();
    const field = page.getByRole('combobox', { name: 'Cerca nel catalogo' });
    await expect(field).toBeFocused();
    await field.pressSequentially('smartph');
    const category = group(page, 'Categorie').getByRole('option', { name: /^Smartphone/ });
    await expect(category).toBeVisible();
    await expectAccessible(page, 'header search open');
    await category.click();
    await expect(page).toHaveURL(/\/catalog\?category=smartphone$/);
    await expect(page.locator('header details')).not.toHaveAttribute('open');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero and the header are plain searches of the catalogue', async ({ page }) => {
    await page.goto('/');
    const field = heroField(page);
    await expect(field).toHaveRole('searchbox');
    await field.fill('samsung');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=samsung$/);

    await page.locator('header summary', { hasText: 'Cerca' }).click();
    const header = page.getByRole('search', { name: 'Ricerca rapida' });
    await header.getByRole('searchbox', { name: 'Cerca nel catalogo' }).fill('galaxy');
    await header.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/catalog\?q=galaxy$/);
  });
});
