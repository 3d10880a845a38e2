import { withinRomeDays } from '#app/lib/rome-days.server.ts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assertAdmin } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { loadReviewImages } from './review-images.server.ts';
import { namePrefixQuery, prefixQuery, searchTerms } from '#app/lib/search-terms.ts';
import { products, profiles, reviews, reviewSignals, users } from '#db/schema/index.ts';
import { DEFAULT_INTEGRITY_SETTINGS } from '#app/modules/integrity/integrity-settings.ts';
import { ALL_STATUSES, AT_RISK, type ModerationQuery, type ModerationSort } from './moderation-query.ts';
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
  /** Integrity (issue 29): the risk score, whether it is held, and its strongest reasons. */
  riskScore: number;
  riskHeld: boolean;
  riskReasons: string[];
};

/** How many reasons a card shows; the evidence page has them all. */
const REASONS_ON_CARD = 3;

/** The 'A rischio' threshold as the rules in the database set it, read inside the statement. */
const atRiskThreshold = sql`(select coalesce((value->>'atRiskThreshold')::int, ${DEFAULT_INTEGRITY_SETTINGS.atRiskThreshold}) from app_settings where key = 'integrity.settings')`;

/** The list counts matches up to here ("oltre 1.000" beyond): moderation needs no exact big numbers. */
export const MODERATION_COUNT_CAP = 1_000;

/** Counting stops at the first match past the cap. */
const COUNT_LIMIT = MODERATION_COUNT_CAP + 1;

/**
 * Free text looks in three places at once: the product's name, the author's name and what the
 * review says (title, pros, cons, comment). The matching products and authors are looked up
 * first (one query, both through an index), so the review queries get them as plain arrays the
 * planner can size.
 */
async function resolveFreeText(q: string) {
  const words = searchTerms(q);
  if (!words.length) return undefined;
  const tsquery = prefixQuery(words);
  // The review's own text is matched on whole stemmed words: the planner has statistics for
  // those (not for prefixes).
  const textQuery = words.join(' & ');
  const name = namePrefixQuery(q);
  const [row] = await queryRows<{ product_ids: string[]; user_ids: string[] }>(sql`
    select
      -- Two partial indexes hold the products' text (listed, and the rest: migration 0039).
      array(select id from (
              select ${products.id} from ${products}
              where ${products.status} = 'approved' and ${products.searchVector} @@ to_tsquery('italian', ${tsquery})
              union all
              select ${products.id} from ${products}
              where ${products.status} <> 'approved' and ${products.searchVector} @@ to_tsquery('italian', ${tsquery})
            ) matched limit ${FREE_TEXT_MATCH_LIMIT}) as product_ids,
      array(select ${profiles.userId} from ${profiles}
            where ${profileNameWords} @@ to_tsquery('simple', ${name})
            limit ${FREE_TEXT_MATCH_LIMIT}) as user_ids`);
  return {
    tsquery,
    textQuery,
    productIds: row?.product_ids ?? [],
    userIds: row?.user_ids ?? [],
  };
}

/** The words of "First Last" as the author search sees them; profiles_full_name_words_idx indexes this expression. */
const profileNameWords = sql`to_tsvector('simple', coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`;

/** Enough products or people for any real search; beyond, the words are too generic to help. */
const FREE_TEXT_MATCH_LIMIT = 2000;

type FreeText = Awaited<ReturnType<typeof resolveFreeText>>;

function baseConditions(query: ModerationQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status !== ALL_STATUSES) where.push(eq(reviews.status, query.status));
  if (query.productId) where.push(eq(reviews.productId, query.productId));
  if (query.userId) where.push(eq(reviews.userId, query.userId));
  where.push(...withinRomeDays(reviews.createdAt, query));
  if (query.risk === AT_RISK)
    where.push(
      sql`${reviews.riskScore} >= coalesce(${atRiskThreshold}, ${DEFAULT_INTEGRITY_SETTINGS.atRiskThreshold})`,
    );
  return where;
}

const textMatch = (text: NonNullable<FreeText>) =>
  sql`${reviews.searchVector} @@ to_tsquery('italian', ${text.textQuery})`;

/** The free-text branches: what the review says, then which product and who wrote it (when any match). */
function textBranches(text: NonNullable<FreeText>): SQL[] {
  const branches: SQL[] = [textMatch(text)];
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

export async function moderationWhere(query: ModerationQuery): Promise<SQL | undefined> {
  return moderationConditions(query, await resolveFreeText(query.q));
}

/**
 * The list's order: newest or oldest first (the queue), by date then id. Either direction reads the
 * same (status, created_at desc, id desc) indexes, forwards or backwards.
 */
const orderBy = (sort: ModerationSort) =>
  sort === 'risk'
    ? sql`order by risk_score desc, created_at asc, id asc`
    : sort === 'oldest'
      ? sql`order by created_at asc, id asc`
      : sql`order by created_at desc, id desc`;

/** Ids (and dates) of the reviews matching the filters and `extra`: any `limit` of them, or the first in `order`. */
function matching(base: SQL[], extra: SQL | undefined, limit: number, order?: ModerationSort): SQL {
  const where = and(...base, ...(extra ? [extra] : []));
  return sql`select ${reviews.id} as id, ${reviews.createdAt} as created_at from ${reviews}${
    where ? sql` where ${where}` : sql``
  }${order ? sql` ${orderBy(order)}` : sql``} limit ${limit}`;
}

type Branches = {
  /** Matches counted up to COUNT_LIMIT. */
  total: number;
  /** Matches of the review's text, counted up to COUNT_LIMIT; null when not counted (not needed). */
  textMatches: number | null;
  /** The newest `limit` matches of the product and author branches, newest first (dates as text: microseconds). */
  ids: string[];
  dates: string[];
};

/**
 * One query for what the free text's product and author branches match: the capped count of all
 * three branches together and the newest `limit` of the first two, which bound the page.
 *
 * Counting takes any matches, not the newest, so each branch is its cheapest index read and stops
 * at the cap: matching products and authors read one index (no table rows); the review's text is
 * only counted when the other two are below the cap, through its full-text index.
 */
async function readBranches(
  base: SQL[],
  text: NonNullable<FreeText>,
  limit: number,
  sort: ModerationSort,
): Promise<Branches> {
  // Matching products, matching authors: the branches read by key.
  const keyed = textBranches(text).slice(1);
  const ctes = [
    ...keyed.map((branch, index) => sql`${sql.raw(`k${index}`)} as (${matching(base, branch, COUNT_LIMIT)})`),
    sql`t as (${matching(base, textMatch(text), COUNT_LIMIT)})`,
    keyed.length
      ? sql`newest as (select id, created_at from (${sql.join(
          keyed.map((branch) => sql`(${matching(base, branch, limit, sort)})`),
          sql` union `,
        )}) m ${orderBy(sort)} limit ${limit})`
      : sql`newest as (select null::uuid as id, null::timestamptz as created_at where false)`,
  ];
  // At the cap already with products or authors alone: the text need not be read at all.
  const keyedOver = keyed.length
    ? sql.join(
        keyed.map((_, index) => sql`(select count(*) from ${sql.raw(`k${index}`)}) >= ${COUNT_LIMIT}`),
        sql` or `,
      )
    : sql`false`;
  const all = sql.join(
    [...keyed.map((_, index) => sql`select id from ${sql.raw(`k${index}`)}`), sql`select id from t`],
    sql` union `,
  );
  const [row] = await queryRows<{
    total: number;
    text_matches: number | null;
    ids: string[] | null;
    dates: string[] | null;
  }>(sql`
    with ${sql.join(ctes, sql`, `)}
    select
      case when ${keyedOver} then ${COUNT_LIMIT} else (select count(*)::int from (${all}) m) end as total,
      case when ${keyedOver} then null else (select count(*)::int from t) end as text_matches,
      (select array_agg(id ${orderBy(sort)}) from newest) as ids,
      (select array_agg(created_at::text ${orderBy(sort)}) from newest) as dates`);
  return {
    total: row?.total ?? 0,
    textMatches: row?.text_matches ?? null,
    ids: row?.ids ?? [],
    dates: row?.dates ?? [],
  };
}

/** A walk over the newest reviews stops after this many rows per row of the page window… */
const WALK_ROWS_PER_MATCH = 50;
/** …and never reads more than this many. */
const WALK_LIMIT = 5000;

/**
 * The page's ids with free text: the newest matches of the review's text merged with the product
 * and author branches' (already read). When those fill the page window, only text matches at
 * least as new as their oldest can enter it, so the text is read from that date on.
 *
 * How the text's newest matches are found depends on how many there are:
 * - few (counted below the cap): all of them through the full-text index, then sorted;
 * - otherwise the newest reviews are walked, checking each, up to WALK_ROWS_PER_MATCH rows per
 *   match wanted: a common word fills the window within a few hundred rows, which costs less than
 *   reading its tens of thousands of entries in the full-text index (the planner counts those as
 *   almost free and would pick the index);
 * - when that walk is not enough (rarer words, or a deep page), the planner chooses, with the
 *   window's start date in the statement so it knows how many rows follow.
 *
 * The planner is never left to guess for rare words: thinking matches spread evenly in time, it
 * would walk the newest reviews looking for them.
 */
async function pageWithText(
  query: ModerationQuery,
  text: NonNullable<FreeText>,
  branches: Branches,
  offset: number,
): Promise<string[]> {
  const limit = offset + query.pageSize;
  const bound = branches.ids.length >= limit ? branches.dates[limit - 1] : undefined;
  const filters = baseConditions(query);
  // Oldest first, the window ends at the bound's date from below; newest first, from above.
  const beyond =
    query.sort === 'oldest'
      ? sql`${reviews.createdAt} <= ${bound}::timestamptz`
      : sql`${reviews.createdAt} >= ${bound}::timestamptz`;
  const base = [...filters, ...(bound ? [beyond] : [])];
  const first = orderBy(query.sort);
  const keyed = sql`select id, created_at from unnest(${pgArray(branches.ids)}::uuid[], ${pgArray(branches.dates)}::timestamptz[]) as k(id, created_at)`;
  const newestText = (extra?: SQL) => matching(base, and(textMatch(text), extra), limit, query.sort);
  let ctes: SQL | undefined;
  let textRows: SQL[];
  if (branches.textMatches === 0) {
    textRows = [];
  } else if (branches.textMatches !== null && branches.textMatches < COUNT_LIMIT) {
    // Materialized: Postgres reads every match through the full-text index, then sorts. The same
    // rows as counted (no window): the same plan, and pages the count just read.
    ctes = sql`text_matches as materialized (select ${reviews.id} as id, ${reviews.createdAt} as created_at
      from ${reviews} where ${and(...filters, textMatch(text))})`;
    textRows = [sql`(select id, created_at from text_matches ${first} limit ${limit})`];
  } else if (limit * WALK_ROWS_PER_MATCH <= WALK_LIMIT) {
    const walk = limit * WALK_ROWS_PER_MATCH;
    ctes = sql`walked as materialized (
      select id, created_at from (
        select ${reviews.id} as id, ${reviews.createdAt} as created_at, ${reviews.searchVector} as search_vector
        from ${reviews}${base.length ? sql` where ${and(...base)}` : sql``} ${first} limit ${walk}) w
      where search_vector @@ to_tsquery('italian', ${text.textQuery}) ${first} limit ${limit})`;
    // The planner's turn only when the walk found less than the window and stopped before its end.
    const fellShort = sql`(select count(*) from walked) < ${limit}
      and (select count(*) from (${matching(base, undefined, walk + 1)}) window_rows) > ${walk}`;
    textRows = [sql`select id, created_at from walked`, sql`(${newestText(fellShort)})`];
  } else {
    textRows = [sql`(${newestText()})`];
  }
  const rows = await queryRows<{ id: string }>(sql`
    ${ctes ? sql`with ${ctes} ` : sql``}select id from (${sql.join([keyed, ...textRows], sql` union `)}) m
    ${first} limit ${query.pageSize} offset ${offset}`);
  return rows.map((row) => row.id);
}

/** One page of the moderation list (matches, ids, cards, images, total) in at most five queries, filtered in SQL. */
export async function listReviewsForModeration(actor: { isAdmin: boolean }, query: ModerationQuery) {
  assertAdmin(actor);
  const text = await resolveFreeText(query.q);
  const offset = (query.page - 1) * query.pageSize;
  const base = baseConditions(query);
  // The page's ids first (index walks), then the joins for those rows only. Counting stops at a
  // cap: past it the exact number does not help moderation and costs time.
  let pageIds: string[];
  let matched: number;
  if (text && query.sort === 'risk') {
    // By risk with free text: the matches ordered by risk in one statement (the reviews_status_risk_idx
    // order); the date-bounded merging below only knows dates.
    const where = moderationConditions(query, text);
    const filter = where ? sql` where ${where}` : sql``;
    const page = await queryRows<{ id: string }>(sql`
      select ${reviews.id} as id from ${reviews}${filter} ${orderBy('risk')} limit ${query.pageSize} offset ${offset}`);
    pageIds = page.map((row) => row.id);
    const [total] = await queryRows<{ value: number }>(sql`
      select count(*)::int as value from (select 1 from ${reviews}${filter} limit ${COUNT_LIMIT}) capped`);
    matched = total?.value ?? 0;
  } else if (text) {
    const branches = await readBranches(base, text, offset + query.pageSize, query.sort);
    matched = branches.total;
    pageIds = await pageWithText(query, text, branches, offset);
  } else {
    const page = await queryRows<{ id: string }>(sql`
      ${matching(base, undefined, query.pageSize, query.sort)} offset ${offset}`);
    pageIds = page.map((row) => row.id);
    const [total] = await queryRows<{ value: number }>(sql`
      select count(*)::int as value from (${matching(base, undefined, COUNT_LIMIT)}) capped`);
    matched = total?.value ?? 0;
  }
  const order = new Map(pageIds.map((id, index) => [id, index]));
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
      riskScore: reviews.riskScore,
      riskHeld: reviews.riskHeld,
      riskReasons: sql<string[] | null>`(select array_agg(signal->>'reason' order by position)
        from jsonb_array_elements(${reviewSignals.signals}) with ordinality as s(signal, position)
        where position <= ${REASONS_ON_CARD})`,
    })
    .from(reviews)
    .leftJoin(reviewSignals, eq(reviewSignals.reviewId, reviews.id))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(inArray(reviews.id, [...order.keys()]));
  const rows = unsorted.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const imagesOf = await loadReviewImages(rows.map((row) => row.id));
  const items: ModerationReview[] = rows.map((row) => ({
    ...row,
    riskReasons: row.riskReasons ?? [],
    images: imagesOf(row.id),
  }));
  const capped = matched > MODERATION_COUNT_CAP;
  const totalCount = Math.min(matched, MODERATION_COUNT_CAP);
  return {
    items,
    total: totalCount,
    capped,
    pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  };
}
