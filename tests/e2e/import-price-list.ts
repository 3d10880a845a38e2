import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectSuccessToast, hydrated } from './support.ts';

/** A shop's price list in the sample's columns (samples/import/offerte-negozio.csv). */
export type PriceListRow = {
  code: string;
  name: string;
  price: string;
  createProduct?: boolean;
  image?: string;
  /** Links the row to the catalogue's product with this EAN (shown at once). */
  ean?: string;
};

/**
 * Imports a price list through Importazione Intelligente as an admin does (upload, mapping proposed
 * from the header, the shop typed, start) and waits for the job to complete.
 */
export async function importPriceList(page: Page, fileName: string, shop: string, rows: PriceListRow[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'provato-price-list-')), fileName);
  writeFileSync(
    file,
    [
      'codice;nome;prezzo;link;marca;ean;mpn;disponibile;crea_prodotto;immagine',
      ...rows.map(
        (row) =>
          `${row.code};${row.name};${row.price};https://negozio.example/p/${row.code.toLowerCase()};;${row.ean ?? ''};;1;${row.createProduct ? 1 : 0};${row.image ?? ''}`,
      ),
    ].join('\n'),
  );
  await page.goto('/admin/import');
  const upload = page.getByRole('button', { name: 'Carica e mostra l’anteprima' });
  await hydrated(upload);
  await page.getByLabel('File da importare').setInputFiles(file);
  await upload.click();
  const start = page.getByRole('button', { name: 'Avvia importazione' });
  await hydrated(start);
  await page.getByLabel('Negozio di tutte le righe (se il file non ha la colonna)').fill(shop);
  await start.click();
  await expectSuccessToast(page, 'Importazione avviata');
  await expect(
    page.locator('section[aria-labelledby="import-run-title"]').getByText('Completata'),
  ).toBeVisible({ timeout: 60_000 });
}
