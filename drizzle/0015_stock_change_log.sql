CREATE TABLE "stock_change_sequences" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"site_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"car_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_site_id_seq_car_id_pk" PRIMARY KEY("site_id","seq","car_id")
);
--> statement-breakpoint
ALTER TABLE "stock_change_sequences" ADD CONSTRAINT "stock_change_sequences_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_changed_at" ON "stock_changes" USING btree ("changed_at");--> statement-breakpoint
-- The stock change log (decision 032). A deferred constraint trigger runs at commit for each changed
-- car: the transaction's first change of a site takes the site's next number under the sequence
-- row's lock (held to the commit, so numbers follow commit order without gaps), keeps it in a
-- transaction-local setting for the rest, logs the car under it and announces the site on
-- `stock_changed` (PostgreSQL sends one notification per payload per transaction, after commit).
-- Taken at commit, the lock is never held while the transaction waits on a car row. It runs as the
-- migration's owner, so the app's role needs no rights on these tables beyond reading its site's rows.
CREATE OR REPLACE FUNCTION log_stock_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  car_site uuid;
  car_id uuid;
  setting text;
  change_seq bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    car_site := OLD.site_id;
    car_id := OLD.id;
  ELSE
    car_site := NEW.site_id;
    car_id := NEW.id;
  END IF;
  -- A site deleted in the same transaction takes its cars with it: nothing to announce.
  IF NOT EXISTS (SELECT 1 FROM sites WHERE id = car_site) THEN
    RETURN NULL;
  END IF;
  setting := 'stock_change.seq_' || replace(car_site::text, '-', '');
  change_seq := nullif(current_setting(setting, true), '')::bigint;
  IF change_seq IS NULL THEN
    INSERT INTO stock_change_sequences AS s (site_id, seq) VALUES (car_site, 1)
    ON CONFLICT (site_id) DO UPDATE SET seq = s.seq + 1
    RETURNING s.seq INTO change_seq;
    PERFORM set_config(setting, change_seq::text, true);
    PERFORM pg_notify('stock_changed', car_site::text);
  END IF;
  INSERT INTO stock_changes (site_id, seq, car_id) VALUES (car_site, change_seq, car_id) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' AND OLD.site_id IS DISTINCT FROM NEW.site_id THEN
    RAISE EXCEPTION 'a car cannot move between sites';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cars_stock_change AFTER INSERT OR UPDATE OR DELETE ON cars
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION log_stock_change();
--> statement-breakpoint
SELECT enable_tenant_rls('stock_changes');
--> statement-breakpoint
SELECT enable_tenant_rls('stock_change_sequences');
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON stock_changes, stock_change_sequences FROM dealer_app;
