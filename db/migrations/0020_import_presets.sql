CREATE TABLE "import_presets" (
	"source" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"merchant_name" text,
	"complete_feed" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "preset_applied" boolean DEFAULT false NOT NULL;