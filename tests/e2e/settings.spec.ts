import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  demoUser,
  expect,
  signIn,
  signInThroughForm,
  signUpConfirmed,
  test,
  uniqueEmail,
} from './support.ts';

test.describe('settings', () => {
  test.describe.configure({ timeout: 150_000 });

  test('names, picture, e-mail choices, password, my data, and deleting the account', async ({ page }) => {
    const email = uniqueEmail('impostazioni');
    await signUpConfirmed(page, {
      firstName: 'Tommaso',
      lastName: 'Riva',
      email,
      password: 'Vecchia-Chiave-71',
    });

    await page.goto('/profile?tab=settings');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Impostazioni', level: 1 })).toBeVisible();

    // Names: the Italian message first, nothing saved; then saved.
    const names = page.getByRole('region', { name: 'Dati personali' });
    await names.getByLabel('Nome', { exact: true }).fill('T');
    await names.getByRole('button', { name: 'Salva' }).click();
    await expect(names.getByText('Il nome deve contenere almeno 2 caratteri')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Dati personali' }).getByLabel('Nome', { exact: true }),
    ).toHaveValue('Tommaso');
    await page
      .getByRole('region', { name: 'Dati personali' })
      .getByLabel('Nome', { exact: true })
      .fill('Tomás');
    await page.getByRole('region', { name: 'Dati personali' }).getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Nome e cognome aggiornati.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(/Tomás/)).toBeVisible();

    // Picture: a text file pretending to be a PNG is refused, a real picture is kept.
    const avatar = page.getByRole('region', { name: 'Foto del profilo' });
    await avatar
      .getByLabel(/Nuova foto/)
      .setInputFiles({ name: 'finta.png', mimeType: 'image/png', buffer: Buffer.from('non sono una foto') });
    await avatar.getByRole('button', { name: 'Carica foto' }).click();
    await expect(page.getByRole('region', { name: 'Foto del profilo' }).getByRole('alert')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto attuale' })).toHaveCount(0);
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    await page
      .getByRole('region', { name: 'Foto del profilo' })
      .getByLabel(/Nuova foto/)
      .setInputFiles({ name: 'io.png', mimeType: 'image/png', buffer: png });
    await page
      .getByRole('region', { name: 'Foto del profilo' })
      .getByRole('button', { name: 'Carica foto' })
      .click();
    await expect(page.getByText('Foto del profilo aggiornata.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto attuale' })).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\//,
    );

    // E-mail choices survive a reload.
    const mails = page.getByRole('region', { name: 'Email di notifica' });
    await mails.getByLabel('Premio approvato (con il codice)').uncheck();
    await mails.getByRole('button', { name: 'Salva preferenze' }).click();
    await expect(page.getByText('Preferenze email aggiornate.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Premio approvato (con il codice)')).not.toBeChecked();
    await expect(page.getByLabel('Recensione approvata')).toBeChecked();
    // A decision's mail carries its statement of reasons: it cannot be turned off.
    await expect(page.getByLabel('Recensione non pubblicata')).toHaveCount(0);
    await expect(page.getByText(/con una decisione che ti riguarda .* arrivano sempre/)).toBeVisible();

    // Password: the wrong current one is refused, then changed.
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Password attuale', { exact: true }).fill('sbagliata1');
    await password.getByLabel('Nuova password', { exact: true }).fill('Nuova-Chiave-2026');
    await password.getByLabel('Conferma nuova password').fill('Nuova-Chiave-2026');
    await password.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByText('La password attuale non è corretta')).toBeVisible();
    const again = page.getByRole('region', { name: 'Password' });
    await again.getByLabel('Password attuale', { exact: true }).fill('Vecchia-Chiave-71');
    await again.getByLabel('Nuova password', { exact: true }).fill('Nuova-Chiave-2026');
    await again.getByLabel('Conferma nuova password').fill('Nuova-Chiave-2026');
    await again.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByText('Password aggiornata. Le altre sessioni sono state chiuse.')).toBeVisible();

    // My data, as JSON.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Scarica i miei dati' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { email: string };
      profile: { firstName: string };
    };
    expect(exported.account.email).toBe(email);
    expect(exported.profile.firstName).toBe('Tomás');

    // Deleting: the typed confirmation is required; then the account is gone for good.
    const danger = page.getByRole('region', { name: 'Elimina account' });
    await danger.getByLabel('Scrivi ELIMINA per confermare').fill('elimina');
    await danger.getByRole('button', { name: 'Elimina definitivamente il mio account' }).click();
    await expect(danger.getByText('Scrivi ELIMINA per confermare', { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await page
      .getByRole('region', { name: 'Elimina account' })
      .getByLabel('Scrivi ELIMINA per confermare')
      .fill('ELIMINA');
    await page
      .getByRole('region', { name: 'Elimina account' })
      .getByRole('button', { name: 'Elimina definitivamente il mio account' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('I tuoi dati personali sono stati cancellati. Ci mancherai!')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await page.goto('/auth?tab=login');
    await signInThroughForm(page, email, 'Nuova-Chiave-2026');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the leaderboard shows first names and initials, and where I am', async ({ page }) => {
    await page.goto('/leaderboard');
    const rows = page.getByRole('table', { name: 'Classifica dei recensori' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const names = await rows.locator('td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
    await expect(page.getByText('Bianchi')).toHaveCount(0);

    await signIn(page, demoUser);
    await page.goto('/leaderboard');
    const mine = page.getByRole('row').filter({ hasText: '(tu)' });
    const outside = page.getByText(/^La tua posizione:/);
    await expect(mine.or(outside).first()).toBeVisible();
    await expect(page.getByText(/Giulia B\./)).toBeVisible();
  });
});
