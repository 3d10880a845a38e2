import { and, count, eq, or } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { order, pageOf } from '#app/modules/catalog/list-database.server.ts';
import { cashbackClaims, cashbackTransactions, users } from '#db/schema/index.ts';
import type { CashbackQuery, ClaimStatus, TransactionStatus } from './cashback-query.ts';

type Reader = { isAdmin: boolean };

/** A person by id or e-mail, or the transaction's click reference, order or network id. */
const personOrReference = (q: string) =>
  q
    ? or(
        eq(users.id, q),
        eq(users.email, q.toLowerCase()),
        eq(cashbackTransactions.clickRef, q),
        eq(cashbackTransactions.orderRef, q),
        eq(cashbackTransactions.networkId, q),
      )
    : undefined;

export async function listCashbackTransactions(actor: Reader, query: CashbackQuery) {
  assertAdmin(actor);
  const where = and(
    personOrReference(query.q),
    query.status ? eq(cashbackTransactions.status, query.status as TransactionStatus) : undefined,
  );
  return pageOf(
    query.page,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(cashbackTransactions)
          .leftJoin(users, eq(users.id, cashbackTransactions.userId))
          .where(where)
      )[0]?.total ?? 0,
    (direction, limit, offset) =>
      db
        .select({
          id: cashbackTransactions.id,
          network: cashbackTransactions.network,
          networkId: cashbackTransactions.networkId,
          clickRef: cashbackTransactions.clickRef,
          orderRef: cashbackTransactions.orderRef,
          merchantName: cashbackTransactions.merchantName,
          saleAmount: cashbackTransactions.saleAmount,
          currency: cashbackTransactions.currency,
          networkStatus: cashbackTransactions.networkStatus,
          status: cashbackTransactions.status,
          points: cashbackTransactions.points,
          creditedPoints: cashbackTransactions.creditedPoints,
          transactionDate: cashbackTransactions.transactionDate,
          declineReason: cashbackTransactions.declineReason,
          userName: users.name,
          userEmail: users.email,
        })
        .from(cashbackTransactions)
        .leftJoin(users, eq(users.id, cashbackTransactions.userId))
        .where(where)
        .orderBy(...order(direction, cashbackTransactions.createdAt, cashbackTransactions.id))
        .limit(limit)
        .offset(offset),
  );
}
export type AdminCashbackTransaction = Awaited<ReturnType<typeof listCashbackTransactions>>['items'][number];

export async function listCashbackClaims(actor: Reader, query: CashbackQuery) {
  assertAdmin(actor);
  const where = and(
    query.q
      ? or(
          eq(users.id, query.q),
          eq(users.email, query.q.toLowerCase()),
          eq(cashbackClaims.orderRef, query.q),
        )
      : undefined,
    query.status ? eq(cashbackClaims.status, query.status as ClaimStatus) : undefined,
    query.conflict ? eq(cashbackClaims.conflict, true) : undefined,
  );
  return pageOf(
    query.page,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(cashbackClaims)
          .innerJoin(users, eq(users.id, cashbackClaims.userId))
          .where(where)
      )[0]?.total ?? 0,
    (direction, limit, offset) =>
      db
        .select({
          id: cashbackClaims.id,
          merchantName: cashbackClaims.merchantName,
          orderRef: cashbackClaims.orderRef,
          amount: cashbackClaims.amount,
          purchasedOn: cashbackClaims.purchasedOn,
          status: cashbackClaims.status,
          reason: cashbackClaims.reason,
          conflict: cashbackClaims.conflict,
          createdAt: cashbackClaims.createdAt,
          userName: users.name,
          userEmail: users.email,
        })
        .from(cashbackClaims)
        .innerJoin(users, eq(users.id, cashbackClaims.userId))
        .where(where)
        .orderBy(...order(direction, cashbackClaims.createdAt, cashbackClaims.id))
        .limit(limit)
        .offset(offset),
  );
}
export type AdminCashbackClaim = Awaited<ReturnType<typeof listCashbackClaims>>['items'][number];
