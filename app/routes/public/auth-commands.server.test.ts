import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { users } from '#db/schema/index.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as authAction } from './auth.tsx';
import { action as codeAction } from './auth.two-factor.tsx';

type Answer = { ok?: boolean; intent?: string; toast?: { title: string; message: string } };

const userCount = async () => (await db.select({ value: count() }).from(users))[0]!.value;

describe('/auth and /auth/two-factor answer only the forms they have (issue 32 §2)', () => {
  test.each([
    [{ email: 'senza.modulo@example.com', password: 'Cuffie-Rosse-88' }],
    [{ intent: 'admin', email: 'senza.modulo@example.com', password: 'Cuffie-Rosse-88' }],
  ])('a sign-up-like post naming no form %o: 400, Azione non valida, no account, no mail', async (fields) => {
    const before = await userCount();
    const outcome = await runRoute<Answer>(authAction, {
      request: formRequest('/auth', {
        ...fields,
        firstName: 'Luca',
        lastName: 'Verdi',
        ethicalCommitment: 'on',
        termsAndConditions: 'on',
      }),
      context: routeContext(),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ ok: false, toast: { message: 'Azione non valida' } });
    expect(await userCount()).toBe(before);
    expect(await emailsTo('senza.modulo@example.com')).toEqual([]);
  });

  test('the code step with a method it does not know: 400, Azione non valida, no session', async () => {
    const outcome = await runRoute<Answer>(codeAction, {
      request: formRequest('/auth/two-factor', { method: 'sms', code: '123456' }),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ ok: false, intent: 'sms', toast: { message: 'Azione non valida' } });
    expect(outcome.headers.get('Set-Cookie')).toBeNull();
  });
});
