CREATE TABLE "search_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"happened_at" timestamp with time zone,
	"owner_ids" uuid[],
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"terms" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_pending" (
	"doc_type" text NOT NULL,
	"source_id" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_pending_doc_type_source_id_pk" PRIMARY KEY("doc_type","source_id")
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kf_agents" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kf_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" "tsvector" NOT NULL,
	"ask_count" integer DEFAULT 0 NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"unhelpful" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "kf_faqs_question_unique" UNIQUE("question")
);
--> statement-breakpoint
CREATE TABLE "kf_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"agent_id" uuid,
	"to_agent" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"faq_id" integer,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kf_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_agents" ADD CONSTRAINT "kf_agents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_messages" ADD CONSTRAINT "kf_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_messages" ADD CONSTRAINT "kf_messages_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_messages" ADD CONSTRAINT "kf_messages_faq_id_kf_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."kf_faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kf_tokens" ADD CONSTRAINT "kf_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("doc_type","source_id");--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_documents_owner_idx" ON "search_documents" USING gin ("owner_ids");--> statement-breakpoint
CREATE INDEX "search_queries_account_idx" ON "search_queries" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_queries_created_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kf_faqs_terms_idx" ON "kf_faqs" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "kf_messages_account_idx" ON "kf_messages" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "kf_tokens_expires_idx" ON "kf_tokens" USING btree ("expires_at");