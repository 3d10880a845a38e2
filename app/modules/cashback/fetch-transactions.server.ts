import { type Actor, assertAdmin } from '#app/lib/app-error.ts';
import { writeAudit } from '#app/lib/audit.server.ts';
import { db } from '#app/lib/db.server.ts';
import { defineJob, jobs } from '#app/lib/jobs.server.ts';
import { fetchAwinTransactions, parseAwinTransactionsFile } from './awin-transactions.server.ts';
import { type ApplyCounts, applyNetworkTransactions } from './cashback.server.ts';

/** How far back a pull looks: a network approves or declines within its return period. */
export const PULL_DAYS = 60;
const DAY = 86_400_000;

/**
 * The pull of Awin's transactions (decision 020): the last 60 days, applied as they stand now. A
 * queued pull at a time (exclusive queue); an admin starts it from Gestione Cashback, and it can
 * be scheduled from outside (one POST, see the README).
 */
export const awinTransactionsJob = defineJob<{ actorId?: string }>({
  name: 'cashback-awin-pull',
  queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 900, policy: 'exclusive' },
  run: async () => {
    const to = new Date();
    const transactions = await fetchAwinTransactions({ from: new Date(to.getTime() - PULL_DAYS * DAY), to });
    return applyNetworkTransactions(transactions);
  },
});

export async function queueAwinPull(actor: Actor): Promise<void> {
  assertAdmin(actor);
  await jobs().enqueue(awinTransactionsJob, { actorId: actor.id }, { singletonKey: 'awin-pull' });
}

/** An admin's file of transactions in Awin's shape (the API's answer saved, or an export). */
export async function importTransactionsFile(actor: Actor, file: File): Promise<ApplyCounts> {
  assertAdmin(actor);
  const { transactions } = parseAwinTransactionsFile(await file.text());
  const counts = await applyNetworkTransactions(transactions);
  await writeAudit(db, {
    actorId: actor.id,
    action: 'cashback.import',
    entityType: 'cashback_transactions',
    entityId: file.name.slice(0, 200) || 'file',
    after: counts,
  });
  return counts;
}
