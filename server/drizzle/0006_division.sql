CREATE TABLE "division_announcement_audiences" (
	"announcement_id" integer NOT NULL,
	"org_code" text NOT NULL,
	CONSTRAINT "division_announcement_audiences_announcement_id_org_code_pk" PRIMARY KEY("announcement_id","org_code")
);
--> statement-breakpoint
CREATE TABLE "division_announcement_reads" (
	"announcement_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "division_announcement_reads_announcement_id_account_id_pk" PRIMARY KEY("announcement_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "division_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publisher_id" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "division_columns" (
	"org_code" text NOT NULL,
	"column_id" integer NOT NULL,
	"owned" boolean DEFAULT false NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "division_columns_org_code_column_id_pk" PRIMARY KEY("org_code","column_id")
);
--> statement-breakpoint
CREATE TABLE "division_roles" (
	"org_code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "division_roles_org_code_account_id_role_pk" PRIMARY KEY("org_code","account_id","role")
);
--> statement-breakpoint
CREATE TABLE "division_services" (
	"org_code" text NOT NULL,
	"service_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "division_services_org_code_service_id_pk" PRIMARY KEY("org_code","service_id")
);
--> statement-breakpoint
ALTER TABLE "division_announcement_audiences" ADD CONSTRAINT "division_announcement_audiences_announcement_id_division_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."division_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_announcement_audiences" ADD CONSTRAINT "division_announcement_audiences_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_announcement_reads" ADD CONSTRAINT "division_announcement_reads_announcement_id_division_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."division_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_announcement_reads" ADD CONSTRAINT "division_announcement_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_announcements" ADD CONSTRAINT "division_announcements_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_announcements" ADD CONSTRAINT "division_announcements_publisher_id_accounts_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_columns" ADD CONSTRAINT "division_columns_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_columns" ADD CONSTRAINT "division_columns_column_id_cms_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."cms_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_roles" ADD CONSTRAINT "division_roles_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_roles" ADD CONSTRAINT "division_roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_services" ADD CONSTRAINT "division_services_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_services" ADD CONSTRAINT "division_services_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "division_audiences_org_idx" ON "division_announcement_audiences" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "division_reads_account_idx" ON "division_announcement_reads" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "division_announcements_org_idx" ON "division_announcements" USING btree ("org_code","pinned","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "division_roles_account_idx" ON "division_roles" USING btree ("account_id");