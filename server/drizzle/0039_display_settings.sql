CREATE TABLE "display_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"elder_mode" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_settings" ADD CONSTRAINT "display_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;