import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { profiles, reviews } from '#db/schema/index.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { pngImage, textFile } from '#tests/support/images.ts';
import { asViewer, jsonRequest as json, routeContext, runRoute } from '#tests/support/route.ts';
import { action as moderateAction } from './admin/moderate-review.ts';
import { loader as pendingLoader } from './admin/reviews-pending.ts';
import { middleware as adminGuard } from './admin-guard.tsx';
import { loader as statsLoader } from './dashboard-stats.ts';
import { action as createReviewAction, loader as listReviewsLoader } from './reviews.ts';
import { action as uploadAction } from './upload-image.ts';

let author: Viewer;
let stranger: Viewer;
let admin: Viewer;
let productId: string;
let pendingId: string;

beforeAll(async () => {
  author = asViewer(await createUser({ firstName: 'Ada' }));
  stranger = asViewer(await createUser());
  admin = asViewer(await createUser({ role: 'admin' }), true);
  productId = (await createProduct({ name: 'Apple AirPods Pro 2' })).id;
  const other = await createProduct();
  pendingId = (await createReview(other.id, author.id, { status: 'in_revisione' })).id;
  await createReview(other.id, stranger.id, { status: 'pubblicata' });
});

describe('review APIs', () => {
  test('POST /api/reviews needs a session, validates in Italian and creates a review in review', async () => {
    const anonymous = await runRoute(createReviewAction, { request: json('/api/reviews', {}) });
    expect(anonymous.status).toBe(401);

    const bad = await runRoute<{ issues: { field: string; message: string }[] }>(createReviewAction, {
      request: json('/api/reviews', {
        product_id: productId,
        rating: 9,
        title: 'Ok',
        pros: 'poco',
        cons: 'poco',
      }),
      context: routeContext({ viewer: author }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.issues).toEqual(
      expect.arrayContaining([
        { field: 'rating', message: 'Dai un punteggio da 1 a 5' },
        { field: 'title', message: 'Il titolo deve essere più descrittivo' },
        { field: 'pros', message: 'Descrivi almeno un pro del prodotto' },
        { field: 'cons', message: 'Descrivi almeno un contro del prodotto' },
      ]),
    );

    const image = (await pngImage()).toString('base64');
    const created = await runRoute<{ id: string; status: string }>(createReviewAction, {
      request: json('/api/reviews', {
        product_id: productId,
        rating: 5,
        title: 'Cancellazione del rumore eccellente',
        pros: 'Isolano benissimo in treno e in ufficio',
        cons: 'La custodia si graffia facilmente',
        images: [{ file: image, fileName: 'foto.png', fileType: 'image/png' }],
      }),
      context: routeContext({ viewer: author }),
    });
    expect(created.status).toBe(201);
    expect(created.data?.status).toBe('in_revisione');

    // A second one of the same product: 409 with the Italian message, and the first one untouched.
    const mine = () =>
      db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, author.id), eq(reviews.productId, productId)));
    const [first] = await mine();
    const again = await runRoute<{ error: string; field?: string }>(createReviewAction, {
      request: json('/api/reviews', {
        product_id: productId,
        rating: 1,
        title: 'Ci ho ripensato del tutto',
        pros: 'Isolano ancora benissimo in treno',
        cons: 'La batteria ora dura pochissimo',
      }),
      context: routeContext({ viewer: author }),
    });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({
      error: 'Hai già recensito questo prodotto: puoi scrivere una sola recensione per prodotto.',
      field: 'productId',
    });
    expect(await mine()).toEqual([first]);
  });

  test('GET /api/reviews: pending reviews only for their author or an admin', async () => {
    const ids = async (viewer: Viewer | null) =>
      (
        await runRoute<{ items: { id: string }[] }>(listReviewsLoader, {
          request: new Request('http://localhost:3000/api/reviews?status=in_revisione&limit=50'),
          context: routeContext({ viewer }),
        })
      ).data!.items.map((item) => item.id);
    expect(await ids(null)).toEqual([]);
    expect(await ids(stranger)).toEqual([]);
    expect(await ids(author)).toContain(pendingId);
    expect(await ids(admin)).toContain(pendingId);
    // Where the back office needs a second factor, an admin without one sees what anyone sees.
    const config = getConfig();
    const before = config.adminRequireTwoFactor;
    config.adminRequireTwoFactor = true;
    try {
      expect(await ids(admin)).toEqual([]);
      expect(await ids({ ...admin, twoFactorEnabled: true })).toContain(pendingId);
    } finally {
      config.adminRequireTwoFactor = before;
    }
    const published = await runRoute<{ items: unknown[]; total: number }>(listReviewsLoader, {
      request: new Request('http://localhost:3000/api/reviews'),
    });
    expect(published.data?.total).toBeGreaterThanOrEqual(1);
    const invalid = await runRoute(listReviewsLoader, {
      request: new Request('http://localhost:3000/api/reviews?status=tutte'),
    });
    expect(invalid.status).toBe(400);
  });

  test('a non-admin calling the moderation APIs gets 403 and nothing changes', async () => {
    for (const viewer of [author, stranger]) {
      for (const path of ['/api/admin/moderate-review', '/api/admin/reviews/pending']) {
        let reached = false;
        const outcome = await runRoute(
          (async (args: never) => {
            for (const fn of adminGuard) await fn(args, async () => ((reached = true), new Response('ok')));
            return new Response('ok');
          }) as never,
          { request: new Request(`http://localhost:3000${path}`), context: routeContext({ viewer }) },
        );
        expect(outcome.status).toBe(403);
        expect(reached).toBe(false);
      }
      // Even reaching the handlers directly (no layout), they check the role themselves.
      const direct = await runRoute(moderateAction, {
        request: json('/api/admin/moderate-review', { review_id: pendingId, action: 'approve' }),
        context: routeContext({ viewer }),
      });
      expect(direct.status).toBe(403);
      expect(
        (
          await runRoute(pendingLoader, {
            request: new Request('http://localhost:3000/api/admin/reviews/pending'),
            context: routeContext({ viewer }),
          })
        ).status,
      ).toBe(403);
    }
    const [row] = await db.select().from(reviews).where(eq(reviews.id, pendingId));
    expect(row?.status).toBe('in_revisione');
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, author.id));
    expect(profile?.points).toBe(0);
  });

  test('an admin approves through the API; rejecting without a comment is refused', async () => {
    const reject = await runRoute<{ error: string }>(moderateAction, {
      request: json('/api/admin/moderate-review', { review_id: pendingId, action: 'reject' }),
      context: routeContext({ viewer: admin }),
    });
    expect(reject.status).toBe(400);
    expect(reject.data?.error).toBe('Indica il motivo del rifiuto');
    const pending = await runRoute<{ items: { id: string }[] }>(pendingLoader, {
      request: new Request('http://localhost:3000/api/admin/reviews/pending'),
      context: routeContext({ viewer: admin }),
    });
    expect(pending.data?.items.map((item) => item.id)).toContain(pendingId);
    const approve = await runRoute<{ changed: boolean; pointsAwarded: number }>(moderateAction, {
      request: json('/api/admin/moderate-review', { review_id: pendingId, action: 'approve' }),
      context: routeContext({ viewer: admin }),
    });
    expect(approve.data).toEqual({ changed: true, pointsAwarded: 5 });
    const stats = await runRoute<{ points: number; tier: string }>(statsLoader, {
      request: new Request('http://localhost:3000/api/dashboard/stats'),
      context: routeContext({ viewer: author }),
    });
    expect(stats.data).toMatchObject({ points: 5, tier: 'Bronze' });
  });

  test('POST /api/upload/image takes base64 pictures only', async () => {
    const upload = (file: Buffer) =>
      runRoute<{ url?: string; error?: string }>(uploadAction, {
        request: json('/api/upload/image', {
          file: file.toString('base64'),
          fileName: 'x.png',
          fileType: 'image/png',
        }),
        context: routeContext({ viewer: author }),
      });
    const ok = await upload(await pngImage());
    expect(ok.status).toBe(201);
    expect(ok.data?.url).toMatch(/^\/uploads\/reviews\/.+\.webp$/);
    const bad = await upload(textFile());
    expect(bad.status).toBe(400);
    expect(bad.data?.error).toBe('Formato non supportato: carica un file PNG, JPG o GIF');
  });
});
