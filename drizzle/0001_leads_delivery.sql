CREATE TABLE "lead_rate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"form_type" text,
	"ip_hash" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_type" text DEFAULT 'enquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_rate_events" ADD CONSTRAINT "lead_rate_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_rejections" ADD CONSTRAINT "lead_rejections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_rate_events_key" ON "lead_rate_events" USING btree ("site_id","scope","key_hash","created_at");--> statement-breakpoint
CREATE INDEX "lead_rejections_site_created" ON "lead_rejections" USING btree ("site_id","created_at");