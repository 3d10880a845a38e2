import { demoUser, expect, signIn, test } from './support.ts';

// The voucher catalogue the migration creates (db/migrations/0011_rewards.sql), cheapest first.
const rewards = [
  { name: 'Buono 5 €', partner: 'Amazon.it', costPoints: 50 },
  { name: 'Buono 10 €', partner: 'Amazon.it', costPoints: 100 },
  { name: 'Buono 25 €', partner: 'MediaWorld', costPoints: 250 },
  { name: 'Buono 50 €', partner: 'MediaWorld', costPoints: 500 },
];

test.describe('dashboard', () => {
  test('the points come first and say what can be redeemed now before the distance to the next voucher', async ({
    page,
  }) => {
    await signIn(page, demoUser);
    const points = page.getByRole('region', { name: 'I tuoi punti' });
    const cashback = page.getByRole('region', { name: 'Cashback' });
    await expect(points).toBeVisible();
    await expect(cashback).toBeVisible();
    const [pointsBox, cashbackBox] = [(await points.boundingBox())!, (await cashback.boundingBox())!];
    expect(pointsBox.y, 'I tuoi punti above the cashback card').toBeLessThan(cashbackBox.y);

    // The balance as the page prints it ("64 punti"), and the vouchers it pays for.
    const balance = Number((await points.getByText(/^\d[\d.]* punti$/).textContent())!.replace(/\D/g, ''));
    const affordable = rewards.filter((reward) => reward.costPoints <= balance);
    expect(affordable.length, 'the demo user can afford a voucher').toBeGreaterThan(0);
    await expect(points.getByText(/^Puoi già richiedere: /)).toContainText(
      `${affordable[0]!.name} ${affordable[0]!.partner}`,
    );
    await expect(points.getByRole('link', { name: 'Richiedi un premio' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    await expect(points.getByText(/per il prossimo buono/)).toHaveCount(0);
    const next = rewards.find((reward) => reward.costPoints > balance);
    if (next) {
      await expect(points.getByText(/^Prossimo premio: /)).toHaveText(
        `Prossimo premio: ${next.name} ${next.partner}, ancora ${next.costPoints - balance} punti.`,
      );
    }

    await points.getByRole('link', { name: 'Richiedi un premio' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(page.getByRole('heading', { name: 'Premi', level: 1 })).toBeVisible();
  });
});
