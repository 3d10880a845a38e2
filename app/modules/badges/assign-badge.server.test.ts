import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { captureQueries, db } from '#app/lib/db.server.ts';
import { setNotificationEnabled } from '#app/modules/notifications/notification-switches.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { approveReview } from '#app/modules/reviews/moderate-review.server.ts';
import { activities, auditLog, badges, emailOutbox, profiles, userBadges } from '#db/schema/index.ts';
import { createProduct, createReview, createUser, createUsers } from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { assignBadge, grantBadgeInTx, removeBadge } from './assign-badge.server.ts';
import { awardThresholdBadges, listProfileBadges } from './award-badges.server.ts';
import { BADGE_MESSAGES } from './badge.schema.ts';
import { createBadge } from './manage-badges.server.ts';

let admin: { id: string; isAdmin: true };
const member = { id: 'not-an-admin', isAdmin: false };
let manual: { id: string; name: string };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin', firstName: 'Mara' })).id, isAdmin: true };
  const { badge } = await createBadge({
    actor: admin,
    input: {
      name: 'Beta tester',
      icon: 'Award',
      description: 'Ha provato Provato in anteprima.',
      thresholdPoints: 0,
    },
  });
  manual = badge;
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

const holds = async (userId: string, badgeId: string) =>
  (
    await db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)))
  ).length;
const activitiesOf = (userId: string) =>
  db.select().from(activities).where(eq(activities.userId, userId)).orderBy(activities.createdAt);
const auditOf = (userId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(auditLog.createdAt);
const badgeMails = async (email: string) =>
  (await emailsTo(email)).filter((m) => m.template === 'badge_assigned');

describe('assigning a badge by hand', () => {
  test('by user id: the badge, an activity line, an audit row and the e-mail', async () => {
    const person = await createUser({ firstName: 'Lucia' });
    const result = await assignBadge({ actor: admin, badgeId: manual.id, userRef: `  ${person.id} ` });
    expect(result).toEqual({
      userId: person.id,
      badgeId: manual.id,
      badgeName: 'Beta tester',
      message: 'Badge assegnato con successo',
    });
    expect(await holds(person.id, manual.id)).toBe(1);
    const [line] = await activitiesOf(person.id);
    expect(line).toMatchObject({
      type: 'badge',
      text: 'Hai ricevuto il badge «Beta tester»',
      pointsEarned: 0,
    });
    const [audit] = await auditOf(person.id);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'badge.assign', entityType: 'user' });
    expect(JSON.parse(audit!.after!)).toEqual({ badgeId: manual.id, badgeName: 'Beta tester' });
    const [mail] = await badgeMails(person.email);
    expect(mail).toMatchObject({ subject: 'Hai ottenuto il badge «Beta tester»', status: 'pending' });
    expect(mail!.text).toContain('Ciao Lucia,');
    expect(mail!.text).toContain('Ha provato Provato in anteprima.');
    expect(mail!.text).toContain('http://localhost:3000/profile');
    const grid = await listProfileBadges(person.id);
    expect(grid.find((badge) => badge.id === manual.id)).toMatchObject({ unlocked: true });
  });

  test('by e-mail address, whatever its case', async () => {
    const person = await createUser();
    const result = await assignBadge({
      actor: admin,
      badgeId: manual.id,
      userRef: person.email.toUpperCase(),
    });
    expect(result.userId).toBe(person.id);
    expect(await holds(person.id, manual.id)).toBe(1);
  });

  test('twice: "Badge già assegnato a questo utente" (409), and no second line, row or mail', async () => {
    const person = await createUser();
    await assignBadge({ actor: admin, badgeId: manual.id, userRef: person.id });
    expect(await failure(assignBadge({ actor: admin, badgeId: manual.id, userRef: person.email }))).toEqual({
      status: 409,
      code: 'already_assigned',
      message: 'Badge già assegnato a questo utente',
    });
    expect(await holds(person.id, manual.id)).toBe(1);
    expect(await activitiesOf(person.id)).toHaveLength(1);
    expect(await auditOf(person.id)).toHaveLength(1);
    expect(await badgeMails(person.email)).toHaveLength(1);
  });

  test('a blank reference, an unknown person or badge, a non-admin: refused, nothing written', async () => {
    const person = await createUser();
    expect(await failure(assignBadge({ actor: admin, badgeId: manual.id, userRef: '   ' }))).toEqual({
      status: 400,
      code: 'invalid_user',
      message: 'Inserisci un user_id valido',
    });
    for (const userRef of ['nessuno', 'nessuno@example.com']) {
      expect(await failure(assignBadge({ actor: admin, badgeId: manual.id, userRef }))).toMatchObject({
        status: 404,
        message: 'Utente non trovato',
      });
    }
    for (const badgeId of [randomUUID(), 'not-a-uuid']) {
      expect(await failure(assignBadge({ actor: admin, badgeId, userRef: person.id }))).toMatchObject({
        status: 404,
        message: 'Badge non trovato',
      });
    }
    expect(
      await failure(assignBadge({ actor: member, badgeId: manual.id, userRef: person.id })),
    ).toMatchObject({
      status: 403,
    });
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, person.id))).toEqual([]);
    expect(await activitiesOf(person.id)).toEqual([]);
    expect(await auditOf(person.id)).toEqual([]);
    expect(await emailsTo(person.email)).toEqual([]);
  });
});

describe('removing a badge', () => {
  test('takes it back, audited; the person gets no mail', async () => {
    const person = await createUser();
    await assignBadge({ actor: admin, badgeId: manual.id, userRef: person.id });
    const result = await removeBadge({ actor: admin, badgeId: manual.id, userRef: person.email });
    expect(result).toMatchObject({ userId: person.id, message: 'Badge rimosso con successo' });
    expect(await holds(person.id, manual.id)).toBe(0);
    const rows = await auditOf(person.id);
    expect(rows.map((row) => row.action)).toEqual(['badge.assign', 'badge.remove']);
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ badgeId: manual.id, badgeName: 'Beta tester' });
    expect(await badgeMails(person.email)).toHaveLength(1);
  });

  test('someone without it: 409 "Questo utente non ha il badge"; blank, unknown, non-admin refused', async () => {
    const person = await createUser();
    expect(await failure(removeBadge({ actor: admin, badgeId: manual.id, userRef: person.id }))).toEqual({
      status: 409,
      code: 'not_assigned',
      message: BADGE_MESSAGES.notAssigned,
    });
    expect(await failure(removeBadge({ actor: admin, badgeId: manual.id, userRef: '' }))).toMatchObject({
      status: 400,
      message: 'Inserisci un user_id valido',
    });
    expect(await failure(removeBadge({ actor: admin, badgeId: manual.id, userRef: 'x@y.it' }))).toMatchObject(
      {
        status: 404,
        message: 'Utente non trovato',
      },
    );
    await assignBadge({ actor: admin, badgeId: manual.id, userRef: person.id });
    expect(
      await failure(removeBadge({ actor: member, badgeId: manual.id, userRef: person.id })),
    ).toMatchObject({
      status: 403,
    });
    expect(await holds(person.id, manual.id)).toBe(1);
    expect((await auditOf(person.id)).map((row) => row.action)).toEqual(['badge.assign']);
  });
});

describe('grantBadgeInTx, for bulk actions', () => {
  test('gives it to those without it, skips holders and unknown ids, keeps the given order', async () => {
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    await assignBadge({ actor: admin, badgeId: manual.id, userRef: b.id });
    const result = await db.transaction((tx) =>
      grantBadgeInTx(tx, {
        badgeId: manual.id,
        userIds: [c.id, b.id, 'ghost', a.id, c.id],
        actorId: admin.id,
      }),
    );
    expect(result).toEqual({ assigned: [c.id, a.id] });
    expect(await badgeMails(a.email)).toHaveLength(1);
    expect(await badgeMails(b.email)).toHaveLength(1);
    expect(await badgeMails(c.email)).toHaveLength(1);
    expect(await activitiesOf(c.id)).toHaveLength(1);
    expect(await auditOf(c.id)).toHaveLength(1);
    expect(
      await db.transaction((tx) =>
        grantBadgeInTx(tx, { badgeId: manual.id, userIds: [], actorId: admin.id }),
      ),
    ).toEqual({ assigned: [] });
  });

  test('an unknown badge is "Badge non trovato" and rolls back with the caller', async () => {
    const person = await createUser();
    expect(
      await failure(
        db.transaction((tx) =>
          grantBadgeInTx(tx, { badgeId: randomUUID(), userIds: [person.id], actorId: admin.id }),
        ),
      ),
    ).toMatchObject({ status: 404, message: 'Badge non trovato' });
  });

  test('1,000 people in a handful of statements', async () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    await createUsers(
      ids.map((id, index) => ({
        id,
        name: `Massa ${index}`,
        email: `massa.${index}.${id}@example.com`,
        emailVerified: false,
        firstName: 'Massa',
        lastName: null,
      })),
    );
    // Two of them opted out of badge mails.
    await db
      .update(profiles)
      .set({ emailOptOut: ['badge_assigned'] })
      .where(inArray(profiles.userId, ids.slice(0, 2)));
    const { badge } = await createBadge({
      actor: admin,
      input: { name: 'Folla', icon: 'Star', description: '', thresholdPoints: 0 },
    });
    const { result, queries } = await captureQueries(() =>
      db.transaction((tx) => grantBadgeInTx(tx, { badgeId: badge.id, userIds: ids, actorId: admin.id })),
    );
    expect(result.assigned).toHaveLength(1000);
    expect(queries.length).toBeLessThanOrEqual(8);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Hai ottenuto il badge «Folla»'));
    expect(mails).toHaveLength(998);
    const [massActivity] = await activitiesOf(ids[500]!);
    expect(massActivity?.text).toBe('Hai ricevuto il badge «Folla»');
  });
});

describe('e-mail switches and opt-outs', () => {
  test('an admin switching "badge assigned" off: the badge is given, no mail', async () => {
    const person = await createUser();
    await setNotificationEnabled({ actor: admin, kind: 'badge_assigned', enabled: false });
    try {
      await assignBadge({ actor: admin, badgeId: manual.id, userRef: person.id });
      expect(await holds(person.id, manual.id)).toBe(1);
      expect(await emailsTo(person.email)).toEqual([]);
    } finally {
      await setNotificationEnabled({ actor: admin, kind: 'badge_assigned', enabled: true });
    }
  });

  test('a person who turned badge mails off gets the badge without the mail', async () => {
    const person = await createUser();
    await db
      .update(profiles)
      .set({ emailOptOut: ['badge_assigned'] })
      .where(eq(profiles.userId, person.id));
    await assignBadge({ actor: admin, badgeId: manual.id, userRef: person.id });
    expect(await holds(person.id, manual.id)).toBe(1);
    expect(await emailsTo(person.email)).toEqual([]);
  });
});

describe('threshold badges, automatically', () => {
  test('awarded once, with one mail each, however often the check runs', async () => {
    const person = await createUser({ firstName: 'Giulia' });
    await grantPoints(person.id, 60);
    const first = await db.transaction((tx) => awardThresholdBadges(tx, person.id));
    expect(first).toEqual(['Prima recensione', 'Recensore affidabile']);
    const again = await db.transaction((tx) => awardThresholdBadges(tx, person.id));
    expect(again).toEqual([]);
    const mails = await badgeMails(person.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Hai ottenuto il badge «Prima recensione»',
      'Hai ottenuto il badge «Recensore affidabile»',
    ]);
    expect(mails.find((mail) => mail.subject.includes('Recensore affidabile'))!.text).toContain('50 punti');
    const lines = await activitiesOf(person.id);
    expect(lines.map((line) => line.text).sort()).toEqual([
      'Hai sbloccato il badge «Prima recensione»',
      'Hai sbloccato il badge «Recensore affidabile»',
    ]);
    // No admin did it: no audit row.
    expect(await auditOf(person.id)).toEqual([]);
  });

  test('a badge with threshold 0 is never given automatically', async () => {
    const person = await createUser();
    await grantPoints(person.id, 10);
    await db.transaction((tx) => awardThresholdBadges(tx, person.id));
    expect(await holds(person.id, manual.id)).toBe(0);
  });

  test('through a review approval, in that transaction', async () => {
    const author = await createUser();
    const product = await createProduct();
    const review = await createReview(product.id, author.id, { status: 'in_revisione', rating: 5 });
    await approveReview({ actor: admin, reviewId: review.id });
    const [first] = await db
      .select({ id: badges.id })
      .from(badges)
      .where(eq(badges.name, 'Prima recensione'));
    expect(await holds(author.id, first!.id)).toBe(1);
    const subjects = (await badgeMails(author.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Hai ottenuto il badge «Prima recensione»');
    expect(new Set(subjects).size).toBe(subjects.length);
    await approveReview({ actor: admin, reviewId: review.id });
    expect((await badgeMails(author.email)).length).toBe(subjects.length);
  });

  test('switched off: the badge still arrives, the mail does not', async () => {
    const person = await createUser();
    await grantPoints(person.id, 6);
    await setNotificationEnabled({ actor: admin, kind: 'badge_assigned', enabled: false });
    try {
      expect(await db.transaction((tx) => awardThresholdBadges(tx, person.id))).toEqual(['Prima recensione']);
      expect(await emailsTo(person.email)).toEqual([]);
    } finally {
      await setNotificationEnabled({ actor: admin, kind: 'badge_assigned', enabled: true });
    }
  });
});
