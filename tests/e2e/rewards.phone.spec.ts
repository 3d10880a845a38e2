import type { Page } from '@playwright/test';
import { demoAdmin, demoUser, expect, signIn, test } from './support.ts';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Buttons and links of the main content a thumb has to hit: at least 44 × 44 px. */
async function smallTargets(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('button, a, select, input:not([type=hidden])')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .filter((element) => !element.closest('p, li > p, td'))
      // A checkbox is hit through its label.
      .map((element) => ({
        element,
        box: (element.matches('[type=checkbox], [type=radio]')
          ? (element.closest('label') ?? element)
          : element
        ).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 44 && box.width > 0)
      .map(({ element }) => element.textContent?.trim() || element.getAttribute('name') || element.tagName),
  );
}

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
