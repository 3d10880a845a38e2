import type { Page } from '@playwright/test';
import { e2eFixtureAccounts } from './services.ts';
import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  linkFrom,
  openDialog,
  signIn,
  signUpConfirmed,
  test,
  uniqueEmail,
  waitForMail,
  writeReview,
} from './support.ts';

const APPEAL =
  'Ho scritto questa recensione dopo un mese di uso quotidiano: parla del prodotto, non della consegna.';

/** The demo admin refuses the review whose title holds `marker`, with a rule and a reason. */
async function rejectFromQueue(admin: Page, marker: string) {
  await admin.goto(`/admin/reviews?status=in_revisione&q=${marker.toLowerCase()}`);
  const card = admin.getByRole('article').filter({ hasText: marker });
  await card.getByRole('button', { name: 'Rifiuta' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Rifiuta la recensione' });
  await dialog.getByLabel('Motivo del rifiuto').fill('Sembra parlare della consegna, non del prodotto.');
  await dialog.getByLabel('Regola applicata').selectOption('review-on-topic');
  await dialog.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(admin.getByText('Recensione rifiutata')).toBeVisible();
}

/** Opens the appeal of `person` in 'Ricorsi' and answers its page's heading. */
async function openAppeal(admin: Page, person: string) {
  await admin.goto('/admin/appeals');
  await expect(admin.getByRole('heading', { name: 'Ricorsi', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: `Recensione non pubblicata · ${person}` }).click();
  await expect(admin.getByRole('heading', { name: 'Ricorso: Recensione non pubblicata' })).toBeVisible();
}

test.describe('appeals (issue 33 §3)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a rejected review is contested, a second admin upholds it: published, paid once, both mails', async ({
    page,
    browser,
    baseURL,
  }) => {
    const marker = `Ricorso${Date.now()}`;
    const email = uniqueEmail('ricorso');
    await signUpConfirmed(page, { firstName: 'Irene', lastName: 'Bassi', email, password: 'Lampada-Blu-42' });
    const product = await writeReview(page, {
      title: `${marker} luce calda`,
      pros: 'La luce è calda e uniforme su tutta la scrivania',
      cons: 'Il cavo è corto e la base scivola un poco',
    });

    const admin = await adminPage(browser, baseURL!);
    await rejectFromQueue(admin, marker);

    // The person contests it from their profile.
    await page.goto('/profile?tab=decisions');
    const decision = page
      .getByRole('region', { name: 'Decisioni che ti riguardano' })
      .getByRole('listitem')
      .filter({ hasText: product });
    await decision.getByRole('link', { name: 'Contesta la decisione' }).click();
    await expect(page.getByRole('heading', { name: 'Contesta la decisione', level: 1 })).toBeVisible();
    await expect(page.getByText('Motivo: Sembra parlare della consegna, non del prodotto.')).toBeVisible();
    await expect(page.getByRole('link', { name: /art\. 4\.3/ })).toBeVisible();
    // Too short: refused with the reason, nothing filed.
    await page
      .getByLabel('Perché non sei d’accordo?')
      .fill('Non è vero, rileggetela per favore.'.slice(0, 12));
    await page
      .getByLabel('Perché non sei d’accordo?')
      .evaluate((field) => field.removeAttribute('minlength'));
    await page.getByRole('button', { name: 'Invia il ricorso' }).click();
    await expect(page.getByRole('alert')).toContainText('Spiega in almeno 20 caratteri');
    await page.getByLabel('Perché non sei d’accordo?').fill(APPEAL);
    await page.getByRole('button', { name: 'Invia il ricorso' }).click();
    await expect(page.getByText(/Ricorso inviato il \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invia il ricorso' })).toHaveCount(0);
    await expectAccessible(page, 'contest page');
    const received = await waitForMail(email, 'Abbiamo ricevuto il tuo ricorso');
    expect(received.text).toContain(
      'Lo esaminerà una persona del nostro team diversa da chi ha preso la decisione',
    );

    // The admin who rejected it reads it but leaves the decision to another admin.
    await openAppeal(admin, 'Irene Bassi');
    await expect(admin.getByText(APPEAL)).toBeVisible();
    await expect(admin.getByText('Hai preso tu la decisione contestata')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Accogli il ricorso' })).toHaveCount(0);
    await admin.context().close();

    const secondContext = await browser.newContext();
    await secondContext.addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL! }]);
    const second = await secondContext.newPage();
    await signIn(second, {
      email: e2eFixtureAccounts.appealsAdmin.email,
      password: e2eFixtureAccounts.password,
    });
    await openAppeal(second, 'Irene Bassi');
    await expect(second.getByText(`${marker} luce calda`)).toBeVisible();
    await expectAccessible(second, 'appeal page');
    const uphold = second.getByRole('dialog', { name: 'Accogliere il ricorso?' });
    await openDialog(second.getByRole('button', { name: 'Accogli il ricorso' }), uphold);
    await uphold.getByRole('button', { name: 'Accogli', exact: true }).click();
    await expectSuccessToast(second, 'Ricorso accolto: la decisione è stata annullata');
    await expect(second.getByText(/^Accolto il /)).toBeVisible();

    const outcome = await waitForMail(email, 'Il tuo ricorso è stato accolto');
    expect(outcome.text).toMatch(/La tua recensione è pubblicata e ti abbiamo accreditato \d+ punti\./);
    const paid = Number(/accreditato (\d+) punti/.exec(outcome.text)![1]);

    // A second acceptance (a stale tab posting again) changes nothing.
    const appealUrl = second.url();
    const again = await second.request.post(appealUrl, { form: { intent: 'uphold' } });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('Questo ricorso è già stato deciso');

    await page.goto('/profile?tab=points&state=accreditati');
    const credited = page
      .getByRole('region', { name: 'I miei punti' })
      .getByRole('listitem')
      .filter({ hasText: 'Recensione approvata' });
    await expect(credited).toHaveCount(1);
    await expect(credited).toContainText(`+${paid}`);
    await page.goto(linkFrom(outcome, '/contesta/'));
    await expect(page.getByText(/Ricorso accolto il .*: la decisione è stata annullata\./)).toBeVisible();
    await page.goto('/profile');
    await expect(
      page.getByRole('region', { name: 'Storico Recensioni' }).getByText('Verificata').first(),
    ).toBeVisible();
  });

  test('a blocked person reads the reason and the rule in the mail’s link and contests it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('bloccato');
    await signUpConfirmed(page, { firstName: 'Ugo', lastName: 'Serra', email, password: 'Tavolo-Verde-17' });

    const admin = await adminPage(browser, baseURL!);
    await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await admin.getByRole('link', { name: 'Vedi utente' }).click();
    await expect(admin.getByRole('heading', { name: 'Ugo Serra', level: 1 })).toBeVisible();
    const header = admin.locator('main header');
    const block = admin.getByRole('dialog', { name: 'Bloccare Ugo Serra?' });
    await openDialog(header.getByRole('button', { name: 'Blocca', exact: true }), block);
    await block.getByLabel('Regola applicata').selectOption('conduct-automation');
    await block.getByLabel('Motivo del blocco').fill('Recensioni inviate da un programma in pochi minuti');
    await block.getByRole('button', { name: 'Blocca', exact: true }).click();
    await expectSuccessToast(admin, 'Utente bloccato');
    await admin.context().close();

    // Signed out by the block, the person follows the link in the mail.
    const mail = await waitForMail(email, 'Il tuo account Provato è stato sospeso');
    await page.context().clearCookies();
    await page.goto(linkFrom(mail, '/contesta/'));
    await expect(page.getByRole('heading', { name: 'Account sospeso' })).toBeVisible();
    await expect(page.getByText('Motivo: Recensioni inviate da un programma in pochi minuti')).toBeVisible();
    await expect(page.getByRole('link', { name: /Termini e condizioni, art\. 9/ })).toBeVisible();
    await page
      .getByLabel('Perché non sei d’accordo?')
      .fill('Ho scritto ogni recensione a mano, una per prodotto che ho comprato negli anni.');
    await page.getByRole('button', { name: 'Invia il ricorso' }).click();
    await expect(page.getByText(/Ricorso inviato il/)).toBeVisible();
    await waitForMail(email, 'Abbiamo ricevuto il tuo ricorso');
  });
});
