CREATE TABLE "stock_feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"dealership_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"format" text NOT NULL,
	"mode" text NOT NULL,
	"atomic" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"marked_sold" integer NOT NULL,
	"price_changes" integer NOT NULL,
	"failed" integer NOT NULL,
	"row_errors" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_feed_runs_channel" CHECK ("stock_feed_runs"."channel" in ('api', 'api_car', 'import')),
	CONSTRAINT "stock_feed_runs_outcome" CHECK ("stock_feed_runs"."outcome" in ('applied', 'refused', 'held', 'dry_run'))
);
--> statement-breakpoint
ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_feed_runs_dealership" ON "stock_feed_runs" USING btree ("site_id","dealership_id","received_at");--> statement-breakpoint
CREATE INDEX "stock_feed_runs_received_at" ON "stock_feed_runs" USING btree ("received_at");--> statement-breakpoint
-- Feed history is the site's own: each site's app connection sees and writes only its dealerships' feeds (decision 025).
SELECT enable_tenant_rls('stock_feed_runs');
