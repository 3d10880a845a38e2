CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_search_words(texts text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM unnest(texts) AS t(value),
       regexp_split_to_table(lower(coalesce(t.value, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 2 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_words_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(ARRAY(SELECT name FROM new_rows UNION ALL SELECT brand_name FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates that do not touch the name or brand (the aggregates' refresh) add nothing.
CREATE OR REPLACE FUNCTION products_words_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(ARRAY(
    SELECT unnest(ARRAY[n.name, n.brand_name])
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.brand_name IS DISTINCT FROM o.brand_name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_words_inserted();
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_words_updated();
--> statement-breakpoint
SELECT add_search_words(ARRAY(SELECT name FROM products UNION ALL SELECT brand_name FROM products));
