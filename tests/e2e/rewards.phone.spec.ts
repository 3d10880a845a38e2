import { demoAdmin, demoUser, expect, horizontalOverflow, signIn, smallTargets, test } from './support.ts';

test('rewards, profile rewards, leaderboard and settings fit a phone with thumb-sized targets', async ({
  page,
}) => {
  await signIn(page, demoUser);
  for (const path of ['/rewards', '/profile?tab=rewards', '/leaderboard', '/settings']) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), path).toEqual([]);
  }
});

test('Gestione Premi fits a phone', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/rewards');
  await expect(page.getByRole('heading', { name: 'Gestione Premi' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
