CREATE TABLE "admin_stats_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_active_reviewers_monthly" (
	"month" date PRIMARY KEY NOT NULL,
	"reviewers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_approval_times_monthly" (
	"month" date NOT NULL,
	"tenths" integer NOT NULL,
	"reviews" integer NOT NULL,
	"seconds" numeric NOT NULL,
	CONSTRAINT "stats_approval_times_monthly_month_tenths_pk" PRIMARY KEY("month","tenths")
);
--> statement-breakpoint
CREATE TABLE "stats_clicks_daily" (
	"day" date NOT NULL,
	"merchant_id" uuid NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "stats_clicks_daily_day_merchant_id_pk" PRIMARY KEY("day","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "stats_product_clicks_monthly" (
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "stats_product_clicks_monthly_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE TABLE "stats_reviewers_monthly" (
	"month" date NOT NULL,
	"user_id" text NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "stats_reviewers_monthly_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
CREATE TABLE "stats_reviews_monthly" (
	"month" date NOT NULL,
	"status" "review_status" NOT NULL,
	"rating" smallint NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "stats_reviews_monthly_month_status_rating_pk" PRIMARY KEY("month","status","rating")
);
--> statement-breakpoint
ALTER TABLE "stats_clicks_daily" ADD CONSTRAINT "stats_clicks_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_product_clicks_monthly" ADD CONSTRAINT "stats_product_clicks_monthly_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_lifetime_points_idx" ON "profiles" USING btree ("lifetime_points" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "products_status_offers_idx" ON "products" USING btree ("status","offers_count");--> statement-breakpoint
CREATE INDEX "points_ledger_kind_idx" ON "points_ledger" USING btree ("kind","created_at" DESC NULLS FIRST);
--> statement-breakpoint
-- The back office's running totals (db/schema/system.ts) follow reviews and shop-link clicks
-- through statement-level triggers, like the product aggregates of 0004: one set-based update
-- per statement, so a bulk load stays fast and no writer can forget them.
-- The changed rows come in as a delta (+1 per new row, -1 per old row); an update that moves
-- nothing the totals see (a helpful vote, an edited text) cancels out and writes nothing.
CREATE OR REPLACE FUNCTION review_stats_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS n, created_at, status, rating, user_id, moderated_at FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS n, created_at, status, rating, user_id, moderated_at FROM old_rows'
    ELSE 'SELECT 1 AS n, created_at, status, rating, user_id, moderated_at FROM new_rows
          UNION ALL SELECT -1, created_at, status, rating, user_id, moderated_at FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH delta AS (%s),
    by_month AS (
      INSERT INTO stats_reviews_monthly AS s (month, status, rating, reviews)
      SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date, status, rating, sum(n)
      FROM delta GROUP BY 1, 2, 3 HAVING sum(n) <> 0
      ON CONFLICT (month, status, rating) DO UPDATE SET reviews = s.reviews + excluded.reviews
    ),
    reviewer_delta AS (
      SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date AS month, user_id, sum(n) AS d
      FROM delta WHERE user_id IS NOT NULL GROUP BY 1, 2 HAVING sum(n) <> 0
    ),
    by_reviewer AS (
      INSERT INTO stats_reviewers_monthly AS s (month, user_id, reviews)
      SELECT month, user_id, d FROM reviewer_delta
      ON CONFLICT (month, user_id) DO UPDATE SET reviews = s.reviews + excluded.reviews
      RETURNING s.month, s.user_id, s.reviews
    ),
    -- A person becomes active in a month with their first review there, inactive with their last.
    active AS (
      INSERT INTO stats_active_reviewers_monthly AS s (month, reviewers)
      SELECT month, sum(change) FROM (
        SELECT r.month, CASE WHEN r.reviews > 0 AND r.reviews - d.d <= 0 THEN 1
                             WHEN r.reviews <= 0 AND r.reviews - d.d > 0 THEN -1
                             ELSE 0 END AS change
        FROM by_reviewer r JOIN reviewer_delta d USING (month, user_id)
      ) c
      GROUP BY 1 HAVING sum(change) <> 0
      ON CONFLICT (month) DO UPDATE SET reviewers = s.reviewers + excluded.reviewers
    )
    INSERT INTO stats_approval_times_monthly AS s (month, tenths, reviews, seconds)
    SELECT date_trunc('month', moderated_at AT TIME ZONE 'Europe/Rome')::date,
           round(a.seconds / 360)::int, sum(n), sum(n * a.seconds)
    FROM delta
    CROSS JOIN LATERAL (SELECT greatest(0, extract(epoch FROM moderated_at - created_at)) AS seconds) a
    WHERE status = 'pubblicata' AND moderated_at IS NOT NULL
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(n * a.seconds) <> 0
    ON CONFLICT (month, tenths) DO UPDATE
      SET reviews = s.reviews + excluded.reviews, seconds = s.seconds + excluded.seconds
  $sql$, delta);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM stats_reviewers_monthly s
    USING (SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date AS month, user_id
           FROM old_rows WHERE user_id IS NOT NULL) o
    WHERE s.month = o.month AND s.user_id = o.user_id AND s.reviews <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_admin_stats_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_stats_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_admin_stats_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_stats_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_admin_stats_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_stats_changed();
--> statement-breakpoint
-- Clicks are history: counted on insert with the offer's merchant and product at that moment.
CREATE OR REPLACE FUNCTION offer_clicks_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH clicks AS (
    SELECT c.created_at, o.merchant_id, o.product_id
    FROM new_rows c JOIN offers o ON o.id = c.offer_id
  ),
  by_day AS (
    INSERT INTO stats_clicks_daily AS s (day, merchant_id, clicks)
    SELECT (created_at AT TIME ZONE 'Europe/Rome')::date, merchant_id, count(*)
    FROM clicks GROUP BY 1, 2
    ON CONFLICT (day, merchant_id) DO UPDATE SET clicks = s.clicks + excluded.clicks
  )
  INSERT INTO stats_product_clicks_monthly AS s (month, product_id, clicks)
  SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date, product_id, count(*)
  FROM clicks WHERE product_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (month, product_id) DO UPDATE SET clicks = s.clicks + excluded.clicks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_clicks_admin_stats_insert AFTER INSERT ON offer_clicks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_clicks_counted();
--> statement-breakpoint
-- Databases created before this migration: the totals from what is already there.
INSERT INTO stats_reviews_monthly (month, status, rating, reviews)
SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date, status, rating, count(*)
FROM reviews GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO stats_reviewers_monthly (month, user_id, reviews)
SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date, user_id, count(*)
FROM reviews WHERE user_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_active_reviewers_monthly (month, reviewers)
SELECT month, count(*) FROM stats_reviewers_monthly GROUP BY 1;
--> statement-breakpoint
INSERT INTO stats_approval_times_monthly (month, tenths, reviews, seconds)
SELECT date_trunc('month', moderated_at AT TIME ZONE 'Europe/Rome')::date, round(a.seconds / 360)::int,
       count(*), sum(a.seconds)
FROM reviews
CROSS JOIN LATERAL (SELECT greatest(0, extract(epoch FROM moderated_at - created_at)) AS seconds) a
WHERE status = 'pubblicata' AND moderated_at IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_clicks_daily (day, merchant_id, clicks)
SELECT (c.created_at AT TIME ZONE 'Europe/Rome')::date, o.merchant_id, count(*)
FROM offer_clicks c JOIN offers o ON o.id = c.offer_id GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_product_clicks_monthly (month, product_id, clicks)
SELECT date_trunc('month', c.created_at AT TIME ZONE 'Europe/Rome')::date, o.product_id, count(*)
FROM offer_clicks c JOIN offers o ON o.id = c.offer_id WHERE o.product_id IS NOT NULL GROUP BY 1, 2;
