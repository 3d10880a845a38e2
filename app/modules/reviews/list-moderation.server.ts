import { withinRomeDays } from '#app/lib/rome-days.server.ts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { loadReviewImages } from './review-images.server.ts';
import { prefixQuery, searchTerms } from '#app/lib/search-terms.ts';
import { products, profiles, reviews, users } from '#db/schema/index.ts';
import type { ModerationQuery } from './moderation-query.ts';
import { pgArray } from '#app/lib/pg-array.ts';

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
  // The review's own text is matched on whole stemmed words: the planner has statistics for
  // those (not for prefixes).
  const textQuery = words.join(' & ');
  const name = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await queryRows<{ product_ids: string[]; user_ids: string[]; text_matches: number }>(sql`
    select
      (select count(*)::int from (select 1 from ${reviews}
            where ${reviews.searchVector} @@ to_tsquery('italian', ${textQuery})
            limit ${RARE_TEXT_LIMIT}) t) as text_matches,
      array(select ${products.id} from ${products}
            where ${products.searchVector} @@ to_tsquery('italian', ${tsquery})
            limit ${FREE_TEXT_MATCH_LIMIT}) as product_ids,
      array(select ${profiles.userId} from ${profiles}
            where (coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')) ilike ${name}
            limit ${FREE_TEXT_MATCH_LIMIT}) as user_ids`);
  return {
    tsquery,
    textQuery,
    /** Fewer matches than RARE_TEXT_LIMIT: read them all through the index rather than walk by date. */
    rareText: (row?.text_matches ?? 0) < RARE_TEXT_LIMIT,
    productIds: row?.product_ids ?? [],
    userIds: row?.user_ids ?? [],
  };
}

/**
 * Below this many matches, a review-text search reads its matches through the full-text index;
 * above, it walks the newest reviews and checks each. The planner cannot tell the two apart when
 * matches cluster in time, so we count (cheaply, up to the limit) and choose.
 */
const RARE_TEXT_LIMIT = 5000;

/** Enough products or people for any real search; beyond, the words are too generic to help. */
const FREE_TEXT_MATCH_LIMIT = 2000;

type FreeText = Awaited<ReturnType<typeof resolveFreeText>>;

function baseConditions(query: ModerationQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(reviews.status, query.status));
  if (query.productId) where.push(eq(reviews.productId, query.productId));
  if (query.userId) where.push(eq(reviews.userId, query.userId));
  where.push(...withinRomeDays(reviews.createdAt, query));
  return where;
}

/** The free-text branches: what the review says, which product, who wrote it. */
function textBranches(text: NonNullable<FreeText>): SQL[] {
  const branches: SQL[] = [sql`${reviews.searchVector} @@ to_tsquery('italian', ${text.textQuery})`];
  if (text.productIds.length)
    branches.push(sql`${reviews.productId} = any(${pgArray(text.productIds)}::uuid[])`);
  if (text.userIds.length) branches.push(sql`${reviews.userId} = any(${pgArray(text.userIds)}::text[])`);
  return branches;
}

export function moderationConditions(query: ModerationQuery, text: FreeText): SQL | undefined {
  const where = baseConditions(query);
  if (text) where.push(or(...textBranches(text))!);
  return where.length ? and(...where) : undefined;
}

/**
 * The matching reviews' ids and dates. With free text, each branch is its own indexed query and
 * their union is the match (an OR in one query leaves the planner walking the whole table when
 * its guess about the branches is wrong).
 */
function candidates(query: ModerationQuery, text: FreeText, limit: number): { with: SQL; union: SQL } {
  const base = baseConditions(query);
  const newest = sql`order by ${reviews.createdAt} desc, ${reviews.id} desc limit ${limit}`;
  const select = (extra?: SQL) => {
    const where = and(...base, ...(extra ? [extra] : []));
    return sql`select ${reviews.id} as id, ${reviews.createdAt} as created_at from ${reviews}${where ? sql` where ${where}` : sql``} ${newest}`;
  };
  if (!text) return { with: sql``, union: select() };
  const textMatch = sql`${reviews.searchVector} @@ to_tsquery('italian', ${text.textQuery})`;
  // Each branch keeps only its newest `limit` rows: enough for the page (or the capped count).
  // Rare words: a materialized CTE makes Postgres read all matches through the full-text index
  // instead of walking the newest reviews (which it would pick for the LIMIT, wrongly, when the
  // matches cluster in time).
  const branches = [
    text.rareText
      ? sql`(select id, created_at from text_matches order by created_at desc, id desc limit ${limit})`
      : sql`(${select(textMatch)})`,
  ];
  // Matching products and authors: one short index walk per product or person, newest first.
  const perKey = (
    keys: string[],
    type: 'uuid' | 'text',
    column: typeof reviews.productId | typeof reviews.userId,
  ) => {
    const where = and(...base, sql`${column} = k.key`);
    return sql`(select r.id, r.created_at from unnest(${pgArray(keys)}::${sql.raw(type)}[]) as k(key)
      cross join lateral (select ${reviews.id} as id, ${reviews.createdAt} as created_at from ${reviews}
                          where ${where} ${newest}) r
      order by r.created_at desc, r.id desc limit ${limit})`;
  };
  if (text.productIds.length) branches.push(perKey(text.productIds, 'uuid', reviews.productId));
  if (text.userIds.length) branches.push(perKey(text.userIds, 'text', reviews.userId));
  return {
    with: text.rareText
      ? sql`with text_matches as materialized (select ${reviews.id} as id, ${reviews.createdAt} as created_at
              from ${reviews} where ${and(textMatch, ...base)}) `
      : sql``,
    union: sql.join(branches, sql` union `),
  };
}

export async function moderationWhere(query: ModerationQuery): Promise<SQL | undefined> {
  return moderationConditions(query, await resolveFreeText(query.q));
}

/** One page of the moderation list (matches, ids, cards, images, total) in at most five queries, filtered in SQL. */
export async function listReviewsForModeration(actor: { isAdmin: boolean }, query: ModerationQuery) {
  assertAdmin(actor);
  const text = await resolveFreeText(query.q);
  const offset = (query.page - 1) * query.pageSize;
  // The page's ids first (index walks), then the joins for those rows only.
  const page = candidates(query, text, offset + query.pageSize);
  const pageIds = await queryRows<{ id: string }>(sql`
    ${page.with}select id from (${page.union}) m
    order by created_at desc, id desc
    limit ${query.pageSize} offset ${offset}`);
  const order = new Map(pageIds.map((row, index) => [row.id, index]));
  const unsorted = await db
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
    .where(inArray(reviews.id, [...order.keys()]));
  const rows = unsorted.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  // Counting stops at a cap: past it the exact number does not help moderation and costs time.
  // A common word with no other filter already has more matches than the cap: no need to count.
  const knownOverCap = text !== undefined && !text.rareText && baseConditions(query).length === 0;
  const counted = candidates(query, text, MODERATION_COUNT_CAP + 1);
  const [total] = knownOverCap
    ? [{ value: MODERATION_COUNT_CAP + 1 }]
    : await queryRows<{ value: number }>(sql`
    ${counted.with}select count(*)::int as value from (
      select 1 from (${counted.union}) m limit ${MODERATION_COUNT_CAP + 1}) capped`);
  const imagesOf = await loadReviewImages(rows.map((row) => row.id));
  const items: ModerationReview[] = rows.map((row) => ({
    ...row,
    images: imagesOf(row.id),
  }));
  const matched = total?.value ?? 0;
  const capped = matched > MODERATION_COUNT_CAP;
  const totalCount = Math.min(matched, MODERATION_COUNT_CAP);
  return {
    items,
    total: totalCount,
    capped,
    pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  };
}
