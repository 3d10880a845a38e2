import { expect, hydrated, signUpConfirmed, test, uniqueEmail } from './support.ts';

/*
 * The product page's own forms after the move to the template (issue 32 §2, decision 042): 'Utile'
 * posts intent=helpful and the count comes from the page's data read again; a price alert with a
 * target is set in one post without JavaScript (its field is shown by CSS).
 */

const euro = (value: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);
const readEuro = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('product page forms', () => {
  test.describe.configure({ timeout: 120_000 });

  test("'Utile' counts once and thanks, with no toast; a target alert without JavaScript in one post", async ({
    page,
    browser,
  }) => {
    await signUpConfirmed(page, {
      firstName: 'Marta',
      lastName: 'Galli',
      email: uniqueEmail('marta.galli'),
      password: 'Provato2026!',
    });
    const listing = await page.request.get('/api/products?limit=1&sort=mostReviewed');
    const [product] = ((await listing.json()) as { items: { slug: string }[] }).items;

    await page.goto(`/product/${product!.slug}`);
    const review = page.locator('#recensioni article').first();
    const count = review.locator('span', { hasText: /trovata utile/ });
    const before = (await count.count()) > 0 ? Number.parseInt((await count.textContent()) ?? '0', 10) : 0;
    const vote = review.getByRole('button', { name: 'Utile' });
    await hydrated(vote);
    await vote.click();
    await expect(review.getByRole('button', { name: 'Grazie!' })).toBeDisabled();
    const after = before + 1;
    await expect(count).toHaveText(
      after === 1 ? '1 persona l’ha trovata utile' : `${after} persone l’hanno trovata utile`,
    );
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.reload();
    await expect(count).toHaveText(
      after === 1 ? '1 persona l’ha trovata utile' : `${after} persone l’hanno trovata utile`,
    );

    // The same person's session in a browser without JavaScript.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`/product/${product!.slug}`);
    const best = readEuro(await plain.getByTestId('best-price').textContent());
    const target = Math.floor(best * 0.9);
    const box = plain.getByRole('region', { name: 'Avviso di prezzo' });
    await expect(box.getByLabel('Prezzo obiettivo (€)')).toBeHidden();
    await box.getByLabel('Quando scende sotto un prezzo che scelgo').check();
    await box.getByLabel('Prezzo obiettivo (€)').fill(String(target));
    await box.getByRole('button', { name: 'Attiva avviso' }).click();
    await expect(box).toContainText(
      `Avviso attivo: ti scriviamo quando il prezzo scende a ${euro(target)} o meno.`,
    );
    await noScript.close();
  });
});
