import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminPage, expect, expectAccessible, expectSuccessToast, hydrated, test } from './support.ts';

/*
 * Importazione Intelligente as an admin uses it: the sample price list of a shop (samples/import,
 * 40 rows: 2 bad ones, quoted cells with ';' and line breaks), its preview and mapping, the job's
 * figures moving to the result, the errors by row, the offer on a product page; then the same
 * file again: updates, never duplicates.
 */

const SAMPLE = path.resolve('samples/import/offerte-negozio.csv');
const SHOP = 'Elettronica Milano';

/** A figure of the run ('Offerte create', 'Righe con errori', …). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^Importazione di/ })
    .or(page.locator('section[aria-labelledby="import-run-title"]'))
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function importSample(page: Page, again = false) {
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { name: 'Importazione Intelligente', level: 1 })).toBeVisible();
  const upload = page.getByRole('button', { name: 'Carica e mostra l’anteprima' });
  await hydrated(upload);
  // Nothing chosen yet: the button waits for a file.
  await expect(upload).toBeDisabled();
  await page.getByLabel('File da importare').setInputFiles(SAMPLE);
  await upload.click();

  await expect(page.getByRole('heading', { name: 'Anteprima di «offerte-negozio.csv»' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Prime 5 righe del file' });
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(preview.getByRole('columnheader')).toHaveText([
    'codice',
    'nome',
    'prezzo',
    'link',
    'marca',
    'ean',
    'mpn',
    'disponibile',
    'crea_prodotto',
  ]);
  await expect(preview.getByRole('cell', { name: 'EM-10001' })).toBeVisible();
  // The mapping proposed from the header.
  await expect(page.getByLabel('Codice prodotto del negozio *')).toHaveValue('codice');
  await expect(page.getByLabel('Prezzo *')).toHaveValue('prezzo');
  await expect(page.getByLabel('EAN / GTIN')).toHaveValue('ean');
  await expect(page.getByLabel('Crea il prodotto se non trovato')).toHaveValue('crea_prodotto');

  const start = page.getByRole('button', { name: 'Avvia importazione' });
  const shop = page.getByLabel('Negozio di tutte le righe (se il file non ha la colonna)');
  await hydrated(start);
  if (again) {
    // The same source again: the shop typed last time is there already.
    await expect(page.getByText('Abbinamento, negozio e catalogo completo ripresi')).toBeVisible();
    await expect(shop).toHaveValue(SHOP);
  } else {
    // The file has no shop column: without a shop name the server says what is missing.
    await start.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Colonne da abbinare: Negozio' })).toBeVisible();
    await shop.fill(SHOP);
  }
  await start.click();
  await expectSuccessToast(page, 'Importazione avviata');
  await expect(page.getByRole('heading', { name: 'Importazione di «offerte-negozio.csv»' })).toBeVisible();
  // The page follows the job on its own until it is done.
  await expect(
    page.locator('section[aria-labelledby="import-run-title"]').getByText('Completata'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(figure(page, 'Righe lette')).toHaveText('40');
}

test.describe('Importazione Intelligente', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the sample CSV with its mapping: figures to the result, errors by row, the offer on its product; again: updates only', async ({
    browser,
    baseURL,
  }) => {
    const page = await adminPage(browser, baseURL!);
    await importSample(page);
    await expect(figure(page, 'Offerte create')).toHaveText('38');
    await expect(figure(page, 'Offerte aggiornate')).toHaveText('0');
    await expect(figure(page, 'Prodotti creati')).toHaveText('6');
    await expect(figure(page, 'Collegate a un prodotto')).toHaveText('32');
    await expect(figure(page, 'Righe con errori')).toHaveText('2');
    await expect(
      page.getByText('Riga 21: Prezzo non valido: usa un numero come 199,90 o 199.90'),
    ).toBeVisible();
    await expect(
      page.getByText('Riga 25: Il link al negozio deve iniziare con https:// o http://'),
    ).toBeVisible();
    const matches = page.getByRole('region', { name: 'Abbinamenti' });
    await expect(matches.getByRole('row').filter({ hasText: 'Apple iPhone 15 128 GB Nero' })).toContainText(
      'EAN',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Scarica tutti gli errori (CSV)' }).click();
    const csv = await (await download).path();
    expect(readFileSync(csv, 'utf8')).toBe(
      '\uFEFFRiga;Errore\r\n21;Prezzo non valido: usa un numero come 199,90 o 199.90\r\n25;Il link al negozio deve iniziare con https:// o http://\r\n',
    );

    // The offer matched by EAN is on the product's page, with the shop and its price.
    await page.goto('/product/apple-iphone-15');
    await expect(page.getByText(SHOP).first()).toBeVisible();
    await expect(page.getByText('679,00 €').first()).toBeVisible();

    // The same file again: the same offers, updated.
    await importSample(page, true);
    await expect(figure(page, 'Offerte create')).toHaveText('0');
    await expect(figure(page, 'Offerte aggiornate')).toHaveText('38');
    await expect(figure(page, 'Prodotti creati')).toHaveText('0');

    // Both runs in the history, newest first.
    const history = page.getByRole('region', { name: 'Storico delle importazioni' });
    await expect(history.getByRole('row').filter({ hasText: 'offerte-negozio.csv' })).toHaveCount(2);
    await page.context().close();
  });

  test('the sample Awin feed from an address the server downloads, mapped by itself', async ({
    browser,
    baseURL,
  }) => {
    const feed = readFileSync(path.resolve('samples/import/feed-awin.csv.gz'));
    const shop = createServer((request, response) => {
      if (request.url === '/feed/awin.csv.gz')
        response.writeHead(200, { 'Content-Type': 'application/gzip' }).end(feed);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/feed/awin.csv.gz`;
    try {
      const page = await adminPage(browser, baseURL!);
      await page.goto('/admin/import');
      await page.getByRole('link', { name: 'Feed affiliato' }).click();
      await expect(page.getByRole('heading', { name: 'Feed affiliato', level: 2 })).toBeVisible();
      const fetch = page.getByRole('button', { name: 'Scarica e mostra l’anteprima' });
      await hydrated(fetch);
      await expect(fetch).toBeDisabled();
      // A file the shop does not have: the server says what it got.
      await page.getByLabel('Link di download del feed').fill(address.replace('awin', 'vecchio'));
      await fetch.click();
      await expect(page.getByRole('alert')).toHaveText(
        'Impossibile scaricare il file: il server ha risposto 404',
      );
      await page.getByLabel('Link di download del feed').fill(address);
      await fetch.click();
      await expect(page.getByRole('heading', { name: `Anteprima di «${address}»` })).toBeVisible();
      await expect(page.getByLabel('Codice prodotto del negozio *')).toHaveValue('aw_product_id');
      await expect(page.getByLabel('Negozio', { exact: true })).toHaveValue('merchant_name');
      const start = page.getByRole('button', { name: 'Avvia importazione' });
      await hydrated(start);
      await start.click();
      await expect(
        page.locator('section[aria-labelledby="import-run-title"]').getByText('Completata'),
      ).toBeVisible({ timeout: 60_000 });
      await expect(figure(page, 'Righe lette')).toHaveText('60');
      await expect(figure(page, 'Righe con errori')).toHaveText('0');
      await expect(figure(page, 'Collegate a un prodotto')).toHaveText('45');
      await page.context().close();
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });

  test('a file that is not a CSV is refused in Italian; the page passes axe and fits a phone', async ({
    browser,
    baseURL,
  }) => {
    const page = await adminPage(browser, baseURL!);
    await page.goto('/admin/import');
    const upload = page.getByRole('button', { name: 'Carica e mostra l’anteprima' });
    await hydrated(upload);
    await page.getByLabel('File da importare').setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('una sola colonna\nseconda riga\n'),
    });
    await upload.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Il file non sembra un CSV: serve una riga di intestazione con i nomi delle colonne',
    );
    await expectAccessible(page, '/admin/import with an error');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/import');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
