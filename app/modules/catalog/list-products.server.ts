import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, db, queryRows, reader, type Transaction } from '#app/lib/db.server.ts';
import { prefixTerm, stopWordsOnly } from '#app/lib/search-terms.ts';
import { categories, offers, productNameTokens, products, searchWords } from '#db/schema/index.ts';
import { type CatalogQuery, type CatalogSort, searchTerms } from './catalog-query.ts';
import {
  type CatalogFilterQuery,
  facetFilters,
  NO_FILTERS,
  narrowsBeyondCategory,
  withShopIds,
} from './catalog-filters.server.ts';
import { countCatalogFacets } from './catalog-facets.server.ts';
import { vocabularyNeighbours } from './vocabulary-neighbours.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';

export type ProductCard = {
  id: string;
  slug: string;
  name: string;
  brandName: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  imageUrl: string | null;
  bestPrice: string | null;
  offersCount: number;
  ratingAvg: string | null;
  reviewCount: number;
  createdAt: Date;
};

export type CatalogPage = {
  items: ProductCard[];
  total: number;
  /** More products match than `total`: counting stopped there (the page says 'oltre 1.000'). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /**
   * The search had no word to look for (only stop words such as "il" or "come", none of them a
   * word of a listed product's name): the whole catalogue is listed, and the page says why.
   */
  searchIgnored: boolean;
};

/** A search word, the vocabulary words close to it, and the categories it names. */
type ResolvedWord = { word: string; alternatives: string[]; categoryIds: string[] };

/**
 * One query for all the words. A word the catalogue knows (a word of the names' vocabulary, or
 * one whose full-text prefix matches a listed product, even only in a description: "mani") is
 * searched as typed, and names a category only when it begins a word of the category's name
 * ("smartphone", "fotocamera" → Fotocamere). Only a word the catalogue does not know gets close
 * words: up to three of the vocabulary by trigram similarity ("galxy" → galaxy, never with other
 * digits: "rtx4060" is no typo of "rtx4070"), up to three one edit away ("iphnoe" → iphone, "appel"
 * → apple; four letters or more, no digit, not a stop word: migration 0032), and the categories
 * its letters resemble ("smarphone" → Smartphone). So a word spelt right never brings in products
 * that merely share a fragment with it: "iphone" is not "phone" (Nothing Phone), nor "Smartphone".
 */
async function resolveWords(executor: Database, words: string[]): Promise<ResolvedWord[]> {
  if (words.length === 0) return [];
  const prefixes = words.map(prefixTerm);
  const rows = await queryRows<{
    word: string;
    alternatives: string[];
    category_ids: string[];
  }>(
    sql`select q.word,
          case when l.listed then '{}'::text[] else e.near end as alternatives,
          array(select c.id from ${categories} c
                where case when length(q.word) < 4 then lower(c.name) = q.word or c.slug = q.word
                           else exists (select 1 from regexp_split_to_table(lower(c.name), '[^[:alnum:]]+') as n(w)
                                        where starts_with(n.w, q.stem)) end)
            || case when l.listed then '{}'::uuid[] else e.resembling end as category_ids
        from unnest(${pgArray(words)}::text[], ${pgArray(prefixes)}::text[],
                    ${pgArray(prefixes.map((prefix) => prefix.slice(0, -2)))}::text[])
             with ordinality as q(word, prefix, stem, position)
        cross join lateral (
          select exists (select 1 from ${searchWords} k where k.word = q.word) as known offset 0) k
        cross join lateral (
          select case when k.known then '{}'::text[]
                      else ${vocabularyNeighbours(sql`numnode(to_tsquery('italian', q.prefix)) > 0`)}
                 end as near,
                 case when k.known or length(q.word) < 4 then '{}'::uuid[]
                      else array(select c.id from ${categories} c
                                 where word_similarity(q.word, c.name) >= 0.5) end as resembling
          offset 0) e -- computed once, not inlined into the uses above
        -- The listed-products check last, and only for an unknown word that has neighbours: a
        -- nonsense word costs no full-text lookup.
        cross join lateral (
          select case when k.known then true
                      when cardinality(e.near) = 0 and cardinality(e.resembling) = 0 then false
                      else exists (select 1 from ${products} p
                                   where p.status = 'approved'
                                     and p.search_vector @@ to_tsquery('italian', q.prefix)) end as listed
          offset 0) l
        order by q.position`,
    executor,
  );
  return rows.map((row) => ({
    word: row.word,
    alternatives: [...new Set(row.alternatives.filter((word) => word !== row.word))],
    categoryIds: [...new Set(row.category_ids)],
  }));
}

function wordQuery(resolved: ResolvedWord): string {
  const terms = [...new Set([resolved.word, ...resolved.alternatives])].map(prefixTerm);
  return terms.length === 1 ? terms[0]! : `(${terms.join(' | ')})`;
}

/**
 * A word matches a product when the Italian full-text index has it or a close word of the
 * vocabulary (typos), or when it names the product's category. Every branch is indexed.
 */
function wordMatches(resolved: ResolvedWord): SQL {
  const fullText = sql`${products.searchVector} @@ to_tsquery('italian', ${wordQuery(resolved)})`;
  if (resolved.categoryIds.length === 0) return fullText;
  return sql`(${fullText} or ${products.categoryId} in ${resolved.categoryIds})`;
}

/**
 * Products of a category a word names come first ("smartphone": the phones, then a speaker whose
 * description mentions smartphones), then by how well the text matches.
 */
function relevance(resolved: ResolvedWord[]): SQL {
  const text = sql`ts_rank(${products.searchVector}, to_tsquery('italian', ${resolved.map(wordQuery).join(' & ')}))`;
  const categoryMatches = resolved
    .filter((word) => word.categoryIds.length > 0)
    .map((word) => sql`coalesce(${products.categoryId} in ${word.categoryIds}, false)::int`);
  return categoryMatches.length ? sql`${sql.join(categoryMatches, sql` + `)} + ${text}` : text;
}

function orderFor(sort: CatalogSort, words: ResolvedWord[]): SQL {
  switch (sort) {
    case 'relevance':
      return words.length
        ? sql`${relevance(words)} desc, ${products.reviewCount} desc nulls last, ${products.id}`
        : sql`${products.reviewCount} desc nulls last, ${products.id}`;
    case 'mostReviewed':
      return sql`${products.reviewCount} desc nulls last, ${products.id}`;
    case 'highestRated':
      return sql`${products.ratingAvg} desc nulls last, ${products.reviewCount} desc nulls last, ${products.id}`;
    case 'mostRecent':
      return sql`${products.createdAt} desc, ${products.id}`;
    case 'bestPrice':
      return sql`${products.bestPrice} asc nulls last, ${products.id}`;
  }
}

/**
 * A query made only of stop words: the words that are whole words of listed products' names
 * ("dell": the index drops Dell's name, an Italian stop word), looked up in the name tokens kept
 * for imports (migration 0021, indexed by token). Empty when any of them names nothing ("il"):
 * the search is then ignored.
 */
async function resolveNameWords(executor: Database, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const [row] = await queryRows<{ all_named: boolean }>(
    sql`select bool_and(exists (select 1 from ${productNameTokens} t
                                join ${products} p on p.id = t.product_id
                                where t.token = w and p.status = 'approved')) as all_named
        from unnest(${pgArray(words)}::text[]) as w`,
    executor,
  );
  return row?.all_named ? words : [];
}

function nameWordMatches(word: string): SQL {
  return inArray(
    products.id,
    db
      .select({ id: productNameTokens.productId })
      .from(productNameTokens)
      .where(eq(productNameTokens.token, word)),
  );
}

/**
 * Only approved products are listed; text search and every filter work together. The facet
 * counts (catalog-facets.server.ts) call it too, with one filter left out at a time.
 */
export function conditions(query: CatalogFilterQuery, words: ResolvedWord[], nameWords: string[] = []) {
  const where: (SQL | undefined)[] = [eq(products.status, 'approved'), ...Object.values(facetFilters(query))];
  if (query.source) {
    where.push(
      inArray(
        products.id,
        db
          .select({ id: offers.productId })
          .from(offers)
          .where(
            and(eq(offers.source, query.source), eq(offers.isForSale, true), eq(offers.isApproved, true)),
          ),
      ),
    );
  }
  for (const word of words) where.push(wordMatches(word));
  for (const word of nameWords) where.push(nameWordMatches(word));
  return and(...where)!;
}

/** The search words as the catalogue reads them, resolved once per page. */
export type ResolvedSearch = { words: ResolvedWord[]; nameWords: string[] };

export async function resolveSearch(executor: Database, q: string): Promise<ResolvedSearch> {
  const words = await resolveWords(executor, searchTerms(q));
  const nameWords = await resolveNameWords(executor, stopWordsOnly(q));
  return { words, nameWords };
}

/**
 * A search ranks by relevance only the most reviewed matches, this many: `ts_rank` reads each
 * product's text vector, and ranking every match of a common word was most of a search page's
 * time (decision 037). Past them, matches follow in the order of reviews, as the catalogue does;
 * one order for every page, so paging never repeats or skips a product.
 */
export const RANKED_MATCHES = 200;

/**
 * The catalogue page counts matches up to this many and says 'oltre 1.000' past it: an exact count
 * of a common word's thousands of matches costs as much as finding them (decision 037).
 */
export const CATALOG_COUNT_CAP = 1000;

/**
 * A capped search reads up to this many of its matches in one pass (id and reviews): its total,
 * and, when they are all of them, the candidates for its ranking. A common pair of words (5,445
 * matches of "samsung galaxy") then reads the text index and its rows once, not twice; a word in
 * every product reads this many rows in order instead of 1,001 (decision 037).
 */
export const READ_MATCHES = 10_000;

type ListingOptions = {
  /** Count at most this many matches (the total is then a lower bound); exact without it. */
  countCap?: number;
  /** How many of the most reviewed matches a search ranks by relevance (tests make it small). */
  rankedMatches?: number;
  /** With a cap: how many matches one pass reads for the total and the candidates (READ_MATCHES). */
  readMatches?: number;
};

/**
 * A page of the catalogue in two queries, whatever the page size: the cards (one indexed,
 * top-N query over precomputed aggregates) and the total.
 */
export async function listCatalogProducts(
  query: CatalogQuery & { source?: string },
  paging: { limit: number; offset: number } = {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  },
  options: ListingOptions & { search?: ResolvedSearch } = {},
): Promise<CatalogPage> {
  const database = reader();
  const { words, nameWords } = options.search ?? (await resolveSearch(database, query.q));
  const resolved = await withShopIds(database, query);
  const page = await runListing(
    database,
    resolved,
    paging,
    conditions(resolved, words, nameWords),
    words,
    nameWords.length > 0,
    options,
  );
  return { ...page, searchIgnored: query.q.trim() !== '' && words.length === 0 && nameWords.length === 0 };
}

/**
 * What a card shows, for the products of `page` (ids with their position), in its order, each
 * row with the listing's `total`.
 */
const cardsOf = (page: SQL, total: SQL) => sql`
  select ${products.id} as "id", ${products.slug} as "slug", ${products.name} as "name",
    ${products.brandName} as "brandName", ${categories.name} as "categoryName",
    ${categories.slug} as "categorySlug",
    coalesce(${products.imageUrl}, (
      select coalesce(${offers.imageUrl}, ${offers.merchantImageUrl}) from ${offers}
      where ${offers.productId} = ${products.id} and ${offers.isForSale} and ${offers.isApproved}
        and coalesce(${offers.imageUrl}, ${offers.merchantImageUrl}) is not null
      order by ${offers.price} asc nulls last limit 1)) as "imageUrl",
    ${products.bestPrice} as "bestPrice", ${products.offersCount} as "offersCount",
    ${products.ratingAvg} as "ratingAvg", ${products.reviewCount} as "reviewCount",
    (extract(epoch from ${products.createdAt}) * 1000)::float8 as "createdAt",
    (${total})::int as "total"
  from (${page}) as page
  join ${products} on ${products.id} = page.id
  left join ${categories} on ${categories.id} = ${products.categoryId}
  order by page.position`;

/**
 * The ids of a page with their position. The page is chosen on the sort's index alone (the
 * columns the order needs), and only its rows are read whole and get a picture: at page 50 the
 * 980 rows before it were each read and given a picture before.
 */
function pageIds(
  query: CatalogQuery,
  paging: { limit: number; offset: number },
  where: SQL,
  words: ResolvedWord[],
  rankedMatches: number,
  read?: number,
): SQL {
  const listed = (order: SQL, offset: number, limit: number) => sql`
    (select ${products.id} as id, row_number() over (order by ${order}) as position
     from ${products} where ${where} order by ${order} offset ${offset} limit ${limit})`;
  if (query.sort !== 'relevance' || words.length === 0)
    return listed(orderFor(query.sort, words), paging.offset, paging.limit);
  const byReviews = orderFor('mostReviewed', []);
  const ranked = rankedMatches;
  const parts: SQL[] = [];
  const end = paging.offset + paging.limit;
  if (paging.offset < ranked) {
    // The most reviewed matches, found on the reviews' index or the text index (the planner
    // picks by how many match), then ranked: the text vectors of these rows only. When the
    // matches read for the total (`matched`, up to `read`) are all of them, they are taken from
    // there: one pass over the text index for the page and its total.
    const mostReviewed =
      read === undefined
        ? sql`select ${products.id} from ${products} where ${where} order by ${byReviews} limit ${ranked}`
        : sql`select id from (
            (select matched.id from matched where (select count(*) from matched) < ${read}
             order by matched.review_count desc nulls last, matched.id limit ${ranked})
            union all
            (select ${products.id} from ${products}
             where ${where} and (select count(*) from matched) >= ${read}
             order by ${byReviews} limit ${ranked})) as candidates`;
    parts.push(sql`
      (select ${products.id} as id,
              row_number() over (order by ${orderFor('relevance', words)}) as position
       from ${products}
       where ${products.id} in (${mostReviewed})
       order by position offset ${paging.offset} limit ${Math.min(end, ranked) - paging.offset})`);
  }
  if (end > ranked || parts.length === 0) {
    const from = Math.max(paging.offset, ranked);
    parts.push(listed(byReviews, from, end - from));
  }
  return sql.join(parts, sql` union all `);
}

async function runListing(
  executor: Database | Transaction,
  query: CatalogQuery & { source?: string },
  paging: { limit: number; offset: number },
  where: SQL,
  words: ResolvedWord[],
  byName: boolean,
  options: ListingOptions,
): Promise<Omit<CatalogPage, 'searchIgnored'>> {
  const { total, cap, read, counting } = totalOf(
    query,
    where,
    words.length > 0 || byName,
    options.countCap === undefined ? undefined : Math.max(options.countCap, paging.offset + paging.limit),
    options.readMatches ?? READ_MATCHES,
  );
  const cards = cardsOf(
    pageIds(query, paging, where, words, options.rankedMatches ?? RANKED_MATCHES, read),
    total,
  );
  const rows = await queryRows<Omit<ProductCard, 'createdAt'> & { createdAt: number; total: number }>(
    counting ? sql`with ${counting} ${cards}` : cards,
    executor,
  );
  // Past the last page the cards carry no total: it is asked alone.
  const counted = rows.length
    ? rows[0]!.total
    : paging.offset === 0
      ? 0
      : ((
          await queryRows<{ total: number }>(
            sql`${counting ? sql`with ${counting} ` : sql``}select (${total})::int as total`,
            executor,
          )
        )[0]?.total ?? 0);
  // Raw rows: node-postgres leaves timestamps as text there, so the time travels as epoch ms.
  const items = rows.map(({ total: _total, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) }));
  const totalCapped = cap !== undefined && counted > cap;
  const shown = totalCapped ? cap : counted;
  return {
    items,
    total: shown,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    // Past the cap there is at least one more page.
    pageCount: Math.max(1, Math.ceil((totalCapped ? shown + 1 : shown) / query.pageSize)),
  };
}

/**
 * The listing's total, as an expression the cards' statement carries (one round trip). Filtered by
 * category alone (or not at all), it is read from the counts the triggers keep on the categories
 * (migration 0030): counting 100,000 listed products was 4 ms of the database's time on every
 * catalogue page. Other filters count what they match, with a `cap` only up to one more than it
 * (more than `cap` then means "over `cap`": a common word's thousands of matches are not counted).
 */
function totalOf(
  query: CatalogFilterQuery,
  where: SQL,
  searching: boolean,
  cap: number | undefined,
  readMatches: number,
): { total: SQL; cap?: number; read?: number; counting?: SQL } {
  if (!searching && !narrowsBeyondCategory(query)) {
    if (query.category) {
      return {
        total: sql`coalesce((select ${categories.productCount} from ${categories}
                             where ${categories.slug} = ${query.category}), 0)`,
      };
    }
    return {
      total: sql`((select coalesce(sum(${categories.productCount}), 0) from ${categories})
        + (select count(*) from ${products}
           where ${products.status} = 'approved' and ${products.categoryId} is null))`,
    };
  }
  if (cap === undefined) return { total: sql`(select count(*) from ${products} where ${where})` };
  // The matches read for the count (at least one past the cap), kept for the page: when they are
  // all of them, its candidates.
  const read = Math.max(readMatches, cap + 1);
  return {
    counting: sql`matched as materialized (
      select ${products.id} as id, ${products.reviewCount} as review_count
      from ${products} where ${where} limit ${read})`,
    total: sql`(select count(*) from matched)`,
    cap,
    read,
  };
}

/** Whether the catalogue has any listed product at all (to tell "empty" from "no match"). */
export async function hasListedProducts(): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 'approved'))
    .limit(1);
  return Boolean(row);
}

/**
 * What the catalogue page shows: a page of products, the counts of every filter (the categories
 * among them) for this search and these filters, and whether the catalogue is empty altogether
 * (not just for this search). The search words are resolved once for both.
 */
export async function loadCatalogPage(pageQuery: CatalogQuery) {
  const search = await resolveSearch(reader(), pageQuery.q);
  const query = await withShopIds(reader(), pageQuery);
  // The list and the counts at once: on a server they run on two connections side by side.
  const [result, facets] = await Promise.all([
    listCatalogProducts(query, undefined, { countCap: CATALOG_COUNT_CAP, search }),
    countCatalogFacets(
      reader(),
      query,
      // What the search alone matches; each facet's count adds the other facets' filters to it.
      conditions({ ...query, ...NO_FILTERS }, search.words, search.nameWords),
      search.words.length > 0 || search.nameWords.length > 0,
    ),
  ]);
  return {
    result,
    facets,
    empty: result.total === 0 && !(await hasListedProducts()),
  };
}
