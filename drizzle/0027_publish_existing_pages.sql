-- A page or post is published when it has a publication date (decision 053): until now only a post's
-- date meant that, and every page showed whether it had one or not. The pages stored before this
-- change were all showing, so each keeps showing: it is published as of its last change.
UPDATE "content_pages" SET "published_at" = "updated_at" WHERE "kind" = 'page' AND "published_at" IS NULL;
