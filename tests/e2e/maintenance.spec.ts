import type { Page } from '@playwright/test';
import { READ_ONLY_BANNER, READ_ONLY_REFUSAL } from '#app/lib/read-only.ts';
import { e2eFixtureAccounts } from './services.ts';
import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  hydrated,
  signIn,
  test,
} from './support.ts';

const { password, readOnlyPerson } = e2eFixtureAccounts;

const banner = (page: Page) => page.getByRole('complementary', { name: 'Avviso di manutenzione' });

/** The admin's switch on 'Manutenzione', pressed once the page has hydrated. */
async function switchReadOnly(admin: Page, on: boolean) {
  await admin.goto('/admin/maintenance');
  const button = admin.getByRole('button', {
    name: on ? 'Attiva la sola lettura' : 'Disattiva la sola lettura',
  });
  await hydrated(button);
  await button.click();
  await expectSuccessToast(admin, on ? 'Sola lettura attivata' : 'Sola lettura disattivata');
}

test.describe('read-only maintenance mode', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin turns it on: a person’s change is refused in Italian under the banner; off, it saves', async ({
    browser,
    baseURL,
    page,
  }) => {
    // A fixture account: every sign-up of the journeys counts against one address's 20 an hour.
    await signIn(page, { email: readOnlyPerson.email, password });
    const admin = await adminPage(browser, baseURL!);
    try {
      await switchReadOnly(admin, true);
      await expect(banner(admin)).toContainText(READ_ONLY_BANNER.title);
      // Read again without the toast (its fade-in is measured mid-way by axe).
      await admin.reload();
      await expect(
        admin.getByRole('article', { name: 'Sola lettura' }).getByText('Attiva', { exact: true }),
      ).toBeVisible();
      await expectAccessible(admin, '/admin/maintenance (on)');

      // The person's page shows the banner; their change is refused with the Italian message.
      await page.goto('/settings');
      await expect(banner(page)).toContainText(READ_ONLY_BANNER.message);
      const names = page.getByRole('region', { name: 'Dati personali' });
      await hydrated(names.getByRole('button', { name: 'Salva' }));
      await names.getByLabel('Nome', { exact: true }).fill('Martina');
      await names.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByRole('heading', { name: READ_ONLY_REFUSAL.title, level: 1 })).toBeVisible();
      await expect(page.getByText(READ_ONLY_REFUSAL.message)).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await expectAccessible(page, 'a refused write');

      // Off: the banner goes, and the same change is saved.
      await switchReadOnly(admin, false);
      await expect(banner(admin)).toHaveCount(0);
      await page.goto('/settings');
      await expect(banner(page)).toHaveCount(0);
      const again = page.getByRole('region', { name: 'Dati personali' });
      await hydrated(again.getByRole('button', { name: 'Salva' }));
      await again.getByLabel('Nome', { exact: true }).fill('Martina');
      await again.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Nome e cognome aggiornati.')).toBeVisible();
      await expect(page.getByRole('banner').getByText(/Martina/)).toBeVisible();
    } finally {
      // Never leave the shared server read-only for the journeys after this one.
      await admin.goto('/admin/maintenance');
      const off = admin.getByRole('button', { name: 'Disattiva la sola lettura' });
      if (await off.isVisible()) {
        await hydrated(off);
        await off.click();
        await expectSuccessToast(admin, 'Sola lettura disattivata');
      }
      await admin.context().close();
    }
  });
});
