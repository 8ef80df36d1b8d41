CREATE TABLE "sign_on_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"oidc_client_secret" text,
	"ldap_bind_password" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
