import {
  demoAdmin,
  demoUser,
  expect,
  hydrated,
  linkFrom,
  signIn,
  signInThroughForm,
  signUpConfirmed,
  test,
  uniqueEmail,
  visitFromOwnAddress,
  waitForMail,
} from './support.ts';

test.describe('accounts', () => {
  test('sign up → confirmation mail → confirm → sign in → the dashboard greets by first name', async ({
    page,
  }) => {
    const email = uniqueEmail('chiara.neri');
    await visitFromOwnAddress(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Chiara');
    await page.getByLabel('Cognome').fill('Neri');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Cuffie-Rosse-88');
    await page.getByLabel(/impegno etico/).check();
    await page.getByLabel(/termini e condizioni/).check();
    await page.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Signing in before confirming is refused with the spec's message.
    await page.goto('/auth?tab=login');
    await signInThroughForm(page, email, 'Cuffie-Rosse-88');
    await expect(page.getByRole('alert').filter({ hasText: 'Email non confermata' })).toBeVisible();

    const mail = await waitForMail(email, 'Conferma il tuo indirizzo email');
    expect(mail.text).toContain('Ciao Chiara,');
    await page.goto(linkFrom(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/auth\?tab=login&verified=1/);
    await expect(page.getByText('Email confermata')).toBeVisible();

    await signInThroughForm(page, email, 'Cuffie-Rosse-88');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Ciao, Chiara!' })).toBeVisible();
    await expect(page.getByText('Accesso effettuato')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Ciao, Chiara')).toBeVisible();
  });

  test('a wrong password says so, in Italian, and nothing signs in', async ({ page }) => {
    await page.goto('/auth?tab=login');
    await signInThroughForm(page, demoUser.email, 'password-sbagliata');
    await expect(page.getByRole('alert').filter({ hasText: 'Email o password non corretti' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=\/dashboard$/);
  });

  test('the form shows each validation message before sending anything', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    await page.getByRole('button', { name: 'Crea account' }).click();
    for (const message of [
      'Il nome deve contenere almeno 2 caratteri',
      'Il cognome deve contenere almeno 2 caratteri',
      'Email non valida',
      'La password deve contenere almeno 8 caratteri',
      "Devi accettare l'impegno etico per registrarti",
      'Devi accettare i termini e condizioni per registrarti',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('a reset request for an address without "@" or a dotted domain says "Email non valida" / "Inserisci un indirizzo email valido"', async ({
    page,
  }) => {
    await page.goto('/auth?tab=forgot-password');
    const field = page.getByLabel('Email');
    const send = page.getByRole('button', { name: 'Invia link di reset' });
    await hydrated(send);
    for (const address of ['senza-chiocciola', 'mario@esempio']) {
      await field.fill(address);
      await send.click();
      // The spec's pair (user-side §5): the title and its text in a toast, the text under the field.
      await expect(
        page
          .locator('[data-sonner-toast]')
          .filter({ hasText: 'Email non valida' })
          .filter({ hasText: 'Inserisci un indirizzo email valido' })
          .first(),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Inserisci un indirizzo email valido/);
      await expect(page.getByText('Email inviata')).toHaveCount(0);
      await expect(page).toHaveURL(/tab=forgot-password$/);
    }
    // The sign-in form shares the check and keeps its own words.
    await page.goto('/auth?tab=login');
    await page.getByLabel('Email').fill('senza-chiocciola');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Email non valida')).toBeVisible();
  });

  test('forgot password → mail → new password → sign in with it', async ({ page }) => {
    // A fresh confirmed account, so the demo user keeps its password for the other journeys.
    const email = uniqueEmail('smemorato');
    await visitFromOwnAddress(page);
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Nome', { exact: true }).fill('Paolo');
    await page.getByLabel('Cognome').fill('Gallo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Vecchia-Chiave-71');
    await page.getByLabel(/impegno etico/).check();
    await page.getByLabel(/termini e condizioni/).check();
    await page.getByRole('button', { name: 'Crea account' }).click();
    await page.goto(linkFrom(await waitForMail(email, 'Conferma'), '/api/auth/verify-email'));

    await page.goto('/auth?tab=login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL(/tab=forgot-password/);
    const send = page.getByRole('button', { name: 'Invia link di reset' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await send.click();
    await expect(page.getByText('Email inviata').first()).toBeVisible();

    const mail = await waitForMail(email, 'Reimposta la tua password');
    await page.goto(linkFrom(mail, '/reset-password/'));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel('Nuova password').fill('Nuova-Chiave-2026');
    await page.getByLabel('Conferma password').fill('Diversa-Chiave-35');
    await page.getByRole('button', { name: 'Aggiorna Password' }).click();
    await expect(page.getByText('Le password non coincidono')).toBeVisible();
    await page.getByLabel('Conferma password').fill('Nuova-Chiave-2026');
    await page.getByRole('button', { name: 'Aggiorna Password' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=login$/);
    await expect(page.getByText('Password aggiornata')).toBeVisible();
    // The owner is told at the account's address, with what to do if it was not them.
    const notice = await waitForMail(email, 'La password del tuo account Provato è stata cambiata');
    expect(notice.text).toContain('/auth?tab=forgot-password');

    // The link works once.
    await page.goto(linkFrom(mail, '/reset-password/'));
    await expect(page).toHaveURL(/\/auth\?tab=forgot-password$/);
    await expect(page.getByText('Link non valido')).toBeVisible();
    await page.goto('/auth?tab=login');

    await signInThroughForm(page, email, 'Vecchia-Chiave-71');
    await expect(page.getByRole('alert').filter({ hasText: 'Email o password non corretti' })).toBeVisible();
    await signInThroughForm(page, email, 'Nuova-Chiave-2026');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/profile while signed out → sign in → back on /profile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=\/profile$/);
    await page
      .getByRole('navigation', { name: 'Accesso o registrazione' })
      .getByRole('link', { name: 'Accedi' })
      .click();
    await expect(page).toHaveURL(/tab=login/);
    await signInThroughForm(page, demoUser.email, demoUser.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(demoUser.email)).toBeVisible();
  });

  test('a normal user opening /admin lands on the home page, without the admin entry', async ({ page }) => {
    await signIn(page, demoUser);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Ciao, Giulia/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Il mio profilo' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    const api = await page.request.get('/api/admin/reviews/pending');
    expect(api.status()).toBe(403);
  });

  test('an admin sees the Admin Dashboard entry and the back office', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Ciao, Alessandra/ })
      .click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const sections = page.getByRole('navigation', { name: 'Sezioni amministrazione' }).getByRole('link');
    await expect(sections).toHaveText([
      'Dashboard KPI',
      'Analytics Avanzate',
      // With the queue's counter beside it.
      /^Moderazione Recensioni ?(\d+\+? in attesa)?$/,
      'Gestione Utenti',
      'Gestione Premi',
      'Gestione Badge',
      'Gestione Sondaggi',
      'Gestione Cashback',
      'Importazione Intelligente',
      'Ricerca Immagini',
      'Curation Wizard',
      'Gestione Database',
      'Registro attività',
      'Ricorsi',
    ]);
    await expect(page.getByText(demoAdmin.email).first()).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible();
  });

  test('sign in with Google (a local OpenID Connect server) creates the profile from the name, through an invite', async ({
    page,
    browser,
  }) => {
    // A friend's invite link first: Google confirms the address, so the friend earns at once.
    const inviterContext = await browser.newContext();
    const inviterPage = await inviterContext.newPage();
    const inviter = {
      firstName: 'Ivo',
      lastName: 'Amato',
      email: uniqueEmail('invita.google'),
      password: 'Cuffie-Rosse-88',
    };
    await signUpConfirmed(inviterPage, inviter);
    await inviterPage.goto('/invite');
    const link = (await inviterPage.getByTestId('invite-link').textContent())!.trim();

    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('provato_ref');
    await page.getByRole('button', { name: 'Continua con Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('provato_ref');

    await inviterPage.reload();
    const friends = inviterPage.getByRole('region', { name: 'Amici invitati' });
    await expect(friends.getByText('Carla M.')).toBeVisible();
    await expect(friends.getByText('+10 punti')).toBeVisible();
    await inviterContext.close();
    await expect(page.getByRole('heading', { name: 'Ciao, Carla!' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Carla Maria Esposito')).toBeVisible();
    await expect(page.getByText('carla.esposito.google@example.com')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continua con Facebook' })).toHaveCount(0);
  });

  test('without Facebook credentials its button says it is not configured', async ({ page }) => {
    await page.goto('/auth?tab=login');
    await expect(page.getByRole('button', { name: 'Continua con Facebook' })).toBeDisabled();
    await expect(page.getByText('Accesso con Facebook non configurato su questo sito.')).toBeVisible();
  });
});
