import { randomUUID } from 'node:crypto';
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseWithZod } from '@conform-to/zod/v4';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { auditLog, products } from '#db/schema/index.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createProduct,
  createUser,
} from '#tests/support/factories.ts';
import { hugePng, pngImage, textFile } from '#tests/support/images.ts';
import { parseImagesQuery } from './images-query.ts';
import { IMAGES_MESSAGES as M, imagesCommandSchema } from './images.schema.ts';
import { listProductsWithoutImage } from './product-images.server.ts';
import { runImagesCommand } from './run-images-command.server.ts';
import { IMAGE_ERRORS } from './store-image.server.ts';
import { failure } from '#tests/support/app-error.ts';

/*
 * Ricerca Immagini (admin-side §2): the products still without a picture, and giving one a picture
 * from an address (a loopback server stands in for the shop) or from a file.
 */

const config = getConfig();
const original = { uploadsDir: config.uploadsDir, outboundAllowPrivate: config.outboundAllowPrivate };

type Admin = { id: string; isAdmin: true };
let admin: Admin;
const member = { id: 'not-an-admin', isAdmin: false };

/** What the loopback "shop" answers at a path. */
type Route = { body: Buffer | string; type?: string; status?: number; chunked?: boolean };
const routes = new Map<string, Route>();
const requests: { path: string; userAgent: string | undefined }[] = [];
let server: http.Server;
let origin: string;

/** A real 2000 × 1500 PNG that carries EXIF (who took it), to prove it is resized and stripped. */
let photoPng: Buffer;

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin', firstName: 'Mara' })).id, isAdmin: true };
  config.uploadsDir = await mkdtemp(path.join(tmpdir(), 'provato-product-images-'));
  photoPng = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .withExif({ IFD0: { Copyright: 'Fotografo Segreto', Artist: 'Mario Rossi, Via Roma 1' } })
    .toBuffer();

  server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', userAgent: request.headers['user-agent'] });
    response.on('error', () => {});
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const body = Buffer.from(route.body);
    const headers: Record<string, string | number> = { 'Content-Type': route.type ?? 'image/png' };
    if (!route.chunked) headers['Content-Length'] = body.length;
    response.writeHead(route.status ?? 200, headers);
    if (route.chunked) {
      // Two writes and no Content-Length: the size is only known while it streams.
      response.write(body.subarray(0, 1024));
      response.end(body.subarray(1024));
    } else response.end(body);
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(config.uploadsDir, { recursive: true, force: true });
  config.uploadsDir = original.uploadsDir;
  config.outboundAllowPrivate = original.outboundAllowPrivate;
});

beforeEach(() => {
  config.outboundAllowPrivate = true;
  requests.length = 0;
  routes.clear();
});

const productsDir = () => path.join(config.uploadsDir, 'products');
/** The files in uploads/products, sorted. */
const storedFiles = async () => (await readdir(productsDir()).catch(() => [] as string[])).sort();
const storedPath = (url: string) => path.join(config.uploadsDir, url.replace('/uploads/', ''));
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const productRow = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0]!;
const auditOf = (entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));

/** A command as the page's form sends it, parsed by the page's schema. */
function formCommand(entries: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return parseWithZod(data, { schema: imagesCommandSchema });
}
const firstError = (submission: ReturnType<typeof formCommand>) =>
  submission.status === 'success' ? null : Object.values(submission.error ?? {})[0]?.[0];
function parsed(entries: Record<string, string | File>) {
  const submission = formCommand(entries);
  if (submission.status !== 'success') throw new Error(`invalid form: ${firstError(submission)}`);
  return submission.value;
}
const assignUrl = (productId: string, imageUrl: string) =>
  parsed({ intent: 'assign-url', productId, imageUrl });

/** A PNG whose header says 20000 × 20000 (400 megapixels) in a few hundred bytes: a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // A sliver of the picture's data: without any IDAT the PNG reader calls the header corrupt.
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs a refused command and checks it left everything as it was. */
async function refused(productId: string, run: () => Promise<unknown>) {
  const before = await storedFiles();
  const result = await failure(run());
  expect((await productRow(productId)).imageUrl).toBeNull();
  expect(await storedFiles()).toEqual(before);
  expect(await auditOf(productId)).toEqual([]);
  return result;
}

describe('products without a picture (listProductsWithoutImage)', () => {
  test('only products without image_url, each with its offers’ distinct http(s) pictures (at most 6); q, category, status', async () => {
    const kitchen = await createCategory({ name: 'Cucina Zefiro' });
    const cleaning = await createCategory({ name: 'Pulizia Zefiro' });
    const shop = await createMerchant();
    const blender = await createProduct({
      name: 'Zefiro Frullatore',
      brandName: 'Norda',
      categoryId: kitchen.id,
    });
    const toaster = await createProduct({
      name: 'zefiro Tostapane',
      brandName: 'Norda',
      categoryId: kitchen.id,
    });
    await createProduct({
      name: 'ZEFIRO Macinino',
      brandName: 'Norda',
      categoryId: cleaning.id,
      status: 'pending',
    });
    const vacuum = await createProduct({
      name: 'Aspirapolvere Nube',
      brandName: 'Kelvo',
      categoryId: cleaning.id,
    });
    const kettle = await createProduct({
      name: 'Zefiro Bollitore',
      brandName: 'Kelvo',
      imageUrl: '/uploads/products/4b6f2a1e-3c1d-4e5f-8a9b-0c1d2e3f4a5b.webp',
    });

    // The blender: a picture twice (offer and feed), an http one, and three that are not web addresses.
    await createOffer(blender.id, shop.id, {
      imageUrl: 'https://shop-uno.example/frullatore.jpg',
      merchantImageUrl: 'https://shop-uno.example/frullatore.jpg',
    });
    await createOffer(blender.id, shop.id, {
      imageUrl: 'http://shop-due.example/frullatore.png',
      merchantImageUrl: 'ftp://shop-due.example/frullatore.png',
    });
    await createOffer(blender.id, shop.id, {
      imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      merchantImageUrl: '/immagini/frullatore.jpg',
    });
    // The vacuum: eight different pictures.
    const vacuumUrls = Array.from({ length: 8 }, (_, i) => `https://shop-tre.example/nube-${i}.jpg`);
    for (let i = 0; i < 8; i += 2)
      await createOffer(vacuum.id, shop.id, { imageUrl: vacuumUrls[i], merchantImageUrl: vacuumUrls[i + 1] });
    // The kettle already has a picture; its offers' pictures do not matter.
    await createOffer(kettle.id, shop.id, { imageUrl: 'https://shop-uno.example/bollitore.jpg' });

    const list = (params: Record<string, string>) =>
      listProductsWithoutImage(admin, parseImagesQuery(new URLSearchParams(params)));
    const names = (page: Awaited<ReturnType<typeof list>>) => page.items.map((item) => item.name).sort();

    // Name, any case: the kettle (with a picture) is not there.
    const zefiro = await list({ q: 'zEfIrO' });
    expect(names(zefiro)).toEqual(['ZEFIRO Macinino', 'Zefiro Frullatore', 'zefiro Tostapane']);
    expect(zefiro.total).toBe(3);
    expect(zefiro.pageCount).toBe(1);

    const blenderRow = zefiro.items.find((item) => item.id === blender.id)!;
    expect(blenderRow).toMatchObject({
      name: 'Zefiro Frullatore',
      slug: blender.slug,
      brandName: 'Norda',
      status: 'approved',
      categoryName: 'Cucina Zefiro',
    });
    expect([...blenderRow.candidates].sort()).toEqual([
      'http://shop-due.example/frullatore.png',
      'https://shop-uno.example/frullatore.jpg',
    ]);
    expect(zefiro.items.find((item) => item.id === toaster.id)!.candidates).toEqual([]);

    // Brand, any case.
    const kelvo = await list({ q: 'KELVO' });
    expect(names(kelvo)).toEqual(['Aspirapolvere Nube']);
    const vacuumRow = kelvo.items[0]!;
    expect(vacuumRow.candidates).toHaveLength(6);
    expect(new Set(vacuumRow.candidates).size).toBe(6);
    for (const url of vacuumRow.candidates) expect(vacuumUrls).toContain(url);

    // Category, status, both with q.
    expect(names(await list({ q: 'zefiro', categoryId: kitchen.id }))).toEqual([
      'Zefiro Frullatore',
      'zefiro Tostapane',
    ]);
    expect(names(await list({ categoryId: cleaning.id }))).toEqual(['Aspirapolvere Nube', 'ZEFIRO Macinino']);
    expect(names(await list({ q: 'zefiro', status: 'pending' }))).toEqual(['ZEFIRO Macinino']);
    expect(names(await list({ q: 'norda', status: 'approved' }))).toEqual([
      'Zefiro Frullatore',
      'zefiro Tostapane',
    ]);
    // A wildcard typed in the search is a character, not "anything".
    expect((await list({ q: '%' })).total).toBe(0);
  });
});

describe('a picture from an address (assign-url)', () => {
  test('downloaded, re-encoded to WebP ≤ 1600 px without EXIF, a 480 px copy beside it, given to the product, audited', async () => {
    const original = await sharp(photoPng).metadata();
    expect([original.format, original.width, original.height, Boolean(original.exif)]).toEqual([
      'png',
      2000,
      1500,
      true,
    ]);
    routes.set('/immagini/foto.png', { body: photoPng });
    const product = await createProduct({ name: 'Cuffie Zefiro' });
    const before = await storedFiles();

    const toast = await runImagesCommand(admin, assignUrl(product.id, `${origin}/immagini/foto.png`));
    expect(toast).toEqual({ kind: 'success', title: 'Successo', message: 'Immagine salvata!' });
    expect(requests).toEqual([{ path: '/immagini/foto.png', userAgent: 'Provato-Import/1.0' }]);

    const imageUrl = (await productRow(product.id)).imageUrl!;
    expect(imageUrl).toMatch(
      /^\/uploads\/products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/,
    );
    const file = storedPath(imageUrl);
    const thumb = file.replace(/\.webp$/, '-480.webp');
    expect(await exists(file)).toBe(true);
    expect(await exists(thumb)).toBe(true);
    expect(await storedFiles()).toEqual([...before, path.basename(file), path.basename(thumb)].sort());

    const stored = await sharp(file).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
    const small = await sharp(thumb).metadata();
    expect(small.format).toBe('webp');
    expect([small.width, small.height]).toEqual([480, 360]);

    const [audit] = await auditOf(product.id);
    expect(audit).toMatchObject({
      action: 'product.image',
      entityType: 'product',
      actorId: admin.id,
    });
    expect(JSON.parse(audit!.before!)).toEqual({ imageUrl: null });
    expect(JSON.parse(audit!.after!)).toEqual({ imageUrl });
  });

  test('private addresses are refused when they are not allowed, before any request', async () => {
    config.outboundAllowPrivate = false;
    routes.set('/foto.png', { body: await pngImage() });
    const product = await createProduct();
    const blocked = {
      status: 400,
      message: 'Indirizzo non consentito: il server non scarica da reti private o locali',
    };
    expect(
      await refused(product.id, () => runImagesCommand(admin, assignUrl(product.id, `${origin}/foto.png`))),
    ).toEqual(blocked);
    // A name that resolves to loopback, checked on the looked-up address.
    const byName = origin.replace('127.0.0.1', 'localhost');
    expect(
      await refused(product.id, () => runImagesCommand(admin, assignUrl(product.id, `${byName}/foto.png`))),
    ).toEqual(blocked);
    expect(requests).toEqual([]);
  });

  test('a picture of over 40 megapixels is refused from its header, with the spec’s message', async () => {
    const product = await createProduct();
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(1000);
    routes.set('/bomba.png', { body: bomb });
    // A real one too: 7000 × 7000 of one colour, a few hundred kilobytes.
    routes.set('/enorme.png', {
      body: await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    });
    const bombResult = await refused(product.id, () =>
      runImagesCommand(admin, assignUrl(product.id, `${origin}/bomba.png`)),
    );
    const realResult = await refused(product.id, () =>
      runImagesCommand(admin, assignUrl(product.id, `${origin}/enorme.png`)),
    );
    const tooManyPixels = { status: 400, message: "L'immagine è troppo grande: al massimo 40 megapixel" };
    expect(IMAGE_ERRORS.tooManyPixels).toBe(tooManyPixels.message);
    expect({ bomb: bombResult, real: realResult }).toEqual({ bomb: tooManyPixels, real: tooManyPixels });
  });

  test('what is not a PNG, JPG, GIF or WebP is refused, whatever its content type says', async () => {
    const product = await createProduct();
    routes.set('/pagina.png', {
      body: '<!doctype html><html><head><title>Negozio</title></head><body><p>Prodotto</p></body></html>',
      type: 'image/png',
    });
    routes.set('/testo.jpg', { body: textFile(), type: 'image/jpeg' });
    const wrongType = {
      status: 400,
      message: "Formato non supportato: l'immagine deve essere PNG, JPG, GIF o WebP",
    };
    expect(
      await refused(product.id, () => runImagesCommand(admin, assignUrl(product.id, `${origin}/pagina.png`))),
    ).toEqual(wrongType);
    expect(
      await refused(product.id, () => runImagesCommand(admin, assignUrl(product.id, `${origin}/testo.jpg`))),
    ).toEqual(wrongType);
    // A page that is not there: the shop's answer, in Italian.
    expect(
      await refused(product.id, () =>
        runImagesCommand(admin, assignUrl(product.id, `${origin}/sparita.png`)),
      ),
    ).toEqual({ status: 400, message: 'Impossibile scaricare il file: il server ha risposto 404' });
  });

  test('a body over 5 MB is refused, declared or streamed', async () => {
    const product = await createProduct();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    routes.set('/grande.png', { body: big });
    routes.set('/grande-a-pezzi.png', { body: big, chunked: true });
    for (const address of ['/grande.png', '/grande-a-pezzi.png']) {
      const result = await refused(product.id, () =>
        runImagesCommand(admin, assignUrl(product.id, `${origin}${address}`)),
      );
      expect(result.status).toBe(413);
      expect(result.message).toContain('5 MB');
    }
  });

  test('an unknown product: 404, and the picture just stored is removed again', async () => {
    routes.set('/foto.png', { body: await pngImage(900, 700) });
    const before = await storedFiles();
    const productId = randomUUID();
    expect(await failure(runImagesCommand(admin, assignUrl(productId, `${origin}/foto.png`)))).toEqual({
      status: 404,
      message: 'Prodotto non trovato',
    });
    // It was downloaded (and stored), then removed with its small copy.
    expect(requests.map((request) => request.path)).toEqual(['/foto.png']);
    expect(await storedFiles()).toEqual(before);
    expect(await auditOf(productId)).toEqual([]);
  });

  test('the schema: an http(s) address and a product id', () => {
    const productId = randomUUID();
    for (const imageUrl of [
      'ftp://x',
      'not a url',
      '',
      'javascript:alert(1)',
      `https://a.example/${'x'.repeat(2000)}`,
    ])
      expect(firstError(formCommand({ intent: 'assign-url', productId, imageUrl }))).toBe(
        "Inserisci l'indirizzo dell'immagine (https://…)",
      );
    expect(firstError(formCommand({ intent: 'assign-url', productId }))).toBe(M.urlInvalid);
    expect(
      firstError(
        formCommand({ intent: 'assign-url', productId: 'abc', imageUrl: 'https://a.example/x.png' }),
      ),
    ).toBe('Prodotto non trovato');
    expect(firstError(formCommand({ intent: 'altro', productId }))).toBe(M.invalidIntent);
    const ok = formCommand({ intent: 'assign-url', productId, imageUrl: '  http://a.example/x.png ' });
    expect(ok.status === 'success' && ok.value).toEqual({
      intent: 'assign-url',
      productId,
      imageUrl: 'http://a.example/x.png',
    });
  });
});

describe('a picture from a file (upload)', () => {
  test('a PNG file is stored as WebP and given to the product', async () => {
    const product = await createProduct();
    const before = await storedFiles();
    const file = new File([new Uint8Array(await pngImage(800, 600))], 'foto.png', { type: 'image/png' });
    const toast = await runImagesCommand(admin, parsed({ intent: 'upload', productId: product.id, file }));
    expect(toast.message).toBe('Immagine salvata!');

    const imageUrl = (await productRow(product.id)).imageUrl!;
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp(storedPath(imageUrl)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 800, 600]);
    const small = await sharp(storedPath(imageUrl).replace(/\.webp$/, '-480.webp')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 360]);
    expect((await storedFiles()).length).toBe(before.length + 2);
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(['product.image']);
  });

  test('a phone photo: its EXIF orientation applied, then its EXIF dropped; WebP is accepted', async () => {
    const product = await createProduct();
    const portrait = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'FotocameraSegreta', Artist: 'Mario Rossi' } })
      .toBuffer();
    const file = new File([new Uint8Array(portrait)], 'foto.jpg', { type: 'image/jpeg' });
    await runImagesCommand(admin, parsed({ intent: 'upload', productId: product.id, file }));
    const stored = await sharp(storedPath((await productRow(product.id)).imageUrl!)).metadata();
    expect([stored.width, stored.height]).toEqual([600, 800]);
    expect(stored.exif).toBeUndefined();

    const other = await createProduct();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    await runImagesCommand(
      admin,
      parsed({ intent: 'upload', productId: other.id, file: new File([new Uint8Array(webp)], 'foto.webp') }),
    );
    expect((await productRow(other.id)).imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
  });

  test('an empty or missing file is refused by the schema; a large or wrong one by the import', async () => {
    const product = await createProduct();
    for (const file of [new File([], 'vuoto.png', { type: 'image/png' }), new File([], '')])
      expect(firstError(formCommand({ intent: 'upload', productId: product.id, file }))).toBe(
        'Scegli un file immagine',
      );
    expect(firstError(formCommand({ intent: 'upload', productId: product.id }))).toBe(M.fileRequired);
    expect(firstError(formCommand({ intent: 'upload', productId: product.id, file: 'foto.png' }))).toBe(
      M.fileRequired,
    );

    const large = new File([new Uint8Array(await hugePng())], 'grande.png', { type: 'image/png' });
    expect(
      await refused(product.id, () =>
        runImagesCommand(admin, parsed({ intent: 'upload', productId: product.id, file: large })),
      ),
    ).toEqual({ status: 413, message: "L'immagine supera i 5 MB" });
    const text = new File([new Uint8Array(textFile())], 'foto.png', { type: 'image/png' });
    expect(
      await refused(product.id, () =>
        runImagesCommand(admin, parsed({ intent: 'upload', productId: product.id, file: text })),
      ),
    ).toEqual({ status: 400, message: IMAGE_ERRORS.wrongProductType });
  });
});

describe('admins only', () => {
  test('someone who is not an admin gets 403 from the list and the commands, and nothing is fetched or stored', async () => {
    const product = await createProduct();
    routes.set('/foto.png', { body: await pngImage() });
    const forbidden = { status: 403, message: 'Accesso negato: serve un account amministratore' };
    expect(await failure(listProductsWithoutImage(member, parseImagesQuery(new URLSearchParams())))).toEqual(
      forbidden,
    );
    expect(
      await refused(product.id, () => runImagesCommand(member, assignUrl(product.id, `${origin}/foto.png`))),
    ).toEqual(forbidden);
    const file = new File([new Uint8Array(await pngImage())], 'foto.png', { type: 'image/png' });
    expect(
      await refused(product.id, () =>
        runImagesCommand(member, parsed({ intent: 'upload', productId: product.id, file })),
      ),
    ).toEqual(forbidden);
    expect(requests).toEqual([]);
  });
});
