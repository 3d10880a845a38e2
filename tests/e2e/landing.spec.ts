import { expect, test } from './support.ts';

test.describe('landing hero', () => {
  test('search comes first: the box, real category shortcuts and the most reviewed products, above the fold', async ({
    page,
  }) => {
    const viewport = page.viewportSize()!;
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Cerca nel catalogo' });
    // A search field, a combobox with suggestions once the page is hydrated (decision 038).
    const field = hero.getByLabel(/^Cerca tra \d+ prodotti$/);
    await expect(field).toBeVisible();
    const fieldBox = (await field.boundingBox())!;
    expect(fieldBox.y + fieldBox.height, 'the search box is above the fold').toBeLessThanOrEqual(
      viewport.height,
    );

    // The shortcuts are the database's biggest categories, each opening the filtered catalogue.
    const shortcuts = page
      .getByRole('list', { name: 'Oppure parti da una categoria' })
      .getByRole('link')
      .filter({ hasNotText: 'Tutto il catalogo' });
    await expect(shortcuts).toHaveCount(6);
    const featured = page.getByRole('region', { name: 'Categorie in evidenza' }).getByRole('link');
    const biggest = (await featured.allTextContents()).slice(0, 6).map((text) => text.replace(/\d.*$/, ''));
    expect(await shortcuts.allTextContents()).toEqual(biggest.map((name) => name.trim()));
    for (const link of await shortcuts.all()) {
      await expect(link).toHaveAttribute('href', /^\/catalog\?category=[a-z0-9-]+$/);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    // The right half holds the most reviewed products, as the catalogue sorts them.
    const popular = page.getByRole('region', { name: 'I più recensiti' });
    const popularBox = (await popular.boundingBox())!;
    expect(popularBox.x, 'beside the search, on the right').toBeGreaterThan(viewport.width / 2);
    expect(popularBox.y).toBeLessThan(viewport.height);
    const response = await page.request.get('/api/products?sort=mostReviewed&limit=4');
    const { items } = (await response.json()) as { items: { slug: string; name: string }[] };
    const rows = popular.getByRole('listitem').getByRole('link');
    await expect(rows).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      await expect(rows.nth(index)).toHaveAttribute('href', `/product/${item.slug}`);
      await expect(rows.nth(index)).toContainText(item.name);
    }

    // A shortcut opens the catalogue filtered by its category.
    const first = shortcuts.first();
    const slug = (await first.getAttribute('href'))!.split('=')[1]!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/catalog\\?category=${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogo');
    await expect(page.getByRole('combobox', { name: 'Categoria', exact: true })).toHaveValue(slug);
  });

  test('the hero search, by keyboard, lands on the catalogue with the query', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(/^Cerca tra \d+ prodotti$/);
    await field.focus();
    await page.keyboard.type('samsung');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('search', { name: 'Cerca nel catalogo' }).getByRole('button', { name: 'Cerca' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog\?q=samsung$/);
    await expect(page.getByRole('searchbox', { name: 'Cerca un prodotto' })).toHaveValue('samsung');
    await expect(page.getByText(/prodott[oi] per «samsung»/)).toBeVisible();
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(names.first()).toContainText('Samsung');
  });
});
