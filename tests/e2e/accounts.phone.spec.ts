import { demoUser, expect, signIn, test } from './support.ts';

test('on a phone the drawer greets the signed-in user and its Esci really signs out', async ({ page }) => {
  await signIn(page, demoUser);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByText(`Benvenuto, ${demoUser.firstName}!`)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Il mio profilo' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=\/dashboard$/);
});
