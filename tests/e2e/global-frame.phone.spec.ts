import { expect, test } from '@playwright/test';

test('on a phone the side drawer holds the navigation and account actions', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Principale' })).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Registrati' })).toBeVisible();

  const box = await drawer.getByRole('link', { name: 'Chi siamo' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await drawer.getByRole('link', { name: 'Catalogo' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(drawer).toBeHidden();
});

test('the page fits the phone screen without horizontal scrolling', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
