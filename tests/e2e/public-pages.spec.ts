import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support.ts';

const pages = [
  '/',
  '/about',
  '/contact',
  '/faq',
  '/how-it-works',
  '/surveys',
  '/cashback',
  '/invite',
  '/rewards',
  '/leaderboard',
  '/catalog',
  '/categories',
  '/top-reviewed',
  '/come-funzionano-le-recensioni',
  '/trasparenza',
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookies',
  '/legal/affiliate',
  '/test',
  '/newsletter',
  '/auth?tab=signup',
  '/auth?tab=login',
  '/auth?tab=forgot-password',
];

test('every public page: its own title, description and canonical URL, no console errors, no axe violations', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} error: ${error.message}`));
  const titles = new Map<string, string>();
  const products = await page.request.get('/api/products?limit=1');
  const [first] = (await products.json()).items as { slug: string }[];
  // A newsletter link's canonical address leaves its personal token out.
  const canonicalOf = (path: string) => path.replace(/\?token=.*$/, '');
  for (const path of [...pages, `/product/${first!.slug}`, '/newsletter/confirm?token=sconosciuto']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    expect(title, path).toMatch(/Provato/);
    expect(titles.has(title), `${path} shares its title with ${titles.get(title)}`).toBe(false);
    titles.set(title, path);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      `${baseURL}${canonicalOf(path)}`,
    );
    await expect(page.locator('h1'), path).toHaveCount(1);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    problems.push(
      ...axe.violations.map(
        (v) => `${path} axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    );
  }
  expect(problems).toEqual([]);
});

test('legal aliases, an unknown legal page, the test page and an unknown path', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await page.goto('/termini-e-condizioni');
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(page.getByText(/Foro di Milano/).first()).toBeVisible();
  await page.goto('/legal/cookie');
  await expect(page.getByText('provato_consent').first()).toBeVisible();
  await page.goto('/legal/affiliate');
  await expect(
    page.getByText('In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei').first(),
  ).toBeVisible();

  const unknown = await page.goto('/legal/segreti');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('La pagina legale richiesta non esiste.')).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/test');
  for (const name of ['Home', 'Accedi', 'Catalogo']) {
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(name) })
        .first(),
    ).toBeVisible();
  }
  const missing = await page.goto('/non-esiste-davvero');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/non trovata/i);
});

test('reveal-on-scroll never hides content from someone who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('.reveal').count()).toBe(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const revealed = page.locator('.reveal');
  expect(await revealed.count()).toBeGreaterThan(0);
  const count = await revealed.count();
  for (let index = 0; index < count; index++) await revealed.nth(index).scrollIntoViewIfNeeded();
  await expect(page.locator('.reveal:not(.is-visible)')).toHaveCount(0);
});
