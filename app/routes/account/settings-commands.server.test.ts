import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import type { Viewer } from '#app/modules/accounts/viewer.server.ts';
import { MAX_IMAGE_BYTES } from '#app/modules/media/image-rules.ts';
import { profiles } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action } from './settings.tsx';

type Answer = { ok?: boolean; intent?: string; toast?: { title: string; message: string } };

let viewer: Viewer;
const profileRow = async () => (await db.select().from(profiles).where(eq(profiles.userId, viewer.id)))[0]!;

beforeAll(async () => {
  viewer = asViewer(await createUser({ firstName: 'Nadia', lastName: 'Conti' }));
});

describe('/settings answers as its forms say (issue 32 §2)', () => {
  test('a picture declared over 5 MB: 413 said by the picture form, nothing stored', async () => {
    const outcome = await runRoute<Answer>(action, {
      request: new Request('http://localhost:3000/settings', {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=confine',
          'Content-Length': String(MAX_IMAGE_BYTES + 128 * 1024),
        },
        body: '--confine--\r\n',
      }),
      context: routeContext({ viewer }),
    });
    expect(outcome.status).toBe(413);
    expect(outcome.data).toEqual({
      ok: false,
      intent: 'avatar',
      toast: { kind: 'error', title: 'Foto non caricata', message: "L'immagine supera i 5 MB" },
    });
    expect((await profileRow()).avatarUrl).toBeNull();
  });

  test('a flood of e-mail kinds is refused and changes no choice', async () => {
    const before = (await profileRow()).emailOptOut;
    const outcome = await runRoute<Answer>(action, {
      request: formRequest('/settings', {
        intent: 'notifications',
        enabled: Array.from({ length: 40 }, (_, index) => `kind_${index}`),
      }),
      context: routeContext({ viewer }),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ ok: false, intent: 'notifications' });
    expect((await profileRow()).emailOptOut).toEqual(before);
  });
});
