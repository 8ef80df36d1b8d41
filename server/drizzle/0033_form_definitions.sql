CREATE TABLE "form_definition_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"fields" jsonb NOT NULL,
	"chain" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_definition_versions_code_version_key" UNIQUE("code","version"),
	CONSTRAINT "form_definition_versions_status_check" CHECK ("form_definition_versions"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_definition_versions" ADD CONSTRAINT "form_definition_versions_code_form_definitions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."form_definitions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definition_versions" ADD CONSTRAINT "form_definition_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definition_versions" ADD CONSTRAINT "form_definition_versions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_definition_versions_one_draft_idx" ON "form_definition_versions" USING btree ("code") WHERE status = 'draft';--> statement-breakpoint
-- The four built-in form types become data (issue 35): version 1 of each, published, with the fields, steps, handlers,
-- serial prefixes and summaries the code had; applications already started point at it.
INSERT INTO "form_definitions" ("code", "name", "prefix", "sort") VALUES
  ('leave', '请假申请', 'QJ', 1),
  ('reimbursement', '报销申请', 'BX', 2),
  ('roomBooking', '会议室预约', 'HY', 3),
  ('enrolmentProof', '在读证明', 'ZD', 4);--> statement-breakpoint
INSERT INTO "form_definition_versions" ("code", "version", "status", "fields", "chain", "summary", "published_at") VALUES
  ('leave', 1, 'published', '[{"name": "leaveType", "label": "请假类型", "kind": "select", "required": true, "options": ["事假", "病假", "公假", "其他"]}, {"name": "startTime", "label": "开始时间", "kind": "datetime", "required": true}, {"name": "endTime", "label": "结束时间", "kind": "datetime", "required": true, "after": "startTime"}, {"name": "reason", "label": "请假事由", "kind": "textarea", "required": true, "maxLength": 140}, {"name": "destination", "label": "外出地点", "kind": "text", "required": false, "maxLength": 50}, {"name": "contactPhone", "label": "联系电话", "kind": "mobile", "required": false}, {"name": "proof", "label": "病假证明", "kind": "images", "required": false, "maxCount": 9}]'::jsonb, '{"steps": [{"name": "辅导员审批", "assignee": {"kind": "person", "usernames": ["t1001", "t1002"]}, "mode": "any", "identities": ["student"]}, {"name": "学院领导审批", "assignee": {"kind": "person", "usernames": ["t1002"]}, "mode": "any", "identities": ["student"]}, {"name": "部门负责人审批", "assignee": {"kind": "person", "usernames": ["t1002", "admin"]}, "mode": "any", "identities": ["teacher", "admin", "guest"]}], "copyTo": []}'::jsonb, '{leaveType} · {startTime} 至 {endTime}', now()),
  ('reimbursement', 1, 'published', '[{"name": "category", "label": "报销类别", "kind": "select", "required": true, "options": ["差旅费", "办公用品", "会议费", "其他"]}, {"name": "amount", "label": "报销金额（元）", "kind": "amount", "required": true}, {"name": "occurredOn", "label": "发生日期", "kind": "date", "required": true}, {"name": "invoiceCount", "label": "发票张数", "kind": "integer", "required": true, "min": 0, "max": 99}, {"name": "description", "label": "报销说明", "kind": "textarea", "required": true, "maxLength": 140}, {"name": "invoices", "label": "发票", "kind": "images", "required": false, "maxCount": 9}]'::jsonb, '{"steps": [{"name": "部门审核", "assignee": {"kind": "person", "usernames": ["t1001"]}, "mode": "any"}, {"name": "财务审核", "assignee": {"kind": "person", "usernames": ["admin"]}, "mode": "any"}], "copyTo": []}'::jsonb, '{category} · {amount}', now()),
  ('roomBooking', 1, 'published', '[{"name": "room", "label": "会议室", "kind": "select", "required": true, "options": ["行政楼 301", "图书馆 研讨室A", "图书馆 研讨室B", "教学楼 B201"]}, {"name": "date", "label": "日期", "kind": "date", "required": true}, {"name": "startTime", "label": "开始时间", "kind": "time", "required": true}, {"name": "endTime", "label": "结束时间", "kind": "time", "required": true, "after": "startTime"}, {"name": "attendees", "label": "参会人数", "kind": "integer", "required": true, "min": 1, "max": 500}, {"name": "purpose", "label": "用途", "kind": "textarea", "required": true, "maxLength": 140}]'::jsonb, '{"steps": [{"name": "场地管理员审批", "assignee": {"kind": "person", "usernames": ["t1001", "admin"]}, "mode": "any"}], "copyTo": []}'::jsonb, '{room} · {date} {startTime}-{endTime}', now()),
  ('enrolmentProof', 1, 'published', '[{"name": "purpose", "label": "用途", "kind": "select", "required": true, "options": ["出国留学", "签证办理", "实习求职", "其他"]}, {"name": "language", "label": "证明语言", "kind": "select", "required": true, "options": ["中文", "英文"]}, {"name": "copies", "label": "份数", "kind": "integer", "required": true, "min": 1, "max": 5}, {"name": "remark", "label": "备注", "kind": "textarea", "required": false, "maxLength": 140}]'::jsonb, '{"steps": [{"name": "学院教务审核", "assignee": {"kind": "person", "usernames": ["t1001", "t1002"]}, "mode": "any"}], "copyTo": []}'::jsonb, '{purpose} · {language} {copies} 份', now());--> statement-breakpoint
ALTER TABLE "flow_applications" ADD COLUMN "definition_version_id" integer;--> statement-breakpoint
UPDATE "flow_applications" a SET "definition_version_id" = v."id"
  FROM "form_definition_versions" v WHERE v."code" = a."type" AND v."version" = 1;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD CONSTRAINT "flow_applications_definition_version_id_form_definition_versions_id_fk" FOREIGN KEY ("definition_version_id") REFERENCES "public"."form_definition_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD CONSTRAINT "flow_applications_definition_version_check" CHECK ("flow_applications"."definition_version_id" is not null);
