-- What the schedule's month views depend on, announced to every server instance at commit (channel
-- portal_schedule_view, lib/schedule/month-cache.ts): `calendar:<id>` when a calendar's version is raised (every
-- change to it or its events, touchCalendars) or it is deleted; `account:<id>` when an account gains a calendar, or
-- gains, answers or loses a subscription or an invitation. Notices with the same payload in one transaction are
-- delivered once.
CREATE OR REPLACE FUNCTION portal_schedule_calendar_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_schedule_view', 'calendar:' || OLD.id);
  END IF;
  -- The owner's views gain a calendar (a version change reaches them through `calendar:<id>`).
  IF NEW.owner_account_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.owner_account_id IS DISTINCT FROM OLD.owner_account_id) THEN
    PERFORM pg_notify('portal_schedule_view', 'account:' || NEW.owner_account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schedule_calendars_view_feed
  AFTER INSERT OR UPDATE OF version, owner_account_id OR DELETE ON schedule_calendars
  FOR EACH ROW EXECUTE FUNCTION portal_schedule_calendar_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_schedule_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_schedule_view', 'account:' || OLD.account_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_schedule_view', 'account:' || NEW.account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schedule_subscriptions_view_feed
  AFTER INSERT OR UPDATE OR DELETE ON schedule_subscriptions
  FOR EACH ROW EXECUTE FUNCTION portal_schedule_account_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_attendees_view_feed
  AFTER INSERT OR UPDATE OR DELETE ON schedule_attendees
  FOR EACH ROW EXECUTE FUNCTION portal_schedule_account_changed();
