ALTER TABLE "posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill for databases that already hold posts from 0001_boards.
UPDATE "posts" SET "like_count" = (SELECT count(*) FROM "likes" WHERE "likes"."post_id" = "posts"."id"), "comment_count" = (SELECT count(*) FROM "comments" WHERE "comments"."post_id" = "posts"."id");