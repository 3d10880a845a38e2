import AxeBuilder from '@axe-core/playwright';
import { expect, horizontalOverflow, hydrated, test } from './support.ts';

test('on a phone the filters open in a panel over the results, which keep the first screen', async ({
  page,
}) => {
  await page.goto('/catalog?brand=Samsung&minPrice=100');
  const results = page.getByRole('region', { name: 'Risultati' });
  const firstCard = results.getByRole('article').first();
  await expect(firstCard).toBeInViewport();
  // The active filters as chips above the results, the button with how many are on.
  await expect(results.getByRole('link', { name: 'Rimuovi il filtro Marca: Samsung' })).toBeInViewport();
  const button = page.locator('label[for="filters-toggle"]');
  await expect(button).toHaveText(/Filtri\s*2/);
  const panel = page.locator('#catalog-filters');
  const brand = panel.getByRole('group', { name: 'Marca' });
  await expect(brand).toBeHidden();

  await hydrated(page.locator('#filters-toggle'));
  await button.click();
  await expect(brand).toBeVisible();
  // Over the results: the panel covers the screen, the page below has not moved.
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThanOrEqual(0.5);
  expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  await brand.getByRole('checkbox', { name: /^Apple \(/ }).check();
  await expect(page).toHaveURL(/\/catalog\?brand=Apple&brand=Samsung&minPrice=100$/);
  // Each change applies at once; the panel stays open until the person goes back to the list.
  await expect(brand).toBeVisible();
  await panel.getByRole('button', { name: /^Mostra [\d.]+ prodott[oi]$/ }).click();
  await expect(brand).toBeHidden();
  await expect(firstCard).toBeInViewport();
  await expect(results.getByRole('link', { name: 'Rimuovi il filtro Marca: Apple' })).toBeVisible();
  await expect(button).toHaveText(/Filtri\s*3/);

  // Escape closes it too, and the close button.
  await button.click();
  await expect(brand).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(brand).toBeHidden();
  await button.click();
  await panel.getByRole('button', { name: 'Chiudi i filtri' }).click();
  await expect(brand).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
