CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_reference" text,
	"card_brand" text,
	"card_last4" text,
	"failure_message" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "online_payments_status" CHECK ("online_payments"."status" in ('pending', 'paid', 'declined', 'failed')),
	CONSTRAINT "online_payments_amount_positive" CHECK ("online_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "spin_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"prize" text NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_site_idempotency" ON "online_payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_entries_one_per_phone" ON "spin_entries" USING btree ("site_id","phone");--> statement-breakpoint
select enable_tenant_rls('online_payments');--> statement-breakpoint
select enable_tenant_rls('spin_entries');
