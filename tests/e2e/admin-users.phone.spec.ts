import {
  demoAdmin,
  demoUser,
  expect,
  horizontalOverflow,
  openDialog,
  signIn,
  smallTargets,
  test,
} from './support.ts';

test('Gestione Utenti and a person’s page fit a phone with thumb-sized targets', async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Gestione Utenti', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await horizontalOverflow(page), '/admin/users').toBeLessThanOrEqual(0);
  expect(await smallTargets(page), '/admin/users').toEqual([]);

  await page.goto(`/admin/users?q=${encodeURIComponent(demoUser.email)}`);
  await page.getByRole('article').getByRole('link', { name: 'Vedi utente' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+$/);
  await expect(page.getByRole('region', { name: 'Movimenti punti' })).toBeVisible();
  expect(await horizontalOverflow(page), 'person page').toBeLessThanOrEqual(0);
  // The product links of the 'Recensioni' list are a known, reported exception.
  const known = await page
    .getByRole('region', { name: 'Recensioni' })
    .getByRole('listitem')
    .getByRole('link')
    .allTextContents();
  expect(
    (await smallTargets(page)).filter((target) => !known.includes(target)),
    'person page',
  ).toEqual([]);
});

test('Logout stays whole inside the sidebar: in the phone drawer and in the card beside the page', async ({
  page,
}) => {
  /** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
  const inside = (
    inner: { x: number; y: number; width: number; height: number },
    outer: { x: number; y: number; width: number; height: number },
  ) =>
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5;

  await signIn(page, demoAdmin);
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/admin/users');
    const drawer = page.getByRole('dialog', { name: 'Admin Dashboard' });
    await openDialog(page.getByRole('button', { name: 'Sezioni' }), drawer);
    const logout = drawer.getByRole('button', { name: 'Logout' });
    const box = (await logout.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(
      inside(box, (await drawer.boundingBox())!),
      `Logout inside the drawer at ${size.width}×${size.height}`,
    ).toBe(true);
    expect(inside(box, { x: 0, y: 0, ...size }), `Logout on screen at ${size.width}×${size.height}`).toBe(
      true,
    );
    // The sections scroll above it: the last one is reachable.
    const last = drawer.getByRole('link', { name: 'Ricorsi' });
    await last.scrollIntoViewIfNeeded();
    expect(inside((await last.boundingBox())!, (await drawer.boundingBox())!)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  for (const size of [
    { width: 1366, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/admin/users');
    const card = page.getByRole('complementary').filter({ hasText: 'Admin Dashboard' });
    const logout = card.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    expect(inside((await logout.boundingBox())!, (await card.boundingBox())!), `at ${size.width} px`).toBe(
      true,
    );
  }
});
