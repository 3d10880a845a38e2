import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { csvDate, csvDownload, fileDate } from '#app/lib/csv.server.ts';
import { db } from '#app/lib/db.server.ts';
import { products, profiles, reviews } from '#db/schema/index.ts';
import { moderationWhere } from './list-moderation.server.ts';
import type { ModerationQuery } from './moderation-query.ts';
import { REVIEW_STATUS_LABELS } from './review.schema.ts';

export const REVIEWS_CSV_HEADER = [
  'ID',
  'Prodotto',
  'Utente',
  'Rating',
  'Stato',
  'Commento',
  'Pro',
  'Contro',
  'Data creazione',
  'Data aggiornamento',
];

const BATCH = 1000;

/** The reviews the moderation filters select, as CSV with the spec's columns (admin-side §7). */
export async function exportReviewsCsv(
  actor: { isAdmin: boolean },
  query: ModerationQuery,
): Promise<Response> {
  assertAdmin(actor);
  const where = await moderationWhere(query);
  // The cursor keeps the timestamp as text: microseconds matter, a JS Date would drop them.
  return csvDownload<{ createdAt: string; id: string }>({
    fileName: `recensioni-${fileDate()}.csv`,
    header: REVIEWS_CSV_HEADER,
    async next(after) {
      const rows = await db
        .select({
          id: reviews.id,
          product: products.name,
          user: sql<
            string | null
          >`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`,
          rating: reviews.rating,
          status: reviews.status,
          comment: reviews.comment,
          pros: reviews.pros,
          cons: reviews.cons,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
          cursorAt: sql<string>`${reviews.createdAt}::text`,
        })
        .from(reviews)
        .leftJoin(products, eq(products.id, reviews.productId))
        .leftJoin(profiles, eq(profiles.userId, reviews.userId))
        .where(
          and(
            where,
            after
              ? or(
                  sql`${reviews.createdAt} < ${after.createdAt}::timestamptz`,
                  and(sql`${reviews.createdAt} = ${after.createdAt}::timestamptz`, lt(reviews.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(BATCH);
      const last = rows.at(-1);
      return {
        cursor: last ? { createdAt: last.cursorAt, id: last.id } : after,
        rows: rows.map((row) => [
          row.id,
          row.product ?? 'Prodotto sconosciuto',
          row.user ?? 'Utente sconosciuto',
          row.rating,
          REVIEW_STATUS_LABELS[row.status],
          row.comment ?? '',
          row.pros,
          row.cons,
          csvDate(row.createdAt),
          csvDate(row.updatedAt),
        ]),
      };
    },
  });
}
