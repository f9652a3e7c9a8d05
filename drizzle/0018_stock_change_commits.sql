-- The stock change log, set-based (decision 032, addendum of 2026-11-28). Migration 0015 logged each
-- changed car in a deferred row trigger at commit: one PL/pgSQL call per car, about 1 s for a
-- 10,000-car feed, all of it inside the commit (and, on the embedded database, inside the web
-- server's event loop). Now each statement logs its cars in one insert from its transition table,
-- under the transaction's id, and the transaction's commit numbers it once per site: one row of
-- stock_change_commits, whose deferred trigger takes the site's next number under the sequence
-- row's lock (so numbers still follow commit order without gaps) and announces the site.
CREATE TABLE "stock_change_commits" (
	"site_id" uuid NOT NULL,
	"tx" bigint NOT NULL,
	"seq" bigint,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_change_commits_site_id_tx_pk" PRIMARY KEY("site_id","tx")
);
--> statement-breakpoint
ALTER TABLE "stock_change_commits" ADD CONSTRAINT "stock_change_commits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_change_commits_site_seq" ON "stock_change_commits" USING btree ("site_id","seq");--> statement-breakpoint
CREATE INDEX "stock_change_commits_committed_at" ON "stock_change_commits" USING btree ("committed_at");--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_stock_change ON cars;--> statement-breakpoint
DROP FUNCTION IF EXISTS log_stock_change();--> statement-breakpoint
-- The rows already logged keep their numbers: each old number becomes a commit of its own, under
-- a transaction id no real transaction has (its negative).
ALTER TABLE "stock_changes" ADD COLUMN "tx" bigint;--> statement-breakpoint
UPDATE "stock_changes" SET "tx" = -"seq";--> statement-breakpoint
INSERT INTO "stock_change_commits" ("site_id", "tx", "seq", "committed_at")
SELECT "site_id", -"seq", "seq", min("changed_at") FROM "stock_changes" GROUP BY "site_id", "seq";--> statement-breakpoint
ALTER TABLE "stock_changes" ALTER COLUMN "tx" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_site_id_seq_car_id_pk";--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_site_id_tx_car_id_pk" PRIMARY KEY("site_id","tx","car_id");--> statement-breakpoint
ALTER TABLE "stock_changes" DROP COLUMN "seq";--> statement-breakpoint
-- After each statement on cars: its cars under this transaction, and the transaction's commit row
-- for each site it touched (once: the primary key). A site deleted in the same statement's
-- transaction takes its rows with it (the cascade). Runs as the migration's owner, so the app's
-- role needs no rights on the log beyond reading its own site's rows.
CREATE OR REPLACE FUNCTION log_stock_changes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  this_tx bigint := txid_current();
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO stock_changes (site_id, tx, car_id)
    SELECT o.site_id, this_tx, o.id FROM old_cars o WHERE EXISTS (SELECT 1 FROM sites WHERE id = o.site_id)
    ON CONFLICT DO NOTHING;
    INSERT INTO stock_change_commits (site_id, tx)
    SELECT DISTINCT o.site_id, this_tx FROM old_cars o WHERE EXISTS (SELECT 1 FROM sites WHERE id = o.site_id)
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM old_cars o JOIN new_cars n ON n.id = o.id WHERE n.site_id IS DISTINCT FROM o.site_id) THEN
      RAISE EXCEPTION 'a car cannot move between sites';
    END IF;
  END IF;
  INSERT INTO stock_changes (site_id, tx, car_id)
  SELECT n.site_id, this_tx, n.id FROM new_cars n
  ON CONFLICT DO NOTHING;
  INSERT INTO stock_change_commits (site_id, tx)
  SELECT DISTINCT n.site_id, this_tx FROM new_cars n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cars_stock_change_insert AFTER INSERT ON cars
REFERENCING NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION log_stock_changes();
--> statement-breakpoint
CREATE TRIGGER cars_stock_change_update AFTER UPDATE ON cars
REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION log_stock_changes();
--> statement-breakpoint
CREATE TRIGGER cars_stock_change_delete AFTER DELETE ON cars
REFERENCING OLD TABLE AS old_cars FOR EACH STATEMENT EXECUTE FUNCTION log_stock_changes();
--> statement-breakpoint
-- At commit, once per site the transaction changed: the site's next number, under the sequence
-- row's lock (held to the commit, and never while the transaction waits on a car row), and the
-- announcement (PostgreSQL sends one notification per payload per transaction, after commit).
CREATE OR REPLACE FUNCTION number_stock_change_commit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  change_seq bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM sites WHERE id = NEW.site_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO stock_change_sequences AS s (site_id, seq) VALUES (NEW.site_id, 1)
  ON CONFLICT (site_id) DO UPDATE SET seq = s.seq + 1
  RETURNING s.seq INTO change_seq;
  UPDATE stock_change_commits SET seq = change_seq WHERE site_id = NEW.site_id AND tx = NEW.tx;
  PERFORM pg_notify('stock_changed', NEW.site_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stock_change_commits_number AFTER INSERT ON stock_change_commits
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_stock_change_commit();
--> statement-breakpoint
SELECT enable_tenant_rls('stock_change_commits');
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON stock_change_commits FROM dealer_app;
