CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"client_key" text,
	"week" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"type" text NOT NULL,
	"total" integer NOT NULL,
	"score" integer,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "quiz_attempts_owner_check" CHECK (("quiz_attempts"."user_id" is null) <> ("quiz_attempts"."client_key" is null)),
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" is null or "quiz_attempts"."score" between 0 and "quiz_attempts"."total")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"correct_answer" text NOT NULL,
	"incorrect_answers" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_category_check" CHECK ("quiz_questions"."category" in ('sports', 'politics', 'history', 'science')),
	CONSTRAINT "quiz_questions_difficulty_check" CHECK ("quiz_questions"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "quiz_questions_type_check" CHECK ("quiz_questions"."type" in ('multiple', 'boolean'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"rating" integer NOT NULL,
	"hidden_at" timestamp (3) with time zone,
	"hidden_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_week_idx" ON "quiz_attempts" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "quiz_attempts_client_week_idx" ON "quiz_attempts" USING btree ("client_key","week");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_question_idx" ON "quiz_questions" USING btree (lower("question"));--> statement-breakpoint
CREATE INDEX "quiz_questions_pick_idx" ON "quiz_questions" USING btree ("category","difficulty","type");--> statement-breakpoint
CREATE INDEX "reviews_shown_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_hidden_by_idx" ON "reviews" USING btree ("hidden_by");