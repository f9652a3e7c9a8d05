import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Db } from "@/platform/db";
import { contentPages } from "@/platform/db/schema";
import { rememberForSite } from "@/platform/site-data-cache";
import type { Site } from "@/sites/get-site";

export type ContentPage = typeof contentPages.$inferSelect;
export type PostSummary = Pick<ContentPage, "path" | "title" | "summary" | "category" | "publishedAt">;

/**
 * The site's published page or post at this path ("about-us", "blog/news/…"), or null: an unpublished
 * one is the site's 404 to shoppers (staff preview it in the console).
 */
export const getContentPage = cache(async (siteId: string, path: string): Promise<ContentPage | null> => {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.siteId, siteId), eq(contentPages.path, path), isNotNull(contentPages.publishedAt)))
    .limit(1);
  return row ?? null;
});

/** The site's published posts, newest first; one category's when given. */
export async function listPosts(site: Site, category?: string): Promise<PostSummary[]> {
  const db = await getDb();
  return db
    .select({
      path: contentPages.path,
      title: contentPages.title,
      summary: contentPages.summary,
      category: contentPages.category,
      publishedAt: contentPages.publishedAt,
    })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteId, site.id),
        eq(contentPages.kind, "post"),
        isNotNull(contentPages.publishedAt),
        category === undefined ? undefined : eq(contentPages.category, category),
      ),
    )
    .orderBy(desc(contentPages.publishedAt));
}

/** The paths of the site's published pages and posts: the ones a shopper can open, so the ones a link may name. */
export async function readPublishedContentPaths(db: Db, siteId: string): Promise<Set<string>> {
  const rows = await db
    .select({ path: contentPages.path })
    .from(contentPages)
    .where(and(eq(contentPages.siteId, siteId), isNotNull(contentPages.publishedAt)));
  return new Set(rows.map((row) => row.path));
}

/** The site's published content paths, for checking the links its menus promise (kept until the site changes). */
export const listContentPaths = cache((siteId: string): Promise<ReadonlySet<string>> =>
  rememberForSite("content-paths", siteId, async () => readPublishedContentPaths(await getDb(), siteId)),
);
