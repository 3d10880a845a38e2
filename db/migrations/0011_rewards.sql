CREATE TYPE "public"."reward_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "reward_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reward_id" uuid NOT NULL,
	"reward_type" text NOT NULL,
	"points_cost" integer NOT NULL,
	"status" "reward_status" DEFAULT 'pending' NOT NULL,
	"voucher_code" text,
	"rejection_reason" text,
	"idempotency_key" text NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"partner" text NOT NULL,
	"value_cents" integer NOT NULL,
	"cost_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_name_unique" UNIQUE("name"),
	CONSTRAINT "rewards_cost_positive" CHECK ("rewards"."cost_points" > 0),
	CONSTRAINT "rewards_value_positive" CHECK ("rewards"."value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"code" text NOT NULL,
	"request_id" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_codes_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "voucher_codes_reward_code" UNIQUE("reward_id","code")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_opt_out" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_request_id_reward_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reward_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_requests_status_idx" ON "reward_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reward_requests_user_idx" ON "reward_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reward_requests_created_idx" ON "reward_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voucher_codes_free_idx" ON "voucher_codes" USING btree ("reward_id","used_at");--> statement-breakpoint
INSERT INTO rewards (name, partner, value_cents, cost_points, position) VALUES
  ('Buono 5 €', 'Amazon.it', 500, 50, 1),
  ('Buono 10 €', 'Amazon.it', 1000, 100, 2),
  ('Buono 25 €', 'MediaWorld', 2500, 250, 3),
  ('Buono 50 €', 'MediaWorld', 5000, 500, 4)
ON CONFLICT (name) DO NOTHING;
