-- The console roles every deployment has (not demo data: seeding may be off). More roles are more rows.
INSERT INTO "admin_roles" ("code", "name", "description") VALUES
  ('global_admin', '全局管理员', '运营后台的全部功能'),
  ('content_editor', '内容编辑', '资讯与栏目')
ON CONFLICT ("code") DO NOTHING;
