import { auditLog } from '#db/schema/index.ts';
import type { Database, Transaction } from './db.server.ts';

/** Records an admin action (who, what, before, after, when) in the action's own transaction. */
export async function writeAudit(
  executor: Database | Transaction,
  entry: {
    actorId: string;
    action: string;
    entityType: string;
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}
