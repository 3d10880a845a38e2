DROP INDEX "reviews_status_created_idx";--> statement-breakpoint
DROP INDEX "reviews_created_idx";--> statement-breakpoint
DROP INDEX "reviews_user_created_idx";--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_pending_text_search_idx" ON "reviews" USING gin ("search_vector") WHERE "reviews"."status" = 'in_revisione';--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");