-- What the message list depends on (lib/common/account-answers.ts, plugins/app/message-lists.ts), announced to every
-- server instance at commit on channel portal_message_lists: `account:<id>` for each recipient whose messages changed
-- and each account whose per-app settings (pinned, muted, order, connected, hidden) changed; `all` when the message
-- apps change. One notice per account per statement (transition tables); equal notices in one transaction are
-- delivered once.
CREATE OR REPLACE FUNCTION portal_message_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_message_lists', 'account:' || recipient_id) FROM (SELECT DISTINCT recipient_id FROM changed) AS r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_records_list_feed_insert
  AFTER INSERT ON message_records REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_records_changed();
--> statement-breakpoint
CREATE TRIGGER message_records_list_feed_update
  AFTER UPDATE ON message_records REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_records_changed();
--> statement-breakpoint
CREATE TRIGGER message_records_list_feed_delete
  AFTER DELETE ON message_records REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_records_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_message_user_apps_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_message_lists', 'account:' || account_id) FROM (SELECT DISTINCT account_id FROM changed) AS u;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_user_apps_list_feed_insert
  AFTER INSERT ON message_user_apps REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_user_apps_changed();
--> statement-breakpoint
CREATE TRIGGER message_user_apps_list_feed_update
  AFTER UPDATE ON message_user_apps REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_user_apps_changed();
--> statement-breakpoint
CREATE TRIGGER message_user_apps_list_feed_delete
  AFTER DELETE ON message_user_apps REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_user_apps_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_message_lists_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_message_lists', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_apps_list_feed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message_apps
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_lists_all_changed();
--> statement-breakpoint
CREATE TRIGGER message_records_list_feed_truncate
  AFTER TRUNCATE ON message_records
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_lists_all_changed();
--> statement-breakpoint
CREATE TRIGGER message_user_apps_list_feed_truncate
  AFTER TRUNCATE ON message_user_apps
  FOR EACH STATEMENT EXECUTE FUNCTION portal_message_lists_all_changed();
