import type { Page } from '@playwright/test';
import {
  adminPage,
  expect,
  expectAccessible,
  expectSuccessToast,
  hydrated,
  openDialog,
  test,
} from './support.ts';

const PRICE_INVALID = 'Il prezzo deve essere un numero da 0 a 1.000.000 con al massimo due decimali';

/** The table narrowed to `q` by the filter form, as an admin types it. */
async function search(page: Page, q: string) {
  await page.getByLabel('Cerca').fill(q);
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(q);
}

/** 'Nuovo prodotto' filled and sent; the dialog closes on success. */
async function createProduct(page: Page, fields: { name: string; brand?: string; status?: string }) {
  const dialog = page.getByRole('dialog', { name: 'Nuovo prodotto' });
  await openDialog(page.getByRole('button', { name: 'Nuovo prodotto' }), dialog);
  await dialog.getByLabel('Nome').fill(fields.name);
  if (fields.brand) await dialog.getByLabel('Brand').fill(fields.brand);
  await dialog.getByLabel('Stato').selectOption({ label: fields.status ?? 'In attesa' });
  await dialog.getByRole('button', { name: 'Crea prodotto' }).click();
  await expect(dialog).toBeHidden();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('Gestione Database', () => {
  test.describe.configure({ timeout: 240_000 });

  test('create products and an offer, edit a price inline, refuse a bad one, bulk-change a category, delete with confirmation', async ({
    browser,
    baseURL,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const page = await adminPage(browser, baseURL!);
    await page.goto('/admin/database');
    await expect(page.getByRole('heading', { name: 'Gestione Database', level: 1 })).toBeVisible();
    await hydrated(page.getByRole('button', { name: 'Nuovo prodotto' }));
    await expectAccessible(page, '/admin/database');

    const first = `Cuffie Aurora ${stamp}`;
    const second = `Cuffie Borea ${stamp}`;
    await createProduct(page, { name: first, brand: 'Aurora Audio' });
    await expectSuccessToast(page, 'Prodotto creato');
    await createProduct(page, { name: second, brand: 'Borea' });
    await search(page, stamp);
    await expect(page.getByText('2 prodotti', { exact: true })).toBeVisible();

    // Bulk: select all on the page, move both to a category.
    await page.getByLabel('Seleziona tutti i prodotti della pagina').check();
    await expect(page.getByText('2 prodotti selezionati')).toBeVisible();
    const bar = page.getByRole('form', { name: 'Modifica multipla' });
    await bar.getByLabel('Campo').selectOption({ label: 'Categoria' });
    await bar.getByLabel('Nuovo valore').selectOption({ label: 'Audio' });
    await bar.getByRole('button', { name: 'Applica alla selezione' }).click();
    await expectSuccessToast(page, 'Aggiornati 2 prodotti');
    await expect(row(page, first).getByRole('cell', { name: 'Audio', exact: true })).toBeVisible();
    await expect(row(page, second).getByRole('cell', { name: 'Audio', exact: true })).toBeVisible();

    // A bulk edit without a value is refused by the server with the Italian reason.
    await page.getByLabel('Seleziona tutti i prodotti della pagina').check();
    await bar.getByLabel('Campo').selectOption({ label: 'Brand' });
    await bar.getByRole('button', { name: 'Applica alla selezione' }).click();
    await expect(bar.getByText('Inserisci il nuovo valore')).toBeVisible();
    await expect(row(page, first).getByRole('cell', { name: 'Aurora Audio', exact: true })).toBeVisible();

    // Offers: a new one for the first product, then its price edited inline.
    const slug = `cuffie-aurora-${stamp}`;
    await page.getByRole('link', { name: 'Offerte', exact: true }).click();
    await expect(page).toHaveURL(/tab=offers/);
    const offerDialog = page.getByRole('dialog', { name: 'Nuova offerta' });
    await openDialog(page.getByRole('button', { name: 'Nuova offerta' }), offerDialog);
    const offerName = `Cuffie Aurora nere ${stamp}`;
    await offerDialog.getByLabel('Nome').fill(offerName);
    await offerDialog.getByLabel('Negozio').selectOption({ index: 1 });
    await offerDialog.getByLabel('Prodotto (slug o ID)').fill(slug);
    await offerDialog.getByLabel('Prezzo').fill('99,90');
    await offerDialog.getByLabel("Link all'offerta").fill('https://negozio.example/aurora');
    await offerDialog.getByLabel('Approvata (visibile nel sito)').check();
    await offerDialog.getByRole('button', { name: 'Crea offerta' }).click();
    await expect(offerDialog).toBeHidden();
    await expectSuccessToast(page, 'Offerta creata');
    await search(page, offerName);
    const offer = row(page, offerName);
    await expect(offer.getByText('99,90')).toBeVisible();
    await expect(offer.getByRole('link', { name: first })).toBeVisible();

    await offer.getByRole('button', { name: `Modifica ${offerName}` }).click();
    const price = page.getByRole('textbox', { name: 'Prezzo' });
    await price.fill('89,50');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expectSuccessToast(page, 'Offerta aggiornata');
    await expect(offer.getByText('89,50')).toBeVisible();

    await offer.getByRole('button', { name: `Modifica ${offerName}` }).click();
    await price.fill('-5');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(offer.getByRole('alert')).toHaveText(PRICE_INVALID);
    await offer.getByRole('button', { name: 'Annulla' }).click();
    await page.reload();
    await expect(row(page, offerName).getByText('89,50')).toBeVisible();

    // The product's best price follows its approved offer.
    const product = await page.context().newPage();
    await product.goto(`/admin/database?q=${stamp}`);
    await expect(row(product, first).getByText('89,50')).toBeVisible();
    await product.close();

    // Delete with the spec's confirmation.
    await page.goto(`/admin/database?q=${encodeURIComponent(second)}`);
    await row(page, second).getByRole('button', { name: 'Elimina' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sei sicuro di voler eliminare questo prodotto?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, '/admin/database with the delete confirmation');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expectSuccessToast(page, 'Prodotto eliminato');
    await expect(page.getByText('Nessun prodotto trovato')).toBeVisible();
  });

  test('the brand switch and "Pulisci tutti i brand": a title copied into the brand is emptied, the maker stays', async ({
    browser,
    baseURL,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const page = await adminPage(browser, baseURL!);
    await page.goto('/admin/database');
    const toggle = page.getByRole('switch', { name: 'Pulizia automatica dei brand' });
    await hydrated(toggle);
    const name = `Lenovo Legion Pro 7 ${stamp}`;
    const junkBrand = 'Lenovo Legion Pro';

    // With cleaning on, the copied title is emptied at once and the admin is told.
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await createProduct(page, { name, brand: junkBrand });
    await expectSuccessToast(page, 'Il brand ripeteva il nome del prodotto');
    await search(page, stamp);
    await expect(row(page, name).getByRole('cell', { name: '—' }).first()).toBeVisible();

    // Off: the same brand is kept as typed.
    await toggle.click();
    await expectSuccessToast(page, 'Pulizia automatica dei brand disattivata');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await row(page, name)
      .getByRole('button', { name: `Modifica ${name}` })
      .click();
    await page.getByRole('textbox', { name: 'Brand' }).fill(junkBrand);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expectSuccessToast(page, 'Prodotto aggiornato');
    await expect(row(page, name).getByRole('cell', { name: junkBrand, exact: true })).toBeVisible();

    // On again, and the whole catalogue cleaned by the job.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Pulisci tutti i brand' }).click();
    await expectSuccessToast(page, 'Pulizia dei brand avviata');
    await expect(page.getByTestId('brand-cleaning-result')).toContainText('Ultima pulizia completata', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('brand-cleaning-result')).toContainText(/[1-9][\d.]* brand svuotat/);
    await page.reload();
    await expect(row(page, name).getByRole('cell', { name: junkBrand, exact: true })).toBeHidden();
    await page.goto('/admin/database?q=Samsung');
    await expect(page.getByRole('cell', { name: 'Samsung', exact: true }).first()).toBeVisible();
  });

  test("at 1366 × 900 each table fits its card: every row's 'Elimina' is inside the card's box", async ({
    browser,
    baseURL,
  }) => {
    const page = await adminPage(browser, baseURL!);
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [tab, caption] of [
      ['products', 'Prodotti'],
      ['offers', 'Offerte'],
      ['categories', 'Categorie'],
    ] as const) {
      await page.goto(`/admin/database?tab=${tab}`);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // The card: the scrolling frame around the table.
      const card = page.getByRole('region', { name: caption, exact: true });
      const frame = (await card.boundingBox())!;
      const main = (await page.locator('main').boundingBox())!;
      expect(frame.x + frame.width, `${tab}: the card stays in the page`).toBeLessThanOrEqual(
        main.x + main.width + 1,
      );
      const buttons = table.getByRole('button', { name: 'Elimina' });
      expect(await buttons.count(), tab).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x, `${tab}: 'Elimina' starts inside the card`).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width, `${tab}: 'Elimina' ends inside the card`).toBeLessThanOrEqual(
          frame.x + frame.width,
        );
      }
    }
    await page.context().close();
  });
});
