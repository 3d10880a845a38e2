import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { prefixQuery, searchTerms } from '#app/lib/search-terms.ts';
import { products, profiles, reviewImages, reviews, users } from '#db/schema/index.ts';
import type { ModerationQuery } from './moderation-query.ts';

export type ModerationReview = {
  id: string;
  status: 'in_revisione' | 'pubblicata' | 'rifiutata';
  rating: number;
  title: string;
  pros: string;
  cons: string;
  comment: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  productId: string | null;
  productName: string | null;
  productImage: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  images: string[];
};

/** Rome's calendar: "to 2026-11-22" includes the whole day, "from" starts at its midnight. */
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Rome')`;

/**
 * Free text looks in three places at once: the product's name, the author's name and what the
 * review says (title, pros, cons, comment). Every place is indexed.
 */
export function moderationConditions(query: ModerationQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(reviews.status, query.status));
  if (query.productId) where.push(eq(reviews.productId, query.productId));
  if (query.userId) where.push(eq(reviews.userId, query.userId));
  if (query.from) where.push(gte(reviews.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(reviews.createdAt, sql`${dayStart(query.to)} + interval '1 day'`));
  const words = searchTerms(query.q);
  if (words.length) {
    const tsquery = prefixQuery(words);
    const name = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        sql`${reviews.searchVector} @@ to_tsquery('italian', ${tsquery})`,
        inArray(
          reviews.productId,
          db
            .select({ id: products.id })
            .from(products)
            .where(sql`${products.searchVector} @@ to_tsquery('italian', ${tsquery})`),
        ),
        inArray(
          reviews.userId,
          db
            .select({ id: profiles.userId })
            .from(profiles)
            .where(
              sql`(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')) ilike ${name}`,
            ),
        ),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** One page of the moderation list (cards, images, total) in three queries, filtered in SQL. */
export async function listReviewsForModeration(actor: { isAdmin: boolean }, query: ModerationQuery) {
  assertAdmin(actor);
  const where = moderationConditions(query);
  const rows = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      rating: reviews.rating,
      title: reviews.title,
      pros: reviews.pros,
      cons: reviews.cons,
      comment: reviews.comment,
      rejectionReason: reviews.rejectionReason,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      productId: reviews.productId,
      productName: products.name,
      productImage: products.imageUrl,
      userId: reviews.userId,
      userName: sql<
        string | null
      >`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`,
      userEmail: users.email,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(reviews).where(where);
  // Always one query (an empty page asks for nothing): a fixed count per page.
  const images = await db
    .select({ reviewId: reviewImages.reviewId, url: reviewImages.imageUrl })
    .from(reviewImages)
    .where(
      inArray(
        reviewImages.reviewId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(reviewImages.position);
  const items: ModerationReview[] = rows.map((row) => ({
    ...row,
    images: images.filter((image) => image.reviewId === row.id).map((image) => image.url),
  }));
  const totalCount = total?.value ?? 0;
  return { items, total: totalCount, pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)) };
}
