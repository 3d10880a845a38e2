import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  openDialog,
  signUpConfirmed,
  test,
  uniqueEmail,
} from './support.ts';

/** 'Registro attività' (issue 33 §5): an admin's action is on record, with who and before → after. */
test('blocking a person is on their page and in the activity log, filterable and exported', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = {
    firstName: 'Ottavia',
    lastName: `Registro${Date.now()}`,
    email: uniqueEmail('ottavia.registro'),
    password: 'Cuffie-Rosse-88',
  };
  const name = `${person.firstName} ${person.lastName}`;
  await signUpConfirmed(page, person);

  const admin = await adminPage(browser, baseURL!);
  await admin.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await admin.getByRole('article', { name, exact: true }).getByRole('link', { name: 'Vedi utente' }).click();
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  const personId = new URL(admin.url()).pathname.split('/').at(-1)!;
  const history = admin.getByRole('region', { name: 'Cronologia' });
  await expect(admin.getByText('Nessuna azione registrata.')).toBeVisible();

  const header = admin.locator('main header');
  const block = admin.getByRole('dialog', { name: `Bloccare ${name}?` });
  await openDialog(header.getByRole('button', { name: 'Blocca', exact: true }), block);
  await block.getByLabel('Regola applicata').selectOption('conduct-fake-reviews');
  await block.getByLabel('Motivo del blocco').fill('Recensioni scritte in cambio di buoni sconto');
  await block.getByRole('button', { name: 'Blocca', exact: true }).click();
  await expectSuccessToast(admin, 'Utente bloccato');

  // The person's own history names the admin and what changed.
  const row = history.getByRole('row').filter({ hasText: 'Utente bloccato' });
  await expect(row).toContainText('Alessandra Ferri');
  await expect(row).toContainText('banned: false → true');

  // The whole log, narrowed to this person.
  await admin.getByRole('link', { name: 'Tutto nel registro attività' }).click();
  await expect(admin).toHaveURL(`/admin/activity?q=${personId}&entityType=user`);
  await expect(admin.getByRole('heading', { name: 'Registro attività', level: 1 })).toBeVisible();
  await expect(admin.getByText('1 azione', { exact: true })).toBeVisible();
  const entry = admin.getByRole('row').filter({ hasText: 'Utente bloccato' });
  await expect(entry).toContainText('Alessandra Ferri');
  await expect(entry.getByRole('link', { name: personId })).toHaveAttribute(
    'href',
    `/admin/users/${personId}`,
  );

  // The CSV of the same filters.
  const csv = await admin.request.get(
    await admin
      .getByRole('link', { name: 'Export CSV' })
      .getAttribute('href')
      .then((href) => href!),
  );
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await csv.text();
  expect(text).toContain('Data;Amministratore;E-mail;Azione;Codice azione;Oggetto;ID oggetto;Modifiche');
  expect(text).toContain(';Alessandra Ferri;admin@example.com;Utente bloccato;user.block;Utente;');

  // The demo's own record: review decisions, filtered by action from the form.
  await admin.goto('/admin/activity');
  await admin.getByLabel('Azione', { exact: true }).selectOption({ label: 'Recensione rifiutata' });
  await admin.getByRole('button', { name: 'Filtra' }).click();
  await expect.poll(() => new URL(admin.url()).searchParams.get('action')).toBe('review.reject');
  await expect(admin.getByRole('row').filter({ hasText: 'Recensione rifiutata' }).first()).toContainText(
    'status: in_revisione → rifiutata',
  );
  await expect(admin.getByRole('row').filter({ hasText: 'Recensione approvata' })).toHaveCount(0);
  await expectAccessible(admin, 'Registro attività');
  await admin.context().close();
});
