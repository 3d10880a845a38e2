import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { captureQueries, databaseHandle, db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { startJobs, stopJobs } from '#app/lib/jobs.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import {
  CASHBACK_MESSAGES as M,
  MAX_PENDING_CLAIMS,
  RECENT_CLICKS_SHOWN,
} from '#app/modules/cashback/cashback.schema.ts';
import { recentShopClicks } from '#app/modules/cashback/recent-clicks.server.ts';
import { awinTransactionsJob } from '#app/modules/cashback/fetch-transactions.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import {
  auditLog,
  cashbackClaims,
  cashbackTransactions,
  merchants,
  offerClicks,
  offers,
  pointsLedger,
  products,
} from '#db/schema/index.ts';
import { createMerchant, createOffer, createProduct, createUser } from '#tests/support/factories.ts';
import {
  AWIN_EXAMPLE_TRANSACTION,
  type AwinRawTransaction,
  FAKE_AWIN_PUBLISHER_ID,
  FAKE_AWIN_TOKEN,
  type FakeAwin,
  startFakeAwin,
} from '#tests/support/fake-awin.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { loader as dashboardLoader } from '../account/dashboard.tsx';
import { loader as profileLoader } from '../account/profile.tsx';
import { action as adminCashbackAction, loader as adminCashbackLoader } from '../admin/cashback.tsx';
import { action as cashbackAction, loader as cashbackLoader } from './cashback.tsx';
import { loader as goLoader } from './go.ts';

/*
 * Cashback through the routes the site serves: /go/:offerId giving a signed-in person's click on
 * an Awin shop link its clickref, /cashback (the person's summary, their claims and the claim
 * form), Gestione Cashback (a file of Awin transactions, the pull through the job runner against
 * the loopback Awin, approving and rejecting claims) and the dashboard and profile's sums.
 */

const config = getConfig();
const originalAwin = structuredClone(config.awin);
const originalPartnerTag = config.amazonPartnerTag;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const AWIN_LINK =
  'https://www.awin1.com/cread.php?awinmid=12345&awinaffid=67890&ued=https%3A%2F%2Fwww.negozio.example%2Fp%2F42';
const PARTNER_TAG = 'provato-21';

let admin: Viewer;
let fake: FakeAwin;

beforeAll(async () => {
  admin = asViewer(await createUser({ role: 'admin' }), true);
  fake = await startFakeAwin();
  await startJobs(databaseHandle(), {
    jobs: [awinTransactionsJob as never],
    work: true,
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  await stopJobs();
  await fake.close();
  config.awin = originalAwin;
  config.amazonPartnerTag = originalPartnerTag;
});

beforeEach(() => {
  fake.reset();
  config.awin = originalAwin;
  config.amazonPartnerTag = PARTNER_TAG;
});

let sequence = 0;
const unique = () => `${Date.now()}${(sequence += 1)}`;
const DAY = 86_400_000;
const dayBefore = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** An approved offer of a shop (a marketplace or not) with this link. */
async function offerWith(affiliateUrl: string, merchant: { isMarketplace?: boolean; name?: string } = {}) {
  const shop = await createMerchant({
    isMarketplace: merchant.isMarketplace ?? false,
    ...(merchant.name ? { name: merchant.name } : {}),
  });
  const product = await createProduct();
  return createOffer(product.id, shop.id, { affiliateUrl });
}

const go = (offerId: string, viewer: Viewer | null, userAgent = BROWSER) =>
  runRoute(goLoader as never, {
    request: new Request(`http://localhost:3000/go/${offerId}`, { headers: { 'User-Agent': userAgent } }),
    context: routeContext({ viewer }),
    params: { offerId },
  });

const clicksOf = (offerId: string) =>
  db
    .select({ userId: offerClicks.userId, clickRef: offerClicks.clickRef })
    .from(offerClicks)
    .where(eq(offerClicks.offerId, offerId));

/** A signed-in person and the clickref their click on an Awin shop's offer got from /go. */
async function personWithClick(merchantName?: string) {
  const user = await createUser();
  const viewer = asViewer(user);
  const offer = await offerWith(AWIN_LINK, { name: merchantName });
  const outcome = await go(offer.id, viewer);
  const clickRef = new URL(outcome.headers.get('Location')!).searchParams.get('clickref')!;
  return { user, viewer, clickRef };
}

// ---------------------------------------------------------------------------------------------
// GET /go/:offerId
// ---------------------------------------------------------------------------------------------

describe('GET /go/:offerId', () => {
  test('a signed-in person’s click on an Awin shop link carries a fresh clickref, recorded with them', async () => {
    const user = await createUser();
    const offer = await offerWith(AWIN_LINK);

    const first = await go(offer.id, asViewer(user));
    expect(first.status).toBe(302);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const location = first.headers.get('Location')!;
    expect(location).toMatch(
      new RegExp(`^${AWIN_LINK.replace(/[.?]/g, (char) => `\\${char}`)}&clickref=pv[0-9a-f]{20}$`),
    );
    const clickRef = new URL(location).searchParams.get('clickref');
    // The shop's own link is untouched: its parameters and the destination it encodes.
    const sent = new URL(location);
    expect(sent.searchParams.get('awinmid')).toBe('12345');
    expect(sent.searchParams.get('awinaffid')).toBe('67890');
    expect(sent.searchParams.get('ued')).toBe('https://www.negozio.example/p/42');
    expect(await clicksOf(offer.id)).toEqual([{ userId: user.id, clickRef }]);

    const second = await go(offer.id, asViewer(user));
    const secondRef = new URL(second.headers.get('Location')!).searchParams.get('clickref');
    expect(secondRef).toMatch(/^pv[0-9a-f]{20}$/);
    expect(secondRef).not.toBe(clickRef);
    expect(await clicksOf(offer.id)).toHaveLength(2);
  });

  test('an anonymous visitor’s click goes to the same link with no clickref', async () => {
    const offer = await offerWith(AWIN_LINK);
    const outcome = await go(offer.id, null);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe(AWIN_LINK);
    expect(await clicksOf(offer.id)).toEqual([{ userId: null, clickRef: null }]);
  });

  test('a marketplace (Amazon) offer never gets a clickref, even with an Awin link', async () => {
    const user = await createUser();
    const awinAmazon = await offerWith(AWIN_LINK, { isMarketplace: true, name: 'Amazon.it' });
    const outcome = await go(awinAmazon.id, asViewer(user));
    expect(outcome.status).toBe(302);
    const location = new URL(outcome.headers.get('Location')!);
    expect(location.searchParams.has('clickref')).toBe(false);
    expect(location.searchParams.get('tag')).toBe(PARTNER_TAG);
    expect(await clicksOf(awinAmazon.id)).toEqual([{ userId: user.id, clickRef: null }]);

    const amazon = await offerWith('https://www.amazon.it/dp/B0CHX1W1XY', { isMarketplace: true });
    const direct = await go(amazon.id, asViewer(user));
    expect(direct.headers.get('Location')).toBe(`https://www.amazon.it/dp/B0CHX1W1XY?tag=${PARTNER_TAG}`);
    expect(await clicksOf(amazon.id)).toEqual([{ userId: user.id, clickRef: null }]);
  });

  test.each([
    ['a shop’s own link', 'https://negozio.example/p/1?colore=nero'],
    ['a look-alike host', 'https://www.awin1.com.example/cread.php?awinmid=1&awinaffid=2'],
    ['another network', 'https://click.linksynergy.com/deeplink?id=abc&mid=1'],
  ])('%s gets no clickref', async (_, link) => {
    const user = await createUser();
    const offer = await offerWith(link);
    const outcome = await go(offer.id, asViewer(user));
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe(link);
    expect(await clicksOf(offer.id)).toEqual([{ userId: user.id, clickRef: null }]);
  });

  test('bots are sent on but nothing is recorded, and they get no clickref', async () => {
    const user = await createUser();
    const offer = await offerWith(AWIN_LINK);
    const outcome = await go(offer.id, asViewer(user), GOOGLEBOT);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe(AWIN_LINK);
    expect(await clicksOf(offer.id)).toEqual([]);
  });

  test('an offer that is not approved is not found, and nothing is recorded', async () => {
    const user = await createUser();
    const shop = await createMerchant();
    const offer = await createOffer((await createProduct()).id, shop.id, {
      affiliateUrl: AWIN_LINK,
      isApproved: false,
    });
    expect((await go(offer.id, asViewer(user))).status).toBe(404);
    expect((await go('not-a-uuid', asViewer(user))).status).toBe(404);
    expect(await clicksOf(offer.id)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Awin transactions as Awin writes them (the docs' example, changed)
// ---------------------------------------------------------------------------------------------

let awinIds = 0;
function awinItem(fields: Partial<AwinRawTransaction> = {}): AwinRawTransaction {
  awinIds += 1;
  const now = new Date(Date.now() - DAY).toISOString().slice(0, 19);
  return {
    ...structuredClone(AWIN_EXAMPLE_TRANSACTION),
    id: Number(`${Date.now()}${awinIds}`.slice(-15)),
    commissionAmount: { amount: 6, currency: 'EUR' },
    saleAmount: { amount: 120, currency: 'EUR' },
    clickDate: now,
    transactionDate: now,
    orderRef: `AW-${unique()}`,
    ...fields,
  };
}

const transactionOf = async (networkId: number | string) =>
  (
    await db
      .select()
      .from(cashbackTransactions)
      .where(
        and(eq(cashbackTransactions.network, 'awin'), eq(cashbackTransactions.networkId, String(networkId))),
      )
  )[0];

const cashbackLedgerOf = (userId: string) =>
  db
    .select({ delta: pointsLedger.delta, kind: pointsLedger.kind })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));

/** Everything a refused command must leave as it was. */
const written = async () => ({
  transactions: (await db.select({ n: count() }).from(cashbackTransactions))[0]!.n,
  claims: (await db.select({ n: count() }).from(cashbackClaims))[0]!.n,
  audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  ledger: (await db.select({ n: count() }).from(pointsLedger))[0]!.n,
});

// ---------------------------------------------------------------------------------------------
// Gestione Cashback: the action
// ---------------------------------------------------------------------------------------------

const adminRequest = (body: FormData) =>
  new Request('http://localhost:3000/admin/cashback', { method: 'POST', body });

function importFile(viewer: Viewer | null, content: string | null, name = 'transazioni.json') {
  const body = new FormData();
  body.append('intent', 'import');
  if (content !== null) body.append('file', new Blob([content], { type: 'application/json' }), name);
  return runRoute<AdminAnswer>(adminCashbackAction as never, {
    request: adminRequest(body),
    context: routeContext({ viewer }),
  });
}

const INVALID_FILE = 'Il file non è un elenco di transazioni Awin valido';

const command = (viewer: Viewer | null, fields: Record<string, string>) =>
  runRoute<AdminAnswer>(adminCashbackAction as never, {
    request: formRequest('/admin/cashback', fields),
    context: routeContext({ viewer }),
  });

describe('Gestione Cashback: import a file of Awin transactions', () => {
  test('an admin’s file is applied: the counts in the toast, an audit row; a second file brings updates', async () => {
    const first = await personWithClick('Negozio Uno');
    const second = await personWithClick('Negozio Due');
    const pending = awinItem({ clickRefs: { clickRef: first.clickRef }, commissionStatus: 'pending' });
    const approved = awinItem({
      clickRefs: { clickRef: second.clickRef },
      commissionStatus: 'approved',
      saleAmount: { amount: 60, currency: 'EUR' },
      validationDate: new Date().toISOString().slice(0, 19),
    });
    const stranger = awinItem({ clickRefs: { clickRef: 'sconosciuto' } });

    const outcome = await importFile(admin, JSON.stringify([pending, approved, stranger]));
    expect(outcome.status).toBe(200);
    const counts = { created: 3, updated: 0, credited: 1, reversed: 0, unmatched: 1 };
    expect(outcome.data).toMatchObject({
      ok: true,
      intent: 'import',
      toast: { kind: 'success', message: M.imported(counts) },
    });
    expect(outcome.data?.toast.message).toBe(
      'Transazioni importate: 3 nuove, 0 aggiornate, 1 confermate, 0 annullate, 1 senza utente',
    );
    expect(outcome.headers.get('Set-Cookie')).toBeTruthy();

    expect(await transactionOf(pending.id)).toMatchObject({
      userId: first.user.id,
      merchantName: 'Negozio Uno',
      status: 'pending',
      points: 7,
    });
    expect(await transactionOf(approved.id)).toMatchObject({
      userId: second.user.id,
      status: 'confirmed',
      creditedPoints: 4,
    });
    expect(await transactionOf(stranger.id)).toMatchObject({ status: 'unmatched', userId: null });
    expect((await balance(first.user.id)).points).toBe(0);
    expect((await balance(second.user.id)).points).toBe(4);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cashback.import'), eq(auditLog.actorId, admin.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'cashback_transactions', entityId: 'transazioni.json' });
    expect(JSON.parse(audit[0]!.after!)).toEqual(counts);

    // The same file later, as Awin then had it: the first declined, the others unchanged.
    const again = await importFile(
      admin,
      JSON.stringify([
        { ...pending, commissionStatus: 'declined', declineReason: 'Reso' },
        approved,
        stranger,
      ]),
      'transazioni-2.json',
    );
    expect(again.data?.toast.message).toBe(
      M.imported({ created: 0, updated: 3, credited: 0, reversed: 1, unmatched: 0 }),
    );
    expect(await transactionOf(pending.id)).toMatchObject({ status: 'reversed', declineReason: 'Reso' });
    expect((await balance(second.user.id)).points).toBe(4);
    expect(await cashbackLedgerOf(second.user.id)).toEqual([{ delta: 4, kind: 'cashback' }]);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test.each([
    ['a file that is not JSON', 'id;stato\n1;pending', INVALID_FILE],
    ['JSON that is not a list', JSON.stringify({ transactions: [] }), INVALID_FILE],
    ['a list with no readable transaction', JSON.stringify([{ id: 'x' }, 42]), INVALID_FILE],
    ['an empty file', '', M.fileRequired],
  ])('%s is refused with 400 and nothing is written', async (_, content, message) => {
    const before = await written();
    const outcome = await importFile(admin, content);
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ ok: false, intent: 'import', toast: { kind: 'error', message } });
    expect(await written()).toEqual(before);
  });

  test('without a file the command is refused', async () => {
    const outcome = await importFile(admin, null);
    expect(outcome.status).toBe(400);
    expect(outcome.data?.toast.message).toBe(M.fileRequired);
  });

  test('someone who is not an admin is sent away and nothing is written', async () => {
    const { clickRef } = await personWithClick();
    const file = JSON.stringify([awinItem({ clickRefs: { clickRef }, commissionStatus: 'approved' })]);
    const before = await written();

    const person = asViewer(await createUser());
    const refused = await importFile(person, file);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('Location')).toBe('/');

    const anonymous = await importFile(null, file);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe('/auth?redirect=/admin/cashback');

    expect(await written()).toEqual(before);
  });
});

describe('Gestione Cashback: fetch from Awin', () => {
  test('without Awin configured: 409 “Configurazione mancante”', async () => {
    config.awin = undefined;
    const outcome = await command(admin, { intent: 'fetch' });
    expect(outcome.status).toBe(409);
    expect(outcome.data).toMatchObject({
      ok: false,
      intent: 'fetch',
      toast: { message: 'Configurazione mancante' },
    });
  });

  test('the pull is queued, and the job applies Awin’s transactions', async () => {
    config.awin = { token: FAKE_AWIN_TOKEN, publisherId: FAKE_AWIN_PUBLISHER_ID, url: fake.url };
    const { user, clickRef } = await personWithClick('Negozio Awin');
    const raw = fake.add({
      clickRefs: { clickRef },
      commissionStatus: 'approved',
      saleAmount: { amount: 320, currency: 'EUR' },
      commissionAmount: { amount: 16, currency: 'EUR' },
    });

    const outcome = await command(admin, { intent: 'fetch' });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ ok: true, toast: { message: M.fetchQueued } });

    await expect
      .poll(async () => (await transactionOf(raw.id))?.status, { timeout: 30_000, interval: 250 })
      .toBe('confirmed');
    expect(await transactionOf(raw.id)).toMatchObject({
      userId: user.id,
      merchantName: 'Negozio Awin',
      points: 10,
      creditedPoints: 10,
    });
    expect(await balance(user.id)).toEqual({ points: 10, lifetime: 10 });
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
  });

  test('someone who is not an admin cannot start it', async () => {
    config.awin = { token: FAKE_AWIN_TOKEN, publisherId: FAKE_AWIN_PUBLISHER_ID, url: fake.url };
    const outcome = await command(asViewer(await createUser()), { intent: 'fetch' });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/');
  });
});

// ---------------------------------------------------------------------------------------------
// /cashback: the claim form
// ---------------------------------------------------------------------------------------------

type ClaimReply = { ok: boolean; message: string };

const claimFields = (fields: Record<string, string> = {}) => ({
  merchantName: 'MediaWorld',
  orderRef: `MW-${unique()}`,
  amount: '129,90',
  purchasedOn: dayBefore(5),
  ...fields,
});

/** The claim form's post (`intent=claim`, decision 042), its answer read as the form reads it. */
const claim = async (viewer: Viewer | null, fields: Record<string, string>) => {
  const outcome = await runRoute<ActionAnswer>(cashbackAction as never, {
    request: formRequest('/cashback', { intent: 'claim', ...fields }),
    context: routeContext({ viewer }),
  });
  const answer = outcome.data;
  return {
    ...outcome,
    data: answer ? ({ ok: answer.ok, message: answer.toast.message } as ClaimReply) : undefined,
  };
};

const claimsOf = (userId: string) =>
  db.select().from(cashbackClaims).where(eq(cashbackClaims.userId, userId));

describe('POST /cashback (Il mio acquisto non compare)', () => {
  test('an anonymous visitor is asked to sign in, and nothing is written', async () => {
    const before = await written();
    const outcome = await claim(null, claimFields());
    expect(outcome).toMatchObject({
      status: 401,
      data: { ok: false, message: 'Accedi per segnalare un acquisto' },
    });
    expect(await written()).toEqual(before);
  });

  test('a valid claim is sent; the same person is told of a repeat; anyone else gets the usual answer', async () => {
    const person = asViewer(await createUser());
    const orderRef = `ORD-${unique()}`;
    const sent = await claim(person, claimFields({ merchantName: 'Unieuro', orderRef }));
    expect(sent).toMatchObject({ status: 200, data: { ok: true, message: M.claimSent } });
    expect(M.claimSent).toMatch(/^Segnalazione inviata/);
    expect(await claimsOf(person.id)).toEqual([
      expect.objectContaining({ merchantName: 'Unieuro', orderRef, amount: '129.90', status: 'pending' }),
    ]);

    const duplicate = { status: 409, data: { ok: false, message: 'Questo ordine è già stato segnalato' } };
    expect(await claim(person, claimFields({ merchantName: 'Unieuro', orderRef }))).toMatchObject(duplicate);
    expect(await claim(person, claimFields({ merchantName: '  UNIEURO  ', orderRef }))).toMatchObject(
      duplicate,
    );
    // Someone else's claim of that order reveals nothing: the same answer as any claim, and both
    // claims go to the back office marked as in conflict.
    const other = asViewer(await createUser());
    expect(
      await claim(other, claimFields({ merchantName: 'unieuro', orderRef: orderRef.toLowerCase() })),
    ).toMatchObject({ status: 200, data: { ok: true, message: M.claimSent } });
    expect(await claimsOf(person.id)).toEqual([expect.objectContaining({ conflict: true })]);
    expect(await claimsOf(other.id)).toEqual([expect.objectContaining({ conflict: true })]);
  });

  test.each(['abc', '0', '-3'])('the amount %s is refused', async (amount) => {
    const person = asViewer(await createUser());
    expect(await claim(person, claimFields({ amount }))).toMatchObject({
      status: 400,
      data: { ok: false, message: 'Indica l’importo dell’ordine, per esempio 129,90' },
    });
    expect(await claimsOf(person.id)).toEqual([]);
  });

  test('a date in the future or beyond the 90 days is refused', async () => {
    const person = asViewer(await createUser());
    const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    expect(await claim(person, claimFields({ purchasedOn: future }))).toMatchObject({
      status: 400,
      data: { message: 'La data dell’acquisto non può essere nel futuro' },
    });
    expect(await claim(person, claimFields({ purchasedOn: dayBefore(120) }))).toMatchObject({
      status: 400,
      data: { message: 'Si possono segnalare solo acquisti degli ultimi 90 giorni' },
    });
    expect(await claimsOf(person.id)).toEqual([]);
  });

  test('a day that is not in the calendar is refused, not a server error', async () => {
    const person = asViewer(await createUser());
    const outcome = await claim(person, claimFields({ purchasedOn: impossibleRecentDay() })).catch(
      // What escapes the action is a server error (500) for the person: keep the database's words.
      (error: Error) => ({
        status: 500,
        data: { ok: false, message: (error.cause as Error | undefined)?.message ?? error.message },
      }),
    );
    expect(outcome).toMatchObject({ status: 400, data: { ok: false, message: M.dateInvalid } });
  });

  test(`the ${MAX_PENDING_CLAIMS + 1}th pending claim is refused with 429`, async () => {
    const person = asViewer(await createUser());
    for (let index = 0; index < MAX_PENDING_CLAIMS; index++)
      expect((await claim(person, claimFields())).status).toBe(200);
    expect(await claim(person, claimFields())).toMatchObject({
      status: 429,
      data: { ok: false, message: M.tooManyPending },
    });
    expect(await claimsOf(person.id)).toHaveLength(MAX_PENDING_CLAIMS);
  });
});

/** yyyy-mm-dd of a day that is not in the calendar, rolling over to a day of the last 80. */
function impossibleRecentDay(): string {
  const now = new Date();
  for (let back = 0; back < 4; back++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    if (days === 31) continue;
    const text = `${month.toISOString().slice(0, 7)}-${days === 30 ? 31 : 30}`;
    const rolled = Date.parse(text);
    if (rolled <= Date.now() - DAY && rolled >= Date.now() - 80 * DAY) return text;
  }
  throw new Error('no impossible day in the last 80 days');
}

// ---------------------------------------------------------------------------------------------
// Gestione Cashback: deciding claims
// ---------------------------------------------------------------------------------------------

async function pendingClaim(fields: Record<string, string> = {}) {
  const person = asViewer(await createUser());
  const input = claimFields(fields);
  expect((await claim(person, input)).status).toBe(200);
  const [row] = await claimsOf(person.id);
  return { person, claim: row! };
}

describe('Gestione Cashback: approve and reject claims', () => {
  test('approve credits the bands’ points once; a second approval is refused', async () => {
    const { person, claim: pending } = await pendingClaim({ merchantName: 'Trony', amount: '180,00' });

    const approved = await command(admin, { intent: 'approve', claimId: pending.id });
    expect(approved).toMatchObject({
      status: 200,
      data: {
        ok: true,
        intent: 'approve',
        toast: { message: 'Segnalazione approvata: 7 punti accreditati' },
      },
    });
    const [decided] = await claimsOf(person.id);
    expect(decided).toMatchObject({ status: 'approved', decidedBy: admin.id });
    const [stored] = await db
      .select()
      .from(cashbackTransactions)
      .where(and(eq(cashbackTransactions.network, 'claim'), eq(cashbackTransactions.networkId, pending.id)));
    expect(stored).toMatchObject({
      id: decided!.transactionId,
      status: 'confirmed',
      points: 7,
      creditedPoints: 7,
    });
    expect(await balance(person.id)).toEqual({ points: 7, lifetime: 7 });

    const twice = await command(admin, { intent: 'approve', claimId: pending.id });
    expect(twice).toMatchObject({
      status: 409,
      data: { ok: false, toast: { message: 'Questa segnalazione è già stata valutata' } },
    });
    expect(await cashbackLedgerOf(person.id)).toEqual([{ delta: 7, kind: 'cashback' }]);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('reject needs a reason, writes it and gives no points', async () => {
    const { person, claim: pending } = await pendingClaim();

    for (const reason of [undefined, '   '])
      expect(
        await command(admin, {
          intent: 'reject',
          claimId: pending.id,
          ...(reason === undefined ? {} : { reason }),
        }),
      ).toMatchObject({
        status: 400,
        data: { ok: false, toast: { message: 'Scrivi il motivo del rifiuto' } },
      });
    expect((await claimsOf(person.id))[0]!.status).toBe('pending');

    expect(
      await command(admin, { intent: 'reject', claimId: pending.id, reason: 'Ordine non trovato' }),
    ).toMatchObject({ status: 400, data: { ok: false, toast: { message: 'Scegli la regola applicata' } } });
    expect((await claimsOf(person.id))[0]!.status).toBe('pending');

    const rejected = await command(admin, {
      intent: 'reject',
      claimId: pending.id,
      reason: 'Ordine non trovato',
      rule: 'cashback-eligible',
    });
    expect(rejected).toMatchObject({ status: 200, data: { ok: true, toast: { message: M.rejected } } });
    expect((await claimsOf(person.id))[0]).toMatchObject({
      status: 'rejected',
      reason: 'Ordine non trovato',
    });
    expect(await cashbackLedgerOf(person.id)).toEqual([]);
    expect(await statementsOf(person.id)).toMatchObject([
      {
        kind: 'cashback_claim_refused',
        subject: { type: 'cashback_claim', id: pending.id },
        rule: { code: 'cashback-eligible', href: '/legal/terms#art-7-2' },
        details: 'Ordine non trovato',
        automation: 'manual',
      },
    ]);
    const notices = (await emailsTo(person.email)).filter((mail) => mail.template === 'decision_notice');
    expect(notices.map((mail) => mail.subject)).toEqual([
      'La tua segnalazione di acquisto non è stata accolta',
    ]);
    expect(notices[0]!.text).toContain('Dettagli: Ordine non trovato');
  });

  test('an unknown or malformed claim id is refused', async () => {
    expect(await command(admin, { intent: 'approve', claimId: crypto.randomUUID() })).toMatchObject({
      status: 404,
      data: { toast: { message: M.claimNotFound } },
    });
    expect(await command(admin, { intent: 'approve', claimId: 'nope' })).toMatchObject({
      status: 400,
      data: { toast: { message: M.claimNotFound } },
    });
    expect(await command(admin, { intent: 'unknown' })).toMatchObject({ status: 400 });
  });

  test('someone who is not an admin cannot decide', async () => {
    const { person, claim: pending } = await pendingClaim();
    const before = await written();
    const outcome = await command(person, { intent: 'approve', claimId: pending.id });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get('Location')).toBe('/');
    expect(await written()).toEqual(before);
    expect((await claimsOf(person.id))[0]!.status).toBe('pending');
  });
});

// ---------------------------------------------------------------------------------------------
// What people and admins see
// ---------------------------------------------------------------------------------------------

/** A person with 7 points pending (120 €) and 15 confirmed (600 €), through a file import. */
async function personWithCashback() {
  const { user, viewer, clickRef } = await personWithClick('Negozio Visto');
  const pending = awinItem({ clickRefs: { clickRef } });
  const confirmed = awinItem({
    clickRefs: { clickRef },
    commissionStatus: 'approved',
    saleAmount: { amount: 600, currency: 'EUR' },
  });
  const declined = awinItem({ clickRefs: { clickRef }, commissionStatus: 'declined' });
  expect((await importFile(admin, JSON.stringify([pending, confirmed, declined]))).status).toBe(200);
  return { user, viewer, clickRef, pending, confirmed };
}

describe('the person’s cashback on /cashback, the dashboard and the profile', () => {
  test('/cashback: anonymous visitors see the bands and no “mine”', async () => {
    const outcome = await runRoute<Awaited<ReturnType<typeof cashbackLoader>>>(cashbackLoader as never, {
      request: new Request('http://localhost:3000/cashback'),
      context: routeContext({ viewer: null }),
    });
    expect(outcome.data).toMatchObject({
      mine: null,
      points: { min: 2, max: 15 },
    });
    // The rule pays 'amount < 50' in the first band: no edge reads as belonging to two rows.
    expect(outcome.data!.bands.map((band) => [band.label.replace(/\u00a0/g, ' '), band.points])).toEqual([
      ['fino a 49,99 €', 2],
      ['da 50 € a 99,99 €', 4],
      ['da 100 € a 249,99 €', 7],
      ['da 250 € a 499,99 €', 10],
      ['da 500 € in su', 15],
    ]);
  });

  const cashbackPage = async (viewer: Viewer) =>
    (
      await runRoute<Awaited<ReturnType<typeof cashbackLoader>>>(cashbackLoader as never, {
        request: new Request('http://localhost:3000/cashback'),
        context: routeContext({ viewer }),
      })
    ).data!.mine!;

  test('/cashback: a cancelled purchase carries the reason the network gave, or none', async () => {
    const { viewer, clickRef } = await personWithClick('Negozio Reso');
    const returned = awinItem({
      clickRefs: { clickRef },
      commissionStatus: 'declined',
      declineReason: 'Ordine reso dal cliente',
    });
    const silent = awinItem({ clickRefs: { clickRef }, commissionStatus: 'declined', declineReason: null });
    expect((await importFile(admin, JSON.stringify([returned, silent]))).status).toBe(200);
    const recent = (await cashbackPage(viewer)).summary.recent;
    expect(recent).toHaveLength(2);
    expect(recent.map((item) => [item.status, item.declineReason])).toEqual(
      expect.arrayContaining([
        ['reversed', 'Ordine reso dal cliente'],
        ['reversed', null],
      ]),
    );
  });

  test('/cashback: the person’s latest shop clicks, newest first, theirs only, capped with a note, in one query', async () => {
    const user = await createUser();
    const viewer = asViewer(user);
    expect((await cashbackPage(viewer)).clicks).toEqual({ items: [], more: false });

    const awin = await offerWith(AWIN_LINK, { name: `Negozio Clic ${unique()}` });
    const amazon = await offerWith('https://www.amazon.it/dp/B0CHX1W1XY', {
      isMarketplace: true,
      name: `Amazon ${unique()}`,
    });
    await go(awin.id, viewer);
    await go(amazon.id, viewer);
    // Nobody else's clicks, anonymous or a bot's, show up here.
    await go(awin.id, null);
    await go(awin.id, asViewer(await createUser()));
    await go(awin.id, viewer, GOOGLEBOT);

    const [awinShop] = await db
      .select({ product: products.name, slug: products.slug, shop: merchants.name })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .where(eq(offers.id, awin.id));
    const { items, more } = (await cashbackPage(viewer)).clicks;
    expect(more).toBe(false);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ merchantName: expect.stringMatching(/^Amazon /), cashback: false });
    expect(items[1]).toMatchObject({
      merchantName: awinShop!.shop,
      productName: awinShop!.product,
      productSlug: awinShop!.slug,
      cashback: true,
    });
    expect(items[0]!.clickedAt.getTime()).toBeGreaterThanOrEqual(items[1]!.clickedAt.getTime());
    expect(Date.now() - items[0]!.clickedAt.getTime()).toBeLessThan(60_000);

    for (let index = 0; index < RECENT_CLICKS_SHOWN; index++) await go(awin.id, viewer);
    const { result, queries } = await captureQueries(() => recentShopClicks(user.id));
    expect(queries).toHaveLength(1);
    expect(result.items).toHaveLength(RECENT_CLICKS_SHOWN);
    expect(result.more).toBe(true);
    expect(result.items.every((item) => item.merchantName === awinShop!.shop)).toBe(true);

    // A product taken off the catalogue stays in the list, without a link to a page that is gone.
    await db.update(products).set({ status: 'inactive' }).where(eq(products.slug, awinShop!.slug));
    expect((await recentShopClicks(user.id)).items[0]).toMatchObject({
      productName: awinShop!.product,
      productSlug: null,
    });
  });

  test('/cashback: a signed-in person sees their pending and confirmed points and their claims', async () => {
    const { viewer } = await personWithCashback();
    await claim(viewer, claimFields({ merchantName: 'Euronics', orderRef: 'EU-1' }));

    const outcome = await runRoute<Awaited<ReturnType<typeof cashbackLoader>>>(cashbackLoader as never, {
      request: new Request('http://localhost:3000/cashback'),
      context: routeContext({ viewer }),
    });
    const mine = outcome.data!.mine!;
    expect(mine.summary).toMatchObject({ pending: 7, confirmed: 15 });
    expect(mine.summary.recent.map((item) => item.status).sort()).toEqual([
      'confirmed',
      'pending',
      'reversed',
    ]);
    expect(mine.summary.recent.every((item) => item.merchantName === 'Negozio Visto')).toBe(true);
    expect(mine.claims).toEqual([
      expect.objectContaining({ merchantName: 'Euronics', orderRef: 'EU-1', status: 'pending' }),
    ]);
  });

  test('the dashboard and the profile carry the pending and confirmed points', async () => {
    const { viewer } = await personWithCashback();
    const dashboard = await runRoute<Awaited<ReturnType<typeof dashboardLoader>>>(dashboardLoader as never, {
      request: new Request('http://localhost:3000/dashboard'),
      context: routeContext({ viewer }),
    });
    expect(dashboard.data!.cashback).toEqual({ pending: 7, confirmed: 15, recent: [] });
    expect(dashboard.data!.summary.points).toBe(15);

    const profile = await runRoute<Awaited<ReturnType<typeof profileLoader>>>(profileLoader as never, {
      request: new Request('http://localhost:3000/profile'),
      context: routeContext({ viewer }),
    });
    expect(profile.data!.cashback).toMatchObject({ pending: 7, confirmed: 15 });

    const someoneElse = asViewer(await createUser());
    const empty = await runRoute<Awaited<ReturnType<typeof dashboardLoader>>>(dashboardLoader as never, {
      request: new Request('http://localhost:3000/dashboard'),
      context: routeContext({ viewer: someoneElse }),
    });
    expect(empty.data!.cashback).toEqual({ pending: 0, confirmed: 0, recent: [] });
  });

  test('Gestione Cashback’s lists, filtered from the address', async () => {
    const { user, clickRef, pending } = await personWithCashback();
    await claim(asViewer(user), claimFields({ orderRef: `LIST-${unique()}` }));
    const page = (search: string) =>
      runRoute<Awaited<ReturnType<typeof adminCashbackLoader>>>(adminCashbackLoader as never, {
        request: new Request(`http://localhost:3000/admin/cashback${search}`),
        context: routeContext({ viewer: admin }),
      });

    const transactions = (await page(`?q=${encodeURIComponent(user.email)}`)).data!;
    expect(transactions.list.tab).toBe('transactions');
    expect(transactions.list.page.total).toBe(3);
    const pendingOnly = (await page(`?q=${clickRef}&status=pending`)).data!;
    expect(pendingOnly.list.page.items).toEqual([
      expect.objectContaining({ networkId: String(pending.id), status: 'pending' }),
    ]);
    const claims = (await page(`?tab=claims&q=${encodeURIComponent(user.email)}&status=pending`)).data!;
    expect(claims.list).toMatchObject({ tab: 'claims', page: { total: 1 } });

    config.awin = undefined;
    expect((await page('')).data!.awinConfigured).toBe(false);
    const person = await runRoute(adminCashbackLoader as never, {
      request: new Request('http://localhost:3000/admin/cashback'),
      context: routeContext({ viewer: asViewer(user) }),
    });
    expect(person.status).toBe(302);
  });
});
