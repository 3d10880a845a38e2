-- Search typos one edit away (decision 005). Trigram similarity misses a swapped pair of letters in
-- a short word ("iphnoe"/"iphone" share 3 of 11 trigrams, 0.27), the commonest typo. Two words
-- within one edit (a letter swapped with its neighbour, changed, missing or extra) always share a
-- "deletion": the word with one letter dropped ("iphnoe" and "iphone" both give "iphoe"), or one is
-- the other's. So the vocabulary is indexed by its words' deletions (GIN over an expression: it stays
-- current with search_words by itself), a query word looks up its own few deletions, and
-- within_one_edit() keeps the candidates that really are one edit away. Plain SQL, no extension:
-- fuzzystrmatch has no Damerau distance (its levenshtein counts a swap as two edits).
--
-- Only words of four letters or more, without digits, take part: shorter words have too many
-- neighbours, and a changed digit is another model, not a typo.
CREATE FUNCTION search_word_deletions(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT overlay(word PLACING '' FROM i FOR 1)), '{}')
  FROM generate_series(1, length(word)) AS i
  WHERE length(word) >= 4 AND word !~ '[0-9]';
$$;
--> statement-breakpoint
-- Optimal string alignment distance ≤ 1: equal, or one substitution, one swap of adjacent letters,
-- one insertion or one deletion.
CREATE FUNCTION within_one_edit(a text, b text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE length(a) - length(b)
    WHEN 0 THEN a = b OR EXISTS (
      SELECT 1 FROM generate_series(1, length(a)) AS i
      WHERE overlay(a PLACING substr(b, i, 1) FROM i FOR 1) = b
         OR overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2) = b)
    WHEN 1 THEN EXISTS (
      SELECT 1 FROM generate_series(1, length(a)) AS i WHERE overlay(a PLACING '' FROM i FOR 1) = b)
    WHEN -1 THEN EXISTS (
      SELECT 1 FROM generate_series(1, length(b)) AS i WHERE overlay(b PLACING '' FROM i FOR 1) = a)
    ELSE false
  END;
$$;
--> statement-breakpoint
CREATE INDEX "search_words_deletions_idx" ON "search_words" USING gin (search_word_deletions("word"));
