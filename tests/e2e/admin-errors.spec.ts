import { randomUUID } from 'node:crypto';
import { demoAdmin, expect, expectAccessible, signIn, test } from './support.ts';

/*
 * The back office's error boundary (routes/admin/layout.tsx): a failure inside it is told inside
 * its frame, in Italian, with the sidebar to go on from, and the page stays accessible.
 */
test('an admin opening a missing back-office record sees the error inside the frame, accessible', async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  const missing = randomUUID();
  for (const path of [`/admin/users/${missing}`, `/admin/reviews/${missing}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Pagina non trovata | Amministrazione | Provato');
    const main = page.getByRole('main');
    await expect(main.getByText('Errore 404')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Pagina non trovata', level: 1 })).toBeVisible();
    await expect(
      main.getByText('Questa pagina del pannello di amministrazione non esiste o è stata spostata.'),
    ).toBeVisible();
    // The frame is still there: the sections, the account block, the way back.
    await expect(page.getByRole('navigation', { name: 'Sezioni amministrazione' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await expect(main.getByRole('link', { name: 'Torna alla Dashboard KPI' })).toBeVisible();
    await expectAccessible(page, `missing record ${path}`);
  }
  // The sidebar still leads on from the error.
  await page
    .getByRole('navigation', { name: 'Sezioni amministrazione' })
    .getByRole('link', { name: 'Gestione Utenti' })
    .click();
  await expect(page.getByRole('heading', { name: 'Gestione Utenti', level: 1 })).toBeVisible();
});
