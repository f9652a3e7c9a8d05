CREATE INDEX "cars_site_id" ON "cars" USING btree ("site_id","id");--> statement-breakpoint
-- Statistics for the new index: the embedded PGlite has no autovacuum to gather them.
ANALYZE cars;
