import { pointToastOnUsersList } from './admin-toast.ts';
import { demoAdmin, expect, horizontalOverflow, signIn, smallTargets, test } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The back office's lists on a phone: the first result comes before the first screen ends. */
const lists = [
  { path: '/admin/users', title: 'Gestione Utenti' },
  { path: '/admin/reviews', title: 'Moderazione Recensioni' },
  { path: '/admin/rewards', title: 'Gestione Premi' },
];

test("on a phone the lists' filters fold into 'Filtri', so the first result is on the first screen", async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  for (const list of lists) {
    await page.goto(list.path);
    await expect(page.getByRole('heading', { name: list.title, level: 1 })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeAttached();
    const box = (await first.boundingBox())!;
    expect(box.y, `${list.path}: first result starts on the first screen`).toBeLessThan(844 - 40);
    expect(await horizontalOverflow(page), list.path).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), list.path).toEqual([]);
  }

  // Folded, the filters say how many are set; opened, they work as before.
  await page.goto('/admin/users?status=active&role=user');
  const toggle = page.getByText('Filtri (2 attivi)');
  await expect(toggle).toBeVisible();
  const status = page.getByLabel('Stato');
  await expect(status).toBeHidden();
  await toggle.click();
  await expect(status).toBeVisible();
  await expect(status).toHaveValue('active');
  await page.getByLabel('Ruolo').selectOption('');
  await page.getByRole('button', { name: 'Filtra' }).click();
  // The plain GET form sends its empty fields too: they are not filters.
  await expect(page).toHaveURL(/[?&]status=active&role=&/);
  await expect(page.getByText('Filtri (1 attivo)')).toBeVisible();
});

test('on a phone the activity log scrolls sideways inside its table, its first entry on the first screen', async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'Registro attività', level: 1 })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await expect(first).toBeAttached();
  expect((await first.boundingBox())!.y).toBeLessThan(844 - 40);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page)).toEqual([]);
});

test("on a phone a back-office toast covers neither the title nor 'Sezioni'", async ({ page }) => {
  await signIn(page, demoAdmin);
  const toast = await pointToastOnUsersList(page);
  const box = (await toast.boundingBox())!;
  for (const control of [
    page.getByRole('heading', { name: 'Gestione Utenti', level: 1 }),
    page.getByRole('button', { name: 'Sezioni' }),
  ]) {
    const other = (await control.boundingBox())!;
    const overlap =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlap, 'the toast covers the title or Sezioni').toBe(false);
  }
  expect(box.y + box.height).toBeLessThanOrEqual(844);
});
