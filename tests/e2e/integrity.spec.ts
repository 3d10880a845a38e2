import { e2eFixtureAccounts } from './services.ts';
import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  openDialog,
  signIn,
  test,
  writeReview,
  waitForMail,
} from './support.ts';

const { password, farmFirst, farmSecond } = e2eFixtureAccounts;
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const PROS =
  'Le ho usate per una settimana sulle piste di Bormio: la cancellazione del rumore copre il vento e la musica resta chiara anche con il cappello sopra.';
const CONS =
  'La custodia rigida è ingombrante nello zaino e il cavo di ricarica è corto. Con il freddo intenso la batteria cala più in fretta del previsto.';

/** The person reviews the second newest product of the catalogue (the newest is the clusters journey's). */
test.describe('Recensioni autentiche', () => {
  test.describe.configure({ timeout: 240_000 });

  test('two accounts on one device post near-identical reviews: the moderator finds them at the top of A rischio, sees the evidence, rejects, reverses and blocks', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The first account reviews a product, and is approved and paid before anything links it.
    await signIn(page, { email: farmFirst.email, password });
    const product = await writeReview(page, {
      title: 'Cuffie da montagna promosse',
      pros: PROS,
      cons: CONS,
      nth: 1,
    });
    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/reviews?q=Bormio');
    await admin
      .getByRole('article')
      .filter({ hasText: 'Cuffie da montagna promosse' })
      .getByRole('button', { name: 'Approva' })
      .click();
    await expect(admin.getByText(/Recensione approvata: \+5 punti/)).toBeVisible();

    // The same browser, another account, the same text lightly edited.
    await page.getByRole('button', { name: `Ciao, ${farmFirst.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
    await signIn(page, { email: farmSecond.email, password });
    await writeReview(page, {
      title: 'CUFFIE DA MONTAGNA PROMOSSE!!',
      pros: PROS.replace('una settimana', 'sette giorni'),
      cons: CONS,
      nth: 1,
    });
    // Its author reads a neutral state: nothing tells a farmer which check fired.
    await expect(page.getByText('In verifica')).toBeVisible();

    // 'A rischio', riskiest first: both at the top, the pending copy held for verification.
    await admin.goto('/admin/reviews?status=all&risk=a-rischio&sort=risk&q=Bormio');
    const cards = admin.getByRole('article');
    await expect(cards).toHaveCount(2);
    const copy = cards.filter({ hasText: 'CUFFIE DA MONTAGNA PROMOSSE!!' });
    await expect(copy.getByText(/^Rischio \d+\/100 · trattenuta per verifica$/)).toBeVisible();
    await expect(copy.getByText('Stesso dispositivo di un altro account')).toBeVisible();
    await expect(copy.getByRole('button', { name: 'Approva comunque' })).toBeVisible();
    await expectAccessible(admin, 'moderation at risk');

    // The evidence: the two texts side by side, the shared passages marked, the linked account.
    await copy.getByRole('link', { name: /Vedi le prove/ }).click();
    await expect(admin.getByRole('heading', { name: 'Prove di integrità', level: 1 })).toBeVisible();
    const texts = admin.getByRole('region', { name: 'Testi a confronto' });
    await expect(texts.locator('mark').first()).toBeVisible();
    await expect(texts.getByRole('heading', { name: /Simile al \d+ % · account collegato/ })).toBeVisible();
    const linked = admin.getByRole('region', { name: "Account collegati all'autore" });
    await expect(linked.getByRole('link', { name: fullName(farmFirst) })).toBeVisible();
    await expect(linked.getByText(/Stesso dispositivo/)).toBeVisible();
    await expectAccessible(admin, 'evidence page');

    // The group: its pending review rejected with one reason, the paid one reversed, both blocked.
    await linked.getByRole('link', { name: 'Apri il gruppo di account collegati' }).click();
    await expect(admin.getByRole('heading', { name: 'Gruppo di 2 account', level: 1 })).toBeVisible();
    const reject = admin.getByRole('dialog', { name: 'Rifiutare le recensioni in attesa del gruppo?' });
    await openDialog(admin.getByRole('button', { name: 'Rifiuta recensioni in attesa' }), reject);
    await reject
      .getByLabel('Motivo del rifiuto')
      .fill('Testo copiato da un account sullo stesso dispositivo');
    await reject.getByRole('button', { name: 'Rifiuta recensioni' }).click();
    await expectSuccessToast(admin, '1 recensione rifiutata');
    const rejected = await waitForMail(
      farmSecond.email,
      `La tua recensione di ${product} non è stata pubblicata`,
    );
    expect(rejected.text).toContain('Motivo: Testo copiato da un account sullo stesso dispositivo');

    const reverse = admin.getByRole('dialog', { name: 'Stornare i punti delle recensioni non autentiche?' });
    await openDialog(admin.getByRole('button', { name: 'Storna punti' }), reverse);
    await reverse.getByLabel('Motivo dello storno').fill('Recensione non autentica: account collegati');
    await reverse.getByRole('button', { name: 'Storna punti' }).click();
    await expectSuccessToast(admin, 'Punti stornati per 1 recensione: 5 punti');
    await waitForMail(farmFirst.email, `La tua recensione di ${product} non è stata pubblicata`);

    const block = admin.getByRole('dialog', { name: 'Bloccare gli account del gruppo?' });
    await openDialog(admin.getByRole('button', { name: 'Blocca account' }), block);
    await block.getByLabel('Motivo del blocco').fill('Più account della stessa persona');
    await block.getByRole('button', { name: 'Blocca account' }).click();
    await expectSuccessToast(admin, '2 account bloccati');
    for (const person of [farmFirst, farmSecond])
      await waitForMail(person.email, 'Il tuo account Provato è stato sospeso');

    // The first account's 5 points are gone from its history.
    await admin.goto(`/admin/users?q=${encodeURIComponent(farmFirst.email)}`);
    await admin
      .getByRole('article', { name: fullName(farmFirst), exact: true })
      .getByRole('link', { name: 'Vedi utente' })
      .click();
    await expect(admin.getByRole('cell', { name: 'Punti stornati: recensione non autentica' })).toBeVisible();
  });
});
