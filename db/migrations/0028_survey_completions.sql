CREATE TYPE "public"."survey_completion_status" AS ENUM('started', 'completed', 'verified', 'reversed', 'screenout');--> statement-breakpoint
CREATE TABLE "survey_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"survey_id" uuid NOT NULL,
	"status" "survey_completion_status" DEFAULT 'started' NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"source" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_completions_points" CHECK ("survey_completions"."points_earned" >= 0)
);
--> statement-breakpoint
ALTER TABLE "survey_completions" ADD CONSTRAINT "survey_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_completions" ADD CONSTRAINT "survey_completions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_completions_user_survey_idx" ON "survey_completions" USING btree ("user_id","survey_id") WHERE transaction_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_completions_transaction_idx" ON "survey_completions" USING btree ("survey_id","transaction_id") WHERE transaction_id is not null;--> statement-breakpoint
CREATE INDEX "survey_completions_created_idx" ON "survey_completions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "survey_completions_user_idx" ON "survey_completions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_completions_survey_idx" ON "survey_completions" USING btree ("survey_id");