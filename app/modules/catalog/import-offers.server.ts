import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '#app/lib/db.server.ts';
import { slugify } from '#app/lib/slug.ts';
import {
  categories,
  merchants,
  offers,
  priceHistory,
  productNameTokens,
  products,
} from '#db/schema/index.ts';

/*
 * The catalogue's write service for imports (DESIGN.md §2: products, offers and categories are
 * written only here). Everything is set-based: a batch of 1,000 rows is a fixed handful of
 * statements, never one per row.
 */

/** An offer as an import hands it over (already validated). */
export type OfferInput = {
  row: number;
  externalId: string;
  name: string;
  price: number;
  deliveryCost: number | null;
  currency: 'EUR' | 'USD';
  affiliateUrl: string;
  merchantName: string;
  merchantSlug: string;
  brandName: string | null;
  ean: string | null;
  mpn: string | null;
  asin: string | null;
  imageUrl: string | null;
  description: string | null;
  category: string | null;
  inStock: boolean;
  createProduct: boolean;
};

/**
 * Name similarity (pg_trgm, 0–1) from which an offer is linked to a product by name alone. It is
 * also the trigram index's filter: a lower one makes every lookup scan far more candidates.
 */
export const NAME_MATCH_THRESHOLD = 0.6;
/** A word in at most this many product names is distinctive enough to find candidates by. */
const RARE_WORD = 200;

export type OfferBatchResult = {
  created: number;
  updated: number;
  matched: number;
  unmatched: number;
  productsCreated: number;
  /** The shops of the batch, for marking what a complete feed no longer lists. */
  merchantIds: string[];
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Writes one batch of an import run: shops by name, offers upserted on (shop, external id) with a
 * price-history row whenever the price is new or changed, then links the batch's unlinked offers
 * to products, in order: EAN, brand + model number, ASIN, name similarity. An exact identifier
 * links and shows the offer; a name match links it for an admin to approve in the curation wizard;
 * below the threshold the offer waits there unlinked, unless its row asks for a new product,
 * created 'pending'. Idempotent: the same batch again changes nothing but `last_seen`.
 */
export async function importOfferBatch(
  tx: Transaction,
  input: { runId: string; offers: OfferInput[] },
): Promise<OfferBatchResult> {
  // The last row wins for an offer listed twice (one upsert cannot touch a row twice).
  const unique = [
    ...new Map(input.offers.map((offer) => [`${offer.merchantSlug}\n${offer.externalId}`, offer])).values(),
  ];
  if (unique.length === 0)
    return { created: 0, updated: 0, matched: 0, unmatched: 0, productsCreated: 0, merchantIds: [] };

  const shops = [...new Map(unique.map((offer) => [offer.merchantSlug, offer.merchantName])).entries()];
  await tx.execute(sql`
    insert into ${merchants} (name, slug)
    select name, slug from jsonb_to_recordset(${json(shops.map(([slug, name]) => ({ slug, name })))})
      as m(name text, slug text)
    on conflict (slug) do nothing`);
  const merchantRows = await queryRows<{ id: string; slug: string }>(
    sql`select id, slug from ${merchants} where slug in (select jsonb_array_elements_text(${json(shops.map(([slug]) => slug))}))`,
    tx,
  );
  const merchantIdOf = new Map(merchantRows.map((row) => [row.slug, row.id]));

  const incoming = unique.map((offer) => ({
    merchant_id: merchantIdOf.get(offer.merchantSlug),
    external_id: offer.externalId,
    name: offer.name,
    price: offer.price,
    delivery_cost: offer.deliveryCost,
    currency: offer.currency,
    affiliate_url: offer.affiliateUrl,
    brand_name: offer.brandName,
    ean: offer.ean,
    mpn: offer.mpn,
    asin: offer.asin,
    image_url: offer.imageUrl,
    description: offer.description,
    in_stock: offer.inStock,
  }));
  const written = await queryRows<{ id: string; created: boolean; merchant_id: string; external_id: string }>(
    sql`
    with incoming as (
      select * from jsonb_to_recordset(${json(incoming)}) as i(
        merchant_id uuid, external_id text, name text, price numeric, delivery_cost numeric, currency text,
        affiliate_url text,
        brand_name text, ean text, mpn text, asin text, image_url text, description text, in_stock boolean)
    ),
    previous as (
      select o.id, o.price, o.currency from ${offers} o
      join incoming i on o.merchant_id = i.merchant_id and o.external_id = i.external_id
    ),
    upserted as (
      insert into ${offers} (merchant_id, external_id, source, name, price, delivery_cost, currency, affiliate_url,
                             brand_name, ean, mpn, asin, image_url, description, in_stock, last_seen,
                             last_import_run_id)
      select merchant_id, external_id, 'import', name, price, delivery_cost, currency, affiliate_url, brand_name,
             ean, mpn, asin, image_url, description, in_stock, now(), ${input.runId}::uuid
      from incoming
      on conflict (merchant_id, external_id) do update set
        name = excluded.name, price = excluded.price, delivery_cost = excluded.delivery_cost,
        currency = excluded.currency,
        affiliate_url = excluded.affiliate_url, brand_name = excluded.brand_name, ean = excluded.ean,
        mpn = excluded.mpn, asin = excluded.asin,
        image_url = coalesce(excluded.image_url, ${offers.imageUrl}),
        description = coalesce(excluded.description, ${offers.description}),
        in_stock = excluded.in_stock, last_seen = now(),
        -- An unlinked offer is looked up by name again only when its name changes.
        match_method = case when ${offers.productId} is null and ${offers.name} is distinct from excluded.name
                            then null else ${offers.matchMethod} end,
        last_import_run_id = excluded.last_import_run_id, updated_at = now()
      returning id, merchant_id, external_id, price, currency, (xmax = 0) as created
    ),
    history as (
      insert into ${priceHistory} (offer_id, price, currency)
      select u.id, u.price, u.currency from upserted u left join previous p on p.id = u.id
      where p.id is null or p.price is distinct from u.price or p.currency is distinct from u.currency
    )
    select id, created, merchant_id::text, external_id from upserted`,
    tx,
  );
  const ids = written.map((row) => row.id);

  await linkUnlinkedOffers(tx, ids);

  // Rows that ask for a product and found none: one 'pending' product per EAN, model or name.
  const idOf = new Map(written.map((row) => [`${row.merchant_id}\n${row.external_id}`, row.id]));
  const wanted = unique
    .filter((offer) => offer.createProduct)
    .map((offer) => ({
      id: idOf.get(`${merchantIdOf.get(offer.merchantSlug)}\n${offer.externalId}`),
      slug: slugify(offer.name).slice(0, 80) || 'prodotto',
      category: offer.category,
    }));
  let productsCreated = 0;
  if (wanted.length > 0) {
    const created = await queryRows<{ id: string }>(
      sql`
      with wanted as (
        select distinct on (coalesce(o.ean, lower(o.brand_name || ' ' || o.mpn), lower(o.name)))
               o.id as offer_id, o.name, o.brand_name, o.ean, o.mpn, o.asin, o.description,
               w.slug, w.category
        from jsonb_to_recordset(${json(wanted)}) as w(id uuid, slug text, category text)
        join ${offers} o on o.id = w.id
        where o.product_id is null
        order by coalesce(o.ean, lower(o.brand_name || ' ' || o.mpn), lower(o.name)), o.id
      ),
      inserted as (
        -- No picture yet: the shop's image URL stays on its offer, for Ricerca Immagini to fetch,
        -- check and store (a product never shows a picture from another site).
        insert into ${products} (name, slug, brand_name, ean, mpn, asin, description, category_id, status)
        select name, slug || '-' || left(replace(offer_id::text, '-', ''), 8), brand_name, ean, mpn, asin,
               description,
               (select c.id from ${categories} c where lower(c.name) = lower(wanted.category) limit 1),
               'pending'
        from wanted
        returning id, slug
      )
      update ${offers} o set product_id = i.id, match_method = 'created', match_confidence = 1
      from inserted i join wanted w on i.slug = w.slug || '-' || left(replace(w.offer_id::text, '-', ''), 8)
      where o.id = w.offer_id
      returning i.id`,
      tx,
    );
    productsCreated = created.length;
    // Other rows of the batch for the same product now find it (by name too).
    if (productsCreated > 0) {
      await tx.execute(sql`
        update ${offers} set match_method = null
        where id in (select (jsonb_array_elements_text(${json(ids)}))::uuid)
          and product_id is null and match_method = 'unmatched'`);
      await linkUnlinkedOffers(tx, ids);
    }
  }

  const [linked] = await queryRows<{ matched: number; unmatched: number }>(
    sql`select count(*) filter (where product_id is not null)::int as matched,
               count(*) filter (where product_id is null)::int as unmatched
        from ${offers} where id in (select (jsonb_array_elements_text(${json(ids)}))::uuid)`,
    tx,
  );
  return {
    created: written.filter((row) => row.created).length,
    updated: written.filter((row) => !row.created).length,
    matched: linked!.matched,
    unmatched: linked!.unmatched,
    productsCreated,
    merchantIds: [...new Set(written.map((row) => row.merchant_id))],
  };
}

/** Links the given offers that have no product yet, by the four rules in order. */
async function linkUnlinkedOffers(tx: Transaction, offerIds: string[]): Promise<void> {
  const batch = sql`(select (jsonb_array_elements_text(${json(offerIds)}))::uuid)`;
  const byIdentifier = (method: string, confidence: number, join: ReturnType<typeof sql>) => sql`
    update ${offers} o set product_id = m.product_id, match_method = ${method},
      match_confidence = ${confidence}, is_approved = true
    from (
      select distinct on (u.id) u.id as offer_id, p.id as product_id
      from ${offers} u join ${products} p on ${join}
      where u.id in ${batch} and u.product_id is null
      order by u.id, p.created_at, p.id
    ) m
    where o.id = m.offer_id`;
  await tx.execute(byIdentifier('ean', 1, sql`u.ean is not null and p.ean = u.ean`));
  await tx.execute(
    byIdentifier(
      'model',
      0.95,
      sql`u.mpn is not null and u.brand_name is not null
          and lower(p.brand_name) = lower(u.brand_name) and lower(p.mpn) = lower(u.mpn)`,
    ),
  );
  await tx.execute(byIdentifier('asin', 0.95, sql`u.asin is not null and p.asin = u.asin`));
  // By name, first among the products sharing one of the offer's distinctive words (at most
  // RARE_WORD products have it: a model number, a line name), which is quick at any catalogue size.
  await tx.execute(sql`
    with pending as (
      select u.id, u.name from ${offers} u
      where u.id in ${batch} and u.product_id is null and u.match_method is null
    ),
    words as (select p.id, w as token from pending p, name_tokens(p.name) as w),
    frequency as (
      select token, (select count(*) from (select 1 from ${productNameTokens} x
                                           where x.token = d.token limit ${RARE_WORD + 1}) c) as n
      from (select distinct token from words) d
    ),
    distinctive as (
      select w.id, w.token from words w join frequency f using (token) where f.n between 1 and ${RARE_WORD}
    ),
    scored as (
      select c.id as offer_id, c.product_id, similarity(pr.name, pe.name) as score
      from (select distinct d.id, t.product_id from distinctive d join ${productNameTokens} t using (token)) c
      join ${products} pr on pr.id = c.product_id
      join pending pe on pe.id = c.id
    ),
    best as (
      select distinct on (offer_id) offer_id, product_id, score from scored
      order by offer_id, score desc, product_id
    ),
    decided as (select distinct id as offer_id from distinctive)
    update ${offers} o
    set product_id = case when b.score >= ${NAME_MATCH_THRESHOLD} then b.product_id end,
        match_method = case when b.score >= ${NAME_MATCH_THRESHOLD} then 'name' else 'unmatched' end,
        match_confidence = case when b.score >= ${NAME_MATCH_THRESHOLD} then round(b.score::numeric, 2) end
    from decided d left join best b on b.offer_id = d.offer_id
    where o.id = d.offer_id`);
  // Names made only of common words: the trigram index over the whole catalogue.
  await tx.execute(
    sql`select set_config('pg_trgm.similarity_threshold', ${String(NAME_MATCH_THRESHOLD)}, true)`,
  );
  await tx.execute(sql`
    update ${offers} o
    set product_id = m.product_id,
        match_method = case when m.product_id is null then 'unmatched' else 'name' end,
        match_confidence = m.confidence
    from (
      select u.id as offer_id, best.id as product_id, best.confidence
      from ${offers} u
      left join lateral (
        select p.id, round(similarity(p.name, u.name)::numeric, 2) as confidence
        from ${products} p where p.name % u.name
        order by similarity(p.name, u.name) desc, p.id limit 1
      ) best on true
      where u.id in ${batch} and u.product_id is null and u.match_method is null
    ) m
    where o.id = m.offer_id`);
}

/**
 * After a complete feed: the run's shops' imported offers it did not list are out of stock.
 * Answers how many changed.
 */
export async function markUnlistedOffersOutOfStock(
  tx: Transaction,
  input: { runId: string; merchantIds: string[] },
): Promise<number> {
  if (input.merchantIds.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    sql`update ${offers} set in_stock = false, updated_at = now()
        where merchant_id in (select (jsonb_array_elements_text(${json(input.merchantIds)}))::uuid)
          and source = 'import' and in_stock
          and last_import_run_id is distinct from ${input.runId}::uuid
        returning id`,
    tx,
  );
  return rows.length;
}
