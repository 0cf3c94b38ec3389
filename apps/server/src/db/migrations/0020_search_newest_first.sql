-- Issue 12: search ranks only the newest 1,000 matches of each section (SEARCH_LIMITS); for a
-- common word PostgreSQL walks these newest-first indexes backwards and stops there, instead of
-- ranking and sorting every match. They are partial on a condition every row meets but only a
-- search implies, so a board's generic plan keeps reading its topic's index (with a plain
-- (created_at, id) index it walked all posts filtering the topic).
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."search" is not null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."search" is not null;