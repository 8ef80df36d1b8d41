CREATE TABLE "division_calendars" (
	"calendar_id" integer PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "division_calendars" ADD CONSTRAINT "division_calendars_calendar_id_schedule_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."schedule_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_calendars" ADD CONSTRAINT "division_calendars_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "division_calendars_org_idx" ON "division_calendars" USING btree ("org_code","sort");