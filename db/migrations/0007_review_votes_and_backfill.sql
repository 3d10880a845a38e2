-- Custom SQL migration file, put your code below! --
-- reviews.helpful_count follows review_votes (statement-level, like the product aggregates).
CREATE OR REPLACE FUNCTION refresh_review_helpful(review_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE reviews r SET helpful_count = s.votes
  FROM (
    SELECT ids.id, count(v.user_id)::int AS votes
    FROM unnest(review_ids) AS ids(id)
    LEFT JOIN review_votes v ON v.review_id = ids.id
    GROUP BY ids.id
  ) s
  WHERE r.id = s.id AND r.helpful_count IS DISTINCT FROM s.votes;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_votes_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_review_helpful(ARRAY(SELECT DISTINCT review_id FROM new_rows));
  ELSE
    PERFORM refresh_review_helpful(ARRAY(SELECT DISTINCT review_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_votes_insert AFTER INSERT ON review_votes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_votes_changed();
--> statement-breakpoint
CREATE TRIGGER review_votes_delete AFTER DELETE ON review_votes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_votes_changed();
--> statement-breakpoint
-- Databases seeded before the ledger existed: their balances become opening ledger rows, so the
-- invariant (sum of deltas = balance) holds from the start.
INSERT INTO points_ledger (user_id, delta, kind, idempotency_key, reason)
SELECT user_id, points, 'opening_balance', 'opening-balance:' || user_id, 'Saldo iniziale'
FROM profiles WHERE points > 0
ON CONFLICT (idempotency_key) DO NOTHING;
--> statement-breakpoint
UPDATE profiles SET lifetime_points = points WHERE lifetime_points = 0 AND points > 0;
--> statement-breakpoint
-- The badges every community starts with; admins manage them afterwards.
INSERT INTO badges (name, icon, description, threshold_points) VALUES
  ('Prima recensione', 'Star', 'Hai pubblicato la tua prima recensione.', 5),
  ('Recensore affidabile', 'Medal', 'Hai raggiunto 50 punti con recensioni approvate.', 50),
  ('Voce della community', 'Award', 'Hai raggiunto 250 punti: sei un recensore Silver.', 250),
  ('Esperto Provato', 'Trophy', 'Hai raggiunto 1000 punti: sei un recensore Gold.', 1000),
  ('Leggenda', 'Crown', 'Hai raggiunto 5000 punti guadagnati.', 5000)
ON CONFLICT (name) DO NOTHING;
