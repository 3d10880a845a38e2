CREATE TABLE "offer_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_avg" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_clicks_offer_idx" ON "offer_clicks" USING btree ("offer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_public_idx" ON "offers" USING btree ("product_id","price") WHERE is_for_sale and is_approved;--> statement-breakpoint
CREATE INDEX "products_listed_reviews_idx" ON "products" USING btree ("review_count" DESC NULLS LAST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "products_listed_rating_idx" ON "products" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("best_price","id") WHERE status = 'approved';