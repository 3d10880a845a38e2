import { CONFLICTED_CLAIMS, CONFLICTED_SHOP } from '#scripts/seed/demo-claims.ts';
import { demoAdmin, expect, expectAccessible, signIn, test } from './support.ts';

/*
 * Claims in conflict (decision 032): the demo data has one MediaWorld order claimed by two members,
 * spelt two ways ('MW-7731-0452', 'mw 7731 0452'). The admin opens Gestione Cashback → Segnalazioni,
 * keeps only those in conflict, and finds both, each marked 'Conflitto', and no other claim.
 */
test('the admin keeps only the claims in conflict: the demo pair, both marked, nothing else', async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  await page.goto('/admin/cashback');
  await page
    .getByRole('navigation', { name: 'Tabelle' })
    .getByRole('link', { name: 'Segnalazioni', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/cashback\?tab=claims$/);
  const claims = page
    .getByRole('table', { name: 'Segnalazioni di acquisti' })
    .locator('tbody')
    .getByRole('row');
  // Unfiltered, claims without a conflict are listed too (the demo person's own, at least).
  await expect(claims.filter({ hasNotText: 'Conflitto' }).first()).toBeVisible();

  const conflict = page.getByRole('combobox', { name: 'Conflitto' });
  await expect(conflict).toHaveValue('');
  await conflict.selectOption({ label: 'Solo in conflitto' });
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(page).toHaveURL(/[?&]conflict=1(&|$)/);
  await expect(conflict).toHaveValue('1');

  const pair = CONFLICTED_CLAIMS.map((claim) =>
    claims.filter({ hasText: `ordine ${claim.orderRef}` }).filter({ hasText: CONFLICTED_SHOP }),
  );
  for (const row of pair) {
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Conflitto', { exact: true })).toBeVisible();
    await expect(row.getByText('Da valutare', { exact: true })).toBeVisible();
    await expect(
      row.getByTitle('Lo stesso ordine è stato segnalato anche da un’altra persona'),
    ).toBeVisible();
  }
  // Two different people, each with the buttons to decide.
  const emails = await Promise.all(
    pair.map((row) => row.getByRole('cell').first().locator('span').nth(1).textContent()),
  );
  expect(emails[0]).toMatch(/@example\.com$/);
  expect(new Set(emails).size).toBe(2);
  for (const row of pair) await expect(row.getByRole('button', { name: 'Approva' })).toBeVisible();
  // Nothing unmarked under the filter.
  await expect(claims.filter({ hasNotText: 'Conflitto' })).toHaveCount(0);
  expect(await claims.count()).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, 'Gestione Cashback, segnalazioni in conflitto');
});
