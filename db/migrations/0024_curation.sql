CREATE TABLE "curation_hidden_offers" (
	"admin_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curation_hidden_offers_admin_id_product_id_offer_id_pk" PRIMARY KEY("admin_id","product_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "curation_selections" (
	"admin_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curation_selections_admin_id_product_id_pk" PRIMARY KEY("admin_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curation_hidden_offers" ADD CONSTRAINT "curation_hidden_offers_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_hidden_offers" ADD CONSTRAINT "curation_hidden_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_hidden_offers" ADD CONSTRAINT "curation_hidden_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_selections" ADD CONSTRAINT "curation_selections_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_selections" ADD CONSTRAINT "curation_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offers_unlinked_mpn_idx" ON "offers" USING btree (lower("mpn")) WHERE "offers"."product_id" is null and "offers"."mpn" is not null;--> statement-breakpoint
CREATE INDEX "offers_unlinked_name_trgm_idx" ON "offers" USING gin ("name" gin_trgm_ops) WHERE "offers"."product_id" is null;