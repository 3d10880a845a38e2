-- A review held twice at once could get two statements: keep the first before the index forbids it.
DELETE FROM "decision_statements" AS "later" USING "decision_statements" AS "first"
WHERE "later"."kind" = 'review_held' AND "first"."kind" = 'review_held'
  AND "later"."subject_type" = "first"."subject_type" AND "later"."subject_id" = "first"."subject_id"
  AND ("later"."created_at", "later"."id") > ("first"."created_at", "first"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_statements_held_once" ON "decision_statements" USING btree ("subject_type","subject_id") WHERE "decision_statements"."kind" = 'review_held';
