import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
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

/** The list counts matches up to here ("oltre 1.000" beyond): moderation needs no exact big numbers. */
export const MODERATION_COUNT_CAP = 1_000;

/** Rome's calendar: "to 2026-11-22" includes the whole day, "from" starts at its midnight. */
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Rome')`;

/**
 * Free text looks in three places at once: the product's name, the author's name and what the
 * review says (title, pros, cons, comment). The matching products and authors are looked up
 * first (one query), so the review query gets them as plain arrays the planner can size, and
 * every branch is an index lookup.
 */
async function resolveFreeText(q: string) {
  const words = searchTerms(q);
  if (!words.length) return undefined;
  const tsquery = prefixQuery(words);
  const name = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await queryRows<{ product_ids: string[]; user_ids: string[] }>(sql`
    select
      array(select ${products.id} from ${products}
            where ${products.searchVector} @@ to_tsquery('italian', ${tsquery})
            limit ${FREE_TEXT_MATCH_LIMIT}) as product_ids,
      array(select ${profiles.userId} from ${profiles}
            where (coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')) ilike ${name}
            limit ${FREE_TEXT_MATCH_LIMIT}) as user_ids`);
  return { tsquery, productIds: row?.product_ids ?? [], userIds: row?.user_ids ?? [] };
}

/** Enough products or people for any real search; beyond, the words are too generic to help. */
const FREE_TEXT_MATCH_LIMIT = 2000;

type FreeText = Awaited<ReturnType<typeof resolveFreeText>>;

export function moderationConditions(query: ModerationQuery, text: FreeText): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(reviews.status, query.status));
  if (query.productId) where.push(eq(reviews.productId, query.productId));
  if (query.userId) where.push(eq(reviews.userId, query.userId));
  if (query.from) where.push(gte(reviews.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(reviews.createdAt, sql`${dayStart(query.to)} + interval '1 day'`));
  if (text) {
    const branches: SQL[] = [sql`${reviews.searchVector} @@ to_tsquery('italian', ${text.tsquery})`];
    if (text.productIds.length)
      branches.push(sql`${reviews.productId} = any(${`{${text.productIds.join(',')}}`}::uuid[])`);
    if (text.userIds.length)
      branches.push(sql`${reviews.userId} = any(${`{${text.userIds.join(',')}}`}::text[])`);
    where.push(or(...branches)!);
  }
  return where.length ? and(...where) : undefined;
}

export async function moderationWhere(query: ModerationQuery): Promise<SQL | undefined> {
  return moderationConditions(query, await resolveFreeText(query.q));
}

/** One page of the moderation list (matches, cards, images, total) in at most four queries, filtered in SQL. */
export async function listReviewsForModeration(actor: { isAdmin: boolean }, query: ModerationQuery) {
  assertAdmin(actor);
  const where = await moderationWhere(query);
  // The page's ids first (an index walk), then the joins for those rows only.
  const pageIds = db
    .select({ id: reviews.id, createdAt: reviews.createdAt })
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page_ids');
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
    .from(pageIds)
    .innerJoin(reviews, eq(reviews.id, pageIds.id))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(pageIds.createdAt), desc(pageIds.id));
  // Counting stops at a cap: past it the exact number does not help moderation and costs time.
  const [total] = await db.select({ value: count() }).from(
    db
      .select({ one: sql`1` })
      .from(reviews)
      .where(where)
      .limit(MODERATION_COUNT_CAP + 1)
      .as('capped'),
  );
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
  const counted = total?.value ?? 0;
  const capped = counted > MODERATION_COUNT_CAP;
  const totalCount = Math.min(counted, MODERATION_COUNT_CAP);
  return {
    items,
    total: totalCount,
    capped,
    pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  };
}
