-- Every change of an account's token version (password change, closure) is announced to every server instance,
-- which then forgets the version it kept for that account (lib/auth/token-caches.ts). The notice leaves at commit.
CREATE OR REPLACE FUNCTION portal_token_version_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_token_version', COALESCE(NEW.account_id, OLD.account_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_credentials_token_version
  AFTER INSERT OR UPDATE OF token_version OR DELETE ON account_credentials
  FOR EACH ROW EXECUTE FUNCTION portal_token_version_changed();
