CREATE TABLE "rego_register" (
	"state" text NOT NULL,
	"rego" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"body" text,
	"transmission" text,
	"fuel" text,
	"vin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rego_register_state_rego_pk" PRIMARY KEY("state","rego")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "offer_price" integer;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "badges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "first_year" integer;