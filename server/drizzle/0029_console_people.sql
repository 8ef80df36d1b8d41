CREATE TABLE "account_suspensions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_operator_id_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The console roles of issue 35 (as 0022: every deployment has them, not demo data).
INSERT INTO "admin_roles" ("code", "name", "description") VALUES
  ('service_admin', '服务管理员', '服务与服务目录'),
  ('service_desk', '客服坐席', '客服与工单')
ON CONFLICT ("code") DO NOTHING;
