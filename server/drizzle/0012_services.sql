CREATE TABLE "demo_card_topups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_authorisations" (
	"account_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_authorisations_account_id_service_id_pk" PRIMARY KEY("account_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_evaluations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_favourites" (
	"account_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_favourites_account_id_service_id_pk" PRIMARY KEY("account_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "category_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "identities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "open_hours" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "maintenance_notice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "third_party" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "campus_network" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "guide" jsonb;--> statement-breakpoint
ALTER TABLE "service_authorisations" ADD CONSTRAINT "service_authorisations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_authorisations" ADD CONSTRAINT "service_authorisations_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD CONSTRAINT "service_evaluations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD CONSTRAINT "service_evaluations_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourites" ADD CONSTRAINT "service_favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourites" ADD CONSTRAINT "service_favourites_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_card_topups_user_idx" ON "demo_card_topups" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "service_evaluations_account_service_idx" ON "service_evaluations" USING btree ("account_id","service_id");--> statement-breakpoint
CREATE INDEX "service_evaluations_service_idx" ON "service_evaluations" USING btree ("service_id","updated_at" DESC NULLS LAST);