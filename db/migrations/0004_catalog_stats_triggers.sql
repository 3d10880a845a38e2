-- Custom SQL migration file, put your code below! --
-- Product aggregates (review_count, rating_avg, best_price, offers_count) follow reviews and
-- offers through statement-level triggers: one set-based refresh per statement, so bulk imports
-- and the large benchmark seed stay fast, and no writer can forget to update them.

CREATE OR REPLACE FUNCTION refresh_product_review_stats(product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET review_count = s.approved, rating_avg = s.average
  FROM (
    SELECT ids.id,
           count(r.id) FILTER (WHERE r.status = 'pubblicata')::int AS approved,
           round(avg(r.rating) FILTER (WHERE r.status = 'pubblicata'), 2) AS average
    FROM unnest(product_ids) AS ids(id)
    LEFT JOIN reviews r ON r.product_id = ids.id
    GROUP BY ids.id
  ) s
  WHERE p.id = s.id
    AND (p.review_count IS DISTINCT FROM s.approved OR p.rating_avg IS DISTINCT FROM s.average);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_offer_stats(product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET best_price = s.best, offers_count = s.listed
  FROM (
    SELECT ids.id,
           min(o.price) FILTER (WHERE o.in_stock AND o.price IS NOT NULL) AS best,
           count(o.id) FILTER (WHERE o.in_stock)::int AS listed
    FROM unnest(product_ids) AS ids(id)
    LEFT JOIN offers o ON o.product_id = ids.id AND o.is_for_sale AND o.is_approved
    GROUP BY ids.id
  ) s
  WHERE p.id = s.id
    AND (p.best_price IS DISTINCT FROM s.best OR p.offers_count IS DISTINCT FROM s.listed);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_review_stats(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_review_stats(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_review_stats(ARRAY(
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer_stats(ARRAY(
      SELECT DISTINCT product_id FROM new_rows WHERE product_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offer_stats(ARRAY(
      SELECT DISTINCT product_id FROM old_rows WHERE product_id IS NOT NULL));
  ELSE
    PERFORM refresh_product_offer_stats(ARRAY(
      SELECT product_id FROM new_rows WHERE product_id IS NOT NULL
      UNION SELECT product_id FROM old_rows WHERE product_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_stats_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER offers_stats_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offers_changed();
--> statement-breakpoint
CREATE TRIGGER offers_stats_update AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offers_changed();
--> statement-breakpoint
CREATE TRIGGER offers_stats_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION offers_changed();
--> statement-breakpoint
-- Databases created before this migration: compute the aggregates once.
SELECT refresh_product_review_stats(ARRAY(SELECT id FROM products));
--> statement-breakpoint
SELECT refresh_product_offer_stats(ARRAY(SELECT id FROM products));
