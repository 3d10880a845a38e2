import { expect, test } from './support.ts';

test('on a phone the filters open from a button and include the best-price sort', async ({ page }) => {
  await page.goto('/catalog');
  const sort = page.getByLabel('Ordina per');
  await expect(sort).toBeHidden();
  await page.locator('label[for="filters-toggle"]').click();
  await expect(sort).toBeVisible();
  await sort.selectOption('bestPrice');
  await expect(page).toHaveURL(/sort=bestPrice/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
