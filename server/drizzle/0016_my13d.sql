CREATE TABLE "account_closures" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"identifier_digests" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "carried_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_closures_identifiers_idx" ON "account_closures" USING gin ("identifier_digests");