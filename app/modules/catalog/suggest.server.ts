import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getConfig } from '#app/lib/env.server.ts';
import { keptFor } from '#app/lib/memo.server.ts';
import { type Database, queryRows, reader } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { prefixTerm, searchTerms, stopWordsOnly } from '#app/lib/search-terms.ts';
import {
  catalogFacetCells,
  categories,
  offers,
  productNameTokens,
  products,
  searchWords,
} from '#db/schema/index.ts';
import {
  brandHref,
  canSuggest,
  categoryHref,
  fold,
  nameMatchWords,
  nameScore,
  noSuggestions,
  productHref,
  SUGGESTED_BRANDS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type SuggestedProduct,
  type Suggestions,
} from './suggest.ts';
import { vocabularyNeighbours } from './vocabulary-neighbours.server.ts';

/*
 * Suggestions as you type (decision 038). Brands and categories are few (dozens to a few
 * thousand) and change slowly: they are matched in memory against a directory read at most once
 * a minute per process. Products are one query on each keystroke: the most reviewed listed
 * products whose name or brand holds every typed word (the last one as a beginning), found by
 * walking the most reviewed first and stopping at the fifth, or, when the words are rare, from the
 * full-text index and sorted. A word that matches nothing is corrected against the names'
 * vocabulary as the catalogue corrects it (a close word by trigrams, a word one edit away).
 */

type DirectoryEntry = { name: string; folded: string; productCount: number };
type CategoryEntry = DirectoryEntry & { id: string; slug: string };
type Directory = { brands: DirectoryEntry[]; categories: CategoryEntry[] };

async function readDirectory(): Promise<Directory> {
  const database = reader();
  const [brandRows, categoryRows] = await Promise.all([
    queryRows<{ name: string; product_count: number }>(
      // The listed products per brand, from the facet cells (migration 0040), not a scan of them.
      sql`select ${catalogFacetCells.brandName} as name, sum(${catalogFacetCells.productCount})::int as product_count
          from ${catalogFacetCells}
          where ${catalogFacetCells.merchantId} is null and ${catalogFacetCells.brandName} is not null
            and btrim(${catalogFacetCells.brandName}) <> ''
          group by 1 having sum(${catalogFacetCells.productCount}) > 0`,
      database,
    ),
    queryRows<{ id: string; name: string; slug: string; product_count: number }>(
      sql`select id, name, slug, product_count from ${categories} where product_count > 0`,
      database,
    ),
  ]);
  return {
    brands: brandRows.map((row) => ({
      name: row.name,
      folded: fold(row.name),
      productCount: Number(row.product_count),
    })),
    categories: categoryRows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      folded: fold(row.name),
      productCount: Number(row.product_count),
    })),
  };
}

/** A minute's delay for a new brand or category is fine; a scan of the products per keystroke is not. */
const directory = keptFor(60_000, readDirectory);

/** The best matches among names, the most products first among equals. */
function bestNames<T extends DirectoryEntry>(entries: T[], words: string[], limit: number): T[] {
  if (words.length === 0) return [];
  return entries
    .map((entry) => ({ entry, score: nameScore(entry.name, words) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.entry.productCount - a.entry.productCount ||
        a.entry.folded.localeCompare(b.entry.folded),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/**
 * The categories a search word names, by the catalogue's rule: a short word is a category's whole
 * name or slug, a longer one begins a word of its name ("smartphone", "fotocamera" → Fotocamere).
 */
function categoriesNamedBy(word: string, entries: CategoryEntry[]): string[] {
  const stem = prefixTerm(word).slice(0, -2);
  return entries
    .filter((entry) =>
      word.length < 4
        ? entry.folded === word || entry.slug === word
        : entry.folded.split(/[^\p{L}\p{N}]+/u).some((part) => part.startsWith(stem)),
    )
    .map((entry) => entry.id);
}

/** A typed search word: as typed, and the categories it names. */
type Word = {
  word: string;
  /** Its full-text beginning ('samsung:*', 'fotocame:*' for "fotocamere"), as in the catalogue. */
  term: string;
  categoryIds: string[];
  /** Whether a word that begins no name's word gets corrections (not one naming a category, not a number). */
  correctable: boolean;
  /** For the word still being typed: its beginning without the last letter ("samsn" → sams:*). */
  shorter: string;
};

/**
 * Each word's full-text query, computed in the database in the statement that uses it (one round
 * trip a keystroke, typos included). A word that begins a word of the names' vocabulary
 * (`search_words`, every word of every name and brand) is searched as typed; one that begins none
 * cannot match a name as typed and gets the catalogue's corrections beside it: up to three
 * vocabulary words by trigram similarity (with the same digits), up to three one edit away (four
 * letters or more, no digit), and for the word being typed, its beginning without the last letter.
 * Weight A: names and brands only.
 */
function wordQueries(words: Word[]): SQL {
  return sql`select q.position,
          to_tsquery('italian', array_to_string(
            array[q.term || 'A']
            || case when q.known then '{}'::text[]
                    else array(select n || ':*A' from unnest(e.near) as n)
                         || case when q.shorter <> '' then array[q.shorter || 'A'] else '{}'::text[] end
               end, ' | ')) as query
        from (
          select w.*, not w.correctable or coalesce((
                   select starts_with(s.word, w.stem) from ${searchWords} s
                   where s.word >= w.stem order by s.word limit 1), false) as known
          from unnest(${pgArray(words.map((word) => word.word))}::text[],
                      ${pgArray(words.map((word) => word.term))}::text[],
                      ${pgArray(words.map((word) => word.term.slice(0, -2)))}::text[],
                      ${pgArray(words.map((word) => word.shorter))}::text[],
                      ${`{${words.map((word) => word.correctable).join(',')}}`}::boolean[])
               with ordinality as w(word, term, stem, shorter, correctable, position)
          offset 0) q
        left join lateral (
          select ${vocabularyNeighbours()} as near
          where not q.known offset 0) e on true`;
}

/**
 * A word's condition. Its query is a sub-select of the statement's `terms`: the planner then takes
 * the default selectivity of a text match (0.5 %) instead of its estimate for a prefix, which for
 * two letters ("ga:*") is so high that it chose a parallel scan of every product, 20 ms of
 * starting workers even when the walk had already found five. `indexed: false` checks the row
 * without the index (ts_match_vq is the function behind @@, which the index cannot serve): a
 * short beginning ("pro", the last word of "apple macbook pro") names most of the index's words,
 * and reading their entries cost more than checking the few rows the other words find.
 */
function wordCondition(word: Word, position: number, indexed: boolean): SQL {
  const query = sql`(select t.query from terms t where t.position = ${position})`;
  const fullText = indexed ? sql`p.search_vector @@ ${query}` : sql`ts_match_vq(p.search_vector, ${query})`;
  return word.categoryIds.length
    ? sql`(${fullText} or p.category_id = any(${`{${word.categoryIds.join(',')}}`}::uuid[]))`
    : fullText;
}

/**
 * The words the index looks up when the walk was not enough, the others checked on its rows: words
 * of four letters or more that name no category (a category is a tenth of the catalogue), else the
 * longest word that names none, else every word.
 */
function indexedWords(words: Word[]): Set<Word> {
  const length = (word: Word) => word.term.length - 2;
  const plain = words.filter((word) => word.categoryIds.length === 0);
  const long = plain.filter((word) => length(word) >= 4);
  if (long.length) return new Set(long);
  if (plain.length)
    return new Set([plain.reduce((best, word) => (length(word) > length(best) ? word : best))]);
  return new Set(words);
}

/** How products are matched: the words' queries, checked row by row on the walk, looked up in the index for the sort. */
type Match = { terms: SQL; walk: SQL; index: SQL };

function wordsMatch(words: Word[]): Match {
  const indexed = indexedWords(words);
  return {
    terms: wordQueries(words),
    walk: sql.join(
      words.map((word, index) => wordCondition(word, index + 1, false)),
      sql` and `,
    ),
    index: sql.join(
      words.map((word, index) => wordCondition(word, index + 1, indexed.has(word))),
      sql` and `,
    ),
  };
}

/** A query of stop words only ("dell"): each a whole word of the name (the index drops them). */
function nameTokenCondition(word: string): SQL {
  return sql`exists (select 1 from ${productNameTokens} t where t.token = ${word} and t.product_id = p.id)`;
}

function nameTokensMatch(tokens: string[]): Match {
  const byName = sql.join(tokens.map(nameTokenCondition), sql` and `);
  return { terms: sql`select 1 as position, null::tsquery as query`, walk: byName, index: byName };
}

/**
 * Most reviewed products walked before the index and a sort take over: about 0.6 µs a row, and a
 * word that is not in five of the first 1,000 is in fewer than 0.5 % of the catalogue, a few
 * hundred rows to sort. (On the large set, 500, 1,000 and 2,000 read 744, 698 and 798 buffers a
 * query on average over bench:suggest's queries, 1,687, 2,023 and 2,577 at the 95th percentile.)
 */
const WALK = 1000;

/**
 * The five most reviewed listed products that match, in one statement: first by walking the
 * listed products from the most reviewed (the review-count index) and stopping at the fifth
 * match, which is quick for common words; when the first WALK products hold fewer than five, the
 * words are rare and all their matches are read from the full-text index and sorted instead.
 */
async function topProducts(database: Database, match: Match): Promise<SuggestedProduct[]> {
  const rows = await queryRows<{
    id: string;
    slug: string;
    name: string;
    brand_name: string | null;
    image_url: string | null;
    best_price: string | null;
  }>(
    sql`with terms as materialized (${match.terms}),
        walk as materialized (
          select p.id from (
            select id, search_vector, category_id from ${products}
            where status = 'approved' order by review_count desc nulls last, id limit ${WALK}) p
          where ${match.walk}
          limit ${SUGGESTED_PRODUCTS}),
        -- Only when the walk found fewer than five: the gate sits above the limit, so nothing
        -- below it starts otherwise. "+ 0": sorted here, never walked again on the index.
        sorted as (
          select s.id from (
            select p.id from ${products} p
            where p.status = 'approved' and ${match.index}
            order by p.review_count + 0 desc, p.id
            limit ${SUGGESTED_PRODUCTS}) s
          where (select count(*) from walk) < ${SUGGESTED_PRODUCTS}),
        chosen as (
          select id from walk where (select count(*) from walk) = ${SUGGESTED_PRODUCTS}
          union all select id from sorted)
        select p.id, p.slug, p.name, p.brand_name, p.best_price,
               coalesce(p.image_url, (
                 select coalesce(o.image_url, o.merchant_image_url) from ${offers} o
                 where o.product_id = p.id and o.is_for_sale and o.is_approved
                   and coalesce(o.image_url, o.merchant_image_url) is not null
                 order by o.price asc nulls last limit 1)) as image_url
        from chosen c join ${products} p on p.id = c.id
        order by p.review_count desc nulls last, p.id`,
    database,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    brandName: row.brand_name,
    imageUrl: row.image_url,
    bestPrice: row.best_price === null ? null : Number(row.best_price),
    url: productHref(row.slug),
  }));
}

async function suggestProducts(q: string, known: Directory): Promise<SuggestedProduct[]> {
  const database = reader();
  const words = searchTerms(q);
  if (words.length === 0) {
    const tokens = stopWordsOnly(q);
    return tokens.length ? topProducts(database, nameTokensMatch(tokens)) : [];
  }
  const typing = /[\p{L}\p{N}]$/u.test(q) ? words.at(-1) : undefined;
  const lastTyped = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .at(-1);
  return topProducts(
    database,
    wordsMatch(
      words.map((word, index) => {
        const categoryIds = categoriesNamedBy(word, known.categories);
        const last = index === words.length - 1 && word === typing && word === lastTyped;
        return {
          word,
          term: prefixTerm(word),
          categoryIds,
          correctable: categoryIds.length === 0 && !/^\p{N}+$/u.test(word),
          shorter: last && word.length >= 5 && !/\p{N}/u.test(word) ? `${word.slice(0, -1)}:*` : '',
        };
      }),
    ),
  );
}

/**
 * What to suggest for a query: nothing under two letters; otherwise up to five products (picture,
 * best price), three brands and three categories, listed products only.
 */
/**
 * Answers kept a minute per process, as long as the endpoint lets browsers and shared caches keep
 * one (decision 038): what people type repeats (two letters, a brand's first syllables), so most
 * keystrokes are answered from memory. Keyed by the query with case and spacing folded. Off with
 * the page cache (PAGE_CACHE=off), which is how the benches measure answers computed afresh.
 */
const answers = new LRUCache<string, Promise<Suggestions>>({ max: 10_000, ttl: 60_000 });

export async function suggest(rawQuery: string): Promise<Suggestions> {
  const q = rawQuery.trim();
  if (!canSuggest(q)) return noSuggestions(q);
  if (!getConfig().pageCache.enabled) return computeSuggestions(q);
  const key = q.toLowerCase().replace(/\s+/g, ' ');
  let answer = answers.get(key);
  if (!answer) {
    answer = computeSuggestions(q);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return { ...(await answer), q };
}

/** The suggestions for a query, read now (exported for `npm run bench:suggest`). */
export async function computeSuggestions(q: string): Promise<Suggestions> {
  const known = await directory();
  const nameWords = nameMatchWords(q);
  const products = await suggestProducts(q, known);
  return {
    q,
    products,
    brands: bestNames(known.brands, nameWords, SUGGESTED_BRANDS).map((brand) => ({
      name: brand.name,
      productCount: brand.productCount,
      url: brandHref(brand.name),
    })),
    categories: bestNames(known.categories, nameWords, SUGGESTED_CATEGORIES).map((category) => ({
      name: category.name,
      slug: category.slug,
      productCount: category.productCount,
      url: categoryHref(category.slug),
    })),
  };
}
