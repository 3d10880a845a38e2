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

const { password, clusterFirst, clusterSecond } = e2eFixtureAccounts;
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** The person reviews the newest product of the catalogue: the review waits in review. Returns the product. */
const CLUSTER_PROS = 'Suono pulito e batteria che dura due giorni';
const CLUSTER_CONS = 'Nessuno, da comprare subito';

test.describe('Account collegati', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an admin opens a person with linked accounts, opens the group, reverses points (shortfall shown) and blocks the accounts', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two accounts on one device each write a glowing review of the same product.
    await signIn(page, { email: clusterFirst.email, password });
    const product = await writeReview(page, {
      title: 'Le migliori cuffie di sempre',
      pros: CLUSTER_PROS,
      cons: CLUSTER_CONS,
    });
    const second = await browser.newPage();
    await second.context().addCookies([{ name: 'provato_consent', value: 'necessary', url: baseURL! }]);
    await signIn(second, { email: clusterSecond.email, password });
    await writeReview(second, {
      title: 'Cuffie perfette, le migliori di sempre',
      pros: CLUSTER_PROS,
      cons: CLUSTER_CONS,
    });

    // The first is approved (+5: 50 points), and cashes a voucher at once.
    const admin = await adminPage(browser, baseURL!);
    await admin.goto('/admin/reviews?q=migliori%20cuffie%20di%20sempre');
    const card = admin.getByRole('article').filter({ hasText: 'Le migliori cuffie di sempre' });
    await card.getByRole('button', { name: 'Approva' }).click();
    await expect(admin.getByText(/Recensione approvata: \+5 punti/)).toBeVisible();
    await page.goto('/rewards');
    await expect(page.getByText('Hai 50 punti')).toBeVisible();
    const five = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Buono 5 €' }) });
    await five.getByRole('button', { name: 'Riscatta' }).click();
    await page
      .getByRole('dialog', { name: 'Riscattare il Buono 5 €?' })
      .getByRole('button', { name: 'Conferma riscatto' })
      .click();
    await expect(page).toHaveURL(/\/profile\?tab=rewards#rewards$/);

    // Gestione Utenti: the person's page shows who is linked to them, and how.
    await admin.goto(`/admin/users?q=${encodeURIComponent(clusterFirst.email)}`);
    await admin
      .getByRole('article', { name: fullName(clusterFirst), exact: true })
      .getByRole('link', { name: 'Vedi utente' })
      .click();
    await expect(admin.getByRole('heading', { name: fullName(clusterFirst), level: 1 })).toBeVisible();
    const linked = admin.getByRole('region', { name: 'Account collegati' });
    const twin = linked.getByRole('row').filter({ hasText: fullName(clusterSecond) });
    await expect(twin.getByText('Stesso dispositivo')).toBeVisible();
    await expect(twin.getByText('1 in attesa · 0 pubblicate · 0 rifiutate')).toBeVisible();
    await linked.getByRole('link', { name: 'Apri il gruppo (2 account)' }).click();
    await expect(admin.getByRole('heading', { name: 'Gruppo di 2 account', level: 1 })).toBeVisible();
    await expectAccessible(admin, 'group page');
    const groupReviews = admin.getByRole('region', { name: 'Recensioni del gruppo' });
    await expect(
      groupReviews.getByRole('row').filter({ hasText: 'Le migliori cuffie di sempre' }),
    ).toContainText('Pubblicata');
    await expect(groupReviews.getByRole('row').filter({ hasText: 'Cuffie perfette' })).toContainText(
      'In revisione',
    );

    // 'Storna punti': the 5 points are gone already (spent): the shortfall is recorded and shown.
    const reverse = admin.getByRole('dialog', { name: 'Stornare i punti delle recensioni non autentiche?' });
    await openDialog(admin.getByRole('button', { name: 'Storna punti' }), reverse);
    await expect(reverse.getByRole('checkbox', { name: /Le migliori cuffie di sempre/ })).toBeChecked();
    await reverse
      .getByLabel('Motivo dello storno')
      .fill('Recensioni dello stesso dispositivo, testo copiato');
    await reverse.getByRole('button', { name: 'Storna punti' }).click();
    await expectSuccessToast(admin, 'Punti stornati per 1 recensione: 0 punti (non recuperati: 5 punti)');
    await expect(reverse).toBeHidden();
    const members = admin.getByRole('region', { name: 'Account del gruppo' });
    await expect(members.getByRole('row').filter({ hasText: fullName(clusterFirst) })).toContainText(
      'Non recuperati: 5 punti',
    );
    await expect(
      groupReviews.getByRole('row').filter({ hasText: 'Le migliori cuffie di sempre' }),
    ).toContainText('Rifiutata');
    // The author is told why, in the mail of a rejected review.
    const withdrawn = await waitForMail(
      clusterFirst.email,
      `La tua recensione di ${product} non è stata pubblicata`,
    );
    expect(withdrawn.text).toContain('Motivo: Recensioni dello stesso dispositivo, testo copiato');

    // 'Rifiuta recensioni in attesa' with one reason: the second author is mailed.
    const reject = admin.getByRole('dialog', { name: 'Rifiutare le recensioni in attesa del gruppo?' });
    await openDialog(admin.getByRole('button', { name: 'Rifiuta recensioni in attesa' }), reject);
    await reject.getByLabel('Motivo del rifiuto').fill('Testo copiato da un altro account');
    await reject.getByRole('button', { name: 'Rifiuta recensioni' }).click();
    await expectSuccessToast(admin, '1 recensione rifiutata');
    const rejected = await waitForMail(
      clusterSecond.email,
      `La tua recensione di ${product} non è stata pubblicata`,
    );
    expect(rejected.text).toContain('Motivo: Testo copiato da un altro account');

    // 'Blocca account': both, each mailed.
    const block = admin.getByRole('dialog', { name: 'Bloccare gli account del gruppo?' });
    await openDialog(admin.getByRole('button', { name: 'Blocca account' }), block);
    await expect(
      block.getByText(`Verranno bloccati: ${fullName(clusterFirst)}, ${fullName(clusterSecond)}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await block.getByLabel('Motivo del blocco').fill('Più account della stessa persona');
    await block.getByRole('button', { name: 'Blocca account' }).click();
    await expectSuccessToast(admin, '2 account bloccati');
    await expect(members.getByText('Bloccato')).toHaveCount(2);
    for (const person of [clusterFirst, clusterSecond])
      await waitForMail(person.email, 'Il tuo account Provato è stato sospeso');

    // The list of groups, from Gestione Utenti: this one among them, blocked accounts and all.
    await admin.goto('/admin/users');
    await admin.getByRole('link', { name: 'Account collegati' }).click();
    await expect(admin.getByRole('heading', { name: 'Account collegati', level: 1 })).toBeVisible();
    await expect(
      admin.getByRole('link', { name: `${fullName(clusterFirst)}, ${fullName(clusterSecond)}` }),
    ).toBeVisible();
    await expectAccessible(admin, 'groups list');
    await admin.getByRole('link', { name: `${fullName(clusterFirst)}, ${fullName(clusterSecond)}` }).click();
    await expect(admin.getByRole('heading', { name: 'Gruppo di 2 account', level: 1 })).toBeVisible();

    // Back on the person's page: what could not be taken back.
    await members.getByRole('link', { name: fullName(clusterFirst), exact: true }).click();
    await expect(admin.getByRole('heading', { name: fullName(clusterFirst), level: 1 })).toBeVisible();
    await expect(
      admin.getByRole('region', { name: 'Account collegati' }).getByText('Non recuperati: 5 punti'),
    ).toBeVisible();
  });
});
