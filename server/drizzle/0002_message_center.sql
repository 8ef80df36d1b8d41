CREATE TABLE "message_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '其他' NOT NULL,
	"is_third" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_apps_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "message_center_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#ED663F' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_center_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"calendar_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_receive_settings" (
	"account_id" uuid NOT NULL,
	"type_code" text NOT NULL,
	"receive" boolean DEFAULT true NOT NULL,
	"send_types" text[] NOT NULL,
	CONSTRAINT "message_receive_settings_account_id_type_code_pk" PRIMARY KEY("account_id","type_code")
);
--> statement-breakpoint
CREATE TABLE "message_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"app_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"flow_application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_tag_group_apps" (
	"account_id" uuid NOT NULL,
	"app_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "message_tag_group_apps_account_id_app_id_pk" PRIMARY KEY("account_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "message_tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"app_id" integer NOT NULL,
	"identities" text[] DEFAULT '{}'::text[] NOT NULL,
	"send_types" text[] DEFAULT '{site}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_user_apps" (
	"account_id" uuid NOT NULL,
	"app_id" integer NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"muted" boolean DEFAULT false NOT NULL,
	"sort_order" integer,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "message_user_apps_account_id_app_id_pk" PRIMARY KEY("account_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "message_user_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"step_name" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"target_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"initiator_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"route" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_applications_serial_no_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
CREATE TABLE "flow_circulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_global_settings" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_person_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"overdue" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"step_name" text NOT NULL,
	"handler_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_todo_executors" (
	"todo_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "personal_todo_executors_todo_id_account_id_pk" PRIMARY KEY("todo_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "personal_todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"reminder_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_center_calendars" ADD CONSTRAINT "message_center_calendars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_center_schedules" ADD CONSTRAINT "message_center_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_center_schedules" ADD CONSTRAINT "message_center_schedules_calendar_id_message_center_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."message_center_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receive_settings" ADD CONSTRAINT "message_receive_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receive_settings" ADD CONSTRAINT "message_receive_settings_type_code_message_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."message_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_records" ADD CONSTRAINT "message_records_recipient_id_accounts_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_records" ADD CONSTRAINT "message_records_app_id_message_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."message_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_records" ADD CONSTRAINT "message_records_type_code_message_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."message_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_tag_group_apps" ADD CONSTRAINT "message_tag_group_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_tag_group_apps" ADD CONSTRAINT "message_tag_group_apps_app_id_message_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."message_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_tag_group_apps" ADD CONSTRAINT "message_tag_group_apps_group_id_message_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."message_tag_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_tag_groups" ADD CONSTRAINT "message_tag_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_types" ADD CONSTRAINT "message_types_app_id_message_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."message_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_user_apps" ADD CONSTRAINT "message_user_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_user_apps" ADD CONSTRAINT "message_user_apps_app_id_message_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."message_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_user_settings" ADD CONSTRAINT "message_user_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_actions" ADD CONSTRAINT "flow_actions_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_actions" ADD CONSTRAINT "flow_actions_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_actions" ADD CONSTRAINT "flow_actions_target_id_accounts_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD CONSTRAINT "flow_applications_initiator_id_accounts_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_circulations" ADD CONSTRAINT "flow_circulations_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_circulations" ADD CONSTRAINT "flow_circulations_from_id_accounts_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_circulations" ADD CONSTRAINT "flow_circulations_to_id_accounts_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_person_settings" ADD CONSTRAINT "flow_person_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_handler_id_accounts_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_todo_executors" ADD CONSTRAINT "personal_todo_executors_todo_id_personal_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."personal_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_todo_executors" ADD CONSTRAINT "personal_todo_executors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_todos" ADD CONSTRAINT "personal_todos_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_center_calendars_account_idx" ON "message_center_calendars" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "message_center_schedules_account_idx" ON "message_center_schedules" USING btree ("account_id","start_time");--> statement-breakpoint
CREATE INDEX "message_records_recipient_time_idx" ON "message_records" USING btree ("recipient_id","created_at" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "message_records_recipient_app_time_idx" ON "message_records" USING btree ("recipient_id","app_id","created_at" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "message_records_unread_idx" ON "message_records" USING btree ("recipient_id","app_id") WHERE read_at IS NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_tag_groups_name_idx" ON "message_tag_groups" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "message_user_apps_muted_idx" ON "message_user_apps" USING btree ("account_id") WHERE muted;--> statement-breakpoint
CREATE INDEX "flow_actions_application_idx" ON "flow_actions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "flow_applications_initiator_idx" ON "flow_applications" USING btree ("initiator_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_circulations_to_idx" ON "flow_circulations" USING btree ("to_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_circulations_from_idx" ON "flow_circulations" USING btree ("from_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_tasks_pending_idx" ON "flow_tasks" USING btree ("handler_id","created_at" DESC NULLS LAST) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "flow_tasks_handler_idx" ON "flow_tasks" USING btree ("handler_id","handled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_tasks_application_idx" ON "flow_tasks" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "personal_todo_executors_account_idx" ON "personal_todo_executors" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "personal_todos_creator_idx" ON "personal_todos" USING btree ("creator_id","created_at" DESC NULLS LAST);