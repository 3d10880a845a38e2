CREATE TABLE "product_name_tokens" (
	"token" text NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_name_tokens_token_product_id_pk" PRIMARY KEY("token","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_name_tokens" ADD CONSTRAINT "product_name_tokens_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_name_tokens_product_idx" ON "product_name_tokens" USING btree ("product_id");--> statement-breakpoint
-- A product name's words as an import compares them: lower case, letters and digits, 2+ characters
-- (numbers kept: model numbers are the most telling words of a name).
CREATE OR REPLACE FUNCTION name_tokens(value text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(value, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 2;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_name_tokens_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_name_tokens (token, product_id)
  SELECT t, n.id FROM new_rows n, name_tokens(n.name) AS t
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates that keep the name (the aggregates' refresh, a status change) touch nothing.
CREATE OR REPLACE FUNCTION products_name_tokens_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_name_tokens pt
  USING new_rows n JOIN old_rows o ON o.id = n.id
  WHERE pt.product_id = n.id AND n.name IS DISTINCT FROM o.name;
  INSERT INTO product_name_tokens (token, product_id)
  SELECT t, n.id FROM new_rows n JOIN old_rows o ON o.id = n.id, name_tokens(n.name) AS t
  WHERE n.name IS DISTINCT FROM o.name
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_name_tokens_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_name_tokens_inserted();
--> statement-breakpoint
CREATE TRIGGER products_name_tokens_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_name_tokens_updated();
--> statement-breakpoint
INSERT INTO product_name_tokens (token, product_id)
SELECT t, p.id FROM products p, name_tokens(p.name) AS t
ON CONFLICT DO NOTHING;
