import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAdmin, demoUser, expect, signIn, test } from './support.ts';

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectNoViolationsNow(page, path);
}

/** axe on the page as it is now (an open menu or dialog included). */
async function expectNoViolationsNow(page: Page, path: string) {
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
    '/catalog?brand=Samsung&brand=Apple&shop=mediaworld&minPrice=100&maxPrice=1000&available=1',
    '/catalog?q=come',
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

// Apart from the pages above: each test has its own time budget, and nine axe runs in one came
// close to it on a busy machine.
test('a reviewed product’s notices have no accessibility violations', async ({ page }) => {
  await signIn(page, demoUser);
  // A product they have reviewed: the notice in place of the quick review, and of the full form.
  await page.goto('/profile');
  const reviewed = await page
    .getByRole('region', { name: 'Storico Recensioni' })
    .getByRole('listitem')
    .getByRole('link')
    .first()
    .getAttribute('href');
  await expectNoViolations(page, reviewed!);
  await expect(page.getByText('Hai già recensito questo prodotto')).toBeVisible();
  // The product page offers no form link any more: reach the full form through its search.
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.goto(`/write-review?${new URLSearchParams({ productQuery: name })}`);
  const write = await page
    .getByRole('list', { name: 'Prodotti trovati' })
    .getByRole('link')
    .filter({ hasText: 'Già recensito' })
    .first()
    .getAttribute('href');
  await expectNoViolations(page, write!);
  await expect(page.getByText('Hai già recensito questo prodotto')).toBeVisible();
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

test('open menus, panels and dialogs have no accessibility violations', async ({ page }) => {
  await signIn(page, demoUser);
  const response = await page.request.get('/api/products?limit=20');
  const products = (await response.json()).items as { slug: string }[];
  // A product the demo user has not reviewed: the quick review is offered there (server-rendered).
  for (const product of products) {
    await page.goto(`/product/${product.slug}`);
    if ((await page.getByRole('button', { name: 'Recensione veloce' }).count()) > 0) break;
  }
  await page.getByRole('button', { name: /^Ciao,/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolationsNow(page, 'account menu');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Opzioni di accessibilità' }).click();
  await expect(page.getByRole('group', { name: 'Accessibilità' })).toBeVisible();
  await expectNoViolationsNow(page, 'accessibility panel');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Recensione veloce' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsNow(page, 'quick review dialog');
});
