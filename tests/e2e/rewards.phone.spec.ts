import type { Locator } from '@playwright/test';
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

/** Lines an element's text takes (its height over its line height) and whether it stays inside `box`. */
async function layout(element: Locator, box: Locator) {
  return element.evaluate(
    (node, outer) => {
      const rect = node.getBoundingClientRect();
      const frame = outer!.getBoundingClientRect();
      return {
        lines: Math.round(rect.height / parseFloat(getComputedStyle(node).lineHeight)),
        inside: rect.left >= frame.left && rect.right <= frame.right,
      };
    },
    await box.elementHandle(),
  );
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a voucher’s cost ("50 punti") stays on one line and inside its tile, on the landing page and /rewards', async ({
    page,
  }) => {
    await page.goto('/');
    const landing = page.getByRole('region', { name: 'Premi', exact: true }).getByRole('listitem');
    await expect(landing.first()).toBeVisible();
    expect(await landing.count()).toBeGreaterThanOrEqual(4);
    for (const tile of await landing.all()) {
      const cost = tile.getByText(/\d+ punti/);
      expect(await layout(cost, tile), await tile.innerText()).toEqual({ lines: 1, inside: true });
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/rewards');
    const tiles = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: /^Buono/ }) });
    await expect(tiles.first()).toBeVisible();
    for (const tile of await tiles.all()) {
      const cost = tile.getByText(/^\d+ punti$/);
      expect(await layout(cost, tile), await tile.innerText()).toEqual({ lines: 1, inside: true });
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
