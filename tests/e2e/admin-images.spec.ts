import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { importPriceList } from './import-price-list.ts';
import { adminPage, expect, expectAccessible, expectSuccessToast, hydrated, test } from './support.ts';

/*
 * Ricerca Immagini as an admin uses it: an import creates two products without a picture, one
 * whose shop shows an image; that one gets the shop's picture (downloaded, checked and stored by
 * the server), the other a file. The web search says 'Configurazione mancante' without its keys.
 */

const SHOP = 'Negozio Immagini';
let server: Server;
let origin = '';

test.beforeAll(async () => {
  const lamp = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 240, g: 200, b: 60 } },
  })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    if (request.url !== '/lampada-lumina.png') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(lamp);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.describe('Ricerca Immagini', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a shop's picture and an uploaded file become the products' pictures", async ({
    browser,
    baseURL,
  }) => {
    const page = await adminPage(browser, baseURL!);
    await importPriceList(page, 'listino-immagini.csv', SHOP, [
      {
        code: 'IMG-1',
        name: 'Lampada da scrivania Lumina LED 2026',
        price: '39,90',
        createProduct: true,
        image: `${origin}/lampada-lumina.png`,
      },
      { code: 'IMG-2', name: 'Ventilatore da tavolo Brezza Silent 30', price: '49,90', createProduct: true },
    ]);

    await page.goto('/admin/images?q=Lumina');
    await expect(page.getByRole('heading', { name: 'Ricerca Immagini', level: 1 })).toBeVisible();
    const lamp = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Lumina/ }) });
    // No web search without its keys: said, and the button waits.
    await expect(lamp.getByText('Configurazione mancante')).toBeVisible();
    await expect(lamp.getByRole('button', { name: 'Cerca sul web' })).toBeDisabled();
    const shopsPicture = lamp.getByRole('button', { name: `Usa l'immagine da ${new URL(origin).host}` });
    await hydrated(shopsPicture);
    await expectAccessible(page, 'images');
    await shopsPicture.click();
    await expectSuccessToast(page, 'Immagine salvata!');
    await expect(page.getByText('Tutti i prodotti hanno un’immagine')).toBeVisible();

    // A file for the other one; one that is not a picture is refused first.
    await page.goto('/admin/images?q=Brezza');
    const fan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Brezza/ }) });
    await expect(fan.getByText("Nessun negozio mostra un'immagine di questo prodotto.")).toBeVisible();
    const folder = mkdtempSync(path.join(tmpdir(), 'provato-images-'));
    const notAPicture = path.join(folder, 'ventilatore.png');
    writeFileSync(notAPicture, '<html>non è una foto</html>');
    const upload = fan.getByRole('button', { name: 'Carica', exact: true });
    await hydrated(upload);
    await fan.getByLabel(/Oppure carica un file/).setInputFiles(notAPicture);
    await upload.click();
    await expect(fan.getByRole('alert')).toContainText(
      "Formato non supportato: l'immagine deve essere PNG, JPG, GIF o WebP",
    );
    const photo = path.join(folder, 'ventilatore-vero.jpg');
    writeFileSync(
      photo,
      await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 30, g: 90, b: 160 } } })
        .jpeg()
        .toBuffer(),
    );
    await fan.getByLabel(/Oppure carica un file/).setInputFiles(photo);
    await upload.click();
    await expectSuccessToast(page, 'Immagine salvata!');
    await expect(page.getByText('Tutti i prodotti hanno un’immagine')).toBeVisible();

    // Both pictures are ours now: the database tab shows the products, the pictures are served here.
    await page.goto('/admin/curation?q=Lumina');
    const picture = page.getByRole('row', { name: /Lumina/ }).locator('img');
    await expect(picture).toHaveAttribute('src', /^\/uploads\/products\/[\w-]+\.webp$/);
    const response = await page.request.get((await picture.getAttribute('src'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    await page.context().close();
  });
});
