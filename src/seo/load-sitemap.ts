import { and, eq } from "drizzle-orm";
import type { CarDocument } from "@/cars/car";
import type { Db } from "@/platform/db/connect";
import { contentPages, locations } from "@/platform/db/schema";
import type { SiteConfig } from "@/sites/config-schema";
import { listSiteUrls } from "./site-urls";
import type { SitemapEntry } from "./sitemap";

/** The site's sitemap entries: its listed cars (the search index's documents), content and locations. */
export async function loadSitemapEntries(
  db: Db,
  site: { id: string; config: SiteConfig },
  origin: string,
  documents: readonly CarDocument[],
): Promise<SitemapEntry[]> {
  const [content, locationRows] = await Promise.all([
    db
      .select({
        path: contentPages.path,
        kind: contentPages.kind,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .where(eq(contentPages.siteId, site.id))
      .orderBy(contentPages.path),
    db
      .select({ slug: locations.slug })
      .from(locations)
      .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)))
      .orderBy(locations.slug),
  ]);
  return listSiteUrls({
    origin,
    config: site.config,
    documents,
    content,
    locationSlugs: locationRows.map((row) => row.slug),
  });
}
