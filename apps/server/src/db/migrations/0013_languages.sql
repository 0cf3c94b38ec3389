CREATE TABLE "translations" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"target" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_kind_item_id_target_pk" PRIMARY KEY("kind","item_id","target"),
	CONSTRAINT "translations_kind_check" CHECK ("translations"."kind" in ('post', 'comment', 'article', 'message'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "content_languages" text[];