import type { Locator } from '@playwright/test';
import { pointToastOnUsersList } from './admin-toast.ts';
import { demoAdmin, demoUser, expect, signIn, test } from './support.ts';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

test("the back office's toasts never cover the page's title or its main controls", async ({ page }) => {
  await signIn(page, demoAdmin);
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    const toast = await pointToastOnUsersList(page);
    const box = await boxOf(toast);
    // The catalogue's quick search stays on the public site: here each list has its own 'Cerca'.
    await expect(page.getByRole('search', { name: 'Ricerca rapida' })).toHaveCount(0);
    const title = page.getByRole('heading', { name: 'Gestione Utenti', level: 1 });
    expect(intersects(box, await boxOf(title)), `toast over the title at ${size.width} px`).toBe(false);
    for (const control of [
      page.getByRole('link', { name: 'Export CSV' }),
      page.getByRole('button', { name: 'Filtra' }),
      page.getByLabel('Cerca'),
    ]) {
      expect(intersects(box, await boxOf(control)), `toast over a control at ${size.width} px`).toBe(false);
    }
    // Wholly on screen.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  }
});

test('an unknown back-office section is a 404 inside the back office, with its sidebar', async ({ page }) => {
  await signIn(page, demoAdmin);
  for (const path of ['/admin/nonesiste', '/admin/users/00000000-0000-4000-8000-000000000000/altro']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pagina non trovata', level: 1 })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Sezioni amministrazione' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla Dashboard KPI' })).toBeVisible();
  }
  // The way back works from there.
  await page
    .getByRole('navigation', { name: 'Sezioni amministrazione' })
    .getByRole('link', { name: 'Gestione Utenti' })
    .click();
  await expect(page.getByRole('heading', { name: 'Gestione Utenti', level: 1 })).toBeVisible();
});

test('people who are not admins are still sent away from an unknown section, as from any other', async ({
  page,
}) => {
  const anonymous = await page.request.get('/admin/nonesiste', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()['location']).toBe('/auth?redirect=/admin/nonesiste');
  await signIn(page, demoUser);
  const user = await page.request.get('/admin/nonesiste', { maxRedirects: 0 });
  expect(user.status()).toBe(302);
  expect(user.headers()['location']).toBe('/');
});
