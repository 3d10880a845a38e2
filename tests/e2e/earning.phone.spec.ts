import { demoUser, expect, horizontalOverflow, signIn, smallTargets, test } from './support.ts';

test('surveys, cashback, price alerts and the product page fit a phone when signed in', async ({ page }) => {
  await signIn(page, demoUser);
  for (const path of [
    '/surveys',
    '/cashback',
    '/dashboard',
    '/profile?tab=alerts',
    '/product/samsung-galaxy-s24-ultra',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeAttached();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), path).toEqual([]);
  }
  // The demo person's cashback in every state and surveys in verification are on screen.
  await page.goto('/cashback');
  await expect(page.getByRole('region', { name: 'I tuoi acquisti con cashback' })).toContainText('In attesa');
  await expect(page.getByRole('region', { name: 'I tuoi acquisti con cashback' })).toContainText('Annullato');
  await page.goto('/surveys');
  await expect(page.getByText('Completato, in verifica').first()).toBeVisible();
});
