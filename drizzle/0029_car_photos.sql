CREATE TABLE "car_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"list_version" integer NOT NULL,
	"position" integer NOT NULL,
	"source_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_hash" text,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"dominant_colour" text,
	"derivatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_photos_status" CHECK ("car_photos"."status" in ('pending', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_photos_car_list_position" ON "car_photos" USING btree ("car_id","list_version","position");--> statement-breakpoint
CREATE INDEX "car_photos_due" ON "car_photos" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "car_photos_site_source" ON "car_photos" USING btree ("site_id","source_url");--> statement-breakpoint
CREATE INDEX "car_photos_hash" ON "car_photos" USING btree ("content_hash");--> statement-breakpoint
-- Photos belong to their site (row-level security as every tenant table, decision 025).
SELECT enable_tenant_rls('car_photos');
