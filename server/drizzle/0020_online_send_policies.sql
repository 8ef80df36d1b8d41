CREATE TABLE "online_send_policies" (
	"identity_type_code" text NOT NULL,
	"type_code" text NOT NULL,
	"channels" text[] NOT NULL,
	"external_allowed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "online_send_policies_identity_type_code_type_code_pk" PRIMARY KEY("identity_type_code","type_code")
);
--> statement-breakpoint
CREATE TABLE "online_send_quotas" (
	"identity_type_code" text NOT NULL,
	"channel" text NOT NULL,
	"daily_limit" integer NOT NULL,
	CONSTRAINT "online_send_quotas_identity_type_code_channel_pk" PRIMARY KEY("identity_type_code","channel")
);
--> statement-breakpoint
ALTER TABLE "online_send_policies" ADD CONSTRAINT "online_send_policies_type_code_message_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."message_types"("code") ON DELETE cascade ON UPDATE no action;