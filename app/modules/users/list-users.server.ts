import { withinRomeDays } from '#app/lib/rome-days.server.ts';
import { and, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { csvDate, csvDownload, fileDate } from '#app/lib/csv.server.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { type Tier, tierFor, type TierThresholds } from '#app/modules/points/points-rules.ts';
import { badges, profiles, reviews, userBadges, users } from '#db/schema/index.ts';
import {
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  type UserRole,
  type UserStatus,
  userRoleOf,
  userStatusOf,
} from './user-display.ts';
import type { UsersQuery } from './users-query.ts';

export type AdminUserReviewCounts = { published: number; pending: number; rejected: number; total: number };

/** One card of Gestione Utenti (admin-side §2, §4). */
export type AdminUserCard = {
  id: string;
  /** First and last name, else the account's name, else the e-mail. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  role: UserRole;
  status: UserStatus;
  banned: boolean;
  emailVerified: boolean;
  /** The balance, what can still be spent. */
  points: number;
  /** Points ever earned: the tier and the badges follow these. */
  lifetimePoints: number;
  tier: Tier;
  reviews: AdminUserReviewCounts;
  /** Badge names, lowest threshold first. */
  badges: string[];
  createdAt: Date;
};

export type AdminUserList = {
  items: AdminUserCard[];
  /** Matches, counted up to USERS_COUNT_CAP. */
  total: number;
  /** More matches than USERS_COUNT_CAP ("oltre 1.000"). */
  capped: boolean;
  pageCount: number;
};

/**
 * The list counts matches up to here ("oltre 1.000" beyond), as moderation does: counting 100,000
 * accounts exactly on every page view costs more than the 50 ms a page may take, and past this
 * the number does not help anyone (filters do).
 */
export const USERS_COUNT_CAP = 1_000;

/** Rome's calendar: "to 2026-11-22" includes the whole day, "from" starts at its midnight. */

export function usersConditions(query: UsersQuery, tiers: TierThresholds): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // With an @ it can only be an address: one trigram index to read, not two.
    where.push(
      query.q.includes('@')
        ? ilike(users.email, like)
        : or(ilike(users.name, like), ilike(users.email, like), eq(users.id, query.q))!,
    );
  }
  if (query.userId) where.push(eq(users.id, query.userId));
  if (query.status === 'blocked') where.push(eq(users.banned, true));
  if (query.status === 'active') where.push(and(eq(users.banned, false), eq(users.emailVerified, true))!);
  if (query.status === 'unconfirmed')
    where.push(and(eq(users.banned, false), eq(users.emailVerified, false))!);
  if (query.role === 'admin') where.push(eq(users.role, 'admin'));
  if (query.role === 'user') where.push(sql`${users.role} <> 'admin'`);
  if (query.tier === 'Bronze') where.push(sql`coalesce(${profiles.lifetimePoints}, 0) < ${tiers.silver}`);
  if (query.tier === 'Silver')
    where.push(and(gte(profiles.lifetimePoints, tiers.silver), lt(profiles.lifetimePoints, tiers.gold))!);
  if (query.tier === 'Gold') where.push(gte(profiles.lifetimePoints, tiers.gold));
  if (query.pointsMin !== null) where.push(gte(profiles.points, query.pointsMin));
  if (query.pointsMax !== null) where.push(lte(profiles.points, query.pointsMax));
  where.push(...withinRomeDays(users.createdAt, query));
  return where.length ? and(...where) : undefined;
}

/** Reviews by status and badge names of the row's user, computed in SQL for the rows of a page only. */
const reviewCounts = sql<number[]>`(select array[
    count(*) filter (where ${reviews.status} = 'pubblicata'),
    count(*) filter (where ${reviews.status} = 'in_revisione'),
    count(*) filter (where ${reviews.status} = 'rifiutata')]::int[]
  from ${reviews} where ${reviews.userId} = ${users.id})`;
const badgeNames = sql<string[]>`array(select ${badges.name} from ${userBadges}
    join ${badges} on ${badges.id} = ${userBadges.badgeId}
    where ${userBadges.userId} = ${users.id}
    order by ${badges.thresholdPoints}, ${badges.name})`;

const cardColumns = {
  id: users.id,
  accountName: users.name,
  email: users.email,
  role: users.role,
  banned: users.banned,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${users.image})`,
  points: profiles.points,
  lifetimePoints: profiles.lifetimePoints,
  reviewCounts,
  badges: badgeNames,
};

type CardRow = {
  id: string;
  accountName: string;
  email: string;
  role: string;
  banned: boolean;
  emailVerified: boolean;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  points: number | null;
  lifetimePoints: number | null;
  reviewCounts: number[] | null;
  badges: string[] | null;
};

export function toCard(row: CardRow, tiers: TierThresholds): AdminUserCard {
  const [published = 0, pending = 0, rejected = 0] = row.reviewCounts ?? [];
  const fullName = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const lifetimePoints = row.lifetimePoints ?? 0;
  return {
    id: row.id,
    name: fullName || row.accountName.trim() || row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: userRoleOf(row.role),
    status: userStatusOf(row),
    banned: row.banned,
    emailVerified: row.emailVerified,
    points: row.points ?? 0,
    lifetimePoints,
    tier: tierFor(lifetimePoints, tiers),
    reviews: { published, pending, rejected, total: published + pending + rejected },
    badges: row.badges ?? [],
    createdAt: row.createdAt,
  };
}

/**
 * One page of Gestione Utenti, newest accounts first, in two queries: the capped count, then the
 * page (its ids picked first, then review counts and badge names aggregated for those rows only).
 *
 * The count also chooses the page's plan. Few matches (up to the cap): they are all read through
 * their own indexes and sorted (a fenced subquery), because walking the sign-up order and
 * testing each account is what the planner picks when it overestimates the matches, and finding
 * ten rare (or old) accounts that way reads the whole table. Many matches: that walk finds a page
 * at once.
 */
export async function listUsersForAdmin(
  actor: { isAdmin: boolean },
  query: UsersQuery,
): Promise<AdminUserList> {
  assertAdmin(actor);
  const tiers = getConfig().tiers;
  const where = usersConditions(query, tiers);
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(USERS_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ value: count() }).from(matches);
  const matched = counted?.value ?? 0;
  const total = Math.min(matched, USERS_COUNT_CAP);
  const result = {
    total,
    capped: matched > USERS_COUNT_CAP,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
  const offset = (query.page - 1) * query.pageSize;
  if (!result.capped && offset >= matched) return { items: [], ...result };

  const filtered = db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  // Few matches: a LIMIT that cuts nothing keeps the planner from pulling the subquery up.
  const source = result.capped ? filtered.as('matched') : filtered.limit(USERS_COUNT_CAP + 1).as('matched');
  const pageIds = db
    .select({ id: source.id })
    .from(source)
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(query.pageSize)
    .offset(offset)
    .as('page_ids');
  const rows = await db
    .select(cardColumns)
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(desc(users.createdAt), desc(users.id));
  return { items: rows.map((row) => toCard(row, tiers)), ...result };
}

/**
 * The spec's columns (admin-side §7: ID, User ID, Nome, Cognome, Punti, Data Creazione, Badge),
 * then what a support person asks next. A profile has no id of its own here (it is keyed by the
 * user), so ID and User ID carry the same value; both stay for files built on the old layout.
 */
export const USERS_CSV_HEADER = [
  'ID',
  'User ID',
  'Nome',
  'Cognome',
  'Punti',
  'Data Creazione',
  'Badge',
  'E-mail',
  'Stato',
  'Ruolo',
  'Punti totali',
];

const BATCH = 1000;

/** The accounts the filters select, newest first, streamed as CSV in batches. */
export function exportUsersCsv(actor: { isAdmin: boolean }, query: UsersQuery): Response {
  assertAdmin(actor);
  const tiers = getConfig().tiers;
  const where = usersConditions(query, tiers);
  // The cursor keeps the timestamp as text: microseconds matter, a JS Date would drop them.
  return csvDownload<{ createdAt: string; id: string }>({
    fileName: `utenti-${fileDate()}.csv`,
    header: USERS_CSV_HEADER,
    async next(after) {
      const rows = await db
        .select({
          ...cardColumns,
          reviewCounts: sql<null>`null`,
          cursorAt: sql<string>`${users.createdAt}::text`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            where,
            after
              ? or(
                  sql`${users.createdAt} < ${after.createdAt}::timestamptz`,
                  and(sql`${users.createdAt} = ${after.createdAt}::timestamptz`, lt(users.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(BATCH);
      const last = rows.at(-1);
      return {
        cursor: last ? { createdAt: last.cursorAt, id: last.id } : after,
        rows: rows.map((row) => {
          const card = toCard(row, tiers);
          return [
            card.id,
            card.id,
            card.firstName ?? '',
            card.lastName ?? '',
            card.points,
            csvDate(card.createdAt),
            card.badges.join(', '),
            card.email,
            USER_STATUS_LABELS[card.status],
            USER_ROLE_LABELS[card.role],
            card.lifetimePoints,
          ];
        }),
      };
    },
  });
}
