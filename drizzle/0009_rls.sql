-- Row-level security (decision 025): request code connects as dealer_app, which sees and writes only
-- the rows of the site its session's app.site_id names; an empty or unset app.site_id shows nothing.
-- Roles belong to the whole server, so creating it tolerates another database having done so already.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'dealer_app') THEN
    CREATE ROLE dealer_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO dealer_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dealer_app;
--> statement-breakpoint
-- Tables the migrations create from now on: the same rights. A tenant-owned one still needs its
-- policy (enable_tenant_rls below); tests/integration/row-level-security.test.ts fails until it has one.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO dealer_app;
--> statement-breakpoint
-- The site directory (host resolution reads it before any tenant is known) and the shared reference
-- data: read-only to the app; the seed and the platform's tools write them.
REVOKE INSERT, UPDATE, DELETE ON sites, site_domains, manufacturers, models, rego_register FROM dealer_app;
--> statement-breakpoint
-- Forced row-level security on one tenant-owned table, keyed on its site_id column. A migration that
-- adds such a table calls it: SELECT enable_tenant_rls('the_table');
CREATE OR REPLACE FUNCTION enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (site_id = nullif(current_setting(''app.site_id'', true), '''')::uuid) '
    'WITH CHECK (site_id = nullif(current_setting(''app.site_id'', true), '''')::uuid)',
    tbl);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION enable_tenant_rls(regclass) FROM PUBLIC;
--> statement-breakpoint
SELECT enable_tenant_rls(table_name::regclass)
FROM information_schema.columns
WHERE table_schema = 'public' AND column_name = 'site_id' AND table_name <> 'site_domains';
--> statement-breakpoint
-- Domains name their site but are read to find it: readable whatever the tenant, written by the platform.
ALTER TABLE site_domains ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE site_domains FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY site_directory ON site_domains FOR SELECT USING (true);
