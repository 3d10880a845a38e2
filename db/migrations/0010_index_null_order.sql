DROP INDEX "offer_clicks_offer_idx";--> statement-breakpoint
DROP INDEX "offers_unlinked_idx";--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "reviews_product_status_created_idx";--> statement-breakpoint
DROP INDEX "reviews_status_created_idx";--> statement-breakpoint
DROP INDEX "reviews_created_idx";--> statement-breakpoint
DROP INDEX "reviews_user_created_idx";--> statement-breakpoint
DROP INDEX "user_uploads_user_idx";--> statement-breakpoint
DROP INDEX "email_outbox_recipient_idx";--> statement-breakpoint
DROP INDEX "activities_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "points_ledger_user_idx";--> statement-breakpoint
CREATE INDEX "offer_clicks_offer_idx" ON "offer_clicks" USING btree ("offer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_unlinked_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST) WHERE "offers"."product_id" is null;--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_status_created_idx" ON "reviews" USING btree ("product_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_uploads_user_idx" ON "user_uploads" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at" DESC NULLS FIRST);