CREATE TYPE "public"."decision_automation" AS ENUM('manual', 'assisted', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."decision_kind" AS ENUM('review_rejected', 'review_held', 'reward_refused', 'points_reversed', 'account_blocked', 'survey_refused', 'cashback_claim_refused');--> statement-breakpoint
CREATE TABLE "decision_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "decision_kind" NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"rule_code" text NOT NULL,
	"facts" text NOT NULL,
	"details" text,
	"automation" "decision_automation" NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contest_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decision_statements" ADD CONSTRAINT "decision_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_statements" ADD CONSTRAINT "decision_statements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_statements_user_idx" ON "decision_statements" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "decision_statements_subject_idx" ON "decision_statements" USING btree ("subject_type","subject_id","created_at" DESC NULLS FIRST);