import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { databaseHandle, db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { createJobRunner, defineJob } from '#app/lib/jobs.server.ts';
import type { Mailer } from '#app/lib/mailer.server.ts';
import {
  forgetReadOnlyState,
  isReadOnly,
  mayPassWhileReadOnly,
  READ_ONLY_CACHE_MS,
  READ_ONLY_SETTING,
  readOnlyMiddleware,
  readOnlyState,
} from '#app/lib/read-only.server.ts';
import { READ_ONLY_REFUSAL } from '#app/lib/read-only.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { enqueueEmail, startOutboxWorker } from '#app/modules/notifications/outbox.server.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { appSettings, auditLog, emailOutbox, reviews, users } from '#db/schema/index.ts';
import { createAppSetting, createProduct, createUser } from '#tests/support/factories.ts';
import {
  asViewer,
  formRequest,
  jsonRequest,
  routeContext,
  runRoute,
  type RouteOutcome,
} from '#tests/support/route.ts';
import { action as reviewsAction, loader as reviewsLoader } from '../api/reviews.ts';
import { action as authAction } from '../public/auth.tsx';
import { action as newsletterAction } from '../public/newsletter.tsx';
import { action as maintenanceAction, loader as maintenanceLoader } from './maintenance.tsx';

/*
 * Read-only mode (decision 034) end to end in one process: the admin switch, root's middleware in
 * front of real routes, the job runner and the mail outbox.
 */

let admin: Viewer;
let author: Viewer;
let productId: string;

beforeAll(async () => {
  admin = asViewer(await createUser({ role: 'admin' }), true);
  author = asViewer(await createUser());
  productId = (await createProduct({ name: 'Sony WH-1000XM5' })).id;
});

afterEach(async () => {
  await db.delete(appSettings).where(eq(appSettings.key, READ_ONLY_SETTING));
  forgetReadOnlyState();
  vi.restoreAllMocks();
});

/** A handler behind root's read-only guard (the middleware's inner step, which refuses), as React Router runs it. */
function throughRoot<T>(
  handler: (args: never) => unknown,
  request: Request,
  viewer: Viewer | null,
): Promise<RouteOutcome<T>> {
  const refuseWrites = readOnlyMiddleware[1]!;
  return runRoute<T>(
    ((args: { request: Request }) =>
      refuseWrites(args, async () => (await handler(args as never)) as Response)) as never,
    { request, context: routeContext({ viewer }) },
  );
}

const switchTo = (enabled: boolean, who: Viewer = admin) =>
  throughRoot<AdminAnswer>(
    maintenanceAction,
    formRequest('/admin/maintenance.data', { intent: 'read-only', enabled: enabled ? 'on' : undefined }),
    who,
  );

const review = (title: string) =>
  jsonRequest('/api/reviews', {
    product_id: productId,
    rating: 4,
    title,
    pros: 'Cancellazione del rumore ottima in treno',
    cons: 'La custodia è piuttosto ingombrante',
  });

describe('read-only mode', () => {
  test('the switch: admins only, audited, and this process follows at once', async () => {
    const refused = await switchTo(true, author);
    // requireAdmin sends a person who is not an admin away (the access matrix covers the rest).
    expect(refused.status).toBe(302);
    expect(await isReadOnly()).toBe(false);

    const on = await switchTo(true);
    expect(on.status).toBe(200);
    expect(on.data?.toast.message).toMatch(/^Sola lettura attivata/);
    expect(await isReadOnly()).toBe(true);
    const off = await switchTo(false);
    expect(off.data?.toast.message).toMatch(/^Sola lettura disattivata/);
    expect(await isReadOnly()).toBe(false);

    const audit = await db
      .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.read-only'), eq(auditLog.entityId, READ_ONLY_SETTING)))
      .orderBy(auditLog.createdAt);
    expect(audit).toEqual([
      { actorId: admin.id, before: 'false', after: 'true' },
      { actorId: admin.id, before: 'true', after: 'false' },
    ]);

    const page = await runRoute<{ settings: { switchOn: boolean; lastChange: { by: string } | null } }>(
      maintenanceLoader,
      {
        request: new Request('http://localhost:3000/admin/maintenance'),
        context: routeContext({ viewer: admin }),
      },
    );
    expect(page.data?.settings).toMatchObject({ switchOn: false, lastChange: { by: admin.email } });
  });

  test('another process’s change is followed within READ_ONLY_CACHE_MS', async () => {
    expect(await isReadOnly()).toBe(false);
    // What another process's switch writes.
    await createAppSetting(READ_ONLY_SETTING, true);
    expect(await isReadOnly()).toBe(false);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + READ_ONLY_CACHE_MS + 1);
    expect(await isReadOnly()).toBe(true);
  });

  test('while on: writes answer 503 and change nothing, reads and sign-in work; off: writes work again', async () => {
    await switchTo(true);
    const reviewCount = () => db.$count(reviews, eq(reviews.userId, author.id));
    const userCount = () => db.$count(users);
    const [reviewsBefore, usersBefore] = [await reviewCount(), await userCount()];

    // An API write: JSON with the code, Retry-After.
    const api = await throughRoot<{ error: string; code: string }>(
      reviewsAction,
      review('Ottime cuffie'),
      author,
    );
    expect(api.status).toBe(503);
    expect(api.headers.get('Retry-After')).toBe('120');
    expect(api.data).toEqual({ error: READ_ONLY_REFUSAL.message, code: 'read_only' });

    // A page's refusal comes back from React Router as its error page, without the thrown
    // answer's headers: the middleware's outer step puts Retry-After back.
    const [stampRetryAfter, refuseWrites] = readOnlyMiddleware;
    const pagePost = formRequest('/settings', { intent: 'names' });
    const rendered = await stampRetryAfter!({ request: pagePost }, async () => {
      await expect(
        refuseWrites!({ request: pagePost }, () => Promise.reject(new Error('ran'))),
      ).rejects.toBeInstanceOf(Response);
      return new Response('<h1>Sito in sola lettura</h1>', { status: 503 });
    });
    expect(rendered.headers.get('Retry-After')).toBe('120');

    // A page's form (single fetch) and a sign-up: the same refusal, which the error page shows.
    const newsletter = await throughRoot<{ code: string }>(
      newsletterAction,
      formRequest('/newsletter.data', { email: 'lettore@example.com' }),
      null,
    );
    expect(newsletter.status).toBe(503);
    expect(newsletter.data?.code).toBe('read_only');
    const signUp = await throughRoot(
      authAction,
      formRequest('/auth', {
        intent: 'signup',
        firstName: 'Nuova',
        lastName: 'Persona',
        email: 'nuova.persona@example.com',
        password: 'Una-password-lunga-2026',
      }),
      null,
    );
    expect(signUp.status).toBe(503);
    expect(await reviewCount()).toBe(reviewsBefore);
    expect(await userCount()).toBe(usersBefore);

    // Reads answer as usual; sign-in reaches its action (a wrong password is its own 401).
    const list = await throughRoot<{ reviews: unknown[] }>(
      reviewsLoader,
      new Request(`http://localhost:3000/api/reviews?product_id=${productId}`),
      null,
    );
    expect(list.status).toBe(200);
    const signIn = await throughRoot(
      authAction,
      formRequest('/auth', { intent: 'login', email: author.email, password: 'sbagliata-del-tutto' }),
      null,
    );
    expect(signIn.status).toBe(401);

    // The admin turns it off through the open switch; the same write now works.
    const off = await switchTo(false);
    expect(off.status).toBe(200);
    const created = await throughRoot<{ status: string }>(reviewsAction, review('Ottime cuffie'), author);
    expect(created.status).toBe(201);
    expect(await reviewCount()).toBe(reviewsBefore + 1);
  });

  test('what stays open while on: the switch, sign-in and sign-out, the cookie banner', async () => {
    const post = (path: string, fields: Record<string, string> = {}) =>
      mayPassWhileReadOnly(formRequest(path, fields));
    for (const path of [
      '/admin/maintenance',
      '/admin/maintenance.data',
      '/ADMIN/Maintenance/',
      '/auth/sign-out',
      '/auth/two-factor.data',
      '/admin/two-factor',
      '/cookie-consent',
      '/api/auth/sign-in/email',
      '/api/auth/sign-out',
      '/api/auth/callback/google',
    ]) {
      expect(await post(path), path).toBe(true);
    }
    expect(await post('/auth', { intent: 'login' })).toBe(true);
    expect(await post('/auth.data', { intent: 'login' })).toBe(true);
    for (const [path, fields] of [
      ['/auth', { intent: 'signup' }],
      ['/auth', { intent: 'forgot-password' }],
      ['/auth', {}],
      ['/api/auth/sign-up/email', {}],
      ['/api/auth/change-password', {}],
      ['/admin/maintenance/../reviews', {}],
      ['/admin/reviews.data', {}],
      ['/_root.data', {}],
      ['/settings', {}],
      ['/%E0%A4%A', {}],
    ] as const) {
      expect(await post(path, fields), path).toBe(false);
    }
    expect(await mayPassWhileReadOnly(new Request('http://localhost:3000/settings'))).toBe(true);
    expect(await mayPassWhileReadOnly(new Request('http://localhost:3000/x', { method: 'OPTIONS' }))).toBe(
      true,
    );
  });

  test('MAINTENANCE_MODE=read-only forces it: the switch cannot end it', async () => {
    const config = getConfig();
    config.readOnlyForced = true;
    try {
      expect(await readOnlyState()).toEqual({ on: true, forcedByEnvironment: true });
      const off = await switchTo(false);
      expect(off.status).toBe(409);
      expect(off.data?.toast.message).toMatch(/MAINTENANCE_MODE/);
      expect(await isReadOnly()).toBe(true);
    } finally {
      config.readOnlyForced = false;
    }
  });

  test('jobs and mails wait while on and go out after, nothing dropped', async () => {
    const ran: string[] = [];
    const job = defineJob<{ label: string }>({
      name: 'test-read-only',
      queue: { retryLimit: 0 },
      async run({ data }) {
        ran.push(data.label);
      },
    });
    const sent: string[] = [];
    const mailer: Mailer = {
      delivers: true,
      async send(mail) {
        sent.push(mail.subject);
      },
      close() {},
    };
    await switchTo(true);
    const runner = await createJobRunner(databaseHandle(), {
      jobs: [job as never],
      work: true,
      pollingIntervalSeconds: 0.5,
      paused: isReadOnly,
      pauseCheckMs: 200,
    });
    const outbox = startOutboxWorker(mailer, 200, isReadOnly);
    try {
      await runner.enqueue(job, { label: 'queued while read-only' });
      await enqueueEmail(db, {
        to: 'lettore@example.com',
        subject: 'Mandata dopo la manutenzione',
        text: 'Ciao',
        html: '<p>Ciao</p>',
        template: 'test',
      });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(ran).toEqual([]);
      expect(sent).toEqual([]);
      const [pending] = await db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, 'Mandata dopo la manutenzione'));
      expect(pending?.status).toBe('pending');

      await switchTo(false);
      await vi.waitFor(
        () => {
          expect(ran).toEqual(['queued while read-only']);
          expect(sent).toEqual(['Mandata dopo la manutenzione']);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await outbox.stop();
      await runner.stop();
    }
  });
});
