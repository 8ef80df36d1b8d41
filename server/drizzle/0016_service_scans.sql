CREATE TABLE "service_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"url" text DEFAULT '' NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_scans" ADD CONSTRAINT "service_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_scans" ADD CONSTRAINT "service_scans_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_scans_account_time_idx" ON "service_scans" USING btree ("account_id","scanned_at" DESC NULLS LAST);