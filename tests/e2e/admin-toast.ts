import type { Locator, Page } from '@playwright/test';
import { demoUser, expect, openDialog } from './support.ts';

/**
 * Gives a demo person a point from their card in Gestione Utenti (the list's title on top), and
 * answers the toast that says so.
 */
export async function pointToastOnUsersList(page: Page): Promise<Locator> {
  await page.goto(`/admin/users?q=${encodeURIComponent(demoUser.email)}`);
  const card = page.getByRole('article').first();
  const dialog = page.getByRole('dialog', { name: /^Punti di / });
  await openDialog(card.getByRole('button', { name: 'Punti' }), dialog);
  await dialog.getByLabel('Punti (+ o −)').fill('1');
  await dialog.getByLabel('Motivo').fill('Prova della posizione dei messaggi');
  await dialog.getByRole('button', { name: 'Applica' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Successo' }).first();
  await expect(toast).toBeVisible();
  // Closing the dialog gives the focus back to its button further down: back to the top, where
  // the title and the main controls are (the toast is fixed, it stays where it is).
  await page.evaluate(() => window.scrollTo(0, 0));
  // Its entry animation over: the box measured is where it stays.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await toast.boundingBox());
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return toast;
}
