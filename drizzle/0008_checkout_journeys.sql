CREATE TABLE "checkout_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_step" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"token_hash" text NOT NULL,
	"resume_token_hash" text,
	"resume_token_expires_at" timestamp with time zone,
	"reference" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_journeys_owner" ON "checkout_journeys" USING btree ("site_id","token_hash","car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_journeys_resume" ON "checkout_journeys" USING btree ("resume_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_journeys_reference" ON "checkout_journeys" USING btree ("site_id","reference");