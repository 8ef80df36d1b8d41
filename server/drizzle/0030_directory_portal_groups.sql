ALTER TABLE "user_groups" ADD COLUMN "directory_source" text;--> statement-breakpoint
ALTER TABLE "directory_sync_runs" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "directory_sync_runs" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "directory_sync_runs" ADD COLUMN "digest" text;--> statement-breakpoint
-- The reserved owner of directory groups: a guest (never listed in people search, cannot send) with no password.
INSERT INTO "accounts" ("id", "username", "display_name", "identity_type_code", "password_hash")
VALUES ('0d1c0000-0000-4000-8000-000000000001', '_directory', '学校目录', 'guest', '!directory')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Directory groups become portal user groups (a user group already holding the code keeps it; the next run reports it).
INSERT INTO "user_groups" ("code", "name", "owner_id", "shared", "directory_source")
SELECT g."code", g."name", '0d1c0000-0000-4000-8000-000000000001', false, g."source" FROM "directory_groups" g
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "user_group_members" ("group_id", "account_id", "role")
SELECT u."id", m."account_id", 'MEMBER' FROM "directory_group_members" m
JOIN "user_groups" u ON u."code" = m."group_code" AND u."directory_source" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "directory_group_members" CASCADE;--> statement-breakpoint
DROP TABLE "directory_groups" CASCADE;
