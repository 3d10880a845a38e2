import { totpNow, wrongTotp } from '../support/totp.ts';
import { expect, expectAccessible, signInThroughForm, test } from './support.ts';
import { twoFactorAdmin as admin } from './two-factor-fixture.ts';

test('an admin switches on the second factor, then signs in with password and code to the back office', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/auth?tab=login');
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Enrolment: the password first.
  await page.goto('/admin/two-factor');
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi', level: 1 })).toBeVisible();
  await expectAccessible(page, 'enrolment, password step');
  await page.getByLabel('Password attuale').fill('non-è-questa');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La password non è corretta' })).toBeVisible();
  await page.getByLabel('Password attuale').fill(admin.password);
  await page.getByRole('button', { name: 'Continua' }).click();

  // The QR code, and the same key as text for typing by hand.
  await expect(page.getByRole('heading', { name: 'Collega l’app di autenticazione' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  const secret = (await page.locator('code[aria-describedby="chiave-manuale"]').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await page.getByText('Mostra l’indirizzo otpauth').click();
  await expect(page.getByText(/^otpauth:\/\/totp\/Provato:/)).toBeVisible();
  await expectAccessible(page, 'enrolment, QR step');

  // A wrong code changes nothing and keeps the same key on screen; the right one switches it on.
  await page.getByLabel(/Codice di 6 cifre/).fill(await wrongTotp(secret));
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Codice non valido' })).toBeVisible();
  await expect(page.locator('code[aria-describedby="chiave-manuale"]')).toHaveText(secret);
  await page.getByLabel(/Codice di 6 cifre/).fill(await totpNow(secret));
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();

  await expect(page.getByText('Verifica in due passaggi attivata.')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const download = page.getByRole('link', { name: /Scarica i codici/ });
  await expect(download).toHaveAttribute('download', 'provato-codici-di-recupero.txt');
  expect(decodeURIComponent((await download.getAttribute('href'))!)).toContain(
    await codes.first().innerText(),
  );
  await expectAccessible(page, 'enrolment, recovery codes');

  // Into the back office, then out.
  await page.getByRole('link', { name: 'Ho salvato i codici: vai al pannello' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  // Signing in again: the password is not enough any more, and the way back to /admin is kept.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?redirect=\/admin$/);
  await page
    .getByRole('navigation', { name: 'Accesso o registrazione' })
    .getByRole('link', { name: 'Accedi' })
    .click();
  await expect(page).toHaveURL(/\/auth\?tab=login&redirect=%2Fadmin$/);
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirect=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
  await expectAccessible(page, 'sign-in code step');
  expect((await page.context().cookies()).some((cookie) => cookie.name.includes('session_token'))).toBe(
    false,
  );

  await page.getByLabel('Codice di 6 cifre').fill(await wrongTotp(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Il codice non è corretto' })).toBeVisible();

  // The recovery-code form is one link away (and back).
  await page.getByRole('link', { name: 'Usa un codice di recupero' }).click();
  await expect(page.getByLabel('Codice di recupero')).toBeVisible();
  await page.getByRole('link', { name: 'Usa il codice dell’app' }).click();

  await page.getByLabel('Codice di 6 cifre').fill(await totpNow(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Admin Dashboard').first()).toBeVisible();
  await expect(page.getByText('Accesso effettuato')).toBeVisible();
});
