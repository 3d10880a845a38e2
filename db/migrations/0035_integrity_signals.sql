CREATE TABLE "account_cluster_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cluster_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_links" (
	"user_a" text NOT NULL,
	"user_b" text NOT NULL,
	"kind" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_user_a_user_b_kind_pk" PRIMARY KEY("user_a","user_b","kind"),
	CONSTRAINT "account_links_ordered" CHECK ("account_links"."user_a" < "account_links"."user_b"),
	CONSTRAINT "account_links_kind" CHECK ("account_links"."kind" in ('device', 'network', 'email', 'invite'))
);
--> statement-breakpoint
CREATE TABLE "account_traces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_traces_kind" CHECK ("account_traces"."kind" in ('device', 'network', 'email'))
);
--> statement-breakpoint
CREATE TABLE "fraud_reversals" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"points_due" integer NOT NULL,
	"points_reversed" integer NOT NULL,
	"actor_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_reversals_amounts" CHECK ("fraud_reversals"."points_reversed" between 0 and "fraud_reversals"."points_due")
);
--> statement-breakpoint
CREATE TABLE "review_fingerprints" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"sketch" integer[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_signals" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"risk_score" smallint NOT NULL,
	"signals" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_signals_risk_range" CHECK ("review_signals"."risk_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "risk_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "risk_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_cluster_members" ADD CONSTRAINT "account_cluster_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_traces" ADD CONSTRAINT "account_traces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reversals" ADD CONSTRAINT "fraud_reversals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reversals" ADD CONSTRAINT "fraud_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_fingerprints" ADD CONSTRAINT "review_fingerprints_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_signals" ADD CONSTRAINT "review_signals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_cluster_members_cluster_idx" ON "account_cluster_members" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "account_links_user_b_idx" ON "account_links" USING btree ("user_b");--> statement-breakpoint
CREATE INDEX "account_traces_value_idx" ON "account_traces" USING btree ("kind","value_hash","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_traces_user_idx" ON "account_traces" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_traces_created_idx" ON "account_traces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fraud_reversals_user_idx" ON "fraud_reversals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_fingerprints_sketch_idx" ON "review_fingerprints" USING gin ("sketch");--> statement-breakpoint
CREATE INDEX "reviews_status_risk_idx" ON "reviews" USING btree ("status","risk_score" DESC NULLS LAST,"created_at","id");