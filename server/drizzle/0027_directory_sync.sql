CREATE TABLE "directory_accounts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"entry_ref" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_group_members" (
	"group_code" text NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "directory_group_members_group_code_account_id_pk" PRIMARY KEY("group_code","account_id")
);
--> statement-breakpoint
CREATE TABLE "directory_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"entry_ref" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"started_by" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"entries" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"report" jsonb
);
--> statement-breakpoint
ALTER TABLE "directory_accounts" ADD CONSTRAINT "directory_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_group_members" ADD CONSTRAINT "directory_group_members_group_code_directory_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."directory_groups"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_group_members" ADD CONSTRAINT "directory_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_accounts_source_idx" ON "directory_accounts" USING btree ("source");--> statement-breakpoint
CREATE INDEX "directory_group_members_account_idx" ON "directory_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "directory_sync_runs_started_idx" ON "directory_sync_runs" USING btree ("started_at" DESC NULLS LAST);