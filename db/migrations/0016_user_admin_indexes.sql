CREATE INDEX "profiles_points_idx" ON "profiles" USING btree ("points");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_privileged_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'user';--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."banned";--> statement-breakpoint
CREATE INDEX "users_unconfirmed_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "users"."email_verified";