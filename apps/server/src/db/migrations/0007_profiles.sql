CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_a" uuid NOT NULL,
	"member_b" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_members_check" CHECK ("conversations"."member_a" <> "conversations"."member_b")
);
--> statement-breakpoint
DROP INDEX "follows_followee_idx";--> statement-breakpoint
ALTER TABLE "follows" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "follows" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_a_users_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_b_users_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree (least("member_a", "member_b"),greatest("member_a", "member_b"));--> statement-breakpoint
CREATE INDEX "conversations_member_a_idx" ON "conversations" USING btree ("member_a");--> statement-breakpoint
CREATE INDEX "conversations_member_b_idx" ON "conversations" USING btree ("member_b");--> statement-breakpoint
CREATE INDEX "follows_followee_created_idx" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
-- Hand-written: no follow endpoint existed before, but a row following itself would fail the
-- check below, and the new counters start from the rows already there.
DELETE FROM "follows" WHERE "follower_id" = "followee_id";--> statement-breakpoint
UPDATE "users" SET
	"follower_count" = (SELECT count(*) FROM "follows" WHERE "follows"."followee_id" = "users"."id"),
	"following_count" = (SELECT count(*) FROM "follows" WHERE "follows"."follower_id" = "users"."id");--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followee_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_follow_counts_check" CHECK ("users"."follower_count" >= 0 and "users"."following_count" >= 0);