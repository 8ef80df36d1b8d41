-- The service lifecycle of issue 35: status replaces the enabled flag, backfilled so today's behaviour is unchanged
-- (enabled → published, enabled with a maintenance notice → maintenance, not enabled → offline).
ALTER TABLE "services" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
UPDATE "services" SET "status" = CASE
  WHEN NOT "enabled" THEN 'offline'
  WHEN "maintenance_notice" <> '' THEN 'maintenance'
  ELSE 'published'
END;--> statement-breakpoint
-- enabled stays for the portal's queries, derived by the database so it can never disagree with status.
ALTER TABLE "services" ALTER COLUMN "enabled" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "enabled" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "services" drop column "enabled";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "enabled" boolean GENERATED ALWAYS AS (status in ('published', 'maintenance')) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_status_check" CHECK ("services"."status" in ('draft', 'published', 'maintenance', 'offline'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_maintenance_notice_check" CHECK (("services"."status" = 'maintenance') = ("services"."maintenance_notice" <> '') or "services"."status" in ('draft', 'offline'));--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD CONSTRAINT "service_evaluations_hidden_by_accounts_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
