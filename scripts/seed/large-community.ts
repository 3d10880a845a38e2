import { type SQL, sql } from 'drizzle-orm';

/** Reviews per product in the large set: slot k = 1..10 of each product has its own author. */
export const LARGE_REVIEWS_PER_PRODUCT = 10;

/**
 * The large set's members, in proportion to its products (as in the demo community): a few dozen
 * prolific reviewers who reached Gold by reviewing (about 250 reviews each at 100,000 products),
 * some 1,500 Silver regulars (about 60), 23,500 occasional reviewers (about 8), and a long tail
 * of about 224,000 people with one to three reviews or none. Each band's size follows `products`,
 * so a smaller run (LARGE_PRODUCTS, the tests) keeps the same reviews per member.
 */
export function largeCommunity(products: number) {
  const gold = Math.max(1, Math.round(products / 4000));
  const silver = Math.max(1, Math.round(products * 0.015));
  const active = Math.max(2, Math.round(products * 0.235));
  const tail = Math.max(5, Math.round(products * 0.32));
  // Slots 2 and 3 share the active band at a distance of 2003: it must not be a multiple of it.
  if (2003 % active === 0) throw new Error('The active band cannot divide 2003');
  return { gold, silver, active, tail, users: gold + silver + active + 7 * tail };
}

/**
 * The author (a number from 1 to `users`) of review slot `k` of product number `n` (slug
 * 'bench-n'), as SQL: slot 1 goes to a Gold reviewer on one product in 16, to a Silver one
 * otherwise; slots 2–3 to the occasional reviewers, in turn; slots 4–10 each to their own part
 * of the tail, hashed, three in ten to its first fifth, so counts spread from none to a handful.
 * Distinct bands or distinct offsets: a product's ten reviews have ten different authors.
 */
export function largeReviewAuthor(
  community: ReturnType<typeof largeCommunity>,
  columns: { n: SQL; slug: SQL; k: SQL },
): SQL {
  const { gold, silver, active, tail } = community;
  const { n, slug, k } = columns;
  const hash = sql`(hashtext(${slug} || 'author' || ${k}) & 2147483647)`;
  const tailFrom = 1 + gold + silver + active;
  return sql`(case
    when ${k} = 1 and ${n} % 16 = 0 then 1 + (${n} / 16) % ${gold}
    when ${k} = 1 then ${1 + gold} + (${n} * 7) % ${silver}
    when ${k} <= 3 then ${1 + gold + silver} + (${n} * 7 + ${k} * 2003) % ${active}
    else ${tailFrom} + (${k} - 4) * ${tail}
      + (case when ${hash} % 10 < 3 then (${hash} / 10) % ${Math.max(1, Math.floor(tail / 5))}
              else (${hash} / 10) % ${tail} end)
  end)`;
}

/** The status of review slot `k` of product `n`: the last waits, one ninth in three was refused. */
export function largeReviewStatus(columns: { n: SQL; k: SQL }): SQL {
  const { n, k } = columns;
  return sql`(case when ${k} = 10 then 'in_revisione' when ${k} = 9 and ${n} % 3 = 0 then 'rifiutata'
                   else 'pubblicata' end)::review_status`;
}
