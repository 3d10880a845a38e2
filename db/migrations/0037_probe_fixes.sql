DROP INDEX "cashback_claims_order_idx";--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
-- The order number folded as orderKey() folds it (decision 032): letters and digits, lower case.
ALTER TABLE "cashback_claims" ADD COLUMN "order_key" text;--> statement-breakpoint
UPDATE "cashback_claims" SET "order_key" = lower(regexp_replace("order_ref", '[^A-Za-z0-9]', '', 'g'));--> statement-breakpoint
ALTER TABLE "cashback_claims" ALTER COLUMN "order_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD COLUMN "conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "cashback_claims_order_idx" ON "cashback_claims" USING btree ("merchant_key","order_key");--> statement-breakpoint
-- Claims that become one order once folded, sent by different people: in conflict from now on.
UPDATE "cashback_claims" AS c SET "conflict" = true WHERE EXISTS (
  SELECT 1 FROM "cashback_claims" AS o
  WHERE o."merchant_key" = c."merchant_key" AND o."order_key" = c."order_key" AND o."user_id" <> c."user_id"
);
