CREATE TABLE "online_send_channel_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"account_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "online_send_recipients" (
	"send_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"record_id" bigint,
	CONSTRAINT "online_send_recipients_send_id_account_id_pk" PRIMARY KEY("send_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "online_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" uuid NOT NULL,
	"type_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"channels" text[] NOT NULL,
	"chosen" jsonb NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"recalled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_spellings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"spelling" text NOT NULL,
	"initials" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	CONSTRAINT "user_group_members_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "online_send_channel_deliveries" ADD CONSTRAINT "online_send_channel_deliveries_send_id_online_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."online_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_send_channel_deliveries" ADD CONSTRAINT "online_send_channel_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_send_recipients" ADD CONSTRAINT "online_send_recipients_send_id_online_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."online_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_send_recipients" ADD CONSTRAINT "online_send_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_sends" ADD CONSTRAINT "online_sends_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_sends" ADD CONSTRAINT "online_sends_type_code_message_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."message_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_spellings" ADD CONSTRAINT "person_spellings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_send_channel_unique_idx" ON "online_send_channel_deliveries" USING btree ("send_id","channel","address");--> statement-breakpoint
CREATE INDEX "online_send_recipients_pending_idx" ON "online_send_recipients" USING btree ("send_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "online_sends_sender_idx" ON "online_sends" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "person_spellings_spelling_idx" ON "person_spellings" USING btree ("spelling");--> statement-breakpoint
CREATE INDEX "person_spellings_initials_idx" ON "person_spellings" USING btree ("initials");--> statement-breakpoint
CREATE INDEX "user_group_members_account_idx" ON "user_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_owner_name_idx" ON "user_groups" USING btree ("owner_id","name");