import { rawRequest } from "./site-request";

// A link is a promise: the crawl the demo sites and a site made in the console both pass. From the
// home page, follow every internal link (header, menus, mega-menu, footer, cards, vehicle pages,
// content pages) three links deep and collect every answer of 400 or more. Pages are fetched as a
// browser on the site's host would, without running scripts: the links that matter are in the
// server-rendered HTML.

const maxDepth = 3;
/** Pages whose links are followed, per kind of page (first path segment): enough to reach every template. */
const followPerKind = 12;
/** Links checked per site at most, so a runaway page cannot stall the suite. */
const checkPerSite = 600;

/** The site-internal links of a page, as paths with their query; anchors, other sites and schemes dropped. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (!raw.startsWith("/") || raw.startsWith("//")) continue;
    const path = raw.replace(/#.*$/, "");
    if (path === "" || path.startsWith("/_next/")) continue;
    links.add(path);
  }
  return [...links];
}

const kindOf = (path: string) => path.split(/[/?]/)[1] ?? "";

/** Crawls the site on `host` (with its port); what it checked, and each broken link with where it was found. */
export async function crawlSite(host: string): Promise<{ seen: Set<string>; broken: string[] }> {
  const seen = new Set<string>(["/"]);
  const followed = new Map<string, number>();
  const broken: string[] = [];
  let queue: { path: string; from: string }[] = [{ path: "/", from: "(start)" }];
  for (let depth = 0; depth <= maxDepth && queue.length > 0; depth += 1) {
    const next: { path: string; from: string }[] = [];
    for (const { path, from } of queue) {
      const response = await rawRequest(host, path);
      if (response.status >= 400) {
        broken.push(`${response.status} ${path} (linked from ${from})`);
        continue;
      }
      if (depth === maxDepth || !(response.headers["content-type"] ?? "").includes("text/html")) continue;
      const kind = kindOf(path);
      const count = followed.get(kind) ?? 0;
      if (count >= followPerKind) continue;
      followed.set(kind, count + 1);
      for (const link of internalLinks(response.body)) {
        if (seen.has(link) || seen.size >= checkPerSite) continue;
        seen.add(link);
        next.push({ path: link, from: path });
      }
    }
    queue = next;
  }
  return { seen, broken };
}
