CREATE TABLE "agreement_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_by" uuid,
	"published_by_name" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "kind" text DEFAULT 'privacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" DROP CONSTRAINT "agreement_acceptances_account_id_version_pk";--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_account_id_kind_version_pk" PRIMARY KEY("account_id","kind","version");--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_kind_version_idx" ON "agreement_versions" USING btree ("kind","version");--> statement-breakpoint
-- A database that already has texts: the privacy policy in force and the system config's user agreement become version rows.
INSERT INTO "agreement_versions" ("kind", "version", "title", "content", "published_by_name", "published_at")
SELECT 'privacy', "value"->>'version', coalesce("value"->>'title', '隐私政策'), coalesce("value"->>'content', ''), '系统', "updated_at"
FROM "portal_settings" WHERE "name" = 'privacy-agreement' AND coalesce("value"->>'version', '') <> '';--> statement-breakpoint
INSERT INTO "agreement_versions" ("kind", "version", "title", "content", "published_by_name", "published_at")
SELECT 'protocol', '1', '用户协议', "value"->>'protocol', '系统', "updated_at"
FROM "portal_settings" WHERE "name" = 'system' AND coalesce("value"->>'protocol', '') <> '';--> statement-breakpoint
-- Whoever accepted a privacy policy did so in the dialog that also named the user agreement then in force.
INSERT INTO "agreement_acceptances" ("account_id", "kind", "version", "accepted_at")
SELECT "account_id", 'protocol', '1', min("accepted_at") FROM "agreement_acceptances"
WHERE "kind" = 'privacy' AND EXISTS (SELECT 1 FROM "agreement_versions" WHERE "kind" = 'protocol')
GROUP BY "account_id";
