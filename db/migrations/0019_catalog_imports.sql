CREATE TYPE "public"."import_run_status" AS ENUM('idle', 'processing', 'completed', 'error', 'cancelled');--> statement-breakpoint
CREATE TABLE "import_run_errors" (
	"run_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "import_run_errors_run_id_row_pk" PRIMARY KEY("run_id","row")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_name" text NOT NULL,
	"file_path" text,
	"mapping" jsonb NOT NULL,
	"merchant_name" text,
	"complete_feed" boolean DEFAULT false NOT NULL,
	"status" "import_run_status" DEFAULT 'idle' NOT NULL,
	"job_id" uuid,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"offers_created" integer DEFAULT 0 NOT NULL,
	"offers_updated" integer DEFAULT 0 NOT NULL,
	"products_created" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"marked_out_of_stock" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"price" numeric(12, 2),
	"currency" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "match_method" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "match_confidence" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "last_import_run_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "import_run_errors" ADD CONSTRAINT "import_run_errors_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "price_history_offer_idx" ON "price_history" USING btree ("offer_id","recorded_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_merchant_external_idx" ON "offers" USING btree ("merchant_id","external_id");--> statement-breakpoint
CREATE INDEX "offers_last_import_run_idx" ON "offers" USING btree ("last_import_run_id");--> statement-breakpoint
CREATE INDEX "offers_ean_idx" ON "offers" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "products_brand_mpn_idx" ON "products" USING btree (lower("brand_name"),lower("mpn")) WHERE "products"."mpn" is not null;