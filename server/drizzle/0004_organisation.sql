CREATE TABLE "org_units" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "org_code" text;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_parent_code_org_units_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."org_units"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_units_parent_idx" ON "org_units" USING btree ("parent_code");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_org_idx" ON "accounts" USING btree ("org_code");