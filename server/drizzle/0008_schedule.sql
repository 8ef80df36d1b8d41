CREATE TABLE "schedule_attendees" (
	"event_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"answer" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "schedule_attendees_event_id_account_id_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_account_id" uuid,
	"owner_org_code" text,
	"code" text,
	"name" text NOT NULL,
	"color" text DEFAULT '#ED663F' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_calendars_code_unique" UNIQUE("code"),
	CONSTRAINT "schedule_calendars_owner_check" CHECK (("schedule_calendars"."owner_kind" = 'person' AND "schedule_calendars"."owner_account_id" IS NOT NULL) OR ("schedule_calendars"."owner_kind" = 'division' AND "schedule_calendars"."owner_org_code" IS NOT NULL) OR "schedule_calendars"."owner_kind" = 'public')
);
--> statement-breakpoint
CREATE TABLE "schedule_event_overrides" (
	"event_id" integer NOT NULL,
	"recurrence_id" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "schedule_event_overrides_event_id_recurrence_id_pk" PRIMARY KEY("event_id","recurrence_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"rrule" text,
	"exdates" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"last_end_at" timestamp with time zone,
	"reminders" integer[] DEFAULT '{}' NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_reminder_deliveries" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"minutes_before" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_reminder_deliveries_event_id_occurrence_start_minutes_before_account_id_pk" PRIMARY KEY("event_id","occurrence_start","minutes_before","account_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"default_reminder" integer,
	"week_starts_monday" boolean DEFAULT true NOT NULL,
	"show_lunar" boolean DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"feed_token_hash" text,
	CONSTRAINT "schedule_settings_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "schedule_subscriptions" (
	"account_id" uuid NOT NULL,
	"calendar_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_subscriptions_account_id_calendar_id_pk" PRIMARY KEY("account_id","calendar_id")
);
--> statement-breakpoint
ALTER TABLE "schedule_attendees" ADD CONSTRAINT "schedule_attendees_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendees" ADD CONSTRAINT "schedule_attendees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_calendars" ADD CONSTRAINT "schedule_calendars_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_calendars" ADD CONSTRAINT "schedule_calendars_owner_org_code_org_units_code_fk" FOREIGN KEY ("owner_org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_event_overrides" ADD CONSTRAINT "schedule_event_overrides_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_calendar_id_schedule_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."schedule_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_reminder_deliveries" ADD CONSTRAINT "schedule_reminder_deliveries_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_reminder_deliveries" ADD CONSTRAINT "schedule_reminder_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_subscriptions" ADD CONSTRAINT "schedule_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_subscriptions" ADD CONSTRAINT "schedule_subscriptions_calendar_id_schedule_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."schedule_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_attendees_account_idx" ON "schedule_attendees" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "schedule_calendars_owner_idx" ON "schedule_calendars" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "schedule_events_window_idx" ON "schedule_events" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_events_uid_idx" ON "schedule_events" USING btree ("calendar_id","uid");