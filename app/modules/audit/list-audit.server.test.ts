import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { setUserBlocked, setUserRole } from '#app/modules/users/block-user.server.ts';
import { auditLog } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { parseAuditQuery } from './audit-query.ts';
import {
  AUDIT_COUNT_CAP,
  auditActors,
  entityHistory,
  exportAuditCsv,
  listAuditEntries,
} from './list-audit.server.ts';

const mara = { id: 'audit-mara', isAdmin: true };
const piero = { id: 'audit-piero', isAdmin: true };
const query = (search: string) => parseAuditQuery(new URLSearchParams(search));

beforeAll(async () => {
  await createUser({ id: mara.id, role: 'admin', firstName: 'Mara', lastName: 'Rossi' });
  await createUser({ id: piero.id, role: 'admin', firstName: 'Piero', lastName: 'Neri' });
});

describe('listAuditEntries', () => {
  test('only admins read the log', async () => {
    await expect(listAuditEntries({ id: 'someone', isAdmin: false }, query(''))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(entityHistory({ id: 'someone', isAdmin: false }, 'user', 'x')).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  test('a real action appears newest first, with who, what, on what and before → after', async () => {
    const person = await createUser({ firstName: 'Luca' });
    await setUserRole({ actor: mara, userId: person.id, role: 'admin' });
    await setUserBlocked({
      actor: piero,
      userId: person.id,
      blocked: true,
      reason: 'Spam ripetuto',
      rule: 'conduct-fake-reviews',
    });

    const list = await listAuditEntries(mara, query(`q=${person.id}`));
    expect(list.total).toBe(2);
    expect(list.items.map((entry) => [entry.action, entry.actor?.name])).toEqual([
      ['user.block', 'Piero Neri'],
      ['user.role', 'Mara Rossi'],
    ]);
    expect(list.items[1]).toMatchObject({
      entityType: 'user',
      entityId: person.id,
      changes: [{ field: 'role', before: 'user', after: 'admin' }],
    });
    expect(list.items[0]!.changes).toContainEqual({ field: 'reason', before: '—', after: 'Spam ripetuto' });
  });

  test('filters by admin, action, kind of thing and days in Rome; pages newest first', async () => {
    const subject = await createUser();
    for (const [actor, action, at] of [
      [mara, 'badge.assign', '2026-10-31T23:30:00Z'], // 1 November, 00:30 in Rome (UTC+1)
      [mara, 'user.points.adjust', '2026-11-02T10:00:00Z'],
      [piero, 'user.points.adjust', '2026-11-03T10:00:00Z'],
      [piero, 'badge.assign', '2026-11-03T23:30:00Z'], // 4 November in Rome
    ] as const) {
      await writeAudit(db, {
        actorId: actor.id,
        action,
        entityType: 'user',
        entityId: subject.id,
        after: { at },
      });
      await db
        .update(auditLog)
        .set({ createdAt: new Date(at) })
        .where(eq(auditLog.after, JSON.stringify({ at })));
    }
    const actions = async (search: string) =>
      (await listAuditEntries(mara, query(`q=${subject.id}&${search}`))).items.map(
        (entry) => `${entry.actor?.id}:${entry.action}`,
      );
    expect(await actions('userId=audit-mara')).toEqual([
      'audit-mara:user.points.adjust',
      'audit-mara:badge.assign',
    ]);
    expect(await actions('action=badge.assign')).toEqual([
      'audit-piero:badge.assign',
      'audit-mara:badge.assign',
    ]);
    expect(await actions('entityType=review')).toEqual([]);
    expect(await actions('from=2026-11-01&to=2026-11-01')).toEqual(['audit-mara:badge.assign']);
    expect(await actions('from=2026-11-03&to=2026-11-03')).toEqual(['audit-piero:user.points.adjust']);
    expect(await actions('from=2026-11-04')).toEqual(['audit-piero:badge.assign']);

    const first = await listAuditEntries(mara, query(`q=${subject.id}&pageSize=20`));
    expect(first).toMatchObject({ total: 4, capped: false, pageCount: 1 });
    const beyond = await listAuditEntries(mara, query(`q=${subject.id}&page=2`));
    expect(beyond.items).toEqual([]);
  });

  test(`counts up to ${AUDIT_COUNT_CAP} and then says "more"`, async () => {
    const subject = await createUser();
    await db.transaction(async (tx) => {
      for (let n = 0; n <= AUDIT_COUNT_CAP; n += 1)
        await writeAudit(tx, {
          actorId: mara.id,
          action: 'user.points.adjust',
          entityType: 'user',
          entityId: subject.id,
        });
    });
    const list = await listAuditEntries(mara, query(`q=${subject.id}&pageSize=100&page=11`));
    expect(list).toMatchObject({ total: AUDIT_COUNT_CAP, capped: true, pageCount: 10 });
    expect(list.items).toHaveLength(1);
  });
});

describe('entityHistory', () => {
  test("one thing's own history, nobody else's", async () => {
    const [one, two] = [await createUser(), await createUser()];
    await setUserRole({ actor: mara, userId: one.id, role: 'admin' });
    await setUserRole({ actor: mara, userId: two.id, role: 'admin' });
    await setUserRole({ actor: piero, userId: one.id, role: 'user' });
    const history = await entityHistory(mara, 'user', one.id);
    expect(history.map((entry) => [entry.actor?.id, entry.changes[0]?.after])).toEqual([
      [piero.id, 'user'],
      [mara.id, 'admin'],
    ]);
  });
});

describe('auditActors', () => {
  test('the admins, by name, for the filter', async () => {
    const admins = await auditActors(mara);
    expect(admins.map((admin) => admin.id)).toEqual(expect.arrayContaining([mara.id, piero.id]));
    const names = admins.map((admin) => admin.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('someone who acted as an admin stays in the filter after losing the role; others never appear', async () => {
    const former = await createUser({ firstName: 'Ex', lastName: 'Amministratrice' });
    const bystander = await createUser({ firstName: 'Mai', lastName: 'Amministratore' });
    await setUserRole({ actor: mara, userId: former.id, role: 'admin' });
    await setUserBlocked({
      actor: { id: former.id, isAdmin: true },
      userId: bystander.id,
      blocked: true,
      reason: 'Spam',
      rule: 'conduct-fake-reviews',
    });
    await setUserRole({ actor: mara, userId: former.id, role: 'user' });
    const ids = (await auditActors(mara)).map((admin) => admin.id);
    expect(ids).toContain(former.id);
    expect(ids).not.toContain(bystander.id);
  });
});

describe('exportAuditCsv', () => {
  test('the filtered entries as an Italian CSV, newest first', async () => {
    const person = await createUser();
    await setUserRole({ actor: mara, userId: person.id, role: 'admin' });
    await setUserBlocked({
      actor: mara,
      userId: person.id,
      blocked: true,
      reason: 'Frode',
      rule: 'conduct-fake-reviews',
    });
    const response = exportAuditCsv(mara, query(`q=${person.id}&action=user.role`));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/registro-attivita-\d{4}-\d{2}-\d{2}\.csv/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Amministratore;E-mail;Azione;Codice azione;Oggetto;ID oggetto;Modifiche');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Mara Rossi;');
    expect(lines[1]).toContain(`;Ruolo cambiato;user.role;Utente;${person.id};role: user → admin`);
  });
});
