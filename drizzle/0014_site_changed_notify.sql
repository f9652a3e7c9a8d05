-- A change to what a site's pages show, other than its cars, is announced on the `site_changed`
-- channel with the site's id, whoever makes it (the app, a script, an operator's SQL): every server
-- process empties that site's cached pages and rebuilds its search index (decision 027). The
-- catalogue (manufacturers, models) is every site's: its payload is `*`. Cars announce themselves on
-- `stock_changed` from the code that writes them (a bulk feed would otherwise notify per row).
-- PostgreSQL delivers one notification per channel and payload per transaction, at commit.
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify(
    'site_changed',
    COALESCE(changed ->> 'site_id', CASE WHEN TG_TABLE_NAME = 'sites' THEN changed ->> 'id' END, '*')
  );
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> 'site_id') IS DISTINCT FROM (changed ->> 'site_id') THEN
    PERFORM pg_notify('site_changed', COALESCE(to_jsonb(OLD) ->> 'site_id', '*'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY[
    'sites', 'site_domains', 'dealerships', 'locations', 'special_hours', 'reviews', 'manufacturers',
    'models', 'promo_nodes', 'slides', 'brand_entries', 'content_pages'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_site_changed()',
      tbl || '_site_changed', tbl
    );
  END LOOP;
END $$;
