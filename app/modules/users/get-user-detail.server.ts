import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertAdmin, notFound } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import {
  badges,
  pointsLedger,
  products,
  profiles,
  rewardRequests,
  reviews,
  sessions,
  userBadges,
  users,
} from '#db/schema/index.ts';
import { type AdminUserCard, toCard } from './list-users.server.ts';
import { ledgerKindLabel, USER_LEDGER_PAGE_SIZE } from './user-display.ts';
import { isUserId, USER_MESSAGES } from './users.schema.ts';

/** 'Vedi utente' shows the newest rows of these histories up to these, with the full count beside. */
export const USER_DETAIL_LIMITS = { reviews: 20, rewardRequests: 20 } as const;

export type AdminLedgerRow = {
  id: string;
  delta: number;
  kind: string;
  kindLabel: string;
  reason: string | null;
  referenceType: string | null;
  referenceId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  createdAt: Date;
};

export type AdminUserReview = {
  id: string;
  status: 'in_revisione' | 'pubblicata' | 'rifiutata';
  rating: number;
  title: string;
  productId: string;
  productName: string;
  productSlug: string;
  createdAt: Date;
  moderatedAt: Date | null;
};

export type AdminUserRewardRequest = {
  id: string;
  rewardType: string;
  pointsCost: number;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
};

export type AdminUserBadge = {
  id: string;
  name: string;
  icon: 'Star' | 'Trophy' | 'Medal' | 'Crown' | 'Award';
  description: string;
  thresholdPoints: number;
  assignedAt: Date;
};

export type AdminUserDetail = {
  user: AdminUserCard & {
    banReason: string | null;
    twoFactorEnabled: boolean;
    updatedAt: Date;
    /** Sessions not yet expired: 0 right after a block. */
    activeSessions: number;
  };
  /** One page of the points history (USER_LEDGER_PAGE_SIZE rows, newest first); `total` counts them all. */
  ledger: { items: AdminLedgerRow[]; total: number; page: number; pageCount: number };
  /** The newest USER_DETAIL_LIMITS.reviews; the counts by status are on `user.reviews`. */
  reviews: AdminUserReview[];
  /** The newest USER_DETAIL_LIMITS.rewardRequests; `total` counts them all. */
  rewardRequests: { items: AdminUserRewardRequest[]; total: number };
  /** Every badge the person has, lowest threshold first. */
  badges: AdminUserBadge[];
};

const actor = alias(users, 'actor');

/**
 * 'Vedi utente': the person's card and their histories, in five queries whatever their size (the
 * last four run side by side). The first also counts the points history, so the page asked for is
 * clamped to the pages there are before the history's page is read (past the end: the last page;
 * malformed: the first).
 */
export async function getUserForAdmin(
  viewer: { isAdmin: boolean },
  userId: string,
  options: { ledgerPage?: number } = {},
): Promise<AdminUserDetail> {
  assertAdmin(viewer);
  if (!isUserId(userId)) throw notFound(USER_MESSAGES.notFound);
  const tiers = getConfig().tiers;
  const [row] = await db
    .select({
      id: users.id,
      accountName: users.name,
      email: users.email,
      role: users.role,
      banned: users.banned,
      banReason: users.banReason,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${users.image})`,
      points: profiles.points,
      lifetimePoints: profiles.lifetimePoints,
      reviewCounts: sql<number[]>`(select array[
          count(*) filter (where ${reviews.status} = 'pubblicata'),
          count(*) filter (where ${reviews.status} = 'in_revisione'),
          count(*) filter (where ${reviews.status} = 'rifiutata')]::int[]
        from ${reviews} where ${reviews.userId} = ${users.id})`,
      activeSessions: sql<number>`(select count(*)::int from ${sessions}
        where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`,
      ledgerTotal: sql<number>`(select count(*)::int from ${pointsLedger}
        where ${pointsLedger.userId} = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const ledgerPageCount = Math.max(1, Math.ceil(row.ledgerTotal / USER_LEDGER_PAGE_SIZE));
  const asked = options.ledgerPage ?? 1;
  const ledgerPage = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, ledgerPageCount) : 1;

  const [ledgerRows, reviewRows, rewardRows, badgeRows] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        delta: pointsLedger.delta,
        kind: pointsLedger.kind,
        reason: pointsLedger.reason,
        referenceType: pointsLedger.referenceType,
        referenceId: pointsLedger.referenceId,
        actorId: pointsLedger.actorId,
        actorEmail: actor.email,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .leftJoin(actor, eq(actor.id, pointsLedger.actorId))
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(USER_LEDGER_PAGE_SIZE)
      .offset((ledgerPage - 1) * USER_LEDGER_PAGE_SIZE),
    db
      .select({
        id: reviews.id,
        status: reviews.status,
        rating: reviews.rating,
        title: reviews.title,
        productId: reviews.productId,
        productName: products.name,
        productSlug: products.slug,
        createdAt: reviews.createdAt,
        moderatedAt: reviews.moderatedAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(USER_DETAIL_LIMITS.reviews),
    db
      .select({
        id: rewardRequests.id,
        rewardType: rewardRequests.rewardType,
        pointsCost: rewardRequests.pointsCost,
        status: rewardRequests.status,
        rejectionReason: rewardRequests.rejectionReason,
        createdAt: rewardRequests.createdAt,
        processedAt: rewardRequests.processedAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(rewardRequests)
      .where(eq(rewardRequests.userId, userId))
      .orderBy(desc(rewardRequests.createdAt), desc(rewardRequests.id))
      .limit(USER_DETAIL_LIMITS.rewardRequests),
    db
      .select({
        id: badges.id,
        name: badges.name,
        icon: badges.icon,
        description: badges.description,
        thresholdPoints: badges.thresholdPoints,
        assignedAt: userBadges.assignedAt,
      })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(badges.thresholdPoints), asc(badges.name)),
  ]);

  const card = toCard({ ...row, badges: badgeRows.map((badge) => badge.name) }, tiers);
  return {
    user: {
      ...card,
      banReason: row.banReason,
      twoFactorEnabled: row.twoFactorEnabled,
      updatedAt: row.updatedAt,
      activeSessions: row.activeSessions,
    },
    ledger: {
      items: ledgerRows.map((entry) => ({ ...entry, kindLabel: ledgerKindLabel(entry.kind) })),
      total: row.ledgerTotal,
      page: ledgerPage,
      pageCount: ledgerPageCount,
    },
    reviews: reviewRows,
    rewardRequests: {
      items: rewardRows.map(({ total: _total, ...request }) => request),
      total: rewardRows[0]?.total ?? 0,
    },
    badges: badgeRows,
  };
}
