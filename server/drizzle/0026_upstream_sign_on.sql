ALTER TABLE "auth_log" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD COLUMN "upstream" text;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD COLUMN "upstream_id_token" text;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD COLUMN "upstream_session_index" text;--> statement-breakpoint
CREATE INDEX "sso_sessions_upstream_index_idx" ON "sso_sessions" USING btree ("upstream_session_index");