// `npm run screenshots [-- <folder>]`: full-page PNGs of the pages a new visitor notices, at phone
// (390×844) and desktop (1366×900) size, from the production build on a fresh embedded database
// with the demo data, beside the same loopback fakes the browser journeys use (SMTP, OpenID
// Connect, marketplace, surveys). Run `npm run build` first. The folder defaults to /tmp/screens.
//
// Ports: E2E_PORT for the app and E2E_SMTP_PORT, E2E_OIDC_PORT, E2E_MARKETPLACE_PORT,
// E2E_SURVEYS_PORT for the fakes, as the journeys take them (defaults 3100, 3125-3128).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import globalSetup from '#tests/e2e/global-setup.ts';
import { chromiumLaunchOptions, e2eServerEnv } from '#tests/e2e/services.ts';
import { spawnServer, stopServer } from '#tests/e2e/spawn-server.ts';
import { DEMO_ACCOUNTS } from '#app/modules/accounts/demo-accounts.ts';

const outDir = path.resolve(process.argv[2] ?? '/tmp/screens');
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const;
type ViewportName = keyof typeof viewports;

mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-screens-'));
process.env.E2E_MAIL_DIR = path.join(dataDir, 'mail');
const stopFakes = await globalSetup();
// A fresh embedded database with the demo data, whatever DATABASE_URL the shell has.
const server = await spawnServer({ ...e2eServerEnv({ port, dataDir }), DATABASE_URL: '' }, { port });
console.log(`Server ready on ${origin} in ${server.ms} ms; screenshots to ${outDir}`);

let browser: Browser | undefined;
try {
  browser = await chromium.launch(chromiumLaunchOptions);
  const productPath = await productWithOffersAndReviews();
  for (const name of Object.keys(viewports) as ViewportName[]) {
    const anonymous = await newContext(browser, name);
    const page = await anonymous.newPage();
    await capture(page, '/', `landing-${name}`);
    await capture(page, '/catalog', `catalog-${name}`);
    await capture(page, productPath, `product-${name}`);
    await anonymous.close();

    const user = await newContext(browser, name);
    const userPage = await user.newPage();
    await signIn(userPage, DEMO_ACCOUNTS.user);
    await ensurePendingVoucher(userPage);
    await capture(userPage, '/rewards', `rewards-${name}`);
    await capture(userPage, '/dashboard', `dashboard-${name}`);
    await capture(userPage, '/surveys', `surveys-${name}`);
    await capture(userPage, '/cashback', `cashback-${name}`);
    await capture(userPage, await writeReviewPathForReviewedProduct(userPage), `write-review-${name}`);
    await user.close();

    const admin = await newContext(browser, name);
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO_ACCOUNTS.admin);
    await capture(adminPage, '/admin', `admin-${name}`);
    await admin.close();
  }
} finally {
  await browser?.close();
  await stopServer(server);
  await stopFakes();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A context as a visitor who already answered the cookie banner and asked for no motion. */
async function newContext(browser: Browser, name: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...viewports[name],
    deviceScaleFactor: 1,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Reveal-on-scroll would leave the blocks below the fold hidden in a full-page capture.
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'provato_consent', value: 'necessary', url: origin }]);
  return context;
}

async function capture(page: Page, pagePath: string, name: string) {
  const response = await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
  // Lazy images load only near the viewport: walk down the page once, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('loadend', resolve)),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`${name.padEnd(22)} ${pagePath}`);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${origin}/auth?tab=login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** The most reviewed product that has both shop offers and published reviews. */
async function productWithOffersAndReviews(): Promise<string> {
  const response = await fetch(`${origin}/api/products?sort=mostReviewed&limit=50`);
  const { items } = (await response.json()) as {
    items: { slug: string; offersCount: number; reviewCount: number }[];
  };
  const product = items.find((item) => item.offersCount > 0 && item.reviewCount > 0);
  if (!product) throw new Error('The demo data has no product with offers and reviews');
  return `/product/${product.slug}`;
}

/**
 * The demo user's voucher requests as 'I miei Premi' lists them; when none is pending, one is
 * requested through /rewards as a person would (the cheapest voucher they can afford).
 */
async function ensurePendingVoucher(page: Page) {
  await page.goto(`${origin}/profile?tab=rewards#rewards`);
  const mine = page.getByRole('region', { name: 'I miei Premi' });
  await mine.waitFor();
  if ((await mine.getByText('In attesa').count()) > 0) return;
  await page.goto(`${origin}/rewards`);
  const redeem = page.getByRole('button', { name: 'Riscatta' }).first();
  if ((await redeem.count()) === 0) throw new Error('The demo user cannot afford any voucher');
  const confirm = page.getByRole('button', { name: 'Conferma riscatto' });
  // A click before hydration does nothing: repeat until the confirmation shows.
  for (let attempt = 0; !(await confirm.isVisible()); attempt++) {
    if (attempt === 40) throw new Error('The redeem confirmation did not open');
    await redeem.click();
    await page.waitForTimeout(250);
  }
  await confirm.click();
  await page.waitForURL(/\/profile\?tab=rewards/);
  await mine.getByText('In attesa').first().waitFor();
  console.log('Requested a voucher for the demo user (none was pending)');
}

/** /write-review for the product of the demo user's most recent review (from their profile). */
async function writeReviewPathForReviewedProduct(page: Page): Promise<string> {
  await page.goto(`${origin}/profile`);
  const link = page.getByRole('region', { name: 'Storico Recensioni' }).locator('a[href^="/product/"]');
  await link.first().waitFor();
  const slug = (await link.first().getAttribute('href'))!.slice('/product/'.length);
  const name = (await link.first().textContent())!.trim();
  const found = (await (
    await fetch(`${origin}/api/products?${new URLSearchParams({ q: name, limit: '100' })}`)
  ).json()) as { items: { id: string; slug: string; name: string }[] };
  const product = found.items.find((item) => item.slug === slug);
  if (!product) throw new Error(`No catalogue product for ${slug}`);
  return `/write-review?${new URLSearchParams({ productId: product.id, productName: product.name })}`;
}
