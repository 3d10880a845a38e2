import { withinRomeDays } from '#app/lib/rome-days.server.ts';
import { and, count, countDistinct, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { csvDate, csvDownload, fileDate } from '#app/lib/csv.server.ts';
import { db } from '#app/lib/db.server.ts';
import { profiles, rewardRequests, rewards, users, voucherCodes } from '#db/schema/index.ts';
import { REWARD_STATUS_LABELS, type RewardRequestsQuery } from './reward-requests-query.ts';

const fullName = sql<
  string | null
>`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`;

function conditions(query: RewardRequestsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(rewardRequests.status, query.status));
  if (query.type) where.push(eq(rewardRequests.rewardType, query.type));
  if (query.userId) where.push(eq(rewardRequests.userId, query.userId));
  where.push(...withinRomeDays(rewardRequests.createdAt, query));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The person (name, e-mail), the reward, or the voucher code an admin copied from a mail or a
    // support ticket (trigram index, migration 0034).
    where.push(
      or(
        ilike(rewardRequests.rewardType, like),
        ilike(users.email, like),
        sql`${fullName} ilike ${like}`,
        ilike(rewardRequests.voucherCode, like),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** Gestione Premi: one page of requests with their person and current points, types, pool sizes. */
export async function listRewardRequests(actor: { isAdmin: boolean }, query: RewardRequestsQuery) {
  assertAdmin(actor);
  const where = conditions(query);
  const items = await db
    .select({
      id: rewardRequests.id,
      rewardType: rewardRequests.rewardType,
      rewardId: rewardRequests.rewardId,
      pointsCost: rewardRequests.pointsCost,
      status: rewardRequests.status,
      voucherCode: rewardRequests.voucherCode,
      rejectionReason: rewardRequests.rejectionReason,
      createdAt: rewardRequests.createdAt,
      processedAt: rewardRequests.processedAt,
      userId: rewardRequests.userId,
      userName: fullName,
      userEmail: users.email,
      userPoints: profiles.points,
    })
    .from(rewardRequests)
    .innerJoin(users, eq(users.id, rewardRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, rewardRequests.userId))
    .where(where)
    .orderBy(desc(rewardRequests.createdAt), desc(rewardRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(rewardRequests)
    .innerJoin(users, eq(users.id, rewardRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, rewardRequests.userId))
    .where(where);
  const types = await db
    .selectDistinct({ type: rewardRequests.rewardType })
    .from(rewardRequests)
    .orderBy(rewardRequests.rewardType);
  const pool = await db
    .select({ rewardId: rewards.id, name: rewards.name, free: countDistinct(voucherCodes.id) })
    .from(rewards)
    .leftJoin(voucherCodes, and(eq(voucherCodes.rewardId, rewards.id), isNull(voucherCodes.usedAt)))
    .groupBy(rewards.id)
    .orderBy(rewards.costPoints);
  const totalCount = total?.value ?? 0;
  return {
    items,
    total: totalCount,
    pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    types: types.map((row) => row.type),
    pool,
  };
}

export const REWARDS_CSV_HEADER = [
  'ID',
  'Utente',
  'Tipo Premio',
  'Punti Costo',
  'Stato',
  'Data richiesta',
  'Data aggiornamento',
];

/** The filtered requests as CSV with the spec's columns (admin-side §7). */
export function exportRewardRequestsCsv(actor: { isAdmin: boolean }, query: RewardRequestsQuery): Response {
  assertAdmin(actor);
  const where = conditions(query);
  return csvDownload<number>({
    fileName: `premi-${fileDate()}.csv`,
    header: REWARDS_CSV_HEADER,
    async next(after) {
      const offset = after ?? 0;
      const rows = await db
        .select({
          id: rewardRequests.id,
          user: fullName,
          email: users.email,
          type: rewardRequests.rewardType,
          cost: rewardRequests.pointsCost,
          status: rewardRequests.status,
          createdAt: rewardRequests.createdAt,
          updatedAt: rewardRequests.updatedAt,
        })
        .from(rewardRequests)
        .innerJoin(users, eq(users.id, rewardRequests.userId))
        .leftJoin(profiles, eq(profiles.userId, rewardRequests.userId))
        .where(where)
        .orderBy(desc(rewardRequests.createdAt), desc(rewardRequests.id))
        .limit(1000)
        .offset(offset);
      return {
        cursor: offset + rows.length,
        rows: rows.map((row) => [
          row.id,
          row.user ?? row.email,
          row.type,
          row.cost,
          REWARD_STATUS_LABELS[row.status],
          csvDate(row.createdAt),
          csvDate(row.updatedAt),
        ]),
      };
    },
  });
}
