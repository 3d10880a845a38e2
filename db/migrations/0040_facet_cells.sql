CREATE TABLE "catalog_facet_cells" (
	"category_id" uuid,
	"brand_name" text,
	"price_band" smallint NOT NULL,
	"rating_band" smallint NOT NULL,
	"available" boolean NOT NULL,
	"merchant_id" uuid,
	"product_count" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_facet_cells_unfolded_idx" ON "catalog_facet_cells" USING btree ("folded") WHERE not "catalog_facet_cells"."folded";--> statement-breakpoint
CREATE INDEX "products_listed_shops_idx" ON "products" USING gin ("shop_ids") WHERE status = 'approved';--> statement-breakpoint
-- Catalogue facets (decision 040). 1) Each product keeps the merchants it is sold by (an approved
-- offer for sale, in stock or not), refreshed with its best price and offer count: the shop facet
-- and the shop filter read the product, not its offers.
CREATE OR REPLACE FUNCTION refresh_product_offer_stats(product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  SELECT 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p
  SET best_price = s.best, offers_count = s.listed, shop_ids = s.shops
  FROM (
    SELECT ids.id,
           min(o.price) FILTER (WHERE o.in_stock AND o.price IS NOT NULL) AS best,
           count(o.id) FILTER (WHERE o.in_stock)::int AS listed,
           coalesce(array_agg(DISTINCT o.merchant_id ORDER BY o.merchant_id)
                      FILTER (WHERE o.id IS NOT NULL), '{}') AS shops
    FROM unnest(product_ids) AS ids(id)
    LEFT JOIN offers o ON o.product_id = ids.id AND o.is_for_sale AND o.is_approved
    GROUP BY ids.id
  ) s
  WHERE p.id = s.id
    AND (p.best_price IS DISTINCT FROM s.best OR p.offers_count IS DISTINCT FROM s.listed
         OR p.shop_ids IS DISTINCT FROM s.shops);
$$;
--> statement-breakpoint
UPDATE products p SET shop_ids = s.shops
FROM (SELECT product_id, array_agg(DISTINCT merchant_id ORDER BY merchant_id) AS shops
      FROM offers WHERE is_for_sale AND is_approved GROUP BY product_id) s
WHERE p.id = s.product_id;
--> statement-breakpoint
-- 2) The facets' bands. The price ranges' ends are PRICE_RANGES' (catalog-query.ts; a test holds
-- them equal). Both ends of a range are inclusive, so a price exactly at an end has a band of its
-- own that the two neighbouring ranges share.
CREATE FUNCTION catalog_price_band(price numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price IS NULL THEN 0
    ELSE 1 + 2 * (price > 100)::int + 2 * (price > 250)::int + 2 * (price > 500)::int
           + 2 * (price > 1000)::int + 2 * (price > 2000)::int
           + (price IN (100, 250, 500, 1000, 2000))::int
  END::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_rating_band(rating numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN rating >= 4 THEN 4 WHEN rating >= 3 THEN 3 ELSE 0 END::smallint
$$;
--> statement-breakpoint
-- A listed product's cells, each counted n times: its own (no merchant) and one per shop.
CREATE FUNCTION catalog_facet_cells_of(p products, n integer)
RETURNS TABLE (category_id uuid, brand_name text, price_band smallint, rating_band smallint,
               available boolean, merchant_id uuid, n integer)
LANGUAGE sql STABLE AS $$
  SELECT p.category_id, p.brand_name, catalog_price_band(p.best_price), catalog_rating_band(p.rating_avg),
         p.offers_count > 0, shop.id, n
  FROM unnest(ARRAY[NULL::uuid] || p.shop_ids) AS shop(id)
  WHERE p.status = 'approved'
$$;
--> statement-breakpoint
-- 3) Statement triggers read the transition tables and only ever INSERT the net changes, so two
-- writers never wait for one another on a cell (an UPDATE of a shared count row would hold its lock
-- until commit, and two transactions taking cells in different orders could deadlock). An update
-- that moves no product between cells (most price and rating refreshes) writes nothing.
CREATE FUNCTION catalog_facet_cells_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_facet_cells
      (category_id, brand_name, price_band, rating_band, available, merchant_id, product_count)
    SELECT c.category_id, c.brand_name, c.price_band, c.rating_band, c.available, c.merchant_id, sum(c.n)
    FROM new_rows r CROSS JOIN LATERAL catalog_facet_cells_of(r, 1) c
    GROUP BY 1, 2, 3, 4, 5, 6;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_facet_cells
      (category_id, brand_name, price_band, rating_band, available, merchant_id, product_count)
    SELECT c.category_id, c.brand_name, c.price_band, c.rating_band, c.available, c.merchant_id, sum(c.n)
    FROM old_rows r CROSS JOIN LATERAL catalog_facet_cells_of(r, -1) c
    GROUP BY 1, 2, 3, 4, 5, 6;
  ELSE
    INSERT INTO catalog_facet_cells
      (category_id, brand_name, price_band, rating_band, available, merchant_id, product_count)
    SELECT c.category_id, c.brand_name, c.price_band, c.rating_band, c.available, c.merchant_id, sum(c.n)
    FROM (SELECT c.* FROM new_rows r CROSS JOIN LATERAL catalog_facet_cells_of(r, 1) c
          UNION ALL
          SELECT c.* FROM old_rows r CROSS JOIN LATERAL catalog_facet_cells_of(r, -1) c) c
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_facet_cells_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_facet_cells;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_facet_cells_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_cells_count();
--> statement-breakpoint
CREATE TRIGGER products_facet_cells_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_cells_count();
--> statement-breakpoint
CREATE TRIGGER products_facet_cells_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_cells_count();
--> statement-breakpoint
CREATE TRIGGER products_facet_cells_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_cells_reset();
--> statement-breakpoint
-- 4) Folding: every change row replaced by one row per cell, in one statement. A change committed
-- meanwhile is not seen by the DELETE and stays for the next fold; two folds at once are still
-- exact (the second skips what the first deleted). Answers the number of cells after folding, or
-- null when there was nothing to fold.
CREATE FUNCTION fold_catalog_facet_cells() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE cells integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM catalog_facet_cells WHERE NOT folded) THEN
    RETURN NULL;
  END IF;
  WITH gone AS (DELETE FROM catalog_facet_cells RETURNING *)
  INSERT INTO catalog_facet_cells
    (category_id, brand_name, price_band, rating_band, available, merchant_id, product_count, folded)
  SELECT category_id, brand_name, price_band, rating_band, available, merchant_id, sum(product_count), true
  FROM gone GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(product_count) <> 0;
  GET DIAGNOSTICS cells = ROW_COUNT;
  RETURN cells;
END $$;
--> statement-breakpoint
INSERT INTO catalog_facet_cells
  (category_id, brand_name, price_band, rating_band, available, merchant_id, product_count, folded)
SELECT c.category_id, c.brand_name, c.price_band, c.rating_band, c.available, c.merchant_id, sum(c.n), true
FROM products r CROSS JOIN LATERAL catalog_facet_cells_of(r, 1) c
GROUP BY 1, 2, 3, 4, 5, 6;
