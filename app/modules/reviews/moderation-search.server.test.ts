import { asc, desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { reviews } from '#db/schema/index.ts';
import { createProduct, createReview, createReviews, createUser } from '#tests/support/factories.ts';
import { listReviewsForModeration, MODERATION_COUNT_CAP, moderationWhere } from './list-moderation.server.ts';
import { parseModerationQuery } from './moderation-query.ts';

/*
 * The moderation list's free text is read branch by branch (products, authors, the review's text),
 * each in the cheapest way for what it matches. Whatever the way, the page and the count must be
 * those of the plain query: every filter and the OR of the three branches, newest first.
 */
const admin = { isAdmin: true };
const parse = (params: Record<string, string>) => parseModerationQuery(new URLSearchParams(params));

async function plainQuery(params: Record<string, string>) {
  const query = parse(params);
  const where = await moderationWhere(query);
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(
      ...(query.sort === 'oldest'
        ? [asc(reviews.createdAt), asc(reviews.id)]
        : [desc(reviews.createdAt), desc(reviews.id)]),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await queryRows<{ value: number }>(sql`
    select count(*)::int as value from (
      select 1 from ${reviews}${where ? sql` where ${where}` : sql``} limit ${MODERATION_COUNT_CAP + 1}) m`);
  const matched = counted?.value ?? 0;
  return {
    ids: rows.map((row) => row.id),
    total: Math.min(matched, MODERATION_COUNT_CAP),
    capped: matched > MODERATION_COUNT_CAP,
  };
}

async function listed(params: Record<string, string>) {
  const page = await listReviewsForModeration(admin, parse(params));
  return { ids: page.items.map((item) => item.id), total: page.total, capped: page.capped };
}

let piero = '';
let speaker = '';
let people: string[] = [];
let things: string[] = [];

beforeAll(async () => {
  // 42 people × 92 products = 3,864 reviews, three per hour (ties on the date, with microseconds).
  const marta = await createUser({ firstName: 'Marta', lastName: 'Lombardi' });
  const readers = [];
  for (let i = 1; i <= 40; i++) readers.push(await createUser({ firstName: 'Lettore', lastName: `N${i}` }));
  const fontana = await createUser({ firstName: 'Piero', lastName: 'Fontana' });
  piero = fontana.id;
  const phone = await createProduct({ name: 'Xiaomi Redmi Note 13 Pro', brandName: 'Xiaomi' });
  const powerBank = await createProduct({ name: 'Batteria Esterna 20000', brandName: 'Anker' });
  const models = [];
  for (let i = 1; i <= 89; i++)
    models.push(await createProduct({ name: `Modello ${i}`, brandName: 'Marca' }));
  const fontanaSpeaker = await createProduct({ name: 'Fontana Smart Speaker', brandName: 'Acme' });
  speaker = fontanaSpeaker.id;
  people = [marta, ...readers, fontana].map((user) => user.id);
  things = [phone, powerBank, ...models, fontanaSpeaker].map((product) => product.id);
  // Every person on every product, numbered product by product: n decides each review's words.
  await createReviews(
    things.flatMap((productId, p) =>
      people.map((userId, u) => {
        const n = p * people.length + u;
        const comment = [
          n % 97 === 0 ? 'Scorre come una fontana.' : null,
          n % 401 === 0 ? 'La cerniera scricchiola.' : null,
        ].filter(Boolean);
        return {
          productId,
          userId,
          rating: 1 + (n % 5),
          title: `Recensione ${n}${n < 1000 ? ' parola mille' : n === 1000 ? ' parola' : ''}`,
          pros: n % 5 < 2 ? 'Batteria che dura' : 'Schermo luminoso',
          cons: n >= 2800 ? 'Un leggero ronzio' : 'Nessun difetto',
          comment: comment.length > 0 ? comment.join(' ') : null,
          status: n % 10 === 0 ? 'in_revisione' : n % 10 === 1 ? 'rifiutata' : 'pubblicata',
          // Microseconds, which a JavaScript date cannot carry: the database computes the time.
          createdAt: sql`timestamptz '2026-06-01 10:00:00.123456+00' - ${Math.floor(n / 3)}::int * interval '1 hour'`,
        } as const;
      }),
    ),
  );
});

const filters: Record<string, string>[] = [
  { status: 'all' },
  // The page's default: the queue, oldest first.
  {},
  { status: 'in_revisione', sort: 'newest' },
  { status: 'pubblicata', from: '2026-04-20', to: '2026-05-20' },
  { status: 'rifiutata' },
  { status: 'all', page: '2' },
  { status: 'all', sort: 'oldest', page: '2' },
  { status: 'all', pageSize: '5', page: '4' },
  // Deeper than any walk: the planner's own choice.
  { status: 'all', pageSize: '50', page: '3' },
  { status: 'all', sort: 'oldest', pageSize: '50', page: '3' },
  { status: 'all', pageSize: '50', page: '30' },
];

describe('moderation search: the same page and count as the plain query', () => {
  test.each([
    ['batteria', 'a word in 40% of the texts and a product name'],
    ['ronzio', 'a word only in the oldest reviews: the walk over the newest finds none'],
    ['mille', 'exactly 1,000 matches'],
    ['parola', '1,001 matches'],
    ['scricchiola', 'a rare word'],
    ['fontana', 'a product, a person and a word at once'],
    ['modello', 'products with more reviews than the cap'],
    ['lettore', 'people with more reviews than the cap'],
    ['lettore n1', 'a few people'],
    ['redmi', 'one product'],
    ['lombardi', 'one person'],
    ['nessuna corrispondenza', 'nothing'],
  ])('%s: %s', async (q) => {
    for (const filter of filters) {
      const params = { pageSize: '20', q, ...filter };
      expect(await listed(params), JSON.stringify(params)).toEqual(await plainQuery(params));
    }
  });

  test('a person or a product filter with free text', async () => {
    const cases: Record<string, string>[] = [
      { q: 'batteria', userId: piero, status: 'all' },
      { q: 'fontana', productId: speaker, status: 'all', sort: 'oldest' },
      { q: 'lettore', productId: speaker, status: 'pubblicata' },
    ];
    for (const params of cases)
      expect(await listed(params), JSON.stringify(params)).toEqual(await plainQuery(params));
  });
});

describe('moderation search: edges', () => {
  test('a review matching by product, author and text at once is listed once', async () => {
    const [review] = await queryRows<{ id: string }>(sql`
      select id from ${reviews} where product_id = ${speaker} and user_id = ${piero}`);
    await db.execute(sql`update ${reviews} set comment = 'Fontana su Fontana' where id = ${review!.id}`);
    const all = [];
    for (let page = 1; page <= 10; page++)
      all.push(...(await listed({ status: 'all', q: 'fontana', pageSize: '50', page: String(page) })).ids);
    expect(all.filter((id) => id === review!.id)).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
  });

  test('pages follow each other across the three branches, newest first', async () => {
    const pages = [];
    for (let page = 1; page <= 6; page++)
      pages.push(...(await listed({ status: 'all', q: 'fontana', pageSize: '20', page: String(page) })).ids);
    const everything = (await plainQuery({ status: 'all', q: 'fontana', pageSize: '50', page: '1' })).ids;
    const more = (await plainQuery({ status: 'all', q: 'fontana', pageSize: '50', page: '2' })).ids;
    const third = (await plainQuery({ status: 'all', q: 'fontana', pageSize: '50', page: '3' })).ids;
    expect(pages).toEqual([...everything, ...more, ...third].slice(0, pages.length));
  });

  test('a text match tied on the date with the last product match of the page window enters it by id', async () => {
    // 21 reviews of one product (newest first, the 20th at 09:00) and one review that only says
    // the word, also at 09:00 with a greater id: the page of 20 ends with it, not the 20th. The
    // word is common (over 1,000 older reviews say it), so the newest reviews are walked.
    await db.execute(sql`
      update ${reviews} set comment = concat_ws(' ', comment, 'Suonano come gemelli.')
      where cons = 'Un leggero ronzio'`);
    const twins = await createProduct({ name: 'Gemelli Speaker', brandName: 'Acme' });
    const ugo = await createUser({ firstName: 'Ugo', lastName: 'Bassi' });
    const at = (minutes: number) => new Date(Date.parse('2027-01-01T09:00:00Z') + minutes * 60_000);
    const last = '00000000-0000-4000-8000-000000000000';
    const wordOnly = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    const review = (
      id: string | undefined,
      productId: string,
      userId: string,
      minutes: number,
      comment = '',
    ) => ({
      ...(id ? { id } : {}),
      productId,
      userId,
      rating: 4,
      title: 'Recensione',
      pros: 'Suono pieno',
      cons: 'Nessuno',
      comment,
      status: 'in_revisione' as const,
      createdAt: at(minutes),
    });
    await createReviews([
      ...Array.from({ length: 19 }, (_, i) => review(undefined, twins.id, people[i + 1]!, 19 - i)),
      review(last, twins.id, people[20]!, 0),
      review(undefined, twins.id, people[21]!, -1),
      review(wordOnly, things[5]!, ugo.id, 0, 'Due casse gemelli'),
    ]);
    const cases: Record<string, string>[] = [
      { status: 'all', q: 'gemelli' },
      { q: 'gemelli', status: 'in_revisione' },
      { status: 'all', q: 'gemelli', page: '2' },
    ];
    for (const params of cases) {
      const page = await listed({ pageSize: '20', ...params });
      expect(page, JSON.stringify(params)).toEqual(await plainQuery({ pageSize: '20', ...params }));
    }
    const { ids } = await listed({ status: 'all', q: 'gemelli', pageSize: '20' });
    expect(ids[19]).toBe(wordOnly);
    expect(ids).not.toContain(last);
  });

  test('the count is exact up to 1,000 and says "more" from 1,001', async () => {
    expect(
      await listReviewsForModeration(admin, parse({ status: 'all', q: 'mille', pageSize: '20' })),
    ).toMatchObject({
      total: 1000,
      capped: false,
      pageCount: 50,
    });
    expect(
      await listReviewsForModeration(admin, parse({ status: 'all', q: 'parola', pageSize: '20' })),
    ).toMatchObject({
      total: 1000,
      capped: true,
      pageCount: 50,
    });
    expect(
      await listReviewsForModeration(admin, parse({ status: 'all', q: 'scricchiola', pageSize: '20' })),
    ).toMatchObject({
      total: 10,
      capped: false,
      pageCount: 1,
    });
  });
});

describe('moderation search: authors by the words of their name', () => {
  test('any order, the start of each word, and surnames that are Italian stop words', async () => {
    const carla = await createUser({ firstName: 'Carla', lastName: 'Di Stefano' });
    const review = await createReview(things[3]!, carla.id, {
      rating: 5,
      title: 'Ottimo acquisto',
      pros: 'Leggero',
      cons: 'Nessuno',
      status: 'in_revisione',
    });
    for (const q of ['Carla Di Stefano', 'di stefano carla', 'CARLA DI', 'car ste']) {
      const page = await listed({ status: 'all', q, pageSize: '50' });
      expect(page.ids, q).toContain(review.id);
    }
    // Words inside a name do not match ("arla"), nor someone else's name with the same first word.
    for (const q of ['arla stefano', 'Carla Lombardi'])
      expect((await listed({ status: 'all', q, pageSize: '50' })).ids, q).not.toContain(review.id);
  });
});

describe('moderation search: products in any state', () => {
  test("a review of a product taken off the list or still pending is found by the product's text", async () => {
    const author = await createUser({ firstName: 'Nadia', lastName: 'Ferri' });
    const ids: Record<string, string> = {};
    for (const status of ['inactive', 'pending'] as const) {
      const product = await createProduct({
        name: `Zefiro Ventilatore ${status}`,
        brandName: 'Zefiro',
        status,
      });
      const review = await createReview(product.id, author.id, {
        rating: 4,
        title: 'Silenzioso',
        pros: 'Poco rumore',
        cons: 'Nessuno',
        status: 'in_revisione',
      });
      ids[status] = review.id;
    }
    const page = await listed({ status: 'all', q: 'zefiro', pageSize: '50' });
    expect(page.ids).toEqual(expect.arrayContaining([ids.inactive, ids.pending]));
    expect((await listed({ status: 'all', q: 'zefiro inactive', pageSize: '50' })).ids).toEqual([
      ids.inactive,
    ]);
  });
});
