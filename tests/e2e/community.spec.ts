import { e2eFixtureAccounts } from './services.ts';
import {
  expect,
  linkFrom,
  signIn,
  signInThroughForm,
  test,
  uniqueEmail,
  visitFromOwnAddress,
  waitForMail,
} from './support.ts';

test.describe('newsletter, contact and invites', () => {
  test.describe.configure({ timeout: 120_000 });

  test('newsletter: subscribe → confirmation mail → confirmed by its link; a repeat says so', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Resta aggiornato' });
    await box.getByLabel('La tua email').fill('non-valida');
    await box.getByRole('button', { name: 'Iscriviti' }).click();
    // The browser's own check stops it; the server's answer is tested in integration.
    await box.getByLabel('La tua email').fill(email);
    await box.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(box.getByRole('status')).toHaveText(
      'Controlla la tua casella: ti abbiamo inviato un’email per confermare l’iscrizione.',
    );
    await expect(box.getByLabel('La tua email')).toHaveValue('');

    const mail = await waitForMail(email, 'Conferma la tua iscrizione');
    expect(mail.text).toContain('/newsletter/unsubscribe?token=');
    await page.goto(linkFrom(mail, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { name: 'Conferma iscrizione' })).toBeVisible();
    await page.getByRole('button', { name: 'Conferma iscrizione' }).click();
    await expect(page.getByText('Iscrizione confermata! Riceverai la newsletter di Provato.')).toBeVisible();
    const welcome = await waitForMail(email, 'Benvenuto nella newsletter');
    expect(welcome.text).toContain('/newsletter/unsubscribe?token=');

    await page.goto('/');
    const again = page.getByRole('region', { name: 'Resta aggiornato' });
    await again.getByLabel('La tua email').fill(email);
    await again.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(again.getByRole('status')).toHaveText('Questo indirizzo è già iscritto alla newsletter.');
  });

  test('contact: each §5 message for bad input, then the message reaches the support mailbox', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByText('Lunedì–Venerdì 9:00–18:00')).toBeVisible();
    await page.getByLabel('Nome').fill('M');
    await page.getByLabel('Email').fill('marta');
    await page.getByLabel('Oggetto').fill('Ciao');
    await page.getByLabel('Messaggio').fill('Breve');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByText('Il nome è richiesto')).toBeVisible();
    await expect(page.getByText('Email non valida')).toBeVisible();
    await expect(page.getByText("L'oggetto è richiesto")).toBeVisible();
    await expect(page.getByText('Il messaggio deve contenere almeno 10 caratteri')).toBeVisible();

    const subject = `Codice non arrivato ${Date.now()}`;
    await page.getByLabel('Nome').fill('Marta Gallo');
    await page.getByLabel('Email').fill('marta.gallo@example.com');
    await page.getByLabel('Oggetto').fill(subject);
    await page
      .getByLabel('Messaggio')
      .fill('Ho richiesto un buono tre giorni fa e non ho ancora ricevuto il codice.');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Messaggio inviato con successo!' }),
    ).toBeVisible();
    await expect(page.getByLabel('Oggetto')).toHaveValue('');
    const mail = await waitForMail('supporto@provato.it', subject);
    expect(mail.text).toContain('marta.gallo@example.com');
    expect(mail.text).toContain('non ho ancora ricevuto il codice');
  });

  test('invite link → sign-up → confirm: the inviter has +10 points and an activity, once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const inviter = e2eFixtureAccounts.inviter;
    await signIn(page, { email: inviter.email, password: e2eFixtureAccounts.password });
    await page.goto('/invite');
    const link = (await page.getByTestId('invite-link').textContent())!.trim();
    expect(link).toMatch(/\/invite\/[A-Z2-9]{8}$/);
    await expect(page.getByText('Punti guadagnati: 0 punti')).toBeVisible();

    const friendContext = await browser.newContext();
    await friendContext.addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL! }]);
    const friend = await friendContext.newPage();
    await visitFromOwnAddress(friend);
    const email = uniqueEmail('amico');
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(friend).toHaveURL(/\/auth\?tab=signup$/);
    await friend.getByLabel('Nome', { exact: true }).fill('Ottavia');
    await friend.getByLabel('Cognome').fill('Amici');
    await friend.getByLabel('Email').fill(email);
    await friend.getByLabel('Password').fill('Cuffie-Rosse-88');
    await friend.getByLabel(/impegno etico/).check();
    await friend.getByLabel(/termini e condizioni/).check();
    await friend.getByRole('button', { name: 'Crea account' }).click();
    await expect(friend.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Ottavia A.')).toBeVisible();
    await expect(page.getByText('In attesa di conferma email')).toBeVisible();

    const confirmation = linkFrom(await waitForMail(email, 'Conferma'), '/api/auth/verify-email');
    await friend.goto(confirmation);
    await signInThroughForm(friend, email, 'Cuffie-Rosse-88');
    await expect(friend).toHaveURL(/\/dashboard$/);
    // Opening the confirmation link again pays nothing more.
    await friend.goto(confirmation);

    await page.reload();
    await expect(page.getByText('Punti guadagnati: 10 punti')).toBeVisible();
    await expect(page.getByText('+10 punti', { exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText("Ottavia ha confermato l'iscrizione con il tuo invito")).toHaveCount(1);
    await expect(page.getByRole('banner').getByText('10 punti')).toBeVisible();
    await friendContext.close();
  });
});
