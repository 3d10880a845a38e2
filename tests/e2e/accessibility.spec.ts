import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAdmin, demoUser, expect, signIn, test } from './support.ts';

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('public account pages have no accessibility violations', async ({ page }) => {
  for (const path of [
    '/auth?tab=signup',
    '/auth?tab=login',
    '/auth?tab=forgot-password',
    '/questa-non-esiste',
    '/rewards',
    '/leaderboard',
  ]) {
    await expectNoViolations(page, path);
  }
});

test('catalogue pages have no accessibility violations', async ({ page }) => {
  const response = await page.request.get('/api/products?limit=1');
  const [first] = (await response.json()).items as { slug: string }[];
  for (const path of [
    '/catalog',
    '/catalog?q=samsung&minRating=3',
    '/categories',
    '/top-reviewed',
    `/product/${first!.slug}`,
  ]) {
    await expectNoViolations(page, path);
  }
});

test('signed-in pages have no accessibility violations', async ({ page }) => {
  await signIn(page, demoUser);
  for (const path of [
    '/dashboard',
    '/profile',
    '/profile?tab=rewards',
    '/write-review',
    '/write-review?productQuery=samsung',
    '/rewards',
    '/leaderboard',
    '/settings',
  ]) {
    await expectNoViolations(page, path);
  }
});

test('the back office has no accessibility violations', async ({ page }) => {
  await signIn(page, demoAdmin);
  for (const path of ['/admin', '/admin/reviews', '/admin/rewards', '/admin/rewards?status=approved'])
    await expectNoViolations(page, path);
});

test('high contrast mode has no contrast violations', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('provato:a11y', JSON.stringify({ highContrast: true })),
  );
  for (const path of ['/', '/auth?tab=login']) await expectNoViolations(page, path);
});
