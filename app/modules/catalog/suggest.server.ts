import { type SQL, sql } from 'drizzle-orm';
import { keptFor } from '#app/lib/memo.server.ts';
import { type Database, queryRows, reader } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { prefixTerm, searchTerms, stopWordsOnly } from '#app/lib/search-terms.ts';
import { categories, offers, productNameTokens, products, searchWords } from '#db/schema/index.ts';
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
      sql`select ${products.brandName} as name, count(*)::int as product_count from ${products}
          where ${products.status} = 'approved' and ${products.brandName} is not null
            and btrim(${products.brandName}) <> ''
          group by ${products.brandName}`,
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

/** A search word and what it may match: itself or close words (its typos' corrections), or a category. */
type WordTerms = { word: string; terms: string[]; categoryIds: string[] };

/** How close a typed word must be to a vocabulary word by trigrams, as in the catalogue. */
const SIMILARITY = 0.4;

/**
 * Corrections for words that matched nothing: up to three vocabulary words by trigram similarity
 * (with the same digits), up to three one edit away (four letters or more, no digit), and for the
 * word being typed, its beginning without the last letter ("samsn" → samsung). Words that begin a
 * vocabulary word are kept as typed.
 */
async function correct(database: Database, words: WordTerms[], typing: string | null): Promise<WordTerms[]> {
  const rows = await queryRows<{ word: string; known: boolean; near: string[] | null }>(
    sql`select q.word, k.known, case when k.known then '{}'::text[] else e.near end as near
        from unnest(${pgArray(words.map((word) => word.word))}::text[]) with ordinality as q(word, position)
        cross join lateral (
          select coalesce((select starts_with(s.word, q.word) from ${searchWords} s
                           where s.word >= q.word order by s.word limit 1), false) as known offset 0) k
        left join lateral (
          select array(select s.word from ${searchWords} s
                       where s.word % q.word and similarity(s.word, q.word) >= ${SIMILARITY}
                         and regexp_replace(s.word, '[^0-9]', '', 'g') = regexp_replace(q.word, '[^0-9]', '', 'g')
                       order by similarity(s.word, q.word) desc, s.word limit 3)
                 || case when length(q.word) >= 4 and q.word !~ '[0-9]'
                         then array(select s.word from ${searchWords} s
                                    where (s.word = any(search_word_deletions(q.word))
                                           or search_word_deletions(s.word)
                                              && (q.word || search_word_deletions(q.word)))
                                      and length(s.word) >= 4 and s.word !~ '[0-9]'
                                      and within_one_edit(q.word, s.word)
                                    order by similarity(s.word, q.word) desc, s.word limit 3)
                         else '{}'::text[] end as near
          where not k.known offset 0) e on true
        order by q.position`,
    database,
  );
  return words.map((word, index) => {
    const row = rows[index];
    if (!row || row.known) return word;
    const near = (row.near ?? []).filter((candidate) => candidate !== word.word).map(prefixTerm);
    const shorter =
      word.word === typing && word.word.length >= 5 && !/\p{N}/u.test(word.word)
        ? [`${word.word.slice(0, -1)}:*`]
        : [];
    return { ...word, terms: [...new Set([...word.terms, ...near, ...shorter])] };
  });
}

/**
 * Name and brand only (weight A): a suggestion is named like what was typed, not described so.
 * The query is a sub-select on purpose: the planner then takes the default selectivity of a text
 * match (0.5 %) instead of its estimate for a prefix, which for two letters ("ga:*") is so high
 * that it chose a parallel scan of every product, 20 ms of starting workers even when the walk
 * had already found five. `indexed: false` checks the row without the index (ts_match_vq is the
 * function behind @@, which the index cannot serve): a short beginning ("pro", the last word of
 * "apple macbook pro") names most of the index's words, and reading their entries cost more than
 * checking the few rows the other words find.
 */
function wordCondition(word: WordTerms, indexed = true): SQL {
  const query = sql`(select to_tsquery('italian', ${word.terms.map((term) => `${term}A`).join(' | ')}))`;
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
function indexedWords(words: WordTerms[]): Set<WordTerms> {
  const length = (word: WordTerms) => Math.min(...word.terms.map((term) => term.length - 2));
  const plain = words.filter((word) => word.categoryIds.length === 0);
  const long = plain.filter((word) => length(word) >= 4);
  if (long.length) return new Set(long);
  if (plain.length)
    return new Set([plain.reduce((best, word) => (length(word) > length(best) ? word : best))]);
  return new Set(words);
}

/** Every word must match: the walk checks each row; the sort takes its rows from the index. */
function wordsMatch(words: WordTerms[]): Match {
  const indexed = indexedWords(words);
  return {
    walk: sql.join(
      words.map((word) => wordCondition(word, false)),
      sql` and `,
    ),
    index: sql.join(
      words.map((word) => wordCondition(word, indexed.has(word))),
      sql` and `,
    ),
  };
}

/** A query of stop words only ("dell"): each a whole word of the name (the index drops them). */
function nameTokenCondition(word: string): SQL {
  return sql`exists (select 1 from ${productNameTokens} t where t.token = ${word} and t.product_id = p.id)`;
}

/**
 * Most reviewed products walked before the index and a sort take over: about 0.6 µs a row
 * (2,000: 1.3 ms), and a word that is not in five of them is in fewer than 0.25 % of the
 * catalogue, a few hundred rows to sort.
 */
const WALK = 2000;

/** How a product is matched: checked row by row on the walk, looked up in the index for the sort. */
type Match = { walk: SQL; index: SQL };

/**
 * The five most reviewed listed products that match: first by walking the listed products from
 * the most reviewed (the review-count index) and stopping at the fifth match, which is quick for
 * common words; when the first WALK products hold fewer than five, the words are rare and all
 * their matches are read from the full-text index and sorted instead.
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
    sql`with walk as materialized (
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
    if (tokens.length === 0) return [];
    const byName = sql.join(tokens.map(nameTokenCondition), sql` and `);
    return topProducts(database, { walk: byName, index: byName });
  }
  let terms: WordTerms[] = words.map((word) => ({
    word,
    terms: [prefixTerm(word)],
    categoryIds: categoriesNamedBy(word, known.categories),
  }));
  const found = await topProducts(database, wordsMatch(terms));
  if (found.length > 0) return found;
  // Nothing as typed: correct the words no name begins with, and look again.
  const lastTyped = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .at(-1);
  const typing = lastTyped && lastTyped === words.at(-1) ? lastTyped : null;
  const corrected = await correct(database, terms, typing);
  if (corrected.every((word, index) => word.terms.length === terms[index]!.terms.length)) return [];
  terms = corrected;
  return topProducts(database, wordsMatch(terms));
}

/**
 * What to suggest for a query: nothing under two letters; otherwise up to five products (picture,
 * best price), three brands and three categories, listed products only.
 */
export async function suggest(rawQuery: string): Promise<Suggestions> {
  const q = rawQuery.trim();
  if (!canSuggest(q)) return noSuggestions(q);
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
