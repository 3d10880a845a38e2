import { asc, desc, eq } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { surveys } from '#db/schema/index.ts';

/** The surveys open to members, richest first (the back office adds and closes them). */
export function listActiveSurveys(limit = 50) {
  return db
    .select({
      id: surveys.id,
      title: surveys.title,
      description: surveys.description,
      provider: surveys.provider,
      url: surveys.url,
      rewardPoints: surveys.rewardPoints,
      minutes: surveys.minutes,
    })
    .from(surveys)
    .where(eq(surveys.status, 'active'))
    .orderBy(desc(surveys.rewardPoints), asc(surveys.title))
    .limit(limit);
}
