CREATE TABLE "cms_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_image" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"release_dept_name" text DEFAULT '' NOT NULL,
	"release_start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"media_type" text DEFAULT 'article' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_columns_column_code_unique" UNIQUE("column_code")
);
--> statement-breakpoint
CREATE TABLE "cms_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_floating_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon_url" text NOT NULL,
	"visited_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"content_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_marquees" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"content_id" integer,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"image" text NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"content_id" integer,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"service_id" serial PRIMARY KEY NOT NULL,
	"service_name" text NOT NULL,
	"card_image" text DEFAULT '' NOT NULL,
	"run_time" text DEFAULT '' NOT NULL,
	"contact_information" text DEFAULT '' NOT NULL,
	"service_type" text DEFAULT '' NOT NULL,
	"service_no" text NOT NULL,
	"service_source" text DEFAULT '' NOT NULL,
	"load_path" text DEFAULT '' NOT NULL,
	"engine_type" text DEFAULT 'h5' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"token_trans_type" text DEFAULT 'none' NOT NULL,
	"attachment_url" text DEFAULT '' NOT NULL,
	"app_type" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"column_id" integer,
	"share_url" text DEFAULT '' NOT NULL,
	"force_recommend" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_service_no_unique" UNIQUE("service_no")
);
--> statement-breakpoint
CREATE TABLE "system_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"visit_type" text DEFAULT 'page' NOT NULL,
	"page_url" text NOT NULL,
	"target_id" text,
	"title" text,
	"terminal" integer DEFAULT 6 NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_credentials" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federated_identities" DROP CONSTRAINT "federated_identities_provider_subject_pk";--> statement-breakpoint
ALTER TABLE "federated_identities" ADD CONSTRAINT "federated_identities_provider_subject_account_id_pk" PRIMARY KEY("provider","subject","account_id");--> statement-breakpoint
ALTER TABLE "cms_articles" ADD CONSTRAINT "cms_articles_column_id_cms_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."cms_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_favorites" ADD CONSTRAINT "cms_favorites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_favorites" ADD CONSTRAINT "cms_favorites_content_id_cms_articles_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."cms_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_history" ADD CONSTRAINT "cms_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_history" ADD CONSTRAINT "cms_history_content_id_cms_articles_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."cms_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_marquees" ADD CONSTRAINT "cms_marquees_content_id_cms_articles_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."cms_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_slides" ADD CONSTRAINT "cms_slides_content_id_cms_articles_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."cms_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_visits" ADD CONSTRAINT "system_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_articles_column_release_idx" ON "cms_articles" USING btree ("column_id","release_start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cms_articles_release_idx" ON "cms_articles" USING btree ("release_start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cms_favorites_account_content_idx" ON "cms_favorites" USING btree ("account_id","content_id");--> statement-breakpoint
CREATE INDEX "cms_favorites_account_created_idx" ON "cms_favorites" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cms_history_account_content_idx" ON "cms_history" USING btree ("account_id","content_id");--> statement-breakpoint
CREATE INDEX "cms_history_account_viewed_idx" ON "cms_history" USING btree ("account_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_visits_created_idx" ON "system_visits" USING btree ("created_at");