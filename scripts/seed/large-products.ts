// The large data set's products (scripts/seed/seed-large.ts): names that read like a real
// catalogue's. Each category takes its brands and product lines from the demo catalogue, so a
// brand only makes what it makes there ("Dyson V…" is a stick vacuum, never a TV), and a number
// stands in for the model ("Samsung Galaxy S4815 Ultra", "Dell XPS 4816", "Dyson V4823").
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#app/lib/db.server.ts';
import { demoProducts } from './demo-catalog.ts';

/** The large set's categories, in the order a product's number picks them (n % 10). */
export const LARGE_CATEGORY_SLUGS = [
  'audio',
  'elettrodomestici',
  'fotocamere',
  'gaming',
  'laptop',
  'monitor',
  'smartphone',
  'smartwatch',
  'tablet',
  'tv',
] as const;

/** Words after the model number, one product in eight each ('' twice: most names have none). */
export const LARGE_VARIANTS = ['', '', ' Pro', ' Ultra', ' Lite', ' Max', ' Plus', ' Smart'] as const;

export type LargeProductLine = {
  category: (typeof LARGE_CATEGORY_SLUGS)[number];
  brand: string;
  /** The product line's words after the brand ("Galaxy", "OLED evo"), possibly none. */
  line: string;
  /** Letters the model number starts with ("S" as in S24, "WH-" as in WH-1000XM5), possibly none. */
  code: string;
};

/**
 * A demo product's line: the words after its brand up to its model number ("Samsung Galaxy S24
 * Ultra" → Galaxy, code S; "Dyson V15 Detect Absolute" → no words, code V; "Apple iPad (A16)" →
 * iPad). Parentheses, sizes and quotes end the line.
 */
export function productLine(product: { name: string; brand: string }): { line: string; code: string } {
  const rest = product.name.startsWith(`${product.brand} `)
    ? product.name.slice(product.brand.length + 1)
    : product.name;
  const words: string[] = [];
  let code = '';
  for (const word of rest.split(/\s+/)) {
    if (/[\d("'+,]/.test(word)) {
      code = /^[A-Za-z]{1,5}(-[A-Za-z]{0,2})?(?=\d)/.exec(word)?.[0] ?? '';
      break;
    }
    words.push(word);
  }
  return { line: words.join(' '), code };
}

/** Every distinct (category, brand, line) of the demo catalogue, in its order. */
export function largeProductLines(): LargeProductLine[] {
  const seen = new Set<string>();
  const lines: LargeProductLine[] = [];
  for (const product of demoProducts) {
    const category = LARGE_CATEGORY_SLUGS.find((slug) => slug === product.category);
    if (!category) continue;
    const { line, code } = productLine(product);
    const key = [category, product.brand, line, code].join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ category, brand: product.brand, line, code });
  }
  return lines;
}

/**
 * Inserts products `bench-1` … `bench-<count>` in one statement: product n is in category
 * n % 10, takes that category's line (n / 10) % lines, and a variant by hash. The lines travel as
 * one JSON parameter and are joined by a computed key (a hash join, no per-row subquery).
 */
export async function insertLargeProducts(executor: Database | Transaction, count: number) {
  const lines = largeProductLines();
  const perCategory = LARGE_CATEGORY_SLUGS.map((slug) => lines.filter((line) => line.category === slug));
  const rows = perCategory.flatMap((categoryLines, index) =>
    categoryLines.map((line, position) => ({
      key: index * 1000 + position,
      slug: line.category,
      brand: line.brand,
      // The number follows the code's letters, or a space: "Galaxy S4815", "iPhone 4815".
      prefix: `${[line.brand, line.line].filter(Boolean).join(' ')} ${line.code}`,
      label: line.line || line.brand,
    })),
  );
  const counts = sql.raw(`array[${perCategory.map((categoryLines) => categoryLines.length).join(',')}]`);
  const variants = sql.raw(`array[${LARGE_VARIANTS.map((variant) => `'${variant}'`).join(',')}]`);
  await executor.execute(sql`
    insert into products (name, slug, brand_name, description, category_id, status, created_at, updated_at)
    select t.prefix || g
             || (${variants})[1 + (hashtext('variant' || g) & 7)],
           'bench-' || g,
           t.brand,
           'Prodotto di prova ' || g || ' della linea ' || t.label || ' di ' || t.brand
             || ', con garanzia italiana e spedizione rapida.',
           c.id,
           (case when g % 23 = 0 then 'pending' else 'approved' end)::product_status,
           -- Dates independent of brand and line (a catalogue grows with every brand at once).
           now() - ((hashtext('created' || g) & 65535) % 900) * interval '1 day',
           now() - ((hashtext('created' || g) & 65535) % 900) * interval '1 day'
    from generate_series(1, ${count}) g
    join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           as t(key int, slug text, brand text, prefix text, label text)
      on t.key = (g % 10) * 1000 + (g / 10) % (${counts})[1 + g % 10]
    join categories c on c.slug = t.slug`);
}
