ALTER TABLE "translations" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "comment_id" uuid;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "article_id" uuid;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "message_id" uuid;--> statement-breakpoint
-- Issue 12: a translation goes with its item through a foreign key (the item's id in the column of
-- its kind) instead of a sweep for orphans after every deletion, which read whole tables. First
-- the orphans a sweep had not reached yet go, then each row gets its item's column.
DELETE FROM "translations" WHERE NOT EXISTS (
  SELECT 1 FROM "posts" WHERE "translations"."kind" = 'post' AND "posts"."id" = "translations"."item_id"
  UNION ALL SELECT 1 FROM "comments" WHERE "translations"."kind" = 'comment' AND "comments"."id" = "translations"."item_id"
  UNION ALL SELECT 1 FROM "articles" WHERE "translations"."kind" = 'article' AND "articles"."id" = "translations"."item_id"
  UNION ALL SELECT 1 FROM "messages" WHERE "translations"."kind" = 'message' AND "messages"."id" = "translations"."item_id"
);--> statement-breakpoint
UPDATE "translations" SET
  "post_id" = CASE WHEN "kind" = 'post' THEN "item_id" END,
  "comment_id" = CASE WHEN "kind" = 'comment' THEN "item_id" END,
  "article_id" = CASE WHEN "kind" = 'article' THEN "item_id" END,
  "message_id" = CASE WHEN "kind" = 'message' THEN "item_id" END;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translations_post_idx" ON "translations" USING btree ("post_id") WHERE "translations"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "translations_comment_idx" ON "translations" USING btree ("comment_id") WHERE "translations"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "translations_article_idx" ON "translations" USING btree ("article_id") WHERE "translations"."article_id" is not null;--> statement-breakpoint
CREATE INDEX "translations_message_idx" ON "translations" USING btree ("message_id") WHERE "translations"."message_id" is not null;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_item_check" CHECK (num_nonnulls("translations"."post_id", "translations"."comment_id", "translations"."article_id", "translations"."message_id") = 1 and "translations"."item_id" is not distinct from (case "translations"."kind" when 'post' then "translations"."post_id" when 'comment' then "translations"."comment_id" when 'article' then "translations"."article_id" when 'message' then "translations"."message_id" end));