import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { CASHBACK_MESSAGES as M } from '#app/modules/cashback/cashback.schema.ts';
import { cashbackClaims } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { asViewer, formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action } from './cashback.tsx';

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());

function post(fields: Record<string, string>, viewer: { id: string; email: string } | null) {
  return runRoute<ActionAnswer>(action, {
    request: formRequest('/cashback', fields),
    context: routeContext({ viewer: viewer ? asViewer(viewer) : null }),
  });
}

const claimsOf = (userId: string) =>
  db.select().from(cashbackClaims).where(eq(cashbackClaims.userId, userId));

const claim = (fields: Record<string, string> = {}) => ({
  intent: 'claim',
  merchantName: 'Unieuro',
  orderRef: `UE-${crypto.randomUUID().slice(0, 8)}`,
  amount: '179,00',
  purchasedOn: today(),
  ...fields,
});

describe('/cashback: "Il mio acquisto non compare" (cashbackClaimCommandSchema through formAction)', () => {
  test('a visitor is told to sign in (401) and nothing is recorded', async () => {
    const before = await db.select().from(cashbackClaims);
    const outcome = await post(claim(), null);
    expect(outcome.status).toBe(401);
    expect(outcome.data).toMatchObject({
      ok: false,
      intent: 'claim',
      toast: { kind: 'error', title: 'Errore', message: 'Accedi per segnalare un acquisto' },
    });
    expect(await db.select().from(cashbackClaims)).toHaveLength(before.length);
  });

  test('bad input is refused with the schema’s Italian message (400) and changes nothing', async () => {
    const user = await createUser();
    for (const [fields, message] of [
      [{ amount: 'gratis' }, M.amountInvalid],
      [{ amount: '0' }, M.amountInvalid],
      [{ merchantName: '   ' }, M.merchantRequired],
      [{ orderRef: '' }, M.orderRequired],
      [{ purchasedOn: '2026-09-31' }, M.dateInvalid],
      [{ merchantName: 'x'.repeat(121) }, M.tooLong],
      [{ intent: 'approve' }, M.invalidIntent],
      [{ intent: '' }, M.invalidIntent],
    ] as const) {
      const outcome = await post(claim(fields), user);
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      expect(outcome.data?.ok).toBe(false);
      expect(outcome.data?.toast.message, JSON.stringify(fields)).toBe(message);
    }
    expect(await claimsOf(user.id)).toEqual([]);
  });

  test('a claim is recorded and acknowledged in the answer itself (no flash); the same order again is refused', async () => {
    const user = await createUser();
    const fields = claim();
    const sent = await post(fields, user);
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({
      ok: true,
      intent: 'claim',
      toast: { kind: 'success', title: 'Successo', message: M.claimSent },
    });
    expect(sent.headers.get('Set-Cookie')).toBeNull();
    expect(await claimsOf(user.id)).toEqual([
      expect.objectContaining({ merchantName: 'Unieuro', orderRef: fields.orderRef, amount: '179.00' }),
    ]);

    const again = await post(fields, user);
    expect(again.status).toBe(409);
    expect(again.data?.toast.message).toBe(M.duplicateOrder);
    expect(await claimsOf(user.id)).toHaveLength(1);
  });
});
