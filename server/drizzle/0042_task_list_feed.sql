-- What the task-centre lists depend on (lib/common/account-answers.ts, routes/flow/tasks.ts), announced to every
-- server instance at commit on channel portal_task_lists:
--   `account:<id>` for the handler of each changed task (before and after a change), for the initiator, every
--   handler and both circulation parties of each changed application, and for both parties of each changed
--   circulation;
--   `all` when form definitions or their versions, the global task settings or a person's name change (every list
--   shows them), and on TRUNCATE.
-- One notice per account per statement (transition tables); equal notices in one transaction are delivered once.
CREATE OR REPLACE FUNCTION portal_task_lists_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_task_lists', 'account:' || handler_id) FROM (SELECT DISTINCT handler_id FROM changed) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_task_lists_tasks_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_task_lists', 'account:' || handler_id)
     FROM (SELECT handler_id FROM changed UNION SELECT handler_id FROM before) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER flow_tasks_list_feed_insert
  AFTER INSERT ON flow_tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER flow_tasks_list_feed_update
  AFTER UPDATE ON flow_tasks REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_tasks_moved();
--> statement-breakpoint
CREATE TRIGGER flow_tasks_list_feed_delete
  AFTER DELETE ON flow_tasks REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_tasks_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_task_lists_applications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_task_lists', 'account:' || party)
     FROM (SELECT initiator_id AS party FROM changed
           UNION SELECT t.handler_id FROM flow_tasks t JOIN changed a ON a.id = t.application_id
           UNION SELECT c.from_id FROM flow_circulations c JOIN changed a ON a.id = c.application_id
           UNION SELECT c.to_id FROM flow_circulations c JOIN changed a ON a.id = c.application_id) AS p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER flow_applications_list_feed_insert
  AFTER INSERT ON flow_applications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_applications_changed();
--> statement-breakpoint
CREATE TRIGGER flow_applications_list_feed_update
  AFTER UPDATE ON flow_applications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_applications_changed();
--> statement-breakpoint
CREATE TRIGGER flow_applications_list_feed_delete
  AFTER DELETE ON flow_applications REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_applications_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_task_lists_circulations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_task_lists', 'account:' || party)
     FROM (SELECT from_id AS party FROM changed UNION SELECT to_id FROM changed) AS p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER flow_circulations_list_feed_insert
  AFTER INSERT ON flow_circulations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_circulations_changed();
--> statement-breakpoint
CREATE TRIGGER flow_circulations_list_feed_update
  AFTER UPDATE ON flow_circulations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_circulations_changed();
--> statement-breakpoint
CREATE TRIGGER flow_circulations_list_feed_delete
  AFTER DELETE ON flow_circulations REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_task_lists_circulations_changed();
--> statement-breakpoint
-- `all` on the channel the trigger names (TG_ARGV[0]): statement triggers here and in later migrations, and the
-- row trigger on renamed people below (an AFTER trigger's result is ignored).
CREATE OR REPLACE FUNCTION portal_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_definitions_list_feed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON form_definitions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_task_lists');
--> statement-breakpoint
CREATE TRIGGER form_definition_versions_list_feed
  AFTER UPDATE OR DELETE OR TRUNCATE ON form_definition_versions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_task_lists');
--> statement-breakpoint
CREATE TRIGGER flow_global_settings_list_feed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flow_global_settings
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_task_lists');
--> statement-breakpoint
CREATE TRIGGER flow_tasks_list_feed_truncate
  AFTER TRUNCATE ON flow_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_task_lists');
--> statement-breakpoint
CREATE TRIGGER flow_applications_list_feed_truncate
  AFTER TRUNCATE ON flow_applications
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_task_lists');
--> statement-breakpoint
CREATE TRIGGER flow_circulations_list_feed_truncate
  AFTER TRUNCATE ON flow_circulations
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_task_lists');
--> statement-breakpoint
-- A person's name shows beside every application they started: a rename (rare) makes every list stale. Row level,
-- for the WHEN: signing in and other updates of an account send nothing.
CREATE TRIGGER accounts_task_list_feed_rename
  AFTER UPDATE OF username, display_name ON accounts
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.display_name IS DISTINCT FROM NEW.display_name)
  EXECUTE FUNCTION portal_notify_all('portal_task_lists');
