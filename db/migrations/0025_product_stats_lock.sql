-- Custom SQL migration file, put your code below! --
-- The product aggregates were refreshed from the snapshot their statement started with: two
-- transactions adding offers (or reviews) to one product at once each counted only their own,
-- and the last to commit won (an offer missing from offers_count and best_price until the next
-- write). Each refresh now first locks its products in id order, which waits for the other
-- writer to commit; the UPDATE, a new statement, then sees both (READ COMMITTED takes a snapshot
-- per statement of a volatile function). NO KEY UPDATE, the lock the UPDATE takes anyway: FOR
-- UPDATE would also wait for the KEY SHARE locks of foreign-key checks, and two writers holding one
-- each (a review or an offer of the same product) would deadlock.

CREATE OR REPLACE FUNCTION refresh_product_review_stats(product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  SELECT 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR NO KEY UPDATE;
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
  SELECT 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR NO KEY UPDATE;
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
