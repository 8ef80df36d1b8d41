ALTER TABLE "cms_articles" ADD COLUMN "offline_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_floating_boxes" ADD COLUMN "sort" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_floating_boxes" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_floating_boxes" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_floating_boxes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_marquees" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_marquees" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_marquees" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_popups" ADD COLUMN "identities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_popups" ADD COLUMN "sort" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_popups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_slides" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_slides" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_slides" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;