CREATE TABLE "study_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"term" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"org_code" text,
	"teacher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_courses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "study_enrolments" (
	"course_id" integer NOT NULL,
	"class_code" text NOT NULL,
	CONSTRAINT "study_enrolments_course_id_class_code_pk" PRIMARY KEY("course_id","class_code")
);
--> statement-breakpoint
CREATE TABLE "study_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"uploader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_progress" (
	"account_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_progress_account_id_lesson_id_pk" PRIMARY KEY("account_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "study_visits" (
	"account_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_visits_account_id_course_id_pk" PRIMARY KEY("account_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "study_courses" ADD CONSTRAINT "study_courses_org_code_org_units_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."org_units"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_courses" ADD CONSTRAINT "study_courses_teacher_id_accounts_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_enrolments" ADD CONSTRAINT "study_enrolments_course_id_study_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."study_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_enrolments" ADD CONSTRAINT "study_enrolments_class_code_org_units_code_fk" FOREIGN KEY ("class_code") REFERENCES "public"."org_units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_lessons" ADD CONSTRAINT "study_lessons_course_id_study_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."study_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_lessons" ADD CONSTRAINT "study_lessons_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_course_id_study_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."study_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_uploader_id_accounts_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_lesson_id_study_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."study_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_visits" ADD CONSTRAINT "study_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_visits" ADD CONSTRAINT "study_visits_course_id_study_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."study_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_courses_teacher_idx" ON "study_courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "study_enrolments_class_idx" ON "study_enrolments" USING btree ("class_code");--> statement-breakpoint
CREATE INDEX "study_lessons_course_idx" ON "study_lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "study_materials_course_idx" ON "study_materials" USING btree ("course_id");