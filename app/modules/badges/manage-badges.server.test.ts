import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { auditLog, badges, userBadges } from '#db/schema/index.ts';
import { createBadges, createUser } from '#tests/support/factories.ts';
import { grantPoints } from '#tests/support/ledger.ts';
import { assignBadge } from './assign-badge.server.ts';
import { BADGE_MESSAGES, type BadgeInput } from './badge.schema.ts';
import {
  BADGES_CSV_HEADER,
  exportBadgesCsv,
  getBadgeCounts,
  listBadgeOptions,
  listBadgesForAdmin,
} from './list-badges.server.ts';
import { createBadge, deleteBadge, editBadge } from './manage-badges.server.ts';

let admin: { id: string; isAdmin: true };
const member = { id: 'not-an-admin', isAdmin: false };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin', firstName: 'Mara' })).id, isAdmin: true };
});

let sequence = 0;
const input = (fields: Partial<BadgeInput> = {}): BadgeInput => ({
  name: `Badge ${++sequence}`,
  icon: 'Star',
  description: 'Un badge di prova',
  thresholdPoints: 0,
  ...fields,
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

const auditOf = (entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const badgeCount = async () => (await db.select({ n: count() }).from(badges))[0]!.n;
const holders = async (badgeId: string) =>
  (
    await db.select({ userId: userBadges.userId }).from(userBadges).where(eq(userBadges.badgeId, badgeId))
  ).map((row) => row.userId);

describe('creating a badge', () => {
  test('stores it and writes an audit row with what was created', async () => {
    const result = await createBadge({
      actor: admin,
      input: input({ name: 'Fotografo', icon: 'Medal', thresholdPoints: 0 }),
    });
    expect(result.message).toBe('Badge creato con successo');
    expect(result.badge).toMatchObject({ name: 'Fotografo', icon: 'Medal', thresholdPoints: 0 });
    expect(result.awardedCount).toBe(0);
    const [audit] = await auditOf(result.badge.id);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'badge.create', entityType: 'badge' });
    expect(JSON.parse(audit!.after!)).toMatchObject({ name: 'Fotografo', thresholdPoints: 0 });
  });

  test('a name already used (whatever the case) is a 409 and changes nothing', async () => {
    await createBadge({ actor: admin, input: input({ name: 'Esploratore' }) });
    const before = await badgeCount();
    expect(await failure(createBadge({ actor: admin, input: input({ name: 'esploratore' }) }))).toEqual({
      status: 409,
      code: 'duplicate_name',
      message: BADGE_MESSAGES.duplicateName,
    });
    expect(await badgeCount()).toBe(before);
  });

  test('people whose lifetime points already reach the threshold get it now, with the e-mail', async () => {
    const rich = await createUser({ firstName: 'Bruno' });
    const poor = await createUser();
    const blocked = await createUser({ banned: true });
    await grantPoints(rich.id, 900_000);
    await grantPoints(poor.id, 10);
    await grantPoints(blocked.id, 900_000);
    const { badge, awardedCount } = await createBadge({
      actor: admin,
      input: input({ name: 'Mecenate', icon: 'Crown', thresholdPoints: 900_000 }),
    });
    expect(awardedCount).toBe(1);
    expect(await holders(badge.id)).toEqual([rich.id]);
    const [mail] = await emailsTo(rich.email);
    expect(mail).toMatchObject({ template: 'badge_assigned', subject: 'Hai ottenuto il badge «Mecenate»' });
    expect(mail!.text).toContain('Ciao Bruno,');
    expect(mail!.text).toContain('900000 punti');
    expect(await emailsTo(poor.email)).toEqual([]);
    expect(await emailsTo(blocked.email)).toEqual([]);
  });

  test('a threshold of 0 is a badge given by hand: nobody receives it on creation', async () => {
    const someone = await createUser();
    await grantPoints(someone.id, 50);
    const { badge, awardedCount } = await createBadge({ actor: admin, input: input({ thresholdPoints: 0 }) });
    expect(awardedCount).toBe(0);
    expect(await holders(badge.id)).toEqual([]);
  });

  test('a non-admin is refused and nothing is written', async () => {
    const before = await badgeCount();
    expect(await failure(createBadge({ actor: member, input: input() }))).toMatchObject({ status: 403 });
    expect(await badgeCount()).toBe(before);
  });
});

describe('editing a badge', () => {
  test('changes the fields and audits before and after', async () => {
    const { badge } = await createBadge({
      actor: admin,
      input: input({ name: 'Curioso', thresholdPoints: 0 }),
    });
    const result = await editBadge({
      actor: admin,
      badgeId: badge.id,
      input: { name: 'Curiosissimo', icon: 'Award', description: 'Nuova descrizione', thresholdPoints: 0 },
    });
    expect(result.message).toBe('Badge modificato con successo');
    expect(result.badge).toMatchObject({ id: badge.id, name: 'Curiosissimo', icon: 'Award' });
    const rows = await auditOf(badge.id);
    const edit = rows.find((row) => row.action === 'badge.edit')!;
    expect(JSON.parse(edit.before!)).toMatchObject({ name: 'Curioso', icon: 'Star' });
    expect(JSON.parse(edit.after!)).toMatchObject({ name: 'Curiosissimo', icon: 'Award' });
  });

  test('keeping its own name is fine; taking another badge’s name is a 409 that changes nothing', async () => {
    const { badge } = await createBadge({ actor: admin, input: input({ name: 'Primo' }) });
    await createBadge({ actor: admin, input: input({ name: 'Secondo' }) });
    await editBadge({ actor: admin, badgeId: badge.id, input: input({ name: 'Primo', icon: 'Trophy' }) });
    expect(
      await failure(editBadge({ actor: admin, badgeId: badge.id, input: input({ name: 'SECONDO' }) })),
    ).toMatchObject({ status: 409, message: BADGE_MESSAGES.duplicateName });
    const [row] = await db.select().from(badges).where(eq(badges.id, badge.id));
    expect(row).toMatchObject({ name: 'Primo', icon: 'Trophy' });
  });

  test('lowering the threshold awards it now to who reaches the new one; raising it takes nothing away', async () => {
    const high = await createUser();
    const mid = await createUser();
    // Above the 900,000 points given earlier in this file, so only these two can qualify.
    await grantPoints(high.id, 960_000);
    await grantPoints(mid.id, 940_000);
    const { badge } = await createBadge({ actor: admin, input: input({ thresholdPoints: 980_000 }) });
    expect(await holders(badge.id)).toEqual([]);

    const lowered = await editBadge({
      actor: admin,
      badgeId: badge.id,
      input: input({ thresholdPoints: 950_000 }),
    });
    expect(lowered.awardedCount).toBe(1);
    expect(await holders(badge.id)).toEqual([high.id]);
    expect(await emailsTo(high.email)).toHaveLength(1);

    const raised = await editBadge({
      actor: admin,
      badgeId: badge.id,
      input: input({ thresholdPoints: 990_000 }),
    });
    expect(raised.awardedCount).toBe(0);
    expect(await holders(badge.id)).toEqual([high.id]);

    await editBadge({ actor: admin, badgeId: badge.id, input: input({ thresholdPoints: 930_000 }) });
    expect((await holders(badge.id)).sort()).toEqual([high.id, mid.id].sort());
    expect(await emailsTo(high.email)).toHaveLength(1);
    expect(await emailsTo(mid.email)).toHaveLength(1);
  });

  test('an unknown or malformed id is "Badge non trovato"; a non-admin is refused', async () => {
    const { badge } = await createBadge({ actor: admin, input: input({ name: 'Intatto' }) });
    for (const badgeId of ['4f7c2b1e-8a3d-4c5e-9f10-2b3c4d5e6f70', 'garbage']) {
      expect(await failure(editBadge({ actor: admin, badgeId, input: input() }))).toMatchObject({
        status: 404,
        message: 'Badge non trovato',
      });
    }
    expect(
      await failure(editBadge({ actor: member, badgeId: badge.id, input: input({ name: 'Cambiato' }) })),
    ).toMatchObject({ status: 403 });
    const [row] = await db.select().from(badges).where(eq(badges.id, badge.id));
    expect(row!.name).toBe('Intatto');
  });
});

describe('deleting a badge', () => {
  test('an unassigned badge goes, with an audit row of what it was', async () => {
    const { badge } = await createBadge({ actor: admin, input: input({ name: 'Effimero' }) });
    expect(await deleteBadge({ actor: admin, badgeId: badge.id })).toEqual({
      badgeId: badge.id,
      message: 'Badge eliminato con successo',
    });
    expect(await db.select().from(badges).where(eq(badges.id, badge.id))).toEqual([]);
    const rows = await auditOf(badge.id);
    expect(rows.map((row) => row.action)).toEqual(['badge.create', 'badge.delete']);
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ name: 'Effimero' });
  });

  test('refused while anyone has it, and nothing changes', async () => {
    const { badge } = await createBadge({ actor: admin, input: input() });
    const person = await createUser();
    await assignBadge({ actor: admin, badgeId: badge.id, userRef: person.id });
    expect(await failure(deleteBadge({ actor: admin, badgeId: badge.id }))).toEqual({
      status: 409,
      code: 'badge_assigned',
      message: 'Impossibile eliminare un badge assegnato a utenti',
    });
    expect(await db.select().from(badges).where(eq(badges.id, badge.id))).toHaveLength(1);
    expect(await holders(badge.id)).toEqual([person.id]);
  });

  test('unknown badge 404, non-admin 403', async () => {
    const { badge } = await createBadge({ actor: admin, input: input() });
    expect(await failure(deleteBadge({ actor: admin, badgeId: 'nope' }))).toMatchObject({ status: 404 });
    expect(await failure(deleteBadge({ actor: member, badgeId: badge.id }))).toMatchObject({ status: 403 });
    expect(await db.select().from(badges).where(eq(badges.id, badge.id))).toHaveLength(1);
  });
});

describe('the grid, the counts, the options and the CSV', () => {
  test('search by name or description, ordered by threshold, with assigned counts', async () => {
    const a = await createBadge({
      actor: admin,
      input: input({ name: 'Zeta Girasole', description: 'primo', thresholdPoints: 0 }),
    });
    const b = await createBadge({
      actor: admin,
      input: input({ name: 'Alfa', description: 'Ama i girasoli', thresholdPoints: 0 }),
    });
    await createBadge({ actor: admin, input: input({ name: 'Altro', description: 'niente' }) });
    const [p1, p2] = [await createUser(), await createUser()];
    await assignBadge({ actor: admin, badgeId: a.badge.id, userRef: p1.id });
    await assignBadge({ actor: admin, badgeId: a.badge.id, userRef: p2.email });

    const found = await listBadgesForAdmin(admin, { q: '  GIRASOL ' });
    expect(found.map((badge) => [badge.name, badge.assignedCount])).toEqual([
      ['Alfa', 0],
      ['Zeta Girasole', 2],
    ]);
    expect(await listBadgesForAdmin(admin, { q: 'nessuno-corrisponde' })).toEqual([]);
    expect(await listBadgesForAdmin(admin, { q: '%' })).toEqual([]);

    const all = await listBadgesForAdmin(admin);
    const thresholds = all.map((badge) => badge.thresholdPoints);
    expect(thresholds).toEqual([...thresholds].sort((x, y) => x - y));
    expect(all.map((badge) => badge.name)).toEqual(
      expect.arrayContaining(['Prima recensione', 'Leggenda', 'Alfa']),
    );

    const counts = await getBadgeCounts(admin);
    expect(counts).toContainEqual({ badgeId: a.badge.id, assignedUsersCount: 2 });
    expect(counts.find((row) => row.badgeId === b.badge.id)).toBeUndefined();

    const options = await listBadgeOptions(admin);
    expect(options).toContainEqual({ id: b.badge.id, name: 'Alfa' });
    expect(options).toHaveLength(all.length);
  });

  test('CSV: the spec’s columns, Italian icon labels, the search applied', async () => {
    const { badge } = await createBadge({
      actor: admin,
      input: input({
        name: 'Esportato; "speciale"',
        icon: 'Trophy',
        description: '=1+1',
        thresholdPoints: 0,
      }),
    });
    await assignBadge({ actor: admin, badgeId: badge.id, userRef: (await createUser()).id });
    const response = await exportBadgesCsv(admin, { q: 'esportato' });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="badge-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(BADGES_CSV_HEADER.join(';'));
    expect(BADGES_CSV_HEADER).toEqual([
      'ID',
      'Nome',
      'Descrizione',
      'Icona',
      'Soglia Punti',
      'Utenti Assegnati',
      'Data Creazione',
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${badge.id};"Esportato; ""speciale""";"'=1\\+1";Trofeo;0;1;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    );
  });

  test('the full export lists every badge once, even past a batch', async () => {
    await createBadges(
      Array.from({ length: 520 }, (_, index) => ({
        name: `Massa ${index}`,
        icon: 'Star' as const,
        thresholdPoints: index % 3,
      })),
    );
    const lines = (await (await exportBadgesCsv(admin)).text()).trimEnd().split('\r\n');
    expect(lines.length - 1).toBe(await badgeCount());
    const ids = lines.slice(1).map((line) => line.split(';')[0]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('only admins read any of it', async () => {
    expect(await failure(listBadgesForAdmin(member, {}))).toMatchObject({ status: 403 });
    expect(await failure(getBadgeCounts(member))).toMatchObject({ status: 403 });
    expect(await failure(listBadgeOptions(member))).toMatchObject({ status: 403 });
    expect(await failure(exportBadgesCsv(member, {}))).toMatchObject({ status: 403 });
  });
});
