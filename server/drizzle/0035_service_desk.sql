-- The service desk of issue 36: chats (kf_sessions) between 转人工 and 结束, canned answers, the questions the robot
-- could not answer, left messages as handled to-dos; the knowledge base gains similar phrasings and a hot flag.
CREATE TABLE "kf_canned_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kf_left_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"todo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "kf_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"agent_id" uuid,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "kf_sessions_status_check" CHECK ("kf_sessions"."status" in ('waiting', 'active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "kf_unanswered" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"ask_count" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"faq_id" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "kf_unanswered_question_unique" UNIQUE("question")
);
--> statement-breakpoint
ALTER TABLE "kf_faqs" ADD COLUMN "similar" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kf_faqs" ADD COLUMN "hot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kf_faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kf_messages" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "kf_left_messages" ADD CONSTRAINT "kf_left_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_left_messages" ADD CONSTRAINT "kf_left_messages_todo_id_personal_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."personal_todos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_left_messages" ADD CONSTRAINT "kf_left_messages_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_sessions" ADD CONSTRAINT "kf_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_sessions" ADD CONSTRAINT "kf_sessions_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_sessions" ADD CONSTRAINT "kf_sessions_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_unanswered" ADD CONSTRAINT "kf_unanswered_faq_id_kf_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."kf_faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kf_left_messages_open_idx" ON "kf_left_messages" USING btree ("handled_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kf_sessions_open_idx" ON "kf_sessions" USING btree ("account_id") WHERE "kf_sessions"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "kf_sessions_status_idx" ON "kf_sessions" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "kf_messages" ADD CONSTRAINT "kf_messages_session_id_kf_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."kf_sessions"("id") ON DELETE set null ON UPDATE no action;
