import { desc, eq } from 'drizzle-orm';
import { type Database, db, type Transaction } from '#app/lib/db.server.ts';
import { activities } from '#db/schema/index.ts';

export type ActivityType =
  'review' | 'badge' | 'reward' | 'points' | 'admin' | 'survey' | 'invite' | 'cashback';

/** One line of a person's 'Attività recenti', written in the transaction of what it reports. */
export async function recordActivity(
  executor: Database | Transaction,
  entry: { userId: string; type: ActivityType; text: string; pointsEarned?: number },
): Promise<void> {
  await executor.insert(activities).values({
    userId: entry.userId,
    type: entry.type,
    text: entry.text,
    pointsEarned: entry.pointsEarned ?? 0,
  });
}

export function listActivities(userId: string, options: { limit: number; offset: number }) {
  return db
    .select({
      id: activities.id,
      type: activities.type,
      text: activities.text,
      pointsEarned: activities.pointsEarned,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(options.limit)
    .offset(options.offset);
}
