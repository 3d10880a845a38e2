import { expect, horizontalOverflow, smallTargets, test } from './support.ts';

test('the public pages fit a phone, with thumb-sized targets', async ({ page }) => {
  for (const path of [
    '/',
    '/about',
    '/how-it-works',
    '/faq',
    '/contact',
    '/invite',
    '/surveys',
    '/cashback',
    '/legal/privacy',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), path).toEqual([]);
  }
});
