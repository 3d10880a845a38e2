CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"target_price" numeric(12, 2),
	"last_seen_price" numeric(12, 2),
	"last_notified_at" timestamp with time zone,
	"notification_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_target_positive" CHECK ("price_alerts"."target_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "delivery_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_user_product_idx" ON "price_alerts" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "price_alerts_product_idx" ON "price_alerts" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_delivery_cost_not_negative" CHECK ("offers"."delivery_cost" >= 0);