import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { createCategory } from '#tests/support/factories.ts';
import { demoProducts } from './demo-catalog.ts';
import {
  insertLargeProducts,
  LARGE_CATEGORY_SLUGS,
  largeProductLines,
  productLine,
} from './large-products.ts';

const COUNT = 2000;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Row = { name: string; brand: string; category: string };
let rows: Row[] = [];

beforeAll(async () => {
  for (const slug of LARGE_CATEGORY_SLUGS) await createCategory({ name: slug, slug });
  await insertLargeProducts(db, COUNT);
  rows = await queryRows<Row>(
    sql`select p.name, p.brand_name as brand, c.slug as category
        from products p join categories c on c.id = p.category_id where p.slug like 'bench-%'`,
  );
});

describe('the large data set reads like a real catalogue', () => {
  test('every brand makes, in the demo catalogue, what it is listed under', () => {
    const makes = new Set(demoProducts.map((product) => `${product.category}|${product.brand}`));
    expect(rows).toHaveLength(COUNT);
    const misplaced = rows.filter((row) => !makes.has(`${row.category}|${row.brand}`));
    expect(misplaced).toEqual([]);
  });

  test("a name is one of its brand's product lines in that category, then a model number", () => {
    const lines = largeProductLines();
    const misnamed = rows.filter(
      (row) =>
        !lines.some(
          (line) =>
            line.category === row.category &&
            line.brand === row.brand &&
            new RegExp(
              `^${escape([line.brand, line.line].filter(Boolean).join(' '))} ${escape(line.code)}\\d+( (Pro|Ultra|Lite|Max|Plus|Smart))?$`,
            ).test(row.name),
        ),
    );
    expect(misnamed).toEqual([]);
    expect(new Set(rows.map((row) => row.name)).size).toBe(COUNT);
  });

  test('the categories share the products evenly, and so do the lines within them', () => {
    const inCategory = (slug: string) => rows.filter((row) => row.category === slug);
    expect(LARGE_CATEGORY_SLUGS.map((slug) => inCategory(slug).length)).toEqual(
      LARGE_CATEGORY_SLUGS.map(() => COUNT / 10),
    );
    const phones = inCategory('smartphone');
    expect(new Set(phones.map((row) => row.brand)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('a demo product line', () => {
  test.each([
    ['Samsung Galaxy S24 Ultra', 'Samsung', 'Galaxy', 'S'],
    ['Dyson V15 Detect Absolute', 'Dyson', '', 'V'],
    ['Apple iPad (A16)', 'Apple', 'iPad', ''],
    ['Sony WH-1000XM5', 'Sony', '', 'WH-'],
    ['Dell XPS 13 9345', 'Dell', 'XPS', ''],
    ['LG OLED evo C4 55"', 'LG', 'OLED evo', 'C'],
    ['TCL 55C645', 'TCL', '', ''],
  ])('%s', (name, brand, line, code) => {
    expect(productLine({ name, brand })).toEqual({ line, code });
  });
});
