CREATE TABLE "site_config_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"config_overrides" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "config_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "draft_overrides" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "draft_base_version" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "draft_updated_by" uuid;--> statement-breakpoint
ALTER TABLE "site_config_versions" ADD CONSTRAINT "site_config_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_config_versions_site_version" ON "site_config_versions" USING btree ("site_id","version");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_status" CHECK ("status" in ('live', 'paused'));--> statement-breakpoint
-- Every site starts with its current configuration as version 1, so the first publish has one to
-- compare with and roll back to.
INSERT INTO "site_config_versions" ("site_id", "version", "config_overrides", "note")
SELECT "id", 1, "config_overrides", 'The configuration before the console' FROM "sites";--> statement-breakpoint
-- Versions belong to their site (row-level security as every tenant table); like the site directory,
-- only the platform's own connection writes them (the console publishes through it).
SELECT enable_tenant_rls('site_config_versions');--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "site_config_versions" FROM dealer_app;
