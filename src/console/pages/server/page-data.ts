import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ContentPage } from "@/content/queries";
import { splitPostPath } from "@/content/content-paths";
import type { Db } from "@/platform/db/connect";
import { contentPages } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import type { GrantedSite } from "../../server/staff-accounts";
import type { PageFields } from "../page-form-schema";
import { recordVersion } from "./record-version";

// The content room's reads of a site's pages and posts, each acting for the site (decision 025).

export type PageListRow = Pick<
  ContentPage,
  "id" | "path" | "kind" | "category" | "title" | "publishedAt" | "updatedAt"
>;

export async function listSitePages(db: Db, siteId: string): Promise<PageListRow[]> {
  return withTenant(siteId, () =>
    db
      .select({
        id: contentPages.id,
        path: contentPages.path,
        kind: contentPages.kind,
        category: contentPages.category,
        title: contentPages.title,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .where(eq(contentPages.siteId, siteId))
      .orderBy(asc(contentPages.kind), asc(contentPages.path)),
  );
}

/** Every address the site's pages and posts have, for the editor's "already taken" check. */
export async function readSitePaths(db: Db, siteId: string): Promise<{ id: string; path: string }[]> {
  return db
    .select({ id: contentPages.id, path: contentPages.path })
    .from(contentPages)
    .where(eq(contentPages.siteId, siteId));
}

/** What the editor's form shows of a stored page or post. */
export function pageFieldsOf(row: ContentPage): PageFields {
  const post = row.kind === "post" ? splitPostPath(row.path) : null;
  return {
    kind: row.kind,
    path: post ? post.slug : row.path,
    category: post ? post.category : "",
    title: row.title,
    summary: row.summary,
    seoTitle: row.seoTitle ?? "",
    seoDescription: row.seoDescription ?? "",
    body: row.body,
  };
}

/** The page's version: what the editor shows of it, and whether it is published. */
export function pageVersion(row: ContentPage): string {
  return recordVersion([
    row.path,
    row.kind,
    row.category,
    row.title,
    row.summary,
    row.body,
    row.seoTitle,
    row.seoDescription,
    row.publishedAt?.toISOString() ?? null,
  ]);
}

/** A page or post by id among the member's sites (each read acting for its site); null for none. */
export async function findSitePage(
  db: Db,
  sites: readonly GrantedSite[],
  id: string,
): Promise<{ site: GrantedSite; page: ContentPage } | null> {
  const found = await Promise.all(
    sites.map((site) =>
      withTenant(site.id, () =>
        db
          .select()
          .from(contentPages)
          .where(and(eq(contentPages.siteId, site.id), eq(contentPages.id, id)))
          .limit(1),
      ).then(([page]) => (page ? { site, page } : null)),
    ),
  );
  return found.find((entry) => entry !== null) ?? null;
}
