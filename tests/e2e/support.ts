import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { test as base, type Browser, expect, type Locator, type Page } from '@playwright/test';

export { expect };
import type { ReceivedMail } from '../support/smtp-server.ts';

export const demoUser = {
  email: 'giulia.bianchi@example.com',
  password: 'Provato2026!',
  firstName: 'Giulia',
};
export const demoAdmin = { email: 'admin@example.com', password: 'Provato2026!', firstName: 'Alessandra' };

/** A unique address per run, so journeys never collide with earlier ones. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

function readMails(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('.'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail);
}

/** The mails delivered so far to `to` whose subject contains `subject`. */
export const mailsTo = (to: string, subject: string) =>
  readMails().filter((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject));

/** Waits for the mail to `to` whose subject contains `subject` (delivered by the app over SMTP). */
export async function waitForMail(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .reverse()
          .find((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject));
        return Boolean(found);
      },
      { timeout: 30_000, message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

export function linkFrom(mail: ReceivedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in:\n${mail.text}`);
  return link;
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** Signs in from /auth?tab=login and waits for the destination. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  expectedPath = '/dashboard',
) {
  await page.goto('/auth?tab=login');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${expectedPath.replace(/[?]/g, '\\?')}$`));
}

/** Journeys that are not about the cookie banner start with the choice already made. */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL! }]);
    await use(context);
  },
});

/**
 * Gives the page's requests an address of their own, as a person at home has: a random private
 * IPv4 address in X-Forwarded-For, which the journeys' server trusts (TRUST_PROXY=1, as behind the
 * proxy of compose.yaml; tests/e2e/services.ts). Answers the address.
 *
 * Why: sign-ups count 20 an hour per client address (SIGN_UP_LIMIT), and a run of the journeys signs
 * up about as many people (16 through signUpConfirmed, 3 more by hand, a retry more) all from
 * 127.0.0.1: the read-only journey once met the limit and the next sign-up was refused. Raising the
 * limit for tests would leave the real one untried; fixture accounts cannot be used again by a
 * retried journey. With an address per new person the limit stays as in production and counts as
 * it does behind a proxy (its refusal is tested in app/routes/public/auth.server.test.ts). A private
 * address leaves no network trace (networkPrefix), like 127.0.0.1, so no account gets linked to
 * another by it; and a request that carries X-Forwarded-For is not 'from this machine', so the
 * demo accounts sign in from pages without it (signUpConfirmed takes the header off again).
 */
export async function visitFromOwnAddress(page: Page): Promise<string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  const address = `10.${byte()}.${byte()}.${byte()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/**
 * A new account, confirmed through its e-mail and signed in (lands on the dashboard). The sign-up
 * comes from an address of its own (visitFromOwnAddress); the page's later requests from 127.0.0.1.
 */
export async function signUpConfirmed(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await visitFromOwnAddress(page);
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Nome', { exact: true }).fill(person.firstName);
  await page.getByLabel('Cognome').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByLabel(/impegno etico/).check();
  await page.getByLabel(/termini e condizioni/).check();
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  await page.goto(linkFrom(await waitForMail(person.email, 'Conferma'), '/api/auth/verify-email'));
  await signInThroughForm(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setExtraHTTPHeaders({});
}

/** The width of the file an image shows (its `naturalWidth` is corrected by srcset's density). */
export const fileWidth = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    const probe = new Image();
    probe.src = img.currentSrc;
    await probe.decode();
    return probe.naturalWidth;
  });

/** How far the page scrolls sideways on this viewport (0 when it fits). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Buttons and links of the main content a thumb has to hit: at least 44 × 44 px. */
export async function smallTargets(page: Page) {
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

/**
 * Opens a dialog from its button. A click that lands before the page has hydrated does nothing
 * (the button only has a React handler), so it is repeated until the dialog shows.
 */
export async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Waits until React has hydrated `element` (its props are attached to the DOM node). */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/** The demo admin in a browser context of their own, beside the person's (cookie banner answered). */
export async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, demoAdmin);
  return page;
}

/** The 'Successo' toast of a back-office action, with its message. */
export async function expectSuccessToast(page: Page, message: string) {
  await expect(
    // The newest first: an earlier toast with the same words may still be fading out.
    page.locator('[data-sonner-toast]').filter({ hasText: message }).filter({ hasText: 'Successo' }).first(),
  ).toBeVisible();
}

/** No axe violation (WCAG 2.2 AA) on the page as it is now, and no target under 44 px. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(await smallTargets(page), `${what}: targets under 44 px`).toEqual([]);
}

/**
 * Writes a 5-star review of one of the newest products in the catalogue (the `nth` card) through
 * the product page's form, signed in; answers the product's name once the profile shows.
 */
export async function writeReview(
  page: Page,
  review: { title: string; pros: string; cons: string; nth?: number },
): Promise<string> {
  await page.goto('/catalog?sort=mostRecent');
  const product = page
    .getByRole('article')
    .nth(review.nth ?? 0)
    .getByRole('heading');
  const name = (await product.textContent())!;
  await product.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('link', { name: 'Scrivi una recensione' }).first().click();
  await expect(page.getByRole('heading', { name: 'Scrivi una Recensione' })).toBeVisible();
  await page.getByRole('radio', { name: '5 stelle' }).check({ force: true });
  await page.getByLabel('Titolo').fill(review.title);
  await page.getByLabel('Pro', { exact: true }).fill(review.pros);
  await page.getByLabel('Contro', { exact: true }).fill(review.cons);
  await page.getByRole('button', { name: 'Pubblica e guadagna punti!' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return name;
}
