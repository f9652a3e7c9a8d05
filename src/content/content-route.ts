import "server-only";
import type { Site } from "@/sites/get-site";
import { blogCategories, isBlogCategory } from "./content-paths";
import { getContentPage, listPosts, type ContentPage, type PostSummary } from "./queries";

/** Next hands segments over still percent-encoded; one that does not decode cannot name a page. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type ContentRoute =
  | { kind: "page"; page: ContentPage }
  | { kind: "blog"; title: string; category: string | null; posts: PostSummary[] }
  | { kind: "none" };

/**
 * What a path the app has no route of its own for shows: a stored page or post first (a dealer may
 * write their own `/blog` page), then the blog's lists, else nothing (the site's 404).
 */
export async function resolveContentRoute(site: Site, segments: readonly string[]): Promise<ContentRoute> {
  const path = segments.map(decodeSegment).join("/");
  const page = await getContentPage(site.id, path);
  if (page) return { kind: "page", page };
  if (path === "blog") return { kind: "blog", title: "Blog", category: null, posts: await listPosts(site) };
  const [first, category, ...more] = segments;
  if (first === "blog" && category && more.length === 0 && isBlogCategory(category)) {
    const title = blogCategories[category] ?? "Blog";
    return { kind: "blog", title, category, posts: await listPosts(site, category) };
  }
  return { kind: "none" };
}
