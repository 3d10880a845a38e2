import { expect, expectAccessible, test } from './support.ts';

test('the transparency report: from the footer, the figures per quarter, the rules, the CSV', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trasparenza' }).click();
  await expect(page).toHaveURL(/\/trasparenza$/);
  await expect(page.getByRole('heading', { name: 'Rapporto di trasparenza', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Come verifichiamo le recensioni' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rapporto di trasparenza per trimestre' });
  await expect(table.getByRole('columnheader', { name: /trimestre \d{4} \(in corso\)/ })).toBeVisible();
  // The demo's rejections are counted, rule by rule.
  const received = table.getByRole('row', { name: /^Recensioni ricevute/ });
  await expect(received.getByRole('cell').first()).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByRole('heading', { name: 'Recensioni rifiutate, per regola' })).toBeVisible();
  await expectAccessible(page, 'transparency');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica i dati (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^provato-trasparenza-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await fetch(new URL('/trasparenza.csv', page.url()))).text();
  expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?Trimestre;Inizio;Recensioni ricevute;/);

  // The review policy and the about page lead here too.
  await page.goto('/come-funzionano-le-recensioni');
  await page.getByRole('link', { name: 'rapporto di trasparenza' }).click();
  await expect(page).toHaveURL(/\/trasparenza$/);
});
