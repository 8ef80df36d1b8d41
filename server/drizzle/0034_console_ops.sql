-- Issue 36's console areas: the 意见反馈 inbox's status, tags and closing time (feedback already answered counts as
-- replied); where each audited console write came from; public calendars' draft / published / withdrawn state
-- (every existing calendar stays published, so nothing the portal shows changes).
ALTER TABLE "schedule_calendars" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "feedback_entries" SET "status" = 'replied' WHERE "id" IN (SELECT "feedback_id" FROM "feedback_replies");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "feedback_entries_inbox_idx" ON "feedback_entries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "schedule_calendars" ADD CONSTRAINT "schedule_calendars_state_check" CHECK ("schedule_calendars"."state" IN ('draft', 'published', 'withdrawn') AND ("schedule_calendars"."owner_kind" = 'public' OR "schedule_calendars"."state" = 'published'));