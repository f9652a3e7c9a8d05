CREATE TABLE "dealer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_account_id" uuid,
	"email" text,
	"site_id" uuid,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"group_id" uuid,
	"dealership_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_grants_scope" CHECK (("staff_grants"."role" = 'operator' and "staff_grants"."group_id" is null and "staff_grants"."dealership_id" is null)
        or ("staff_grants"."role" = 'group_admin' and "staff_grants"."group_id" is not null and "staff_grants"."dealership_id" is null)
        or ("staff_grants"."role" in ('manager', 'salesperson') and "staff_grants"."group_id" is null and "staff_grants"."dealership_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"awaiting_totp" boolean DEFAULT false NOT NULL,
	"enrolment_secret" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_group_id_dealer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email" ON "staff_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_audit_account_at" ON "staff_audit" USING btree ("staff_account_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_site_at" ON "staff_audit" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "staff_grants_account" ON "staff_grants" USING btree ("staff_account_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_account" ON "staff_sessions" USING btree ("staff_account_id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_group_id_dealer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A site's audit rows are held to their site like any tenant's table (decision 025). Signing in and
-- out names no site: the app may add such rows but, acting for a site, never read them (decision 042).
SELECT enable_tenant_rls('staff_audit');--> statement-breakpoint
CREATE POLICY staff_audit_console_events ON staff_audit FOR INSERT WITH CHECK (site_id IS NULL);--> statement-breakpoint
-- The audit is append-only to the app; groups are written by the platform's tools, as sites are.
REVOKE UPDATE, DELETE ON staff_audit FROM dealer_app;--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON dealer_groups FROM dealer_app;
