import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { signInToasts } from '#app/modules/accounts/auth-messages.ts';
import { signIn } from '#app/modules/accounts/sign-in.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { categories, rewards, sessions, users } from '#db/schema/index.ts';
import {
  createCategory,
  createMerchant,
  createOffer,
  createPasswordAccount,
  createProduct,
  createRateLimitWindow,
  createReview,
  createRewardRequest,
  createUser,
  restoreSession,
} from '#tests/support/factories.ts';
import { settled } from '#tests/support/app-error.ts';
import { linkAccounts } from '#tests/support/clusters.ts';
import { pngImage, textFile } from '#tests/support/images.ts';
import { originCheck, requestShape } from '#server/security.ts';
import { asViewer, routeContext, runRoute, type RouteOutcome } from '#tests/support/route.ts';
import { createChangeTracker, type TableChange } from './db-snapshot.ts';
import {
  countedStream,
  describeRequest,
  type HostileRequest,
  hostileRequestArbitrary,
  type Labeled,
  type PlausibleValue,
  toRequest,
  type Vocabulary,
} from './hostile-inputs.ts';
import {
  fillPattern,
  flattenRoutes,
  type LoadedRoute,
  loadRoutes,
  patternParams,
  sourceVocabulary,
  wellFormed,
} from '#tests/support/route-table.ts';

/**
 * Every form action and JSON API of app/routes.ts, and every loader, called in-process with
 * hostile methods, bodies, content types, encodings, params, query strings and headers, as
 * anonymous, a user, a blocked user and an admin. For every call: never a 500 or a thrown error;
 * an /api/* refusal is JSON with an `error`; a refused call (status ≥ 400) leaves the database as
 * it was (db-snapshot.ts). The routes come from the table itself (tests/support/route-table.ts), so a new route
 * is fuzzed the day it is added; /api/auth/* too, its handler runs the auth library in-process.
 *
 * Each call runs as React Router would run it for that URL: the middleware of the layouts above
 * the route (and its own), then the loader or action. Root's middleware is the exception: it turns
 * the session cookie into the viewer, which the suite sets per role (and the signed-in roles send
 * their real session cookie as well). What Express refuses before React Router (server/security.ts:
 * a %00 in the target, a foreign Origin) is not sent to a route, since it never reaches one.
 *
 * Each route's test collects every distinct failure of its run (deduplicated by cause) rather
 * than stopping at the first, so one run lists everything there is to fix.
 *
 *   FUZZ_ROUTE=/contact   one route (a comma-separated list of patterns; `/api/admin/*` = a prefix)
 *   FUZZ_SEED=123         replay a run: each failing test names its seed (random otherwise)
 *   FUZZ_RUNS=200         cases per action, loaders get half (default 50)
 */

const ORIGIN = 'http://localhost:3000';
const BASE_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ACTION_RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const LOADER_RUNS = Math.max(1, Math.round(ACTION_RUNS / 2));
/** A loader that reads nothing from its URL can only be varied by role and headers. */
const INPUTLESS_LOADER_RUNS = Math.min(LOADER_RUNS, 4);
/**
 * Far above every body limit (the largest, a review with 5 photos, is about 25 MiB) plus the
 * lingering-close drain after a 413 (app/lib/request-body.server.ts reads and discards up to
 * 64 MiB more so the client can read its answer): a reader that stops at some bound stops well
 * before the end; one that buffers everything reads it all.
 */
const BIG_BODY_BYTES = 128 * 1024 * 1024;
const TEST_TIMEOUT = 120_000;

const ROUTES = await loadRoutes();
const FILTER = (process.env.FUZZ_ROUTE ?? '')
  .split(',')
  .map((value) => value.trim())
  .filter(Boolean);
const selected = (pattern: string) =>
  FILTER.length === 0 ||
  FILTER.some(
    (wanted) => wanted === pattern || (wanted.endsWith('*') && pattern.startsWith(wanted.slice(0, -1))),
  );

/** The pattern, and the route's id where two entries share it (a layout and its index). */
const nameOf = (route: LoadedRoute) =>
  ROUTES.filter((other) => other.pattern === route.pattern).length > 1
    ? `${route.pattern} [${route.id}]`
    : route.pattern;
const isApi = (route: LoadedRoute) => route.pattern.startsWith('/api/');
/** Whether a loader reads its URL or params (a query-taking page, a resource route). */
const readsInput = (route: LoadedRoute) =>
  patternParams(route.pattern).length > 0 || /searchParams|request\.url|params\./.test(route.source);

// ---------------------------------------------------------------------------------------------
// Roles and rows

type Role = 'anonymous' | 'user' | 'blocked' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'blocked', 'admin'];
type Actor = {
  viewer: Viewer | null;
  cookie: string | null;
  /** The session row behind the cookie, put back when a call signed the role out. */
  session: typeof sessions.$inferSelect | null;
  userId: string | null;
};
const actors = new Map<Role, Actor>();
const PASSWORD = 'Fuzz-Passw0rd-2026!';
let addressCounter = 0;
/** A fresh client address per call: rate limits keyed by address would otherwise end the walk early. */
const nextAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

async function createActor(role: Role): Promise<Actor> {
  if (role === 'anonymous') return { viewer: null, cookie: null, session: null, userId: null };
  const user = await createUser({
    firstName: role === 'admin' ? 'Amministra' : 'Fuzz',
    lastName: 'Tester',
    role: role === 'admin' ? 'admin' : 'user',
  });
  // A real session, so code that asks the auth library about the request (sign-out, password
  // change) sees the same person as the context.
  await createPasswordAccount(user.id, PASSWORD);
  const signedIn = await settled(
    signIn({
      input: { email: user.email, password: PASSWORD },
      request: new Request(`${ORIGIN}/auth`, { method: 'POST' }),
      clientIp: `192.0.2.${(addressCounter++ % 250) + 1}`,
    }),
  );
  const cookie = signedIn.ok
    ? signedIn.value.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .join('; ')
    : null;
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
  // Blocked while signed in. Root's middleware would end that session and give no viewer; the
  // role keeps both, to prove the services refuse a blocked person on their own too.
  if (role === 'blocked') await db.update(users).set({ banned: true }).where(eq(users.id, user.id));
  // The viewer is what root's middleware puts in the context for that session.
  return { viewer: asViewer(user, role === 'admin'), cookie, session: session ?? null, userId: user.id };
}

/** After a write, the roles may have changed (signed out, deleted, demoted): put them back. */
async function ensureActors() {
  for (const role of ROLES) {
    const actor = actors.get(role);
    if (actor && role === 'anonymous') continue;
    if (actor?.userId) {
      const [row] = await db
        .select({ role: users.role, banned: users.banned })
        .from(users)
        .where(eq(users.id, actor.userId));
      if (row && row.banned === (role === 'blocked') && (row.role === 'admin') === (role === 'admin')) {
        const { session } = actor;
        if (session) await restoreSession(session);
        continue;
      }
    }
    actors.set(role, await createActor(role));
  }
}

/** Real ids and slugs, so hostile requests also reach the code behind "not found". */
const realValues: Labeled[] = [];
const files: Vocabulary['files'] = [];
/** Well-formed values by field name, around which one or two hostile fields are sent. */
const baseline: Record<string, fc.Arbitrary<PlausibleValue>> = {};

beforeAll(async () => {
  await ensureActors();
  const category = await createCategory();
  const product = await createProduct({ categoryId: category.id });
  const other = await createProduct({ categoryId: category.id });
  const pending = await createProduct({ status: 'pending' });
  const merchant = await createMerchant();
  const offer = await createOffer(product.id, merchant.id);
  const author = await createUser({ firstName: 'Autrice' });
  const published = await createReview(product.id, author.id);
  const inReview = await createReview(other.id, author.id, { status: 'in_revisione' });
  const own = await createReview(other.id, actors.get('user')!.userId!);
  // A group of linked accounts with a published review, for the group's page and its actions.
  const farmer = await createUser({ firstName: 'Gruppo' });
  const twin = await createUser({ firstName: 'Gemella' });
  const clusterId = await linkAccounts(db, [farmer.id, twin.id], 'device');
  const clusterReview = await createReview(product.id, farmer.id);
  const [reward] = await db.select().from(rewards).limit(1);
  const realIds: [string, string][] = [
    ['real product id', product.id],
    ['real product slug', product.slug],
    ['pending product slug', pending.slug],
    ['real category slug', category.slug],
    ['real offer id', offer.id],
    ['published review id', published.id],
    ['review id in moderation', inReview.id],
    ["the user's own review id", own.id],
    ['real user id', author.id],
    ['real cluster id', clusterId],
    ["a cluster member's review id", clusterReview.id],
  ];
  if (reward) {
    const request = await createRewardRequest(actors.get('user')!.userId!, reward, {
      idempotencyKey: `fuzz-${randomUUID()}`,
    });
    realIds.push(['real reward id', reward.id], ['pending reward request id', request.id]);
  }
  realValues.push(...realIds.map(([label, value]) => ({ label, value })));
  const png = new Uint8Array(await pngImage());
  const id = (label: string) => fc.constant(realIds.find(([name]) => name === label)?.[1] ?? randomUUID());
  const text = (...values: PlausibleValue[]) => fc.constantFrom(...values);
  Object.assign(baseline, {
    email: fc.nat(9_999).map((n) => `utente.${n}@example.com`),
    password: text('Una-Password-Sicura-2026'),
    currentPassword: text(PASSWORD, 'Password-Sbagliata-1'),
    newPassword: text('Nuova-Password-2026!'),
    confirmPassword: text('Nuova-Password-2026!'),
    name: text('Mario Rossi'),
    firstName: text('Mario'),
    lastName: text('Rossi'),
    first_name: text('Mario'),
    last_name: text('Rossi'),
    subject: text('Domanda sui punti'),
    message: text('Vorrei sapere quando arrivano i punti della mia recensione.'),
    title: text('Ottime cuffie per il treno'),
    pros: text('Isolano benissimo dal rumore'),
    cons: text('La custodia si graffia facilmente'),
    reviewText: text('Le uso ogni giorno da un mese, in treno e in ufficio.'),
    comment: text('Le uso ogni giorno da un mese.'),
    rating: text(4, '4'),
    reason: text('Contenuto non pertinente'),
    admin_comment: text('Contenuto non pertinente'),
    reviewId: fc.oneof(id('review id in moderation'), id('published review id')),
    reviewIds: fc.oneof(id("a cluster member's review id"), id('published review id')),
    review_id: id('review id in moderation'),
    productId: id('real product id'),
    product_id: id('real product id'),
    rewardId: id('real reward id'),
    requestId: id('pending reward request id'),
    reward_id: id('pending reward request id'),
    reward_type: text(reward?.name ?? 'Buono'),
    points_cost: text(reward?.costPoints ?? 50),
    idempotency_key: fc.nat(99_999).map((n) => `fuzz-key-${n}`),
    key: fc.nat(99_999).map((n) => `fuzz-key-${n}`),
    code: text('CODICE-PROVA-1'),
    codes: text('CODICE-A\nCODICE-B'),
    token: text('a'.repeat(43)),
    ethicalCommitment: text('on', true),
    termsAndConditions: text('on', true),
    wouldRecommend: text('on', true),
    purchased: text('on', true),
    redirect: text('/dashboard'),
    redirectTo: text('/profile'),
    provider: text('google', 'facebook'),
    file: text(Buffer.from(png).toString('base64')),
    fileName: text('foto.png'),
    fileType: text('image/png'),
  });
  files.push(
    { label: 'small PNG', bytes: png, type: 'image/png', name: 'foto.png' },
    { label: 'text posing as PNG', bytes: new Uint8Array(textFile()), type: 'image/png', name: 'foto.png' },
    { label: 'truncated PNG', bytes: png.subarray(0, 40), type: 'image/png', name: 'foto.png' },
    { label: 'empty file', bytes: new Uint8Array(0), type: 'application/octet-stream', name: '' },
    {
      label: 'HTML file',
      bytes: new TextEncoder().encode('<script>x</script>'),
      type: 'text/html',
      name: '../../x.html',
    },
    { label: '6 MB of zeros', bytes: new Uint8Array(6 * 1024 * 1024), type: 'image/png', name: 'grande.png' },
  );
});

// ---------------------------------------------------------------------------------------------
// One call and what must hold for it

type Handler = NonNullable<LoadedRoute['action']>;

/**
 * runRoute parses the body of a Response labelled JSON, and a redirect from the auth library is
 * labelled JSON with an empty body: relabel what does not parse, so the answer is judged, not the
 * test's reading of it.
 */
async function parseableJson(value: unknown): Promise<unknown> {
  if (!(value instanceof Response) || !value.headers.get('Content-Type')?.includes('json')) return value;
  const text = await value.text();
  const headers = new Headers(value.headers);
  try {
    JSON.parse(text);
  } catch {
    headers.set('Content-Type', 'text/plain (labelled JSON, does not parse)');
  }
  return new Response(text || null, { status: value.status, statusText: value.statusText, headers });
}

/** The route's layout middleware, then the handler, as React Router runs them for one route. */
const withMiddleware =
  (route: LoadedRoute, handler: Handler) =>
  async (args: never): Promise<unknown> => {
    let reached = false;
    let result: unknown;
    const run = async (index: number): Promise<unknown> => {
      if (index === route.middleware.length) {
        reached = true;
        result = await handler(args);
        return new Response(null);
      }
      return route.middleware[index]!(args, () => run(index + 1));
    };
    try {
      const early = await run(0);
      return await parseableJson(reached ? result : early);
    } catch (thrown) {
      throw await parseableJson(thrown);
    }
  };

type Call = { outcome?: RouteOutcome; thrown?: unknown };

let guards: ReturnType<typeof requestShape>[] | undefined;

/**
 * Whether the Express guards in front of React Router (server/app.ts) let a request through to a
 * route. What they refuse (a %00 anywhere in the target, a foreign Origin on a POST) never reaches
 * one over HTTP, so it is not sent to one here either.
 */
function reachesRouter(request: Request): boolean {
  guards ??= [requestShape(), originCheck(getConfig().trustedOrigins)];
  const url = new URL(request.url);
  const headers = { ...Object.fromEntries(request.headers), host: url.host };
  const req = {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers,
    get: (name: string) => headers[name.toLowerCase() as keyof typeof headers],
  };
  const res = { status: () => res, set: () => res, type: () => res, send: () => res };
  return guards.every((guard) => {
    let passed = false;
    guard(req as never, res as never, () => {
      passed = true;
    });
    return passed;
  });
}

async function call(
  route: LoadedRoute,
  handler: Handler,
  role: Role,
  request: Request,
  params: Record<string, string>,
) {
  const actor = actors.get(role)!;
  const args = {
    request,
    params,
    context: routeContext({ viewer: actor.viewer, clientIp: nextAddress() }),
    url: new URL(request.url),
    pattern: route.pattern,
  };
  try {
    return { outcome: await runRoute(withMiddleware(route, handler), args) } satisfies Call;
  } catch (thrown) {
    return { thrown } satisfies Call;
  }
}

const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describeThrown(error: unknown): string {
  if (!(error instanceof Error)) return `threw a ${typeof error}: ${short(String(error), 120)}`;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const message = (cause?.message ?? error.message).split('\n')[0]!;
  return `threw ${error.name}${cause ? ` (${cause.name})` : ''}: ${short(message, 200)}`;
}

/** The same fault with other values: ids, numbers and quoted values blanked out. */
const causeOf = (problem: string) =>
  problem
    .replace(/"[^"]*"/g, '"…"')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'UUID')
    .replace(/\d+/g, 'N')
    .replace(/\(N → N rows\)/g, '');

/** What is wrong with a call's answer, if anything (the database check comes separately). */
function answerProblem(route: LoadedRoute, { outcome, thrown }: Call): string | null {
  if (!outcome) return describeThrown(thrown);
  if (outcome.status >= 500)
    return `answered ${outcome.status}: ${short(JSON.stringify(outcome.data) ?? 'no JSON body', 160)}`;
  if (isApi(route) && outcome.status >= 400) {
    const body = outcome.data as { error?: unknown } | undefined;
    if (typeof body?.error !== 'string') {
      const type = outcome.headers.get('Content-Type') ?? 'no content type';
      return `answered ${outcome.status} (${type}) without a JSON {error}: ${short(JSON.stringify(body) ?? 'no JSON body', 120)}`;
    }
  }
  return null;
}

const database = createChangeTracker();

/**
 * Refusals that write on purpose, each with its reason; anything else a refused call writes is a
 * failure. Kept narrow: the route, the answer that proves the case, and the tables it may touch.
 */
const INTENDED_WRITES: {
  why: string;
  applies: (route: LoadedRoute, data: unknown) => boolean;
  tables: string[];
}[] = [
  {
    why: 'signing in to an unconfirmed account is refused and mails a fresh confirmation link',
    applies: (route, data) =>
      route.pattern === '/auth' &&
      JSON.stringify((data as { toast?: unknown } | undefined)?.toast) ===
        JSON.stringify(signInToasts.notConfirmed),
    tables: ['email_outbox'],
  },
];

/** What a refused call changed that it should not have, as "reviews (3 → 4 rows)". */
async function unintendedChanges(route: LoadedRoute, { outcome }: Call): Promise<string[]> {
  const changed = await database.changes();
  const allowed = new Set(
    INTENDED_WRITES.filter((write) => outcome && write.applies(route, outcome.data)).flatMap(
      (write) => write.tables,
    ),
  );
  return changed
    .filter((change: TableChange) => !allowed.has(change.table))
    .map((change) => `${change.table} (${change.detail})`);
}

async function exercise(route: LoadedRoute, handler: Handler, role: Role, plan: HostileRequest) {
  await database.before(ensureActors);
  const actor = actors.get(role)!;
  const params = Object.fromEntries(
    Object.entries(plan.params).map(([name, value]) => [name, wellFormed(value.value)]),
  );
  let request: Request;
  try {
    request = toRequest(
      `${ORIGIN}${fillPattern(route.pattern, params)}`,
      plan,
      actor.cookie ? [['Cookie', actor.cookie]] : [],
    );
  } catch {
    return null; // Not a request any client could send (fetch refuses it): nothing to learn.
  }
  if (!reachesRouter(request)) return null;
  const result = await call(route, handler, role, request, params);
  const problems: string[] = [];
  const answer = answerProblem(route, result);
  if (answer) problems.push(answer);
  if (!result.outcome || result.outcome.status >= 400) {
    const changed = await unintendedChanges(route, result);
    if (changed.length)
      problems.push(`refused (${result.outcome?.status ?? 'threw'}) but changed ${changed.join(', ')}`);
  }
  return problems.length ? problems.join('; ') : null;
}

// ---------------------------------------------------------------------------------------------
// The walk

function seedFor(name: string) {
  let hash = BASE_SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function vocabularyOf(route: LoadedRoute): Vocabulary {
  const words = sourceVocabulary(route.source, route.schemaSource);
  return {
    fieldNames: words.fieldNames,
    queryNames: words.fieldNames,
    headerNames: words.headerNames,
    choices: words.choices,
    plausible: words.literals,
    baseline,
    real: realValues,
    files,
  };
}

type Failure = { line: string; count: number; roles: Set<Role> };

async function walk(route: LoadedRoute, kind: 'action' | 'loader', numRuns: number) {
  const handler = (kind === 'action' ? route.action : route.loader)!;
  const failures = new Map<string, Failure>();
  const arbitrary = hostileRequestArbitrary({
    methods: kind === 'action' ? ['POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE'] : ['GET'],
    params: patternParams(route.pattern),
    vocabulary: vocabularyOf(route),
    api: isApi(route),
    withBody: kind === 'action',
  });
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROLES), arbitrary, async (role, plan) => {
      const problem = await exercise(route, handler, role, plan);
      if (!problem) return;
      const key = causeOf(problem);
      const known = failures.get(key);
      if (known) {
        known.count += 1;
        known.roles.add(role);
      } else {
        failures.set(key, {
          line: `${plan.method} ${route.pattern} as ${role}: ${problem} — sent ${describeRequest(plan)}`,
          count: 1,
          roles: new Set([role]),
        });
      }
    }),
    { numRuns, seed: seedFor(`${kind} ${nameOf(route)}`) },
  );
  return [...failures.values()].map(
    (failure) => `${short(failure.line, 700)} (×${failure.count}, roles: ${[...failure.roles].join(', ')})`,
  );
}

const reproduce = (pattern: string) => `reproduce with FUZZ_SEED=${BASE_SEED} FUZZ_ROUTE=${pattern}`;

test('the walk covers the whole route table, so a new route is fuzzed the day it exists', () => {
  expect(ROUTES.length).toBe(flattenRoutes().length);
  const actions = ROUTES.filter((route) => route.action).map((route) => route.pattern);
  const loaders = ROUTES.filter((route) => route.loader).map((route) => route.pattern);
  expect(actions).toEqual(
    expect.arrayContaining([
      '/contact',
      '/auth',
      '/api/reviews',
      '/api/admin/rewards/approve',
      '/api/auth/*',
    ]),
  );
  expect(loaders).toEqual(
    expect.arrayContaining(['/api/products', '/api/products/:id', '/catalog', '/product/:slug']),
  );
  if (FILTER.length) expect(ROUTES.filter((route) => selected(route.pattern)).length).toBeGreaterThan(0);
});

test('the database check sees every write to a watched table, and none to the excluded ones', async () => {
  await database.before(ensureActors);
  expect(await database.changes()).toEqual([]);
  const category = await createCategory();
  expect(await database.changes()).toEqual([{ table: 'categories', detail: expect.stringMatching(/rows$/) }]);
  await db.update(categories).set({ name: 'Rinominata' }).where(eq(categories.id, category.id));
  expect(await database.changes()).toEqual([{ table: 'categories', detail: 'changed' }]);
  await createRateLimitWindow({ key: `fuzz-self-test-${randomUUID()}`, count: 1 });
  expect(await database.changes()).toEqual([]);
});

describe('form actions and JSON mutations with hostile input: no 500, refusals change nothing', () => {
  for (const route of ROUTES.filter((route) => route.action && selected(route.pattern))) {
    test(
      `action ${nameOf(route)}`,
      async () => {
        expect(await walk(route, 'action', ACTION_RUNS), reproduce(route.pattern)).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }
});

describe('loaders with hostile params, query strings and headers: no 500, refusals change nothing', () => {
  for (const route of ROUTES.filter((route) => route.loader && selected(route.pattern))) {
    test(
      `loader ${nameOf(route)}`,
      async () => {
        const runs = isApi(route) || readsInput(route) ? LOADER_RUNS : INPUTLESS_LOADER_RUNS;
        expect(await walk(route, 'loader', runs), reproduce(route.pattern)).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }
});

describe(`a ${BIG_BODY_BYTES / 1024 / 1024} MiB streamed body without Content-Length is refused without being read whole`, () => {
  for (const route of ROUTES.filter((route) => route.action && selected(route.pattern))) {
    test(
      `action ${nameOf(route)}`,
      async () => {
        // The admin reaches every handler a signed-in person reaches, so the body reader is hit.
        const role: Role = 'admin';
        const kinds: [method: string, contentType: string, prefix: string][] = isApi(route)
          ? [
              ['POST', 'application/json', '{"a":"'],
              ['PUT', 'application/json', '{"a":"'],
            ]
          : [
              ['POST', 'application/x-www-form-urlencoded', 'intent=x&a='],
              [
                'POST',
                'multipart/form-data; boundary=BigBodyBoundary',
                '--BigBodyBoundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
              ],
            ];
        const problems: string[] = [];
        for (const [method, contentType, prefix] of kinds) {
          await database.before(ensureActors);
          const actor = actors.get(role)!;
          const params = Object.fromEntries(patternParams(route.pattern).map((name) => [name, 'x']));
          const body = countedStream(BIG_BODY_BYTES, prefix);
          const headers = new Headers({ 'Content-Type': contentType });
          if (actor.cookie) headers.set('Cookie', actor.cookie);
          const request = new Request(`${ORIGIN}${fillPattern(route.pattern, params)}`, {
            method,
            headers,
            body: body.stream,
            duplex: 'half',
          } as RequestInit);
          const result = await call(route, route.action!, role, request, params);
          const status = result.outcome?.status;
          const read = body.sentBytes();
          const reading = `${body.pulls()} reads (${Math.round(read / 1024)} KiB)`;
          const what = `${method} ${route.pattern} as ${role} (${contentType.split(';')[0]}, ${BIG_BODY_BYTES / 1024 / 1024} MiB stream)`;
          const answer = answerProblem(route, result);
          if (answer) problems.push(`${what}: ${answer} after ${reading}`);
          else if (read >= BIG_BODY_BYTES)
            problems.push(`${what}: read the whole body (${reading}) before answering ${status}`);
          else if (status !== undefined && status < 300 && read > 0)
            problems.push(`${what}: accepted (${status}) a body it did not finish reading`);
          else if (read > 0 && status !== 413)
            problems.push(`${what}: answered ${status} instead of 413 after ${reading}`);
          if (!result.outcome || result.outcome.status >= 400) {
            const changed = await unintendedChanges(route, result);
            if (changed.length) problems.push(`${what}: refused but changed ${changed.join(', ')}`);
          }
        }
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }
});
