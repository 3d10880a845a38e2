-- Custom SQL migration file, put your code below! --
-- The search vocabulary (migration 0005) follows deletions and renames (decision 005): a word no
-- product's name or brand holds any more leaves it, so it is no longer a correction target, nor a
-- "known" word that is never corrected (a misspelt name fixed by an admin left "samsnug" known,
-- and "samsnug" found nothing instead of Samsung).
--
-- A word is still in use when it is a token of some product's name (product_name_tokens,
-- migration 0021, whose primary key starts with the token: one index probe) or a word of some
-- product's brand (the brand's trigram index narrows the rows; only for words no name holds).
-- Only the words the changed products held are checked. Two statements racing, one removing the
-- last product with a word while the other adds a product with it, can leave that word out until
-- the product's next rename: a lost typo correction, never a wrong result.
CREATE OR REPLACE FUNCTION prune_search_words(texts text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_words s
  USING (SELECT DISTINCT w
         FROM unnest(texts) AS t(value),
              regexp_split_to_table(lower(coalesce(t.value, '')), '[^[:alnum:]]+') AS w) AS c(word)
  WHERE s.word = c.word
    AND CASE WHEN EXISTS (SELECT 1 FROM product_name_tokens n WHERE n.token = s.word) THEN false
             ELSE NOT EXISTS (
               SELECT 1 FROM products p
               WHERE p.brand_name ILIKE '%' || s.word || '%'
                 AND s.word = ANY (regexp_split_to_array(lower(p.brand_name), '[^[:alnum:]]+')))
        END;
$$;
--> statement-breakpoint
-- A rename adds the new words and prunes the old ones. Statement triggers fire in name order, so
-- products_name_tokens_update (migration 0021) has already replaced the renamed products' tokens
-- when products_words_update runs. Updates that keep names and brands (the aggregates' refresh)
-- stop after one pass over the changed rows, as before.
CREATE OR REPLACE FUNCTION products_words_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  fresh text[];
  stale text[];
BEGIN
  SELECT array_agg(n.name) || array_agg(n.brand_name), array_agg(o.name) || array_agg(o.brand_name)
  INTO fresh, stale
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.name IS DISTINCT FROM o.name OR n.brand_name IS DISTINCT FROM o.brand_name;
  IF fresh IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM add_search_words(fresh);
  PERFORM prune_search_words(stale);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted products' name tokens are gone by now: their foreign key cascades in row triggers,
-- which fire before this statement trigger.
CREATE OR REPLACE FUNCTION products_words_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prune_search_words(ARRAY(SELECT name FROM old_rows UNION ALL SELECT brand_name FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_words_deleted();
--> statement-breakpoint
-- The words left behind by the deletions and renames made before this migration.
SELECT prune_search_words(ARRAY(SELECT word FROM search_words));
