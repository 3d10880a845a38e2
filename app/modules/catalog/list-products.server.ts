import { and, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, db, type Transaction } from '#app/lib/db.server.ts';
import { categories, offers, products } from '#db/schema/index.ts';
import { type CatalogQuery, type CatalogSort, searchTerms } from './catalog-query.ts';

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
  page: number;
  pageSize: number;
  pageCount: number;
};

/**
 * One word of a search matches a product when the Italian full-text index has it (stemmed, as a
 * prefix: "fotocam" finds "fotocamere"), when it is close to a word of the name (trigrams:
 * "samsng" finds "Samsung"), or when it names the product's category ("smarphone").
 */
/**
 * The full-text prefix for a word: its stem must be a prefix of the document's stem, and Italian
 * stems differ by ending ("fotocamera" → fotocamer, "fotocamere" → fotocam), so longer words drop
 * their last two letters first.
 */
function prefixTerm(word: string): string {
  return `${word.length >= 6 ? word.slice(0, -2) : word}:*`;
}

function wordMatches(word: string): SQL {
  const fullText = sql`${products.searchVector} @@ to_tsquery('italian', ${prefixTerm(word)})`;
  // Typo tolerance only for words long enough to carry it ("tv" must not match everything).
  const closeCategory =
    word.length < 4
      ? sql`lower(${categories.name}) = ${word} or ${categories.slug} = ${word}`
      : sql`word_similarity(${word}, ${categories.name}) >= ${WORD_SIMILARITY}`;
  const category = sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${closeCategory})`;
  if (word.length < 4) return sql`(${fullText} or ${category})`;
  return sql`(${fullText} or ${word} <% ${products.name} or ${category})`;
}

/**
 * How close a typed word must be to a word of the name (pg_trgm word similarity). 0.5 lets
 * "samsng" find "Samsung" (0.57) and "smarphone" find "Smartphone" (0.8).
 */
const WORD_SIMILARITY = 0.5;

function relevance(words: string[]): SQL {
  const prefixQuery = words.map(prefixTerm).join(' & ');
  const closeness = words.map((word) => sql`word_similarity(${word}, ${products.name})`);
  return sql`(ts_rank(${products.searchVector}, to_tsquery('italian', ${prefixQuery}))
    + ${sql.join(closeness, sql` + `)})`;
}

function orderFor(sort: CatalogSort, words: string[]): SQL {
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

/** Only approved products are listed; text search and every filter work together. */
function conditions(query: Pick<CatalogQuery, 'q' | 'category' | 'minRating'> & { source?: string }) {
  const where: SQL[] = [eq(products.status, 'approved')];
  if (query.category) {
    where.push(
      inArray(
        products.categoryId,
        db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category)),
      ),
    );
  }
  if (query.minRating > 0) where.push(gte(products.ratingAvg, String(query.minRating)));
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
  for (const word of searchTerms(query.q)) where.push(wordMatches(word));
  return and(...where)!;
}

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
): Promise<CatalogPage> {
  const where = conditions(query);
  const words = searchTerms(query.q);
  if (words.length === 0) return runListing(db, query, paging, where, words);
  // The `<%` operator reads its threshold from the session; set it for this transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    );
    return runListing(tx, query, paging, where, words);
  });
}

async function runListing(
  executor: Database | Transaction,
  query: CatalogQuery,
  paging: { limit: number; offset: number },
  where: SQL,
  words: string[],
): Promise<CatalogPage> {
  const items = await executor
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brandName: products.brandName,
      categoryName: categories.name,
      categorySlug: categories.slug,
      imageUrl: sql<string | null>`coalesce(${products.imageUrl}, (
        select coalesce(${offers.imageUrl}, ${offers.merchantImageUrl}) from ${offers}
        where ${offers.productId} = ${products.id} and ${offers.isForSale} and ${offers.isApproved}
          and coalesce(${offers.imageUrl}, ${offers.merchantImageUrl}) is not null
        order by ${offers.price} asc nulls last limit 1))`,
      bestPrice: products.bestPrice,
      offersCount: products.offersCount,
      ratingAvg: products.ratingAvg,
      reviewCount: products.reviewCount,
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(orderFor(query.sort, words))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await executor.select({ value: count() }).from(products).where(where);
  const totalCount = total?.value ?? 0;
  return {
    items,
    total: totalCount,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)),
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
