ALTER TABLE "reservations" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "origin" text DEFAULT 'reserve' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "journey_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "amount_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_unresolved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_provider" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_active_car" ON "reservations" USING btree ("car_id") WHERE "reservations"."status" in ('pending', 'held', 'captured');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency" ON "reservations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_sweep" ON "reservations" USING btree ("status","held_until");--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "deposit_amount";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('pending', 'held', 'captured', 'expired', 'cancelled', 'refunded', 'failed'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_amount_positive" CHECK ("reservations"."amount_cents" > 0);