import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { readFlash } from '#app/lib/flash.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { bitlabsPoints } from '#app/modules/surveys/provider-callbacks.server.ts';
import { SURVEY_MESSAGES } from '#app/modules/surveys/survey.schema.ts';
import { SURVEY_WALL_MESSAGES } from '#app/modules/surveys/survey-completions.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { activities, auditLog, pointsLedger, surveyCompletions, surveys } from '#db/schema/index.ts';
import { createSurvey, createSurveyCompletion, createUser } from '#tests/support/factories.ts';
import { type FakeBitlabs, signedBitlabsCallback, startFakeBitlabs } from '#tests/support/fake-bitlabs.ts';
import { balance, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { asViewer, formRequest, jsonRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as adminSurveysAction, loader as adminSurveysLoader } from '../admin/surveys.tsx';
import { action as bitlabsApiAction, loader as bitlabsApiLoader } from '../api/surveys-bitlabs.ts';
import { action as callbackAction, loader as callbackLoader } from './bitlabs-callback.ts';
import { loader as completedLoader } from './survey-completed.tsx';
import { loader as startLoader } from './survey-start.ts';

/*
 * The surveys' routes as the site serves them: BitLabs' signed reward callback, GET and POST
 * /surveys/bitlabs, the wall's start and return addresses, and Gestione Sondaggi's loader and
 * action. The callback is signed as BitLabs signs it (tests/support/fake-bitlabs.ts), over our public
 * address, and must arrive at a server behind a proxy that does not know that address.
 */

const config = getConfig();
const originalProviders = structuredClone(config.surveyProviders);
const originalBaseUrl = config.baseUrl;

const SECRET = 'route-tests-bitlabs-app-secret';
const PUBLIC_BASE = 'https://www.provato.example';
const INTERNAL_ORIGIN = 'http://127.0.0.1:3000';
/** BitLabs' wall in the back office: the survey its callbacks are recorded against. */
const WALL_POINTS = 6;

let admin: Viewer;
let wall: typeof surveys.$inferSelect;
let closedWall: typeof surveys.$inferSelect;
let fakeBitlabs: FakeBitlabs;

beforeAll(async () => {
  admin = asViewer(await createUser({ role: 'admin' }), true);
  wall = await makeSurvey({
    surveyId: 'bitlabs-wall',
    provider: 'bitlabs',
    title: 'Sondaggi BitLabs',
    url: 'https://web.bitlabs.ai/?token=provato',
    rewardPoints: WALL_POINTS,
    createdAt: new Date('2024-01-01T00:00:00Z'),
  });
  closedWall = await makeSurvey({
    surveyId: 'bitlabs-old',
    provider: 'bitlabs',
    title: 'Vecchio muro BitLabs',
    url: 'https://web.bitlabs.ai/?token=old',
    rewardPoints: 3,
    status: 'inactive',
    createdAt: new Date('2023-01-01T00:00:00Z'),
  });
  fakeBitlabs = await startFakeBitlabs({ secret: SECRET });
});

afterAll(async () => {
  config.surveyProviders = originalProviders;
  config.baseUrl = originalBaseUrl;
  await fakeBitlabs.close();
});

beforeEach(() => {
  fakeBitlabs.reset();
  config.baseUrl = PUBLIC_BASE;
  config.surveyProviders = {
    ...structuredClone(originalProviders),
    bitlabs: { token: undefined, secret: SECRET, url: fakeBitlabs.url },
  };
});

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

const makeSurvey = (fields: Partial<typeof surveys.$inferInsert> = {}) =>
  createSurvey({ provider: 'cint', url: 'https://example.com/sondaggio', ...fields });

const completionsOf = (userId: string) =>
  db.select().from(surveyCompletions).where(eq(surveyCompletions.userId, userId));
const ledgerOf = (userId: string) =>
  db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.createdAt);
const activitiesOf = (userId: string) =>
  db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.type, 'survey')));
/** Everything a callback could move for a person. */
const everything = async (userId: string) => ({
  completions: await completionsOf(userId),
  ledger: await ledgerOf(userId),
  balance: await balance(userId),
  activities: await activitiesOf(userId),
});

// ---------------------------------------------------------------------------------------------
// GET /surveys/bitlabs/callback
// ---------------------------------------------------------------------------------------------

/** A callback as BitLabs signs it: over our public address, in the order of the configured URL. */
const signed = (params: { uid: string; tx: string; type: string; val: string; raw?: string; ref?: string }) =>
  signedBitlabsCallback(
    `${PUBLIC_BASE}/surveys/bitlabs/callback`,
    { raw: '0.50', ref: '', ...params },
    SECRET,
  );

/** The callback as it reaches the server, behind the proxy (another origin, the same path and query). */
async function deliver(url: string) {
  const request = new Request(url.replace(PUBLIC_BASE, INTERNAL_ORIGIN));
  const response = (await callbackLoader({
    request,
    params: {},
    context: routeContext(),
  } as never)) as Response;
  return { status: response.status, text: await response.text() };
}
const callback = (params: Parameters<typeof signed>[0]) => deliver(signed(params));

describe('BitLabs’ reward callback', () => {
  test('COMPLETE: credited at once, with BitLabs’ value as our 3 to 10 points; the same callback again moves nothing', async () => {
    const user = await createUser();
    const tx = `tx-${unique()}`;
    expect(await callback({ uid: user.id, tx, type: 'COMPLETE', val: '172' })).toEqual({
      status: 200,
      text: 'credited',
    });
    const [completion] = await completionsOf(user.id);
    expect(completion).toMatchObject({
      surveyId: wall.id,
      status: 'verified',
      transactionId: tx,
      source: 'callback',
      pointsEarned: 10,
      verifiedBy: null,
    });
    expect(completion!.completedAt).toBeInstanceOf(Date);
    expect(completion!.verifiedAt).toBeInstanceOf(Date);
    expect((await ledgerOf(user.id)).map((row) => [row.delta, row.kind, row.idempotencyKey])).toEqual([
      [10, 'survey', `survey-completion:${completion!.id}`],
    ]);
    expect(await balance(user.id)).toEqual({ points: 10, lifetime: 10 });
    expect((await activitiesOf(user.id)).map((row) => row.pointsEarned)).toEqual([10]);

    const before = await everything(user.id);
    expect(await callback({ uid: user.id, tx, type: 'COMPLETE', val: '172' })).toEqual({
      status: 200,
      text: 'duplicate',
    });
    expect(await everything(user.id)).toEqual(before);
  });

  test('the points: 172 → 10, 5 → 5, 1 → 3 (a listed survey without a value shows the survey’s own)', async () => {
    expect([bitlabsPoints(172, 6), bitlabsPoints(5, 6), bitlabsPoints(1, 6), bitlabsPoints(0, 6)]).toEqual([
      10, 5, 3, 6,
    ]);
    const user = await createUser();
    const credited: number[] = [];
    for (const val of ['5', '1', '9.6']) {
      expect(await callback({ uid: user.id, tx: `tx-${unique()}`, type: 'COMPLETE', val })).toEqual({
        status: 200,
        text: 'credited',
      });
      credited.push((await ledgerOf(user.id)).at(-1)!.delta);
    }
    expect(credited).toEqual([5, 3, 10]);
    expect((await completionsOf(user.id)).map((row) => row.pointsEarned).sort((a, b) => a - b)).toEqual([
      3, 5, 10,
    ]);
    expect((await balance(user.id)).points).toBe(5 + 3 + 10);
  });

  test('a signed COMPLETE worth 0 or less is recorded, never paid', async () => {
    const user = await createUser();
    for (const val of ['-500', '0', '-0.5']) {
      const tx = `tx-${unique()}`;
      expect(await callback({ uid: user.id, tx, type: 'COMPLETE', val })).toEqual({
        status: 200,
        text: 'recorded',
      });
      expect(await completionsOf(user.id)).toContainEqual(
        expect.objectContaining({ transactionId: tx, status: 'completed', pointsEarned: 0 }),
      );
    }
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await activitiesOf(user.id)).toEqual([]);
    expect(await balance(user.id)).toEqual({ points: 0, lifetime: 0 });
  });

  test('another method than GET: a plain 405 saying which methods work', async () => {
    const response = (await callbackAction()) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Metodo non consentito');
  });

  test('a bad signature is refused with 403 and nothing is written', async () => {
    const user = await createUser();
    const tx = `tx-${unique()}`;
    const good = signed({ uid: user.id, tx, type: 'COMPLETE', val: '5' });
    const hash = good.slice(-40);
    const flipped = `${good.slice(0, -1)}${hash.at(-1) === '0' ? '1' : '0'}`;
    const forgeries = [
      // One hex digit of the hash changed.
      flipped,
      // A parameter changed after signing.
      good.replace('val=5', 'val=9'),
      good.replace(`uid=${user.id}`, `uid=${admin.id}`),
      // Signed with another secret, or over another address than our public one.
      signedBitlabsCallback(
        `${PUBLIC_BASE}/surveys/bitlabs/callback`,
        { uid: user.id, tx, type: 'COMPLETE', val: '5' },
        'another-secret',
      ),
      signedBitlabsCallback(
        `${INTERNAL_ORIGIN}/surveys/bitlabs/callback`,
        { uid: user.id, tx, type: 'COMPLETE', val: '5' },
        SECRET,
      ).replace(INTERNAL_ORIGIN, PUBLIC_BASE),
      // No hash at all.
      good.slice(0, good.indexOf('&hash=')),
    ];
    const adminBefore = await everything(admin.id);
    for (const url of forgeries)
      expect(await deliver(url), url).toEqual({ status: 403, text: 'Firma non valida' });
    expect(await everything(user.id)).toEqual({
      completions: [],
      ledger: [],
      balance: { points: 0, lifetime: 0 },
      activities: [],
    });
    expect(await everything(admin.id)).toEqual(adminBefore);
    expect(await db.$count(surveyCompletions, eq(surveyCompletions.transactionId, tx))).toBe(0);

    // The genuine one still goes through.
    expect(await deliver(good)).toEqual({ status: 200, text: 'credited' });
  });

  test('without the app secret configured: 409, nothing written', async () => {
    const user = await createUser();
    config.surveyProviders.bitlabs.secret = undefined;
    expect(await callback({ uid: user.id, tx: `tx-${unique()}`, type: 'COMPLETE', val: '5' })).toEqual({
      status: 409,
      text: 'Configurazione mancante',
    });
    expect(await completionsOf(user.id)).toEqual([]);
    expect((await balance(user.id)).points).toBe(0);
  });

  test('SCREENOUT: recorded without points', async () => {
    const user = await createUser();
    const tx = `tx-${unique()}`;
    expect(await callback({ uid: user.id, tx, type: 'SCREENOUT', val: '0' })).toEqual({
      status: 200,
      text: 'screenout',
    });
    expect(await completionsOf(user.id)).toEqual([
      expect.objectContaining({ status: 'screenout', transactionId: tx, pointsEarned: 0 }),
    ]);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await callback({ uid: user.id, tx, type: 'SCREENOUT', val: '0' })).toEqual({
      status: 200,
      text: 'duplicate',
    });
    expect(await completionsOf(user.id)).toHaveLength(1);
  });

  test('RECONCILIATION takes the points back, once', async () => {
    const user = await createUser();
    const original = `tx-${unique()}`;
    await callback({ uid: user.id, tx: original, type: 'COMPLETE', val: '8' });
    expect((await balance(user.id)).points).toBe(8);
    const [completion] = await completionsOf(user.id);

    const reversal = `tx-${unique()}`;
    expect(
      await callback({ uid: user.id, tx: reversal, type: 'RECONCILIATION', val: '-8', ref: original }),
    ).toEqual({ status: 200, text: 'reversed' });
    expect(await completionsOf(user.id)).toEqual([
      expect.objectContaining({ id: completion!.id, status: 'reversed', transactionId: original }),
    ]);
    expect((await ledgerOf(user.id)).map((row) => [row.delta, row.idempotencyKey])).toEqual([
      [8, `survey-completion:${completion!.id}`],
      [-8, `survey-reversal:${completion!.id}`],
    ]);
    expect((await balance(user.id)).points).toBe(0);
    expect((await activitiesOf(user.id)).map((row) => row.pointsEarned).sort()).toEqual([-8, 8]);
    // The partner's verdict, applied by the machine, with its statement of reasons.
    expect(await statementsOf(user.id)).toMatchObject([
      {
        kind: 'survey_refused',
        subject: { type: 'survey_completion', id: completion!.id },
        automation: 'automatic',
        rule: { code: 'points-earned-fairly' },
        facts: expect.stringMatching(
          /ha annullato il tuo completamento dopo i suoi controlli: ti abbiamo tolto 8 punti\.$/,
        ),
      },
    ]);
    expect((await emailsTo(user.email)).map((mail) => [mail.template, mail.subject])).toContainEqual([
      'decision_notice',
      expect.stringMatching(/^Il sondaggio «.+» è stato annullato dal partner$/),
    ]);

    // Sent again, or another reversal of the same complete: nothing more.
    const before = await everything(user.id);
    for (const tx of [reversal, `tx-${unique()}`])
      expect(await callback({ uid: user.id, tx, type: 'RECONCILIATION', val: '-8', ref: original })).toEqual({
        status: 200,
        text: 'duplicate',
      });
    expect(await everything(user.id)).toEqual(before);
  });

  test('RECONCILIATION of a screen-out or of a completion never paid: nothing lost, so no statement or mail', async () => {
    const user = await createUser();
    const screenout = `tx-${unique()}`;
    await callback({ uid: user.id, tx: screenout, type: 'SCREENOUT', val: '0' });
    const before = await everything(user.id);
    expect(
      await callback({
        uid: user.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-1',
        ref: screenout,
      }),
    ).toEqual({ status: 200, text: 'ignored' });
    expect(await everything(user.id)).toEqual(before);

    const blocked = await createUser({ banned: true });
    const unpaid = `tx-${unique()}`;
    await callback({ uid: blocked.id, tx: unpaid, type: 'COMPLETE', val: '5' });
    expect(
      await callback({
        uid: blocked.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-5',
        ref: unpaid,
      }),
    ).toEqual({ status: 200, text: 'reversed' });
    expect((await completionsOf(blocked.id))[0]!.status).toBe('reversed');
    expect(await ledgerOf(blocked.id)).toEqual([]);
    for (const person of [user, blocked]) {
      expect(await statementsOf(person.id)).toEqual([]);
      expect(await emailsTo(person.email)).toEqual([]);
    }
  });

  test('RECONCILIATION after the points were partly spent: the balance stops at 0, never below', async () => {
    const user = await createUser();
    const original = `tx-${unique()}`;
    await callback({ uid: user.id, tx: original, type: 'COMPLETE', val: '10' });
    // A reward redeemed with 7 of the 10.
    await db.transaction((tx) =>
      applyPoints(tx, {
        userId: user.id,
        delta: -7,
        kind: 'reward_redeemed',
        idempotencyKey: `test-redeem:${user.id}`,
      }),
    );
    expect((await balance(user.id)).points).toBe(3);

    expect(
      await callback({
        uid: user.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-10',
        ref: original,
      }),
    ).toEqual({ status: 200, text: 'reversed' });
    expect((await balance(user.id)).points).toBe(0);
    const deltas = (await ledgerOf(user.id)).map((row) => row.delta);
    expect(deltas).toEqual([10, -7, -3]);
    expect(deltas.reduce((sum, delta) => sum + delta, 0)).toBe(0);
    expect((await completionsOf(user.id))[0]!.status).toBe('reversed');

    const before = await everything(user.id);
    expect(
      await callback({
        uid: user.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-10',
        ref: original,
      }),
    ).toEqual({ status: 200, text: 'duplicate' });
    expect(await everything(user.id)).toEqual(before);
  });

  test('RECONCILIATION after everything was spent: reversed, nothing to take, still 0', async () => {
    const user = await createUser();
    const original = `tx-${unique()}`;
    await callback({ uid: user.id, tx: original, type: 'COMPLETE', val: '4' });
    await db.transaction((tx) =>
      applyPoints(tx, {
        userId: user.id,
        delta: -4,
        kind: 'reward_redeemed',
        idempotencyKey: `test-redeem:${user.id}`,
      }),
    );
    expect(
      await callback({
        uid: user.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-4',
        ref: original,
      }),
    ).toEqual({ status: 200, text: 'reversed' });
    expect((await completionsOf(user.id))[0]!.status).toBe('reversed');
    expect((await ledgerOf(user.id)).map((row) => row.delta)).toEqual([4, -4]);
    expect((await balance(user.id)).points).toBe(0);
  });

  test('a reversal of someone else’s transaction, or of none known, is ignored', async () => {
    const owner = await createUser();
    const other = await createUser();
    const original = `tx-${unique()}`;
    await callback({ uid: owner.id, tx: original, type: 'COMPLETE', val: '7' });
    const ownerBefore = await everything(owner.id);
    expect(
      await callback({
        uid: other.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-7',
        ref: original,
      }),
    ).toEqual({ status: 200, text: 'ignored' });
    expect(
      await callback({
        uid: owner.id,
        tx: `tx-${unique()}`,
        type: 'RECONCILIATION',
        val: '-7',
        ref: 'tx-nope',
      }),
    ).toEqual({ status: 200, text: 'ignored' });
    expect(await everything(owner.id)).toEqual(ownerBefore);
    expect(await completionsOf(other.id)).toEqual([]);
  });

  test('an unknown person is ignored; a blocked person’s completion is kept without points', async () => {
    const stranger = '00000000-0000-4000-8000-0000000000ff';
    const tx = `tx-${unique()}`;
    expect(await callback({ uid: stranger, tx, type: 'COMPLETE', val: '5' })).toEqual({
      status: 200,
      text: 'ignored',
    });
    expect(await db.$count(surveyCompletions, eq(surveyCompletions.transactionId, tx))).toBe(0);

    const blocked = await createUser({ banned: true });
    expect(await callback({ uid: blocked.id, tx: `tx-${unique()}`, type: 'COMPLETE', val: '5' })).toEqual({
      status: 200,
      text: 'recorded',
    });
    expect(await completionsOf(blocked.id)).toEqual([
      expect.objectContaining({ status: 'completed', pointsEarned: 0, source: 'callback' }),
    ]);
    expect(await ledgerOf(blocked.id)).toEqual([]);
    expect((await balance(blocked.id)).points).toBe(0);
  });

  test('an unknown type (START_BONUS) is answered 200 and ignored', async () => {
    const user = await createUser();
    expect(await callback({ uid: user.id, tx: `tx-${unique()}`, type: 'START_BONUS', val: '1' })).toEqual({
      status: 200,
      text: 'ignored',
    });
    expect(await everything(user.id)).toMatchObject({ completions: [], ledger: [] });
  });

  test('one BitLabs transaction is credited once, even when the wall in the back office changed between deliveries', async () => {
    const user = await createUser();
    const tx = `tx-${unique()}`;
    expect(await callback({ uid: user.id, tx, type: 'COMPLETE', val: '5' })).toEqual({
      status: 200,
      text: 'credited',
    });
    // The admin opens a new BitLabs wall and closes the old one; BitLabs then retries the same
    // callback and, later, reverses it.
    const newWall = await makeSurvey({ provider: 'bitlabs', surveyId: `bitlabs-wall-${unique()}` });
    await db.update(surveys).set({ status: 'inactive' }).where(eq(surveys.id, wall.id));
    try {
      expect(await callback({ uid: user.id, tx, type: 'COMPLETE', val: '5' })).toEqual({
        status: 200,
        text: 'duplicate',
      });
      expect(await ledgerOf(user.id)).toHaveLength(1);
      expect(
        await callback({ uid: user.id, tx: `tx-${unique()}`, type: 'RECONCILIATION', val: '-5', ref: tx }),
      ).toEqual({ status: 200, text: 'reversed' });
      expect((await balance(user.id)).points).toBe(0);
    } finally {
      await db.update(surveys).set({ status: 'active' }).where(eq(surveys.id, wall.id));
      await db.update(surveys).set({ status: 'inactive' }).where(eq(surveys.id, newWall.id));
    }
  });

  test('20 identical COMPLETE callbacks at once: one completion, one ledger row', async () => {
    const user = await createUser();
    const url = signed({ uid: user.id, tx: `tx-${unique()}`, type: 'COMPLETE', val: '7' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(url)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.text).sort()).toEqual([
      'credited',
      ...Array.from({ length: 19 }, () => 'duplicate'),
    ]);
    expect(await completionsOf(user.id)).toHaveLength(1);
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await balance(user.id)).toEqual({ points: 7, lifetime: 7 });
    expect(await activitiesOf(user.id)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// GET and POST /surveys/bitlabs
// ---------------------------------------------------------------------------------------------

type ProviderList = {
  provider: string;
  source: 'bitlabs' | 'provato';
  surveys: { id: string; title: string; points: number; minutes: number | null; url: string }[];
};
const listSurveys = (viewer: Viewer | null, query = '') =>
  runRoute<ProviderList & { error?: string }>(bitlabsApiLoader, {
    request: new Request(`http://localhost:3000/surveys/bitlabs${query}`),
    context: routeContext({ viewer }),
  });

describe('GET /surveys/bitlabs', () => {
  test('anonymous: 401', async () => {
    expect(await listSurveys(null)).toMatchObject({ status: 401, data: { error: 'Accesso richiesto' } });
  });

  test('without BitLabs’ key: the BitLabs surveys of the back office, the active ones', async () => {
    const viewer = asViewer(await createUser());
    const outcome = await listSurveys(viewer);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({
      provider: 'bitlabs',
      source: 'provato',
      surveys: [
        {
          id: wall.id,
          title: 'Sondaggi BitLabs',
          points: WALL_POINTS,
          minutes: null,
          url: `/surveys/${wall.id}/start`,
        },
      ],
    });
    expect(outcome.data!.surveys.map((survey) => survey.id)).not.toContain(closedWall.id);
    expect(fakeBitlabs.requests).toEqual([]);
  });

  test('with BitLabs’ key: its live list for this person, the points as our pages promise them', async () => {
    const viewer = asViewer(await createUser());
    config.surveyProviders.bitlabs.token = fakeBitlabs.token;
    fakeBitlabs.surveys.push({
      id: 'kurz-1',
      click_url: 'https://api.bitlabs.ai/v2/client/clicks?i=kurz-1',
      value: '4',
      loi: 2,
      rating: 3,
      category: null,
    });
    const outcome = await listSurveys(viewer);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({
      provider: 'bitlabs',
      source: 'bitlabs',
      surveys: [
        {
          id: 'b722f121-484b-4182-832c-849fa5e86cfc',
          title: 'Sondaggio: Allgemeines',
          points: 10,
          minutes: 7,
          url: 'https://api.bitlabs.ai/v2/client/clicks?i=7e0ae30e-96af-4843-b447-e86a05688691&s=e59b6d24-c5c0-4b01-9bb0-1a705dd6b59c',
        },
        {
          id: '3f1c9a52-7d4e-4b8a-9e61-0c2d5b7a8f14',
          title: 'Sondaggio: Allgemeines',
          points: 10,
          minutes: 3,
          url: 'https://api.bitlabs.ai/v2/client/clicks?i=05fbe72e-5e0a-4ddc-857b-50710b6183dd&s=e59b6d24-c5c0-4b01-9bb0-1a705dd6b59c',
        },
        {
          id: 'kurz-1',
          title: 'Sondaggio BitLabs',
          points: 4,
          minutes: 2,
          url: 'https://api.bitlabs.ai/v2/client/clicks?i=kurz-1',
        },
      ],
    });
    expect(fakeBitlabs.requests).toHaveLength(1);
    expect(fakeBitlabs.requests[0]!.headers).toMatchObject({
      'x-api-token': fakeBitlabs.token,
      'x-user-id': viewer.id,
    });

    // BitLabs failing is a 424 with its reason, not a 500.
    fakeBitlabs.failWith(500, 'Internal Server Error');
    expect(await listSurveys(viewer)).toMatchObject({
      status: 424,
      data: { error: 'Errore BitLabs: Internal Server Error' },
    });
  });

  test('?provider=surveymonkey: that provider’s active surveys, richest first; a bad provider is a 400', async () => {
    const viewer = asViewer(await createUser());
    const rich = await makeSurvey({ provider: 'surveymonkey', title: 'Ricco', rewardPoints: 9, minutes: 12 });
    const poor = await makeSurvey({ provider: 'surveymonkey', title: 'Povero', rewardPoints: 3 });
    await makeSurvey({ provider: 'surveymonkey', title: 'Chiuso', rewardPoints: 10, status: 'inactive' });
    const expected = {
      provider: 'surveymonkey',
      source: 'provato',
      surveys: [
        { id: rich.id, title: 'Ricco', points: 9, minutes: 12, url: `/surveys/${rich.id}/start` },
        { id: poor.id, title: 'Povero', points: 3, minutes: null, url: `/surveys/${poor.id}/start` },
      ],
    };
    expect(await listSurveys(viewer, '?provider=surveymonkey')).toMatchObject({
      status: 200,
      data: expected,
    });
    expect((await listSurveys(viewer, '?provider=%20SurveyMonkey%20')).data).toEqual(expected);
    expect((await listSurveys(viewer, '?provider=nessuno')).data).toEqual({
      provider: 'nessuno',
      source: 'provato',
      surveys: [],
    });
    for (const query of [
      '?provider=%3Cscript%3E',
      '?provider=a%20b',
      `?provider=${'x'.repeat(41)}`,
      '?provider=',
    ])
      expect(await listSurveys(viewer, query), query).toMatchObject({
        status: 400,
        data: { error: 'Provider non valido' },
      });
  });
});

describe('POST /surveys/bitlabs', () => {
  const credit = (viewer: Viewer | null, body: unknown) =>
    runRoute<{ success?: boolean; completion_id?: string; points?: number; error?: string }>(
      bitlabsApiAction,
      { request: jsonRequest('/surveys/bitlabs', body), context: routeContext({ viewer }) },
    );

  test('anonymous: 401; a member, even naming themselves: 403; nothing written', async () => {
    const person = await createUser();
    const body = { survey_id: wall.surveyId, user_id: person.id, reward_points: 5 };
    expect(await credit(null, body)).toMatchObject({ status: 401, data: { error: 'Accesso richiesto' } });
    expect(await credit(asViewer(person), body)).toMatchObject({
      status: 403,
      data: { error: 'Accesso negato: serve un account amministratore' },
    });
    expect(await everything(person.id)).toEqual({
      completions: [],
      ledger: [],
      balance: { points: 0, lifetime: 0 },
      activities: [],
    });
  });

  test('an admin credits a completion once: 201, then 409', async () => {
    const person = await createUser();
    const survey = await makeSurvey({ provider: 'surveymonkey' });
    const answer = await credit(admin, { survey_id: survey.surveyId, user_id: person.id, reward_points: 5 });
    expect(answer.status).toBe(201);
    const [completion] = await completionsOf(person.id);
    expect(answer.data).toEqual({ success: true, completion_id: completion!.id, points: 5 });
    expect(completion).toMatchObject({
      surveyId: survey.id,
      status: 'verified',
      source: 'admin',
      pointsEarned: 5,
      verifiedBy: admin.id,
    });
    expect((await ledgerOf(person.id)).map((row) => [row.delta, row.idempotencyKey])).toEqual([
      [5, `survey-completion:${completion!.id}`],
    ]);
    expect(await balance(person.id)).toEqual({ points: 5, lifetime: 5 });
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.entityId, completion!.id))).map((row) => [
        row.action,
        row.actorId,
      ]),
    ).toEqual([['survey_completion.credit', admin.id]]);

    const before = await everything(person.id);
    // Again, by the provider's id or by ours: the same completion, already credited.
    for (const surveyId of [survey.surveyId, survey.id])
      expect(
        await credit(admin, { survey_id: surveyId, user_id: person.id, reward_points: 5 }),
      ).toMatchObject({
        status: 409,
        data: { error: 'Punti già accreditati per questo completamento' },
      });
    expect(await everything(person.id)).toEqual(before);
  });

  test('bad input: 400 with the Italian message; an unknown person or survey: 404; a blocked person: 409', async () => {
    const person = await createUser();
    const survey = await makeSurvey();
    for (const reward_points of [0, 51, 'x', '5', 2.5, null])
      expect(
        await credit(admin, { survey_id: survey.surveyId, user_id: person.id, reward_points }),
        String(reward_points),
      ).toMatchObject({
        status: 400,
        data: { error: 'reward_points deve essere un numero intero da 1 a 50' },
      });
    expect(await credit(admin, { user_id: person.id, reward_points: 5 })).toMatchObject({
      status: 400,
      data: { error: 'survey_id mancante o non valido' },
    });
    expect(await credit(admin, { survey_id: survey.surveyId, user_id: ' ', reward_points: 5 })).toMatchObject(
      {
        status: 400,
        data: { error: 'user_id mancante o non valido' },
      },
    );
    expect(
      await credit(admin, { survey_id: survey.surveyId, user_id: 'nessuno-qui', reward_points: 5 }),
    ).toMatchObject({ status: 404, data: { error: 'Utente non trovato' } });
    expect(
      await credit(admin, { survey_id: `nessuno-${unique()}`, user_id: person.id, reward_points: 5 }),
    ).toMatchObject({ status: 404, data: { error: 'Sondaggio non trovato' } });
    const blocked = await createUser({ banned: true });
    expect(
      await credit(admin, { survey_id: survey.surveyId, user_id: blocked.id, reward_points: 5 }),
    ).toMatchObject({ status: 409, data: { error: 'Utente bloccato: nessun punto accreditato' } });
    for (const someone of [person, blocked])
      expect(await everything(someone.id)).toMatchObject({ completions: [], ledger: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// The wall: /surveys/:surveyId/start and /surveys/:surveyId/completed
// ---------------------------------------------------------------------------------------------

describe('the wall’s start and return addresses', () => {
  const open = (
    loader: typeof startLoader | typeof completedLoader,
    viewer: Viewer | null,
    surveyId: string,
  ) =>
    runRoute<{ message: string }>(loader, {
      request: new Request(`http://localhost:3000/surveys/${surveyId}/start`),
      context: routeContext({ viewer }),
      params: { surveyId },
    });
  const flashOf = (headers: Headers) =>
    readFlash(new Request('http://x', { headers: { Cookie: headers.get('Set-Cookie') ?? '' } }));

  test('start: sign in first; then to the provider with the reference; a closed survey back to /surveys', async () => {
    const viewer = asViewer(await createUser());
    const form = await makeSurvey({ provider: 'typeform', url: 'https://provato.typeform.com/to/lT9Z2j' });
    const anonymous = await open(startLoader, null, form.id);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe(`/auth?redirect=/surveys/${form.id}/start`);
    expect(await completionsOf(viewer.id)).toEqual([]);

    const started = await open(startLoader, viewer, form.id);
    const [completion] = await completionsOf(viewer.id);
    expect(started.status).toBe(302);
    expect(started.headers.get('Location')).toBe(
      `https://provato.typeform.com/to/lT9Z2j#user_id=${completion!.id}`,
    );
    expect(started.headers.get('Cache-Control')).toBe('no-store');
    expect(started.headers.get('Referrer-Policy')).toBe('no-referrer');

    const closed = await makeSurvey({ status: 'inactive' });
    for (const surveyId of [closed.id, 'non-un-id']) {
      const back = await open(startLoader, viewer, surveyId);
      expect(back.status).toBe(302);
      expect(back.headers.get('Location')).toBe('/surveys');
      expect(flashOf(back.headers)).toEqual({
        kind: 'info',
        title: 'Sondaggi',
        message: 'Sondaggio non disponibile',
      });
    }
    expect(await completionsOf(viewer.id)).toHaveLength(1);
  });

  test('return: completed, in verifica; a survey one never started is a 404 that says the link is not valid', async () => {
    const viewer = asViewer(await createUser());
    const survey = await makeSurvey();
    // `{ error }`: the payload the site's error page reads (a `{ message }` showed 'Pagina non trovata').
    for (const surveyId of [survey.id, 'non-un-sondaggio'])
      expect(await open(completedLoader, viewer, surveyId)).toMatchObject({
        status: 404,
        data: { error: SURVEY_WALL_MESSAGES.linkInvalid },
      });
    expect(await completionsOf(viewer.id)).toEqual([]);
    await open(startLoader, viewer, survey.id);
    expect(await open(completedLoader, viewer, survey.id)).toMatchObject({
      status: 200,
      data: { message: SURVEY_WALL_MESSAGES.thanks },
    });
    expect((await completionsOf(viewer.id))[0]).toMatchObject({ status: 'completed', pointsEarned: 0 });
    // Back at the start: already done.
    const again = await open(startLoader, viewer, survey.id);
    expect(again.headers.get('Location')).toBe('/surveys');
    expect(flashOf(again.headers)?.message).toBe(SURVEY_WALL_MESSAGES.alreadyDone);
  });
});

// ---------------------------------------------------------------------------------------------
// Gestione Sondaggi: /admin/surveys
// ---------------------------------------------------------------------------------------------

describe('/admin/surveys', () => {
  const page = (viewer: Viewer | null, query = '') =>
    runRoute<Awaited<ReturnType<typeof adminSurveysLoader>>>(adminSurveysLoader as never, {
      request: new Request(`http://localhost:3000/admin/surveys${query}`),
      context: routeContext({ viewer }),
    });
  const command = (viewer: Viewer | null, fields: Record<string, string>) =>
    runRoute<AdminAnswer>(adminSurveysAction as never, {
      request: formRequest('/admin/surveys', fields),
      context: routeContext({ viewer }),
    });

  test('anonymous visitors sign in first, members go home; neither reads nor changes anything', async () => {
    const member = asViewer(await createUser());
    const person = await createUser();
    const survey = await makeSurvey();
    const completion = await createSurveyCompletion(person.id, survey.id, {
      status: 'completed',
      completedAt: new Date(),
    });

    const anonymous = await page(null, '?tab=completions');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe('/auth?redirect=/admin/surveys%3Ftab%3Dcompletions');
    const home = await page(member);
    expect([home.status, home.headers.get('Location')]).toEqual([302, '/']);

    for (const viewer of [null, member]) {
      const refused = await command(viewer, { intent: 'grant', completionId: completion!.id });
      expect(refused.status).toBe(302);
      expect(refused.data).toBeUndefined();
    }
    expect(await everything(person.id)).toMatchObject({
      completions: [expect.objectContaining({ status: 'completed', pointsEarned: 0 })],
      ledger: [],
    });
  });

  test('an admin reads both tabs', async () => {
    const person = await createUser();
    const survey = await makeSurvey({ title: `Tab ${unique()}` });
    await createSurveyCompletion(person.id, survey.id, { status: 'completed', completedAt: new Date() });

    const surveysTab = await page(admin, `?q=${survey.surveyId}`);
    expect(surveysTab.status).toBe(200);
    expect(surveysTab.data!.providers).toEqual(expect.arrayContaining(['bitlabs', 'cint']));
    expect(surveysTab.data!.list.tab).toBe('surveys');
    expect(surveysTab.data!.list.page.items.map((item) => item.id)).toEqual([survey.id]);

    const completionsTab = await page(admin, `?tab=completions&q=${person.email}`);
    expect(completionsTab.data!.list.tab).toBe('completions');
    expect(completionsTab.data!.list.page.items).toEqual([
      expect.objectContaining({ userId: person.id, surveyRowId: survey.id, status: 'completed' }),
    ]);
  });

  test('an admin’s Verifica and manual credit (+4 punti, the survey’s own) through the action; a second credit is a 409 in the dialog', async () => {
    const verified = await createUser();
    const granted = await createUser();
    const survey = await makeSurvey({ provider: 'cint', rewardPoints: 4 });
    const completion = (userId: string) =>
      createSurveyCompletion(userId, survey.id, { status: 'completed', completedAt: new Date() });
    const toVerify = await completion(verified.id);
    const toGrant = await completion(granted.id);

    const verify = await command(admin, { intent: 'verify', completionId: toVerify.id });
    expect(verify).toMatchObject({
      status: 200,
      data: {
        ok: true,
        intent: 'verify',
        toast: {
          kind: 'success',
          title: 'Successo',
          message: 'Completamento verificato: 4 punti accreditati',
        },
      },
    });
    expect(verify.headers.get('Set-Cookie')).toMatch(/provato_flash_[\w-]+=/);
    expect(await balance(verified.id)).toEqual({ points: 4, lifetime: 4 });

    expect(await command(admin, { intent: 'grant', completionId: toGrant.id })).toMatchObject({
      status: 200,
      data: { ok: true, intent: 'grant', toast: { kind: 'success', message: '4 punti accreditati' } },
    });
    expect(await balance(granted.id)).toEqual({ points: 4, lifetime: 4 });

    for (const [intent, id] of [
      ['grant', toVerify.id],
      ['verify', toGrant.id],
      ['grant', toGrant.id],
    ] as const)
      expect(await command(admin, { intent, completionId: id })).toMatchObject({
        status: 409,
        data: {
          ok: false,
          intent,
          toast: { kind: 'error', message: SURVEY_MESSAGES.alreadyCredited },
        },
      });
    expect((await balance(verified.id)).points).toBe(4);
    expect((await balance(granted.id)).points).toBe(4);
    expect(await ledgerOf(granted.id)).toHaveLength(1);
  });

  test('an admin’s bad command: 400 with the form’s message, nothing written', async () => {
    const tag = unique();
    expect(await command(admin, { intent: 'verify', completionId: 'non-un-id' })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { message: 'Completamento non trovato' } },
    });
    expect(await command(admin, { intent: 'publish' })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { message: 'Azione non valida' } },
    });
    const fields = {
      intent: 'create',
      surveyId: `form-${tag}`,
      provider: 'cint',
      title: 'Dal modulo',
      url: 'https://example.com/modulo',
      rewardPoints: '11',
      status: 'active',
    };
    expect(await command(admin, fields)).toMatchObject({
      status: 400,
      data: { ok: false, toast: { message: SURVEY_MESSAGES.pointsRange } },
    });
    expect(
      await command(admin, { ...fields, rewardPoints: '4', url: 'http://example.com/modulo' }),
    ).toMatchObject({
      status: 400,
      data: { ok: false, toast: { message: SURVEY_MESSAGES.urlInvalid } },
    });
    expect(await db.$count(surveys, eq(surveys.surveyId, `form-${tag}`))).toBe(0);

    expect(await command(admin, { ...fields, rewardPoints: '4' })).toMatchObject({
      status: 200,
      data: { ok: true, toast: { message: SURVEY_MESSAGES.created } },
    });
    expect(await command(admin, { ...fields, rewardPoints: '4' })).toMatchObject({
      status: 409,
      data: { ok: false, toast: { message: SURVEY_MESSAGES.duplicate } },
    });
    expect(await db.$count(surveys, eq(surveys.surveyId, `form-${tag}`))).toBe(1);
  });
});

test('the ledger invariant holds for everyone in this file', async () => {
  expect(await ledgerInvariantBreaches()).toEqual([]);
});
