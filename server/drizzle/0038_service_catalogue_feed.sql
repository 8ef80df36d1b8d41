-- What the service centre keeps between requests (lib/services/service-rows-cache.ts), announced to every server
-- instance at commit on channel portal_services_changed: `services` when the catalogue changes (services or their
-- categories: rows, fields, order, visibility), `ratings` when evaluations do. One notice per statement; notices with
-- the same payload in one transaction are delivered once.
CREATE OR REPLACE FUNCTION portal_services_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_services_changed', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_catalogue_feed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION portal_services_changed('services');
--> statement-breakpoint
CREATE TRIGGER service_categories_catalogue_feed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_categories
  FOR EACH STATEMENT EXECUTE FUNCTION portal_services_changed('services');
--> statement-breakpoint
CREATE TRIGGER service_evaluations_ratings_feed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_evaluations
  FOR EACH STATEMENT EXECUTE FUNCTION portal_services_changed('ratings');
