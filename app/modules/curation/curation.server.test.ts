import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod/v4';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Actor, AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { findRenamedProductSlug } from '#app/modules/catalog/get-product.server.ts';
import { DATABASE_MESSAGES } from '#app/modules/catalog/database.schema.ts';
import {
  addMarketplaceOffer,
  linkOffer,
  setOfferVariant,
  unlinkOffer,
} from '#app/modules/catalog/manage-offers.server.ts';
import {
  approveProduct,
  createProduct,
  deleteProducts,
  renameProduct,
} from '#app/modules/catalog/manage-products.server.ts';
// The 301 for a renamed product's old slug is the product page's; checked here with the rename.
// eslint-disable-next-line import-x/no-restricted-paths -- a test of this module's effect on that route
import { loader as productLoader } from '#app/routes/public/product.tsx';
import {
  auditLog,
  curationHiddenOffers,
  curationSelections,
  merchants,
  offers,
  priceHistory,
  productSlugRedirects,
  products,
} from '#db/schema/index.ts';
import {
  createMerchant,
  createOffer as makeOffer,
  createProduct as makeProduct,
  createReview,
  createUser,
} from '#tests/support/factories.ts';
import { runRoute } from '#tests/support/route.ts';
import { parseCurationQuery } from './curation-query.ts';
import {
  assertSelection,
  clearSelection,
  countSelection,
  deselectProducts,
  findCandidates,
  getCurationStep,
  hideCandidate,
  listCurationBrands,
  listCurationProducts,
  listSelection,
  selectProducts,
  unhideCandidates,
} from './curation.server.ts';
import { CURATION_MESSAGES as M, curationCommandSchema } from './curation.schema.ts';
import { runCurationCommand } from './run-curation-command.server.ts';
import { failure } from '#tests/support/app-error.ts';

type Admin = { id: string; isAdmin: true };
const member = { id: 'x', isAdmin: false };
/** A well-formed id that no row has. */
const unknown = () => randomUUID();

/** Each test its own admin, so selections and hidden candidates never mix between tests. */
const newAdmin = async (firstName = 'Mara'): Promise<Admin> => ({
  id: (await createUser({ role: 'admin', firstName })).id,
  isAdmin: true,
});

let shopId: string;

beforeAll(async () => {
  shopId = (await createMerchant({ name: 'Negozio Curatela' })).id;
});

const auditOf = (entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));
const productRow = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
const offerRow = async (id: string) => (await db.select().from(offers).where(eq(offers.id, id)))[0];
const selectionOf = async ({ id: adminId }: Admin) =>
  (
    await db
      .select({ productId: curationSelections.productId })
      .from(curationSelections)
      .where(eq(curationSelections.adminId, adminId))
  ).map((row) => row.productId);
const redirectsOf = async (productId: string) =>
  (
    await db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, productId))
      .orderBy(asc(productSlugRedirects.slug))
  ).map((row) => row.slug);
const historyOf = async (offerId: string) =>
  (
    await db
      .select({ price: priceHistory.price })
      .from(priceHistory)
      .where(eq(priceHistory.offerId, offerId))
      .orderBy(asc(priceHistory.recordedAt))
  ).map((row) => row.price);

/** An offer waiting unlinked for curation, as an import leaves it. */
const unlinkedOffer = (fields: Partial<typeof offers.$inferInsert> = {}) =>
  makeOffer(null, shopId, { isApproved: false, ...fields });

/** A command as the wizard's form sends it, parsed by the wizard's schema. */
function formCommand(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const item of [value].flat()) data.append(name, item);
  return parseWithZod(data, { schema: curationCommandSchema });
}
const firstError = (submission: ReturnType<typeof formCommand>) =>
  submission.status === 'success' ? null : Object.values(submission.error ?? {})[0]?.[0];

/** Parses the form and runs the command, as the page's action does; answers the toast's message. */
async function command(actor: Actor, entries: Record<string, string | string[]>) {
  const submission = formCommand(entries);
  if (submission.status !== 'success') throw new Error(`invalid form: ${firstError(submission)}`);
  const toast = await runCurationCommand(actor, submission.value);
  expect(toast.kind).toBe('success');
  return toast.message;
}

const get = (path: string) => new Request(`http://localhost:3000${path}`);

describe('candidates (step 2)', () => {
  test('ranked EAN, then model and ASIN, then names alike; only unlinked offers, each once', async () => {
    const admin = await newAdmin();
    const product = await makeProduct({
      name: 'Zeltrona Cuffie Wireless ZX900 Nero',
      brandName: 'Zeltrona',
      ean: '8009990001112',
      mpn: 'ZX900-BK',
      asin: 'B0ZELT0001',
    });
    const elsewhere = await makeProduct({ name: 'Prodotto già curato' });
    const byEan = await unlinkedOffer({ name: 'Articolo di magazzino', ean: product.ean, price: '50.00' });
    const byModel = await unlinkedOffer({
      name: 'Ricambio archetto imbottito',
      mpn: 'zx900-bk',
      brandName: 'ZELTRONA',
    });
    const byAsin = await unlinkedOffer({ name: 'Custodia rigida da viaggio', asin: 'B0ZELT0001' });
    const byName = await unlinkedOffer({ name: 'Zeltrona Cuffie Wireless ZX900 Nere' });
    const unrelated = await unlinkedOffer({ name: 'Tostapane inox due fette' });
    const otherBrand = await unlinkedOffer({
      name: 'Supporto da tavolo',
      mpn: 'ZX900-BK',
      brandName: 'Altrove',
    });
    const linkedElsewhere = await makeOffer(elsewhere.id, shopId, { name: product.name, ean: product.ean });
    // The same EAN and a name just like the product's: found twice, listed once, as the EAN match.
    const eanAndName = await unlinkedOffer({
      name: 'Zeltrona Cuffie Wireless ZX900 Nero!',
      ean: product.ean,
      price: '60.00',
    });

    const candidates = await findCandidates(admin, product.id);
    const ids = candidates.map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
    const of = (id: string) => candidates.find((candidate) => candidate.id === id);
    expect(of(byEan.id)).toMatchObject({ method: 'ean', score: 1, price: '50.00', ean: product.ean });
    expect(of(eanAndName.id)).toMatchObject({ method: 'ean', score: 1 });
    expect(of(byModel.id)).toMatchObject({ method: 'model', score: 0.95, merchantName: 'Negozio Curatela' });
    expect(of(byAsin.id)).toMatchObject({ method: 'asin', score: 0.95 });
    expect(of(byName.id)).toMatchObject({ method: 'name' });
    expect(of(byName.id)!.score).toBeGreaterThanOrEqual(0.3);
    expect(of(byName.id)!.score).toBeLessThan(1);
    for (const absent of [unrelated, otherBrand, linkedElsewhere]) expect(ids).not.toContain(absent.id);

    // Strongest first: both EAN matches (cheaper first), then model and ASIN, then the name.
    const mine = new Set([byEan.id, eanAndName.id, byModel.id, byAsin.id, byName.id]);
    const order = ids.filter((id) => mine.has(id));
    expect(order.slice(0, 2)).toEqual([byEan.id, eanAndName.id]);
    expect(new Set(order.slice(2, 4))).toEqual(new Set([byModel.id, byAsin.id]));
    expect(order[4]).toBe(byName.id);
    const rank = { ean: 0, model: 1, asin: 1, name: 2 };
    const ranks = candidates.map((candidate) => rank[candidate.method]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // The step shows the same candidates, with the product and its linked offers.
    expect(await getCurationStep(admin, 1)).toBeNull();
    await selectProducts(admin, [product.id]);
    const step = await getCurationStep(admin, 7);
    expect(step).toMatchObject({ at: 1, total: 1, hiddenCount: 0, linked: [] });
    expect(step!.product).toMatchObject({
      id: product.id,
      ean: product.ean,
      mpn: 'ZX900-BK',
      asin: 'B0ZELT0001',
    });
    expect(step!.candidates.map((candidate) => candidate.id)).toEqual(ids);
  });

  test('an identical name does not outrank an identifier match (EAN, model number)', async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Ombrellone Solvera Maxi 300', ean: '8009990002225' });
    const twin = await unlinkedOffer({ name: product.name, ean: product.ean, price: '80.00' });
    // Only the name, identical (similarity 1), and cheaper: still after the EAN match.
    const nameOnly = await unlinkedOffer({ name: product.name, price: '10.00' });
    const model = await makeProduct({
      name: 'Ventilatore Brezzo Torre 90',
      brandName: 'Brezzo',
      mpn: 'BT90',
    });
    const modelTwin = await unlinkedOffer({ name: model.name, mpn: 'bt90', brandName: 'brezzo' });

    const candidates = await findCandidates(admin, product.id);
    expect
      .soft(candidates.find((candidate) => candidate.id === twin.id))
      .toMatchObject({ method: 'ean', score: 1 });
    expect
      .soft(candidates.find((candidate) => candidate.id === nameOnly.id))
      .toMatchObject({ method: 'name' });
    expect
      .soft(candidates.map((candidate) => candidate.id).filter((id) => id === twin.id || id === nameOnly.id))
      .toEqual([twin.id, nameOnly.id]);
    const byModel = (await findCandidates(admin, model.id)).find(
      (candidate) => candidate.id === modelTwin.id,
    );
    expect.soft(byModel).toMatchObject({ method: 'model', score: 0.95 });
  });

  test('hidden per admin and per product, shown again on request; unknown ids refused', async () => {
    const [mara, luca] = [await newAdmin('Mara'), await newAdmin('Luca')];
    const product = await makeProduct({ name: 'Velmora Frullatore Pro 1200', ean: '8009990003338' });
    const sibling = await makeProduct({ name: 'Velmora Frullatore Pro 1200 W' });
    const offer = await unlinkedOffer({ name: 'Velmora Frullatore Pro 1200 Argento', ean: product.ean });
    const sees = async (admin: Admin, productId: string) =>
      (await findCandidates(admin, productId)).some((candidate) => candidate.id === offer.id);
    expect(await sees(mara, product.id)).toBe(true);

    expect(await hideCandidate(mara, { productId: product.id, offerId: offer.id })).toBe(M.offerHidden);
    expect(await hideCandidate(mara, { productId: product.id, offerId: offer.id })).toBe(M.offerHidden);
    expect(await db.$count(curationHiddenOffers, eq(curationHiddenOffers.adminId, mara.id))).toBe(1);
    expect(await sees(mara, product.id)).toBe(false);
    expect(await sees(luca, product.id)).toBe(true);
    expect(await sees(mara, sibling.id)).toBe(true);
    await selectProducts(mara, [product.id]);
    const step = await getCurationStep(mara, 1);
    expect(step!.hiddenCount).toBe(1);
    expect(step!.candidates.map((candidate) => candidate.id)).not.toContain(offer.id);

    expect(await command(mara, { intent: 'unhide', productId: product.id })).toBe(M.hiddenRestored);
    expect(await sees(mara, product.id)).toBe(true);
    expect(await db.$count(curationHiddenOffers, eq(curationHiddenOffers.adminId, mara.id))).toBe(0);

    expect(await failure(hideCandidate(mara, { productId: unknown(), offerId: offer.id }))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
    expect(await failure(hideCandidate(mara, { productId: product.id, offerId: unknown() }))).toEqual({
      status: 404,
      message: M.offerNotFound,
    });
    expect(await db.$count(curationHiddenOffers, eq(curationHiddenOffers.adminId, mara.id))).toBe(0);
    // Through the form, the same hide.
    expect(await command(luca, { intent: 'hide', productId: product.id, offerId: offer.id })).toBe(
      M.offerHidden,
    );
    expect(await sees(luca, product.id)).toBe(false);
    expect(await sees(mara, product.id)).toBe(true);
  });
});

describe('the selection (step 1)', () => {
  test('each product counted once, per admin; unknown ids refused; continue, clear and finish', async () => {
    const [mara, luca] = [await newAdmin('Mara'), await newAdmin('Luca')];
    const [a, b, c] = [
      await makeProduct({ name: 'Selezionabile Trivello Uno' }),
      await makeProduct({ name: 'Selezionabile Trivello Due' }),
      await makeProduct({ name: 'Selezionabile Trivello Tre' }),
    ];
    expect(await selectProducts(mara, [a.id])).toBe('1 prodotto selezionato');
    expect(await selectProducts(mara, [a.id, b.id, a.id])).toBe('2 prodotti selezionati');
    expect(M.selected(2)).toBe('2 prodotti selezionati');
    expect(await countSelection(mara)).toBe(2);

    expect(await failure(selectProducts(mara, [c.id, unknown()]))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
    expect((await selectionOf(mara)).sort()).toEqual([a.id, b.id].sort());

    const query = parseCurationQuery(new URLSearchParams({ q: 'selezionabile trivello' }));
    const marks = async (admin: Admin) =>
      Object.fromEntries(
        (await listCurationProducts(admin, query)).items.map((row) => [row.id, row.selected]),
      );
    expect(await marks(mara)).toEqual({ [a.id]: true, [b.id]: true, [c.id]: false });
    expect(await marks(luca)).toEqual({ [a.id]: false, [b.id]: false, [c.id]: false });
    expect((await listSelection(mara)).map((row) => row.id)).toEqual([a.id, b.id]);

    expect(await deselectProducts(mara, [a.id])).toBe('1 prodotto selezionato');
    expect(await selectionOf(mara)).toEqual([b.id]);

    // Luca has picked nothing: 'Continua' and 'Completa Wizard' are refused.
    const none = { status: 400, message: 'Seleziona almeno un prodotto per continuare' };
    expect(M.selectionRequired).toBe(none.message);
    await expect(assertSelection(luca)).rejects.toBeInstanceOf(AppError);
    expect(await failure(assertSelection(luca))).toEqual(none);
    expect(await failure(runCurationCommand(luca, { intent: 'continue' }))).toEqual(none);
    expect(await failure(runCurationCommand(luca, { intent: 'finish' }))).toEqual(none);
    expect(firstError(formCommand({ intent: 'select' }))).toBe(M.selectionRequired);
    expect(firstError(formCommand({ intent: 'select', productIds: 'nope' }))).toBe(M.productNotFound);

    expect(await command(mara, { intent: 'continue' })).toBe('1 prodotto selezionato');
    expect(await command(mara, { intent: 'select', productIds: [a.id, c.id] })).toBe(
      '3 prodotti selezionati',
    );
    expect(await command(mara, { intent: 'clear' })).toBe(M.selectionCleared);
    expect(await countSelection(mara)).toBe(0);

    await selectProducts(mara, [a.id, b.id]);
    await selectProducts(luca, [c.id]);
    expect(await command(mara, { intent: 'finish' })).toBe('Wizard di curatela completato con successo!');
    expect(await countSelection(mara)).toBe(0);
    expect(await selectionOf(luca)).toEqual([c.id]);
    await clearSelection(luca);
    expect(await countSelection(luca)).toBe(0);
  });

  test('filters: words in the name or brand, the brand exactly, the status', async () => {
    const admin = await newAdmin();
    const toaster = await makeProduct({ name: 'Tostapane Duo', brandName: 'Kelvaro', status: 'approved' });
    const kettle = await makeProduct({ name: 'Bollitore acciaio', brandName: 'KELVARO', status: 'pending' });
    const blender = await makeProduct({ name: 'Frullatore kelvaro mini', brandName: 'Nordilo' });
    await makeProduct({ name: 'Spremiagrumi', brandName: 'Nordilo', status: 'pending' });
    const names = async (params: Record<string, string>) =>
      (await listCurationProducts(admin, parseCurationQuery(new URLSearchParams(params)))).items.map(
        (row) => row.name,
      );

    // Newest first.
    expect(await names({ q: 'KELVARO' })).toEqual([blender.name, kettle.name, toaster.name]);
    expect(await names({ q: 'kelvaro', brand: 'kelvaro' })).toEqual([kettle.name, toaster.name]);
    expect(await names({ brand: 'Kelvaro' })).toEqual([kettle.name, toaster.name]);
    expect(await names({ brand: 'kelv' })).toEqual([]);
    expect(await names({ q: 'kelvaro', status: 'pending' })).toEqual([kettle.name]);
    expect(await names({ brand: 'nordilo', status: 'approved' })).toEqual([blender.name]);
    const page = await listCurationProducts(admin, parseCurationQuery(new URLSearchParams({ q: 'kelvaro' })));
    expect(page).toMatchObject({ total: 3, pageCount: 1 });
    expect(page.items[0]).toMatchObject({
      id: blender.id,
      brandName: 'Nordilo',
      selected: false,
      offersCount: 0,
    });

    const brands = await listCurationBrands(admin);
    expect(brands).toEqual(expect.arrayContaining(['Kelvaro', 'Nordilo']));
    expect(brands).toEqual([...brands].sort((x, y) => x.localeCompare(y, 'it')));
  });
});

describe('rename and the old addresses', () => {
  test('the old slug answers 301 to the current one; back to an own old slug; clashes refused', async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Lumetto Notte Gufo', slug: 'lumetto-notte-gufo' });
    const other = await makeProduct({ name: 'Altro Lumetto', slug: 'altro-lumetto' });

    const rename = (productId: string, name: string, slug: string) =>
      renameProduct({ actor: admin, productId, name, slug });
    expect(await rename(product.id, 'Lampada Notte Gufo', 'lampada-notte-gufo')).toBe(M.productRenamed);
    expect(await productRow(product.id)).toMatchObject({
      name: 'Lampada Notte Gufo',
      slug: 'lampada-notte-gufo',
    });
    expect(await redirectsOf(product.id)).toEqual(['lumetto-notte-gufo']);
    expect(await findRenamedProductSlug('lumetto-notte-gufo')).toBe('lampada-notte-gufo');
    const [audit] = await auditOf(product.id);
    expect(audit).toMatchObject({ action: 'product.rename', actorId: admin.id });
    expect(JSON.parse(audit!.before!)).toEqual({ name: 'Lumetto Notte Gufo', slug: 'lumetto-notte-gufo' });
    expect(JSON.parse(audit!.after!)).toEqual({ name: 'Lampada Notte Gufo', slug: 'lampada-notte-gufo' });

    // Renamed again: both old addresses lead to the current one.
    expect(
      await command(admin, {
        intent: 'rename',
        productId: product.id,
        name: 'Lampada Gufo LED',
        slug: 'lampada-gufo-led',
      }),
    ).toBe(M.productRenamed);
    expect(await findRenamedProductSlug('lumetto-notte-gufo')).toBe('lampada-gufo-led');
    expect(await findRenamedProductSlug('lampada-notte-gufo')).toBe('lampada-gufo-led');

    const page = (slug: string, search = '') =>
      runRoute(productLoader, { request: get(`/product/${slug}${search}`), params: { slug } });
    const moved = await page('lumetto-notte-gufo', '?reviewsSort=recenti&reviewsPage=2');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/product/lampada-gufo-led?reviewsSort=recenti&reviewsPage=2');
    expect((await page('lampada-notte-gufo')).headers.get('Location')).toBe('/product/lampada-gufo-led');
    expect((await page('lampada-gufo-led')).status).toBe(200);
    expect((await page('mai-esistito-gufo')).status).toBe(404);
    expect(await findRenamedProductSlug('mai-esistito-gufo')).toBeNull();

    // Back to its first address: that is no longer a redirect, and nothing loops.
    expect(await rename(product.id, 'Lumetto Notte Gufo', 'lumetto-notte-gufo')).toBe(M.productRenamed);
    expect(await redirectsOf(product.id)).toEqual(['lampada-gufo-led', 'lampada-notte-gufo']);
    expect(await findRenamedProductSlug('lumetto-notte-gufo')).toBeNull();
    expect(await findRenamedProductSlug('lampada-gufo-led')).toBe('lumetto-notte-gufo');
    expect((await page('lumetto-notte-gufo')).status).toBe(200);
    expect((await page('lampada-gufo-led')).headers.get('Location')).toBe('/product/lumetto-notte-gufo');

    // Only the name: no new address.
    expect(await rename(product.id, 'Lumetto Notte Gufo Bianco', 'lumetto-notte-gufo')).toBe(
      M.productUpdated,
    );
    expect(await redirectsOf(product.id)).toEqual(['lampada-gufo-led', 'lampada-notte-gufo']);

    // Another product's slug, or another product's old address: 409, nothing changed.
    const taken = { status: 409, message: 'Esiste già un prodotto con questo slug' };
    expect(M.productSlugTaken).toBe(taken.message);
    expect(await failure(rename(product.id, 'Nuovo nome', 'altro-lumetto'))).toEqual(taken);
    expect(await rename(other.id, 'Altro Lumetto Nuovo', 'altro-lumetto-nuovo')).toBe(M.productRenamed);
    expect(await failure(rename(product.id, 'Nuovo nome', 'altro-lumetto'))).toEqual(taken);
    expect(await productRow(product.id)).toMatchObject({
      name: 'Lumetto Notte Gufo Bianco',
      slug: 'lumetto-notte-gufo',
    });
    expect(await redirectsOf(product.id)).toEqual(['lampada-gufo-led', 'lampada-notte-gufo']);
    expect(await redirectsOf(other.id)).toEqual(['altro-lumetto']);
    expect(await findRenamedProductSlug('altro-lumetto')).toBe('altro-lumetto-nuovo');
    expect((await auditOf(product.id)).filter((row) => row.action === 'product.rename')).toHaveLength(4);

    expect(await failure(rename(unknown(), 'Nessuno', 'nessuno-gufo'))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
    expect(
      firstError(formCommand({ intent: 'rename', productId: product.id, name: 'Gufo', slug: 'Non Valido' })),
    ).toBe(M.slugInvalid);
  });

  const renamedAway = async (admin: Admin, name: string, slug: string, newName: string, newSlug: string) => {
    const product = await makeProduct({ name, slug });
    await renameProduct({ actor: admin, productId: product.id, name: newName, slug: newSlug });
    return product;
  };
  const newProductInput = (name: string, slug?: string) => ({
    name,
    slug,
    brandName: null,
    categoryId: null,
    status: 'approved' as const,
    description: null,
    imageUrl: null,
    ean: null,
    mpn: null,
    asin: null,
  });

  test('a new product with an explicit slug that is an old address is refused (409)', async () => {
    const admin = await newAdmin();
    await renamedAway(
      admin,
      'Borsa Termica Pinguino',
      'borsa-termica-pinguino',
      'Borsa Frigo Pinguino',
      'borsa-frigo-pinguino',
    );
    const input = newProductInput('Borsa Termica Pinguino', 'borsa-termica-pinguino');
    expect(await failure(createProduct({ actor: admin, input }))).toEqual({
      status: 409,
      message: M.productSlugTaken,
    });
    expect(await db.$count(products, eq(products.slug, 'borsa-termica-pinguino'))).toBe(0);
  });

  test("a new product's slug from its name skips a renamed product's old address", async () => {
    const admin = await newAdmin();
    const renamed = await renamedAway(
      admin,
      'Zaino Trekking Orso',
      'zaino-trekking-orso',
      'Zaino Montagna Orso',
      'zaino-montagna-orso',
    );
    const created = await createProduct({ actor: admin, input: newProductInput('Zaino Trekking Orso') });
    expect((await productRow(created.id))!.slug).not.toBe('zaino-trekking-orso');
    const page = await runRoute(productLoader, {
      request: get('/product/zaino-trekking-orso'),
      params: { slug: 'zaino-trekking-orso' },
    });
    expect(page.status).toBe(301);
    expect(page.headers.get('Location')).toBe('/product/zaino-montagna-orso');
    expect(await redirectsOf(renamed.id)).toEqual(['zaino-trekking-orso']);
  });

  test('a product created after a rename can itself be renamed (no database error)', async () => {
    const admin = await newAdmin();
    const first = await renamedAway(
      admin,
      'Sedia Ufficio Lince',
      'sedia-ufficio-lince',
      'Sedia Lince',
      'sedia-lince',
    );
    const created = await createProduct({ actor: admin, input: newProductInput('Sedia Ufficio Lince') });
    expect(
      await renameProduct({
        actor: admin,
        productId: created.id,
        name: 'Sedia Nuova',
        slug: 'sedia-nuova-lince',
      }),
    ).toBe(M.productRenamed);
    expect(await findRenamedProductSlug('sedia-ufficio-lince')).not.toBeNull();
    expect(await redirectsOf(first.id)).toContain('sedia-ufficio-lince');
  });
});

describe('bulk delete of the selection', () => {
  test('products without reviews deleted, with reviews made inactive; all or nothing', async () => {
    const admin = await newAdmin();
    const lonely = await makeProduct({ name: 'Da eliminare Ferrolo' });
    const reviewed = await makeProduct({ name: 'Da disattivare Ferrolo' });
    await createReview(reviewed.id, (await createUser()).id);
    const offer = await makeOffer(lonely.id, shopId, { name: 'Offerta Ferrolo' });

    expect(await failure(command(admin, { intent: 'delete-selected' }))).toEqual({
      status: 400,
      message: M.selectionRequired,
    });

    await selectProducts(admin, [lonely.id, reviewed.id]);
    const expected = DATABASE_MESSAGES.productsDeleted(1, 1);
    expect(expected).toBe('Eliminato 1 prodotto; 1 prodotto con recensioni è stato reso inattivo');
    expect(await command(admin, { intent: 'delete-selected' })).toBe(expected);
    expect(await productRow(lonely.id)).toBeUndefined();
    expect(await offerRow(offer.id)).toBeUndefined();
    expect((await productRow(reviewed.id))!.status).toBe('inactive');
    expect(await selectionOf(admin)).toEqual([reviewed.id]);
    expect((await auditOf(lonely.id))[0]!.action).toBe('product.delete');
    expect((await auditOf(reviewed.id))[0]!.action).toBe('product.deactivate');

    const [a, b] = [await makeProduct(), await makeProduct()];
    expect(await deleteProducts({ actor: admin, productIds: [a.id, b.id] })).toBe('Eliminati 2 prodotti');
    expect(await db.$count(products, inArray(products.id, [a.id, b.id]))).toBe(0);

    const kept = await makeProduct();
    expect(await failure(deleteProducts({ actor: admin, productIds: [kept.id, unknown()] }))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
    expect(await productRow(kept.id)).toBeDefined();
  });
});

describe('linked offers', () => {
  test('link: approved at once, best price and count follow; unlink: back to the unlinked offers', async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Trapano Avvitatore Rombo 18V' });
    const other = await makeProduct({ name: 'Trapano Rombo altro' });
    const offer = await unlinkedOffer({ name: 'Trapano Rombo 18V kit', price: '149.00' });
    expect(await productRow(product.id)).toMatchObject({ bestPrice: null, offersCount: 0 });

    expect(await command(admin, { intent: 'link', productId: product.id, offerId: offer.id })).toBe(
      M.offerLinked,
    );
    expect(await offerRow(offer.id)).toMatchObject({
      productId: product.id,
      isApproved: true,
      matchMethod: 'admin',
    });
    expect(await productRow(product.id)).toMatchObject({ bestPrice: '149.00', offersCount: 1 });
    expect((await auditOf(offer.id))[0]).toMatchObject({ action: 'offer.link', actorId: admin.id });
    expect((await getCurationStep(admin, 1)) ?? null).toBeNull();
    await selectProducts(admin, [product.id]);
    expect((await getCurationStep(admin, 1))!.linked).toMatchObject([
      { id: offer.id, isApproved: true, isVariant: false, matchMethod: 'admin' },
    ]);

    expect(await failure(linkOffer({ actor: admin, offerId: offer.id, productId: other.id }))).toEqual({
      status: 409,
      message: "L'offerta è già collegata a un prodotto",
    });
    expect(M.offerAlreadyLinked).toBe("L'offerta è già collegata a un prodotto");
    expect((await offerRow(offer.id))!.productId).toBe(product.id);
    expect(await productRow(other.id)).toMatchObject({ bestPrice: null, offersCount: 0 });

    const waiting = await unlinkedOffer({ name: 'Punte per trapano' });
    expect(await failure(linkOffer({ actor: admin, offerId: waiting.id, productId: unknown() }))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
    expect(await offerRow(waiting.id)).toMatchObject({ productId: null, isApproved: false });
    expect(await failure(linkOffer({ actor: admin, offerId: unknown(), productId: product.id }))).toEqual({
      status: 404,
      message: M.offerNotFound,
    });

    await setOfferVariant({
      actor: admin,
      offerId: offer.id,
      isVariant: true,
      variantName: 'Con 2 batterie',
    });
    expect(await failure(unlinkOffer({ actor: admin, offerId: offer.id, productId: other.id }))).toEqual({
      status: 404,
      message: M.offerOfOtherProduct,
    });
    expect(await offerRow(offer.id)).toMatchObject({
      productId: product.id,
      isApproved: true,
      isVariant: true,
      variantName: 'Con 2 batterie',
    });

    expect(await command(admin, { intent: 'unlink', productId: product.id, offerId: offer.id })).toBe(
      M.offerUnlinked,
    );
    expect(await offerRow(offer.id)).toMatchObject({
      productId: null,
      isApproved: false,
      isVariant: false,
      variantName: null,
    });
    expect(await productRow(product.id)).toMatchObject({ bestPrice: null, offersCount: 0 });
    expect((await auditOf(offer.id))[0]!.action).toBe('offer.unlink');
  });

  test('variant: flag and name saved; clearing the flag clears the name', async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Smartphone Variabile X' });
    const offer = await makeOffer(product.id, shopId, { name: 'Smartphone Variabile X 256' });

    expect(
      await command(admin, {
        intent: 'variant',
        offerId: offer.id,
        isVariant: 'on',
        variantName: 'Blu, 256 GB',
      }),
    ).toBe(M.variantSaved);
    expect(await offerRow(offer.id)).toMatchObject({ isVariant: true, variantName: 'Blu, 256 GB' });

    expect(await command(admin, { intent: 'variant', offerId: offer.id, variantName: 'Rosso' })).toBe(
      M.variantSaved,
    );
    expect(await offerRow(offer.id)).toMatchObject({ isVariant: false, variantName: null });

    await setOfferVariant({ actor: admin, offerId: offer.id, isVariant: true, variantName: 'Verde' });
    expect(await offerRow(offer.id)).toMatchObject({ isVariant: true, variantName: 'Verde' });
    await setOfferVariant({ actor: admin, offerId: offer.id, isVariant: false, variantName: 'Verde' });
    expect(await offerRow(offer.id)).toMatchObject({ isVariant: false, variantName: null });
    expect((await auditOf(offer.id))[0]!.action).toBe('offer.variant');

    expect(
      await failure(setOfferVariant({ actor: admin, offerId: unknown(), isVariant: true, variantName: 'x' })),
    ).toEqual({ status: 404, message: M.offerNotFound });
  });

  test("'Aggiungi offerta Amazon': by ASIN and price; the same ASIN updates, another product's is refused", async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Robot Aspirapolvere Nimbo' });
    const other = await makeProduct({ name: 'Robot Aspirapolvere Altro' });

    expect(firstError(formCommand({ intent: 'add-offer', productId: product.id, price: '19,90' }))).toBe(
      'Compila almeno ASIN e prezzo',
    );
    expect(firstError(formCommand({ intent: 'add-offer', productId: product.id, asin: 'B0NIMBO001' }))).toBe(
      M.marketplaceRequired,
    );
    expect(
      firstError(formCommand({ intent: 'add-offer', productId: product.id, asin: 'B0NIMBO001', price: '' })),
    ).toBe(M.marketplaceRequired);
    expect(await db.$count(offers, eq(offers.productId, product.id))).toBe(0);

    const add = (productId: string, price: string) =>
      command(admin, { intent: 'add-offer', productId, asin: 'b0nimbo001', price });
    expect(await add(product.id, '249,90')).toBe('Offerta Amazon aggiunta con successo!');
    const [offer] = await db.select().from(offers).where(eq(offers.productId, product.id));
    expect(offer).toMatchObject({
      asin: 'B0NIMBO001',
      externalId: 'B0NIMBO001',
      affiliateUrl: 'https://www.amazon.it/dp/B0NIMBO001',
      price: '249.90',
      currency: 'EUR',
      name: product.name,
      isApproved: true,
      inStock: true,
      isVariant: false,
      source: 'amazon',
    });
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, offer!.merchantId));
    expect(merchant!.isMarketplace).toBe(true);
    expect(await historyOf(offer!.id)).toEqual(['249.90']);
    expect((await productRow(product.id))!.bestPrice).toBe('249.90');

    expect(await add(product.id, '229,00')).toBe(M.marketplaceOfferAdded);
    expect(await db.$count(offers, eq(offers.productId, product.id))).toBe(1);
    expect((await offerRow(offer!.id))!.price).toBe('229.00');
    expect(await historyOf(offer!.id)).toEqual(['249.90', '229.00']);
    expect((await productRow(product.id))!.bestPrice).toBe('229.00');
    await add(product.id, '229.00');
    expect(await historyOf(offer!.id)).toHaveLength(2);

    const refused = await failure(add(other.id, '199,00'));
    expect(refused.status).toBe(409);
    expect(refused.message.startsWith("Errore nell'aggiunta dell'offerta:")).toBe(true);
    expect(refused.message).toBe(`${M.marketplaceFailed} ${M.marketplaceOfferTaken}`);
    expect(await db.$count(offers, eq(offers.productId, other.id))).toBe(0);
    expect(await offerRow(offer!.id)).toMatchObject({ productId: product.id, price: '229.00' });
    expect(await historyOf(offer!.id)).toHaveLength(2);

    const missing = await failure(
      addMarketplaceOffer({
        actor: admin,
        input: {
          productId: unknown(),
          asin: 'B0NIMBO002',
          price: '10.00',
          title: null,
          description: null,
          imageUrl: null,
          variantName: null,
        },
      }),
    );
    expect(missing).toEqual({ status: 404, message: M.productNotFound });
    expect(await db.$count(offers, eq(offers.asin, 'B0NIMBO002'))).toBe(0);
  });

  test("'Completa Curatela': the product and its linked offers approved, the best price follows", async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Macchina Caffè Brunello', status: 'pending' });
    const waiting = await makeOffer(product.id, shopId, { price: '89.00', isApproved: false });
    const shown = await makeOffer(product.id, shopId, { price: '99.00', isApproved: true });
    const loose = await unlinkedOffer({ name: 'Macchina Caffè Brunello sciolta' });
    expect(await productRow(product.id)).toMatchObject({ bestPrice: '99.00', offersCount: 1 });

    expect(await command(admin, { intent: 'complete-product', productId: product.id })).toBe(
      M.productApproved('Macchina Caffè Brunello'),
    );
    expect(await productRow(product.id)).toMatchObject({
      status: 'approved',
      bestPrice: '89.00',
      offersCount: 2,
    });
    expect((await offerRow(waiting.id))!.isApproved).toBe(true);
    expect((await offerRow(shown.id))!.isApproved).toBe(true);
    expect((await offerRow(loose.id))!.isApproved).toBe(false);
    const [audit] = await auditOf(product.id);
    expect(audit).toMatchObject({ action: 'product.approve' });
    expect(JSON.parse(audit!.after!)).toEqual({ status: 'approved', offersApproved: 1 });

    expect(await failure(approveProduct({ actor: admin, productId: unknown() }))).toEqual({
      status: 404,
      message: M.productNotFound,
    });
  });
});

describe('only admins', () => {
  test('every service refuses a non-admin with 403 and changes nothing', async () => {
    const admin = await newAdmin();
    const product = await makeProduct({ name: 'Intoccabile Sentinella', status: 'pending' });
    const offer = await unlinkedOffer({ name: 'Intoccabile Sentinella offerta' });
    const linked = await makeOffer(product.id, shopId, { isApproved: false });
    const query = parseCurationQuery(new URLSearchParams());
    const refused = [
      () => listCurationProducts(member, query),
      () => listCurationBrands(member),
      () => countSelection(member),
      () => listSelection(member),
      () => selectProducts(member, [product.id]),
      () => deselectProducts(member, [product.id]),
      () => clearSelection(member),
      () => assertSelection(member),
      () => hideCandidate(member, { productId: product.id, offerId: offer.id }),
      () => unhideCandidates(member, product.id),
      () => getCurationStep(member, 1),
      () => findCandidates(member, product.id),
      () => renameProduct({ actor: member, productId: product.id, name: 'Rubato', slug: 'rubato' }),
      () => deleteProducts({ actor: member, productIds: [product.id] }),
      () => approveProduct({ actor: member, productId: product.id }),
      () => linkOffer({ actor: member, offerId: offer.id, productId: product.id }),
      () => unlinkOffer({ actor: member, offerId: linked.id, productId: product.id }),
      () => setOfferVariant({ actor: member, offerId: linked.id, isVariant: true, variantName: 'x' }),
      () =>
        addMarketplaceOffer({
          actor: member,
          input: {
            productId: product.id,
            asin: 'B0SENTI001',
            price: '1.00',
            title: null,
            description: null,
            imageUrl: null,
            variantName: null,
          },
        }),
      () => runCurationCommand(member, { intent: 'continue' }),
      () => runCurationCommand(member, { intent: 'finish' }),
      () => runCurationCommand(member, { intent: 'select', productIds: [product.id] }),
    ];
    for (const [index, attempt] of refused.entries())
      expect(await failure(attempt()), `call ${index}`).toMatchObject({ status: 403 });

    expect(await productRow(product.id)).toMatchObject({
      name: 'Intoccabile Sentinella',
      status: 'pending',
      slug: product.slug,
    });
    expect(await offerRow(offer.id)).toMatchObject({ productId: null });
    expect(await offerRow(linked.id)).toMatchObject({
      productId: product.id,
      isApproved: false,
      isVariant: false,
    });
    expect(await db.$count(offers, eq(offers.asin, 'B0SENTI001'))).toBe(0);
    expect(await db.$count(curationSelections, eq(curationSelections.productId, product.id))).toBe(0);
    expect(
      await db.$count(
        curationHiddenOffers,
        and(eq(curationHiddenOffers.productId, product.id), eq(curationHiddenOffers.offerId, offer.id)),
      ),
    ).toBe(0);
    expect(await auditOf(product.id)).toHaveLength(0);
    // The admin of the same calls is let through.
    expect(await countSelection(admin)).toBe(0);
  });
});
