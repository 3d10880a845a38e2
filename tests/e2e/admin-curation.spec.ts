import type { Page } from '@playwright/test';
import { importPriceList } from './import-price-list.ts';
import { adminPage, expect, expectAccessible, expectSuccessToast, hydrated, test } from './support.ts';

/*
 * The curation wizard as an admin uses it after an import: a shop's price list whose names are
 * only like the catalogue's stays unlinked; the admin picks three products, links two candidates,
 * hides one, adds an Amazon offer, marks a variant, completes each product and the wizard, and the
 * product pages show the new offers at their best price.
 */

const SHOP = 'Negozio Curatela';
const ROWS = [
  ['CUR-1', 'Altoparlante Sonos Era 100 Wi-Fi, bianco', '199,00'],
  ['CUR-2', 'Sonos Era 100 smart speaker nero', '239,00'],
  ['CUR-3', 'Bollitore elettrico Smeg KLF03 anni 50 crema', '139,90'],
] as const;

/** Searches step 1 for a product and ticks it. */
async function pick(page: Page, name: string) {
  await page.getByLabel('Cerca').fill(name);
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  const box = page.getByLabel(`Seleziona ${name}`);
  await hydrated(box);
  await box.check();
  await expect(box).toBeChecked();
}

test.describe('Wizard di Curatela', () => {
  test.describe.configure({ timeout: 180_000 });

  test('three products curated: links, a hidden candidate, an Amazon offer, a variant; the pages show them', async ({
    browser,
    baseURL,
  }) => {
    const page = await adminPage(browser, baseURL!);
    await importPriceList(
      page,
      'listino-curatela.csv',
      SHOP,
      ROWS.map(([code, name, price]) => ({ code, name, price })),
    );

    await page.goto('/admin/curation');
    await expect(page.getByRole('heading', { name: 'Wizard di Curatela', level: 1 })).toBeVisible();
    const selected = page.getByTestId('curation-selected');
    const proceed = page.getByRole('button', { name: 'Continua' });
    await hydrated(proceed);
    // Nothing picked yet: the spec's message, and still step 1.
    await proceed.click();
    await expect(page.getByText('Seleziona almeno un prodotto per continuare').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/curation$/);

    // Shift + click takes the range; the choice is saved, so a reload keeps it.
    const boxes = page.getByRole('row').getByRole('checkbox');
    await hydrated(boxes.nth(1));
    await boxes.nth(1).click();
    await expect(selected).toContainText('1 prodotto selezionato');
    await boxes.nth(3).click({ modifiers: ['Shift'] });
    await expect(selected).toContainText('3 prodotti selezionati');
    await page.reload();
    await expect(selected).toContainText('3 prodotti selezionati');
    await expect(boxes.nth(2)).toBeChecked();
    await page.getByRole('button', { name: 'Annulla selezione' }).click();
    await expect(selected).toContainText('0 prodotti selezionati');

    await pick(page, 'Sonos Era 100');
    await pick(page, 'Smeg Bollitore KLF03');
    await pick(page, 'Panasonic Lumix S9');
    await expect(selected).toContainText('3 prodotti selezionati');
    await proceed.click();
    await expect(page).toHaveURL(/step=2/);

    // 1 of 3: Sonos. Two candidates from the import; one is linked, the other hidden.
    await expect(page.getByTestId('curation-position')).toHaveText('Prodotto 1 di 3 · 33%');
    const candidates = page.getByRole('region', { name: 'Offerte candidate' });
    const linkedTable = page.getByRole('region', { name: 'Offerte collegate' });
    await expect(candidates.getByRole('row').filter({ hasText: ROWS[0][1] })).toContainText('Nome simile');
    await candidates.getByRole('button', { name: `Nascondi ${ROWS[1][1]}` }).click();
    await expectSuccessToast(page, 'Offerta nascosta per questo prodotto');
    await expect(candidates.getByText(ROWS[1][1])).toHaveCount(0);
    await candidates.getByRole('button', { name: `Collega ${ROWS[0][1]}` }).click();
    await expectSuccessToast(page, 'Offerta collegata al prodotto');
    const sonosOffer = linkedTable.getByRole('row').filter({ hasText: ROWS[0][1] });
    await expect(sonosOffer).toContainText('199,00 €');
    // A variant: the flag opens the name.
    await sonosOffer.getByRole('checkbox', { name: 'Variante' }).check();
    await sonosOffer.getByLabel(`Nome della variante di ${ROWS[0][1]}`).fill('Bianco');
    await sonosOffer.getByRole('button', { name: 'Salva' }).click();
    await expectSuccessToast(page, 'Variante aggiornata');
    await page.getByRole('button', { name: 'Completa Curatela' }).click();
    await expectSuccessToast(
      page,
      'Curatela completata: «Sonos Era 100» è approvato e visibile nel catalogo',
    );

    // 2 of 3: Smeg.
    await expect(page.getByTestId('curation-position')).toHaveText('Prodotto 2 di 3 · 67%');
    await candidates.getByRole('button', { name: `Collega ${ROWS[2][1]}` }).click();
    await expectSuccessToast(page, 'Offerta collegata al prodotto');
    await page.getByRole('button', { name: 'Completa Curatela' }).click();

    // 3 of 3: Panasonic, an Amazon offer by ASIN and price; without them the spec's message.
    await expect(page.getByTestId('curation-position')).toHaveText('Prodotto 3 di 3 · 100%');
    const addOffer = page.getByRole('region', { name: 'Aggiungi offerta Amazon' });
    await addOffer.getByRole('button', { name: 'Prova connessione' }).click();
    await expect(addOffer.getByRole('status')).toHaveText('Connessione al marketplace riuscita');
    await addOffer.getByRole('button', { name: 'Aggiungi offerta' }).click();
    await expect(addOffer.getByRole('alert')).toContainText('Compila almeno ASIN e prezzo');
    // An ASIN the marketplace does not know, then the right one: title and price come from it.
    await addOffer.getByLabel('ASIN').fill('B0NONESIST');
    await addOffer.getByRole('button', { name: 'Cerca ASIN' }).click();
    await expect(
      addOffer.getByRole('alert').filter({ hasText: 'Nessun articolo con ASIN B0NONESIST sul marketplace' }),
    ).toBeVisible();
    await addOffer.getByLabel('ASIN').fill('B0CURATE01');
    await addOffer.getByRole('button', { name: 'Cerca ASIN' }).click();
    await expect(addOffer.getByLabel('Titolo')).toHaveValue(
      'Panasonic LUMIX S9 Fotocamera Mirrorless Full Frame + Obiettivo 20-60 mm',
    );
    await expect(addOffer.getByLabel('Prezzo (€)')).toHaveValue('1099,00');
    await addOffer.getByLabel('Variante').fill('Kit 20-60 mm');
    await addOffer.getByRole('button', { name: 'Aggiungi offerta' }).click();
    await expect(
      addOffer.getByRole('status').filter({ hasText: 'Offerta Amazon aggiunta con successo!' }),
    ).toBeVisible();
    const amazon = linkedTable
      .getByRole('row')
      .filter({ hasText: 'Amazon.it' })
      .filter({ hasText: '1.099,00 €' });
    await expect(amazon.getByRole('checkbox', { name: 'Variante' })).toBeChecked();
    await page.getByRole('button', { name: 'Completa Curatela' }).click();
    await expectSuccessToast(
      page,
      'Curatela completata: «Panasonic Lumix S9» è approvato e visibile nel catalogo',
    );
    // axe reads the toasts mid-animation as faint text: checked once they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page, 'curation step 2');

    await page.getByRole('button', { name: 'Completa Wizard' }).click();
    await expectSuccessToast(page, 'Wizard di curatela completato con successo!');
    await expect(page).toHaveURL(/\/admin\/curation$/);
    await expect(selected).toContainText('0 prodotti selezionati');

    // The product pages: the linked offers with their shop and the new best price.
    await page.goto('/product/sonos-era-100');
    await expect(page.getByText(SHOP).first()).toBeVisible();
    await expect(page.getByText('199,00 €').first()).toBeVisible();
    await page.goto('/product/smeg-bollitore-klf03');
    await expect(page.getByText('139,90 €').first()).toBeVisible();
    await page.goto('/product/panasonic-lumix-s9');
    await expect(page.getByText('1.099,00 €').first()).toBeVisible();
    await page.context().close();
  });

  test('an Amazon offer typed by hand, key by key, without the marketplace lookup', async ({
    browser,
    baseURL,
  }) => {
    const page = await adminPage(browser, baseURL!);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/curation');
    await pick(page, 'Google Pixel 8a');
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page).toHaveURL(/step=2/);

    const addOffer = page.getByRole('region', { name: 'Aggiungi offerta Amazon' });
    const asin = addOffer.getByLabel('ASIN');
    await hydrated(asin);
    // Typed as a person types: one input event per character.
    await asin.pressSequentially('B0HAND0001');
    await expect(asin).toHaveValue('B0HAND0001');
    await addOffer.getByLabel('Prezzo (€)').pressSequentially('449,90');
    await addOffer.getByLabel('Titolo').pressSequentially('Pixel 8a aggiunto a mano');
    await addOffer.getByRole('button', { name: 'Aggiungi offerta' }).click();
    await expect(
      addOffer.getByRole('status').filter({ hasText: 'Offerta Amazon aggiunta con successo!' }),
    ).toBeVisible();
    await expect(page.getByText('Qualcosa è andato storto')).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Offerte collegate' })
        .getByRole('row')
        .filter({ hasText: 'Amazon.it' })
        .filter({ hasText: '449,90 €' }),
    ).toHaveCount(1);
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Completa Curatela' }).click();
    await page.getByRole('button', { name: 'Completa Wizard' }).click();
    await expectSuccessToast(page, 'Wizard di curatela completato con successo!');
    await page.goto('/product/google-pixel-8a');
    await expect(page.getByText('449,90 €').first()).toBeVisible();
    await page.context().close();
  });
});
