CREATE TABLE "rate_limit_counters" (
	"site_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_site_id_bucket_key_hash_pk" PRIMARY KEY("site_id","bucket","key_hash")
);
--> statement-breakpoint
DROP TABLE "lead_rate_events" CASCADE;--> statement-breakpoint
DROP TABLE "sign_in_rate_events" CASCADE;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
-- Counters are per site (a dealer's limits are its own): forced row-level security, decision 025.
SELECT enable_tenant_rls('rate_limit_counters');
