CREATE TYPE "public"."cashback_claim_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."cashback_status" AS ENUM('pending', 'confirmed', 'reversed', 'unmatched');--> statement-breakpoint
CREATE TABLE "cashback_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"merchant_name" text NOT NULL,
	"merchant_key" text NOT NULL,
	"order_ref" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"purchased_on" date NOT NULL,
	"status" "cashback_claim_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_claims_amount" CHECK ("cashback_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" text NOT NULL,
	"network_id" text NOT NULL,
	"click_id" uuid,
	"click_ref" text,
	"user_id" text,
	"merchant_name" text,
	"order_ref" text,
	"sale_amount" numeric(12, 2) NOT NULL,
	"commission_amount" numeric(12, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"network_status" text NOT NULL,
	"status" "cashback_status" NOT NULL,
	"points" integer NOT NULL,
	"credited_points" integer DEFAULT 0 NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"validation_date" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_transactions_points" CHECK ("cashback_transactions"."points" >= 0 and "cashback_transactions"."credited_points" >= 0)
);
--> statement-breakpoint
DROP INDEX "survey_completions_transaction_idx";--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD COLUMN "click_ref" text;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_transaction_id_cashback_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."cashback_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_transactions" ADD CONSTRAINT "cashback_transactions_click_id_offer_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."offer_clicks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_transactions" ADD CONSTRAINT "cashback_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_claims_order_idx" ON "cashback_claims" USING btree ("merchant_key","order_ref");--> statement-breakpoint
CREATE INDEX "cashback_claims_status_idx" ON "cashback_claims" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cashback_claims_user_idx" ON "cashback_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_transactions_network_idx" ON "cashback_transactions" USING btree ("network","network_id");--> statement-breakpoint
CREATE INDEX "cashback_transactions_user_idx" ON "cashback_transactions" USING btree ("user_id","transaction_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cashback_transactions_created_idx" ON "cashback_transactions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "offer_clicks_click_ref_idx" ON "offer_clicks" USING btree ("click_ref") WHERE click_ref is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_completions_transaction_idx" ON "survey_completions" USING btree ("transaction_id") WHERE transaction_id is not null;