-- Issue 12: indexes for questions that read whole tables. A moderator's account deletion sets
-- removed_by / resolved_by null through their foreign keys (a scan of every post, comment and
-- report without them), and every picture change asks whether any member still uses the stored
-- image (a scan of every member). Partial: only the few rows that have a value are indexed.
CREATE INDEX "comments_removed_by_idx" ON "comments" USING btree ("removed_by") WHERE "comments"."removed_by" is not null;--> statement-breakpoint
CREATE INDEX "posts_removed_by_idx" ON "posts" USING btree ("removed_by") WHERE "posts"."removed_by" is not null;--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by") WHERE "reports"."resolved_by" is not null;--> statement-breakpoint
CREATE INDEX "users_avatar_url_idx" ON "users" USING btree ("avatar_url") WHERE "users"."avatar_url" is not null;--> statement-breakpoint
CREATE INDEX "users_cover_url_idx" ON "users" USING btree ("cover_url") WHERE "users"."cover_url" is not null;