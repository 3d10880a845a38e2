import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin, type Actor } from '#app/lib/app-error.ts';
import { csvDate, csvDownload, fileDate } from '#app/lib/csv.server.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { withinRomeDays } from '#app/lib/rome-days.server.ts';
import { auditLog, users } from '#db/schema/index.ts';
import { type AuditChange, auditChanges, auditChangesLine } from './audit-change.ts';
import { auditActionLabel, auditEntityLabel } from './audit-labels.ts';
import type { AuditQuery } from './audit-query.ts';

export type AuditEntry = {
  id: string;
  at: Date;
  actor: { id: string; name: string; email: string } | null;
  action: string;
  entityType: string;
  entityId: string;
  changes: AuditChange[];
};

export type AuditList = { items: AuditEntry[]; total: number; capped: boolean; pageCount: number };

/** Past this many matches the page says "oltre 1.000" and counts no further. */
export const AUDIT_COUNT_CAP = 1_000;

function auditConditions(query: AuditQuery): SQL | undefined {
  return and(
    query.userId ? eq(auditLog.actorId, query.userId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.q ? eq(auditLog.entityId, query.q) : undefined,
    ...withinRomeDays(auditLog.createdAt, query),
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorName: users.name,
  actorEmail: users.email,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type EntryRow = {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
};

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: row.actorId
    ? { id: row.actorId, name: row.actorName ?? 'Account eliminato', email: row.actorEmail ?? '' }
    : null,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  changes: auditChanges(row.before, row.after),
});

/** 'Registro attività': every back-office action the filters select, newest first (issue 33 §5). */
export async function listAuditEntries(actor: Actor, query: AuditQuery): Promise<AuditList> {
  assertAdmin(actor);
  const where = auditConditions(query);
  const matches = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(AUDIT_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ value: count() }).from(matches);
  const matched = counted?.value ?? 0;
  const total = Math.min(matched, AUDIT_COUNT_CAP);
  const capped = matched > AUDIT_COUNT_CAP;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const offset = (query.page - 1) * query.pageSize;
  if (!capped && offset >= matched) return { items: [], total, capped, pageCount };
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(offset);
  return { items: rows.map(toEntry), total, capped, pageCount };
}

/** The history of one thing (a review, a person, a product…), newest first, for its own page. */
export async function entityHistory(
  actor: Actor,
  entityType: string,
  entityId: string,
  limit = 20,
): Promise<AuditEntry[]> {
  assertAdmin(actor);
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** The admins who have acted, for the 'Amministratore' filter (people once admins included). */
export async function auditActors(actor: Actor): Promise<{ id: string; name: string }[]> {
  assertAdmin(actor);
  // The people who acted, read from the log's actor index one id at a time (a loose index scan),
  // and today's admins from the partial index on privileged roles: an `exists` per user read all
  // 249,039 users of the large data set (101 ms) on every load of the register.
  return queryRows<{ id: string; name: string }>(sql`
    with recursive actors(id) as (
      (select ${auditLog.actorId} from ${auditLog} where ${auditLog.actorId} is not null
        order by ${auditLog.actorId} limit 1)
      union all
      select (select a.actor_id from ${auditLog} a where a.actor_id > actors.id order by a.actor_id limit 1)
      from actors where actors.id is not null
    )
    select ${users.id} as id, ${users.name} as name from ${users} where ${users.role} = 'admin'
    union
    select u.id, u.name from ${users} u join actors on actors.id = u.id
    order by name
    limit 200
  `);
}

export const AUDIT_CSV_HEADER = [
  'Data',
  'Amministratore',
  'E-mail',
  'Azione',
  'Codice azione',
  'Oggetto',
  'ID oggetto',
  'Modifiche',
];

const BATCH = 1000;

/** The entries the filters select, newest first, streamed as CSV in batches. */
export function exportAuditCsv(actor: Actor, query: AuditQuery): Response {
  assertAdmin(actor);
  const where = auditConditions(query);
  return csvDownload<{ at: string; id: string }>({
    fileName: `registro-attivita-${fileDate()}.csv`,
    header: AUDIT_CSV_HEADER,
    async next(after) {
      const rows = await db
        .select({ ...entryColumns, cursorAt: sql<string>`${auditLog.createdAt}::text` })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(
          and(
            where,
            after
              ? or(
                  sql`${auditLog.createdAt} < ${after.at}::timestamptz`,
                  and(sql`${auditLog.createdAt} = ${after.at}::timestamptz`, lt(auditLog.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(BATCH);
      const last = rows.at(-1);
      return {
        cursor: last ? { at: last.cursorAt, id: last.id } : after,
        rows: rows.map((row) => {
          const entry = toEntry(row);
          return [
            csvDate(entry.at),
            entry.actor?.name ?? 'Sistema',
            entry.actor?.email ?? '',
            auditActionLabel(entry.action),
            entry.action,
            auditEntityLabel(entry.entityType),
            entry.entityId,
            auditChangesLine(entry.changes),
          ];
        }),
      };
    },
  });
}
