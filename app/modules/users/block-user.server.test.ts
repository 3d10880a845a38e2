import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { approveReview } from '#app/modules/reviews/moderate-review.server.ts';
import { auditLog, pointsLedger, reviews, sessions, userBadges, users } from '#db/schema/index.ts';
import { createProduct, createReview, createSession, createUser } from '#tests/support/factories.ts';
import { balance } from '#tests/support/ledger.ts';
import { setUserBlocked, setUserRole, unblockOnAppeal } from './block-user.server.ts';

const admin = { id: 'block-admin', isAdmin: true };

beforeAll(async () => {
  await createUser({ id: 'block-admin', role: 'admin', firstName: 'Mara', lastName: 'Admin' });
});

async function openSession(userId: string) {
  await createSession(userId);
}
const sessionsOf = (userId: string) => db.select().from(sessions).where(eq(sessions.userId, userId));
const stateOf = async (userId: string) =>
  (await db.select({ banned: users.banned, role: users.role }).from(users).where(eq(users.id, userId)))[0]!;
const auditActions = async (userId: string) =>
  (
    await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
      .orderBy(auditLog.createdAt)
  ).map((row) => row.action);

describe('setUserBlocked', () => {
  test('a block ends the sessions at once, mails the person and is audited; unblocking restores', async () => {
    const person = await createUser({ firstName: 'Luca' });
    await openSession(person.id);
    await openSession(person.id);
    const other = await createUser();
    await openSession(other.id);

    expect(
      await setUserBlocked({
        actor: admin,
        userId: person.id,
        blocked: true,
        reason: 'Spam',
        rule: 'conduct-fake-reviews',
      }),
    ).toEqual({
      changed: true,
      userId: person.id,
      blocked: true,
      sessionsEnded: 2,
      message: 'Utente bloccato',
    });
    expect(await sessionsOf(person.id)).toEqual([]);
    expect(await sessionsOf(other.id)).toHaveLength(1);
    expect(await stateOf(person.id)).toMatchObject({ banned: true });
    const [mail] = await emailsTo(person.email);
    expect(mail).toMatchObject({
      template: 'user_blocked',
      subject: 'Il tuo account Provato è stato sospeso',
    });
    expect(mail!.text).toContain('Ciao Luca,');
    expect(mail!.text).toMatch(/dal \d{1,2} \w+ \d{4} il tuo account Provato è sospeso/);
    expect(mail!.text).toContain(
      'Regola applicata: Termini e condizioni, art. 9.1 — Niente recensioni false o scritte in cambio di vantaggi.',
    );
    expect(mail!.text).toContain('Dettagli: Spam');
    expect(await statementsOf(person.id)).toMatchObject([
      {
        kind: 'account_blocked',
        subject: { type: 'user', id: person.id },
        details: 'Spam',
        automation: 'manual',
      },
    ]);

    // Blocking again changes nothing and writes nothing.
    expect(
      await setUserBlocked({
        actor: admin,
        userId: person.id,
        blocked: true,
        rule: 'conduct-fake-reviews',
        reason: 'Comportamento scorretto',
      }),
    ).toMatchObject({
      changed: false,
      blocked: true,
    });
    expect(await setUserBlocked({ actor: admin, userId: person.id, blocked: false })).toMatchObject({
      changed: true,
      blocked: false,
      sessionsEnded: 0,
      message: 'Utente sbloccato',
    });
    expect(await stateOf(person.id)).toMatchObject({ banned: false });
    expect(await auditActions(person.id)).toEqual(['user.block', 'user.unblock']);
    expect(await emailsTo(person.email)).toHaveLength(1);
  });

  test("a blocked author's review is published but earns nothing", async () => {
    const author = await createUser();
    const product = await createProduct({ name: 'Kindle Paperwhite' });
    const review = await createReview(product.id, author.id, { status: 'in_revisione' });
    await setUserBlocked({
      actor: admin,
      userId: author.id,
      blocked: true,
      rule: 'conduct-fake-reviews',
      reason: 'Comportamento scorretto',
    });

    expect(await approveReview({ actor: admin, reviewId: review.id })).toEqual({
      changed: true,
      pointsAwarded: 0,
      authorBlocked: true,
    });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.status).toBe('pubblicata');
    expect(await balance(author.id)).toEqual({ points: 0, lifetime: 0 });
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, author.id))).toEqual([]);
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, author.id))).toEqual([]);
  });

  test('nobody blocks themselves; an unknown person is Utente non trovato; a non-admin is refused', async () => {
    await expect(
      setUserBlocked({
        actor: admin,
        userId: admin.id,
        blocked: true,
        rule: 'conduct-fake-reviews',
        reason: 'Comportamento scorretto',
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'self_block',
      message: 'Non puoi bloccare il tuo account',
    });
    await expect(
      setUserBlocked({
        actor: admin,
        userId: 'nessuno',
        blocked: true,
        rule: 'conduct-fake-reviews',
        reason: 'Comportamento scorretto',
      }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Utente non trovato',
    });
    const person = await createUser();
    await expect(
      setUserBlocked({ actor: { id: person.id, isAdmin: false }, userId: person.id, blocked: false }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await stateOf(admin.id)).toMatchObject({ banned: false });
  });

  test('two admins blocking each other: the second one finds the last active admin and is refused', async () => {
    const second = await createUser({ role: 'admin' });
    await setUserBlocked({
      actor: admin,
      userId: second.id,
      blocked: true,
      rule: 'conduct-fake-reviews',
      reason: 'Comportamento scorretto',
    });
    // The second admin's page was open before the block reached them.
    await expect(
      setUserBlocked({
        actor: { id: second.id, isAdmin: true },
        userId: admin.id,
        blocked: true,
        rule: 'conduct-fake-reviews',
        reason: 'Comportamento scorretto',
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'last_admin',
      message: "Non puoi bloccare l'ultimo amministratore attivo",
    });
    expect(await stateOf(admin.id)).toMatchObject({ banned: false, role: 'admin' });
    await setUserBlocked({ actor: admin, userId: second.id, blocked: false });
    await setUserRole({ actor: admin, userId: second.id, role: 'user' });
  });
});

describe('unblockOnAppeal', () => {
  test('an upheld appeal unblocks the account once, audited, without a mail', async () => {
    const person = await createUser();
    await setUserBlocked({
      actor: admin,
      userId: person.id,
      blocked: true,
      rule: 'conduct-fake-reviews',
      reason: 'Recensioni false',
    });
    const unblock = () => db.transaction((tx) => unblockOnAppeal(tx, { actor: admin, userId: person.id }));
    expect(await unblock()).toEqual({ changed: true });
    expect(await unblock()).toEqual({ changed: false });
    const [row] = await db
      .select({ banned: users.banned, banReason: users.banReason, banExpires: users.banExpires })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row).toEqual({ banned: false, banReason: null, banExpires: null });
    expect(await auditActions(person.id)).toEqual(['user.block', 'user.appeal_upheld']);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'user.appeal_upheld')));
    expect(JSON.parse(audit!.before!)).toEqual({ banned: true, banReason: 'Recensioni false' });
    expect(JSON.parse(audit!.after!)).toEqual({ banned: false });
    expect((await emailsTo(person.email)).map((mail) => mail.template)).toEqual(['user_blocked']);
  });

  test('an unknown or deleted account changes nothing; a non-admin is refused', async () => {
    for (const userId of ['nessuno', crypto.randomUUID()])
      expect(await db.transaction((tx) => unblockOnAppeal(tx, { actor: admin, userId }))).toEqual({
        changed: false,
      });
    const person = await createUser({ banned: true, banReason: 'Spam' });
    await expect(
      db.transaction((tx) =>
        unblockOnAppeal(tx, { actor: { id: person.id, isAdmin: false }, userId: person.id }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect(await stateOf(person.id)).toMatchObject({ banned: true });
  });
});

describe('setUserRole', () => {
  test('promote and demote, audited; no self-demotion; the last active admin keeps the role', async () => {
    const person = await createUser();
    expect(await setUserRole({ actor: admin, userId: person.id, role: 'admin' })).toEqual({
      changed: true,
      userId: person.id,
      role: 'admin',
      message: 'Ruolo aggiornato',
    });
    expect(await setUserRole({ actor: admin, userId: person.id, role: 'admin' })).toMatchObject({
      changed: false,
    });
    await expect(setUserRole({ actor: admin, userId: admin.id, role: 'user' })).rejects.toMatchObject({
      status: 409,
      code: 'self_demote',
      message: 'Non puoi togliere a te stesso il ruolo di amministratore',
    });
    await setUserRole({ actor: admin, userId: person.id, role: 'user' });
    expect(await stateOf(person.id)).toMatchObject({ role: 'user' });
    expect(await auditActions(person.id)).toEqual(['user.role', 'user.role']);

    // A stale admin page of someone just demoted cannot demote the last admin in turn.
    await expect(
      setUserRole({ actor: { id: person.id, isAdmin: true }, userId: admin.id, role: 'user' }),
    ).rejects.toMatchObject({ status: 409, code: 'last_admin' });
    await expect(
      setUserRole({ actor: admin, userId: person.id, role: 'owner' as 'admin' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await stateOf(admin.id)).toMatchObject({ role: 'admin' });
  });
});
