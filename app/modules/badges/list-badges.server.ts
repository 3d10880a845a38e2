import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { csvDate, csvDownload, fileDate } from '#app/lib/csv.server.ts';
import { db } from '#app/lib/db.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { badges, userBadges } from '#db/schema/index.ts';
import { BADGE_ICON_LABELS } from './badge.schema.ts';
import type { BadgeRecord } from './manage-badges.server.ts';

type Reader = { isAdmin: boolean };

/** Gestione Badge's search: name or description, a few words at most. */
export type BadgeQuery = { q?: string | null };

export type AdminBadge = BadgeRecord & { assignedCount: number };

export const BADGES_CSV_HEADER = [
  'ID',
  'Nome',
  'Descrizione',
  'Icona',
  'Soglia Punti',
  'Utenti Assegnati',
  'Data Creazione',
];

const MAX_QUERY = 100;

/** The search text as used: trimmed, at most 100 characters, empty meaning no filter. */
export function badgeSearch(query: BadgeQuery): string {
  return (query.q ?? '').trim().slice(0, MAX_QUERY);
}

function searchWhere(query: BadgeQuery): SQL | undefined {
  const q = badgeSearch(query);
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(badges.name, like), ilike(badges.description, like));
}

/**
 * get_badge_counts (admin-side §7), as a correlated count so the grid is one query. Written with
 * explicit names: drizzle leaves columns unqualified in a one-table select, and an unqualified
 * "id" inside the subquery would be user_badges.id.
 */
const assignedCount = sql<number>`(select count(*) from ${userBadges} ub where ub.badge_id = "badges"."id")::int`;

/** Gestione Badge's grid: the badges matching the search, by threshold, with how many people have each. */
export async function listBadgesForAdmin(actor: Reader, query: BadgeQuery = {}): Promise<AdminBadge[]> {
  assertAdmin(actor);
  return db
    .select({
      id: badges.id,
      name: badges.name,
      icon: badges.icon,
      description: badges.description,
      thresholdPoints: badges.thresholdPoints,
      createdAt: badges.createdAt,
      assignedCount,
    })
    .from(badges)
    .where(searchWhere(query))
    .orderBy(asc(badges.thresholdPoints), asc(badges.name));
}

/** get_badge_counts for the JSON API: badges nobody has are left out, as the original RPC did. */
export async function getBadgeCounts(
  actor: Reader,
): Promise<{ badgeId: string; assignedUsersCount: number }[]> {
  assertAdmin(actor);
  return db
    .select({ badgeId: userBadges.badgeId, assignedUsersCount: count() })
    .from(userBadges)
    .groupBy(userBadges.badgeId);
}

/** Id and name of every badge, for the selects of Gestione Utenti's badge dialog and bulk action. */
export async function listBadgeOptions(actor: Reader): Promise<{ id: string; name: string }[]> {
  assertAdmin(actor);
  return db
    .select({ id: badges.id, name: badges.name })
    .from(badges)
    .orderBy(asc(badges.thresholdPoints), asc(badges.name));
}

const BATCH = 500;

/** Export CSV of Gestione Badge: the badges the search selects, in the grid's order (admin-side §7). */
export async function exportBadgesCsv(actor: Reader, query: BadgeQuery = {}): Promise<Response> {
  assertAdmin(actor);
  const where = searchWhere(query);
  return csvDownload<{ thresholdPoints: number; name: string; id: string }>({
    fileName: `badge-${fileDate()}.csv`,
    header: BADGES_CSV_HEADER,
    async next(after) {
      const rows = await db
        .select({
          id: badges.id,
          name: badges.name,
          icon: badges.icon,
          description: badges.description,
          thresholdPoints: badges.thresholdPoints,
          createdAt: badges.createdAt,
          assignedCount,
        })
        .from(badges)
        .where(
          and(
            where,
            after
              ? sql`(${badges.thresholdPoints}, ${badges.name}, ${badges.id}) > (${after.thresholdPoints}, ${after.name}, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(badges.thresholdPoints), asc(badges.name), asc(badges.id))
        .limit(BATCH);
      const last = rows.at(-1);
      return {
        cursor: last ? { thresholdPoints: last.thresholdPoints, name: last.name, id: last.id } : after,
        rows: rows.map((row) => [
          row.id,
          row.name,
          row.description,
          BADGE_ICON_LABELS[row.icon],
          row.thresholdPoints,
          row.assignedCount,
          csvDate(row.createdAt),
        ]),
      };
    },
  });
}

/** For a single badge page or dialog: one badge with its count, or undefined. */
export async function findBadgeForAdmin(actor: Reader, badgeId: string): Promise<AdminBadge | undefined> {
  assertAdmin(actor);
  if (!isUuid(badgeId)) return undefined;
  const [row] = await db
    .select({
      id: badges.id,
      name: badges.name,
      icon: badges.icon,
      description: badges.description,
      thresholdPoints: badges.thresholdPoints,
      createdAt: badges.createdAt,
      assignedCount,
    })
    .from(badges)
    .where(eq(badges.id, badgeId));
  return row;
}
