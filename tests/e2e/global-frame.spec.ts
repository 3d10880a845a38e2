import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, test } from '@playwright/test';

/** The cookies a choice sets: all but the device id, which every visit gets (cookie policy). */
const choiceCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name !== 'provato_device');

test.describe('global frame', () => {
  test('the home page is server-rendered with the top bar, footer and data from the database', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Provato/);
    const nav = page.getByRole('navigation', { name: 'Principale' });
    for (const label of ['Catalogo', 'Dashboard', 'Chi siamo', 'Contatti']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
    // Categories come from the demo data with their product counts.
    await expect(page.getByRole('link', { name: /Smartphone\s+\d+ prodotti/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const column of ['Prodotti', 'Community', 'Info']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Provato`);
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal/privacy');
  });

  test('high contrast, reduced motion and text size apply at once and survive a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const bodyColors = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('footer')!);
        return `${style.backgroundColor}|${getComputedStyle(document.body).color}`;
      });
    const before = await bodyColors();
    await expect(html).not.toHaveAttribute('data-contrast', 'high');

    await page.getByRole('button', { name: 'Opzioni di accessibilità' }).click();
    await page.getByRole('switch', { name: 'Contrasto elevato' }).click();
    await expect(page.getByRole('switch', { name: 'Contrasto elevato' })).toBeChecked();
    await expect(html).toHaveAttribute('data-contrast', 'high');
    expect(await bodyColors()).not.toBe(before);

    await page.getByRole('switch', { name: 'Riduci animazioni' }).click();
    await expect(html).toHaveAttribute('data-motion', 'reduce');
    await page.getByText('Grande', { exact: true }).click();
    await expect(html).toHaveAttribute('data-font-size', 'large');
    const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(parseFloat(rootSize)).toBeGreaterThan(16);

    await page.reload();
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(html).toHaveAttribute('data-motion', 'reduce');
    await expect(html).toHaveAttribute('data-font-size', 'large');
  });

  test('keyboard shortcuts toggle contrast and motion and open the panel', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const html = page.locator('html');
    await page.keyboard.press('Control+Shift+C');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await page.keyboard.press('Control+Shift+C');
    await expect(html).not.toHaveAttribute('data-contrast', 'high');
    await page.keyboard.press('Control+Shift+M');
    await expect(html).toHaveAttribute('data-motion', 'reduce');
    await page.keyboard.press('Control+Shift+A');
    await expect(page.getByRole('switch', { name: /Contrasto elevato/ })).toBeVisible();
  });

  test('without a stored choice the page follows the system settings, live', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-motion', 'reduce');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await page.waitForLoadState('networkidle');
    await page.emulateMedia({ reducedMotion: 'no-preference', contrast: 'no-preference' });
    await expect(html).not.toHaveAttribute('data-motion', 'reduce');
    await expect(html).not.toHaveAttribute('data-contrast', 'high');
  });

  test('the cookie banner sets nothing before the choice and remembers it after; the sign-in page gives the device its security cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
    await expect(banner).toBeVisible();
    // An anonymous look at a public page: no cookie at all.
    expect(await context.cookies()).toEqual([]);

    await banner.getByRole('button', { name: 'Solo necessari' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => (await choiceCookies(context)).map((c) => `${c.name}=${c.value}`))
      .toEqual(['provato_consent=necessary']);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeHidden();

    // Where accounts are entered: the strictly necessary device id (fraud prevention, in the cookie policy).
    await page.goto('/auth?tab=login');
    const device = (await context.cookies()).find((c) => c.name === 'provato_device');
    expect(device).toMatchObject({ name: 'provato_device', httpOnly: true, sameSite: 'Lax' });
    expect(device!.value).toMatch(/^[\w-]{22}$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'Preferenze cookie' }).click();
    await page.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect.poll(async () => (await choiceCookies(context)).map((c) => c.value)).toEqual(['all']);
    // The device id stayed the same through every page.
    expect((await context.cookies()).find((c) => c.name === 'provato_device')?.value).toBe(device!.value);
  });

  test('the cookie banner works as a plain form without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeHidden();
    expect((await choiceCookies(context)).map((c) => `${c.name}=${c.value}`)).toEqual([
      'provato_consent=all',
    ]);
    await context.close();
  });

  test('an unknown path answers 404 with an Italian page', async ({ page }) => {
    const response = await page.goto('/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  test('the home page has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  test('health, security headers and long-lived asset caching', async ({ page, request }) => {
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    const body = await health.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('ok');
    expect(body.products).toBeGreaterThanOrEqual(150);

    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The anonymous landing can be served from the page cache: its scripts are allowed by hash
    // (decision 023); a page made for one request carries a nonce of its own.
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    const signInPolicy = (await request.get('/auth')).headers()['content-security-policy'];
    expect(signInPolicy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-request-id']).toBeTruthy();

    await page.goto('/');
    const asset = await page.evaluate(
      () =>
        document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src ??
        document.querySelector<HTMLLinkElement>('link[rel=modulepreload]')?.href,
    );
    expect(asset).toContain('/assets/');
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()['cache-control']).toContain('immutable');
    // Scripts carry only the headers that matter to them (a first load fetches a dozen of them).
    expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff');
    expect(assetResponse.headers()['content-security-policy']).toBeUndefined();
    expect(assetResponse.headers()['etag']).toBeUndefined();
    // A file that is not there (an old chunk after a deploy) is a plain 404, not a page.
    const missing = await request.get('/assets/non-esiste-123.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe('Risorsa non trovata.');
  });

  test('a cross-site form post is refused', async ({ request }) => {
    const response = await request.post('/cookie-consent', {
      form: { choice: 'all' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});
