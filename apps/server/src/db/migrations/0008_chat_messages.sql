CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_text_length_check" CHECK (char_length("messages"."text") between 1 and 2000)
);
--> statement-breakpoint
DROP INDEX "conversations_member_a_idx";--> statement-breakpoint
DROP INDEX "conversations_member_b_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: a conversation's latest activity before any message is its creation, not the
-- moment this migration ran.
UPDATE "conversations" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "member_a_read_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "member_b_read_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "conversations_member_a_updated_idx" ON "conversations" USING btree ("member_a","updated_at","id");--> statement-breakpoint
CREATE INDEX "conversations_member_b_updated_idx" ON "conversations" USING btree ("member_b","updated_at","id");