import { expect, test } from '@playwright/test';
import { e2eServices } from './services.ts';

test('on a phone the side drawer holds the navigation and account actions', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Principale' })).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Registrati' })).toBeVisible();

  const box = await drawer.getByRole('link', { name: 'Chi siamo' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await drawer.getByRole('link', { name: 'Catalogo' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(drawer).toBeHidden();
});

test('the page fits the phone screen without horizontal scrolling', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the footer links to the configured social profiles with their icons, names and thumb-sized targets', async ({
  page,
}) => {
  await page.goto('/');
  const social = page.getByRole('contentinfo').getByRole('list', { name: 'Provato sui social' });
  await social.scrollIntoViewIfNeeded();
  const profiles = [
    ['Instagram', e2eServices.socialProfiles.instagram],
    ['Facebook', e2eServices.socialProfiles.facebook],
  ] as const;
  await expect(social.getByRole('link')).toHaveCount(profiles.length);
  for (const [network, href] of profiles) {
    const link = social.getByRole('link', { name: `Provato su ${network} (si apre in una nuova scheda)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    // An icon, not the network's name in words.
    const icon = link.locator('svg');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    const iconBox = (await icon.boundingBox())!;
    expect(iconBox.width).toBeGreaterThanOrEqual(16);
    const box = (await link.boundingBox())!;
    expect(box.width, network).toBeGreaterThanOrEqual(44);
    expect(box.height, network).toBeGreaterThanOrEqual(44);
    // The name is for screen readers: on screen the link is the icon's size, not a word's.
    expect(box.width, network).toBeLessThanOrEqual(56);
  }
  // Profiles nobody configured are not linked at all.
  await expect(social.getByRole('link', { name: /YouTube|LinkedIn/ })).toHaveCount(0);
});
