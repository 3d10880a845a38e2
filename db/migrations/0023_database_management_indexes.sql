CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_name_trgm_idx" ON "offers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand_name" gin_trgm_ops);