-- What a person's service-centre cards say of them (favourite, authorised: lib/services/catalogue-answer.ts), announced
-- to every server instance at commit on channel portal_service_personal: `account:<id>` for each account whose
-- favourites or authorisations changed (one notice per account per statement), `all` on TRUNCATE (portal_notify_all,
-- migration 0042).
CREATE OR REPLACE FUNCTION portal_service_personal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_service_personal', 'account:' || account_id) FROM (SELECT DISTINCT account_id FROM changed) AS p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER service_favourites_personal_feed_insert
  AFTER INSERT ON service_favourites REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_service_personal_changed();
--> statement-breakpoint
CREATE TRIGGER service_favourites_personal_feed_update
  AFTER UPDATE ON service_favourites REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_service_personal_changed();
--> statement-breakpoint
CREATE TRIGGER service_favourites_personal_feed_delete
  AFTER DELETE ON service_favourites REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_service_personal_changed();
--> statement-breakpoint
CREATE TRIGGER service_favourites_personal_feed_truncate
  AFTER TRUNCATE ON service_favourites
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_service_personal');
--> statement-breakpoint
CREATE TRIGGER service_authorisations_personal_feed_insert
  AFTER INSERT ON service_authorisations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_service_personal_changed();
--> statement-breakpoint
CREATE TRIGGER service_authorisations_personal_feed_update
  AFTER UPDATE ON service_authorisations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_service_personal_changed();
--> statement-breakpoint
CREATE TRIGGER service_authorisations_personal_feed_delete
  AFTER DELETE ON service_authorisations REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_service_personal_changed();
--> statement-breakpoint
CREATE TRIGGER service_authorisations_personal_feed_truncate
  AFTER TRUNCATE ON service_authorisations
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all('portal_service_personal');
