ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('post', 'user'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_badge_check" CHECK ("users"."status_badge" is null or "users"."status_badge" in ('Warrior', 'Legend'));