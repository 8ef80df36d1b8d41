CREATE TABLE "activity_days" (
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"terminal" text NOT NULL,
	CONSTRAINT "activity_days_day_account_id_terminal_pk" PRIMARY KEY("day","account_id","terminal")
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key1" text DEFAULT '' NOT NULL,
	"key2" text DEFAULT '' NOT NULL,
	"org_code" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"samples" integer[],
	CONSTRAINT "stats_daily_day_metric_key1_key2_org_code_pk" PRIMARY KEY("day","metric","key1","key2","org_code")
);
--> statement-breakpoint
CREATE TABLE "stats_days" (
	"day" date PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_days_account_idx" ON "activity_days" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "stats_daily_unit_metric_day_idx" ON "stats_daily" USING btree ("org_code","metric","day");