// The pages a dealer's site gets on day one: About Us, Warranty, Privacy Policy and the rest, and
// four blog posts, written from what the platform knows of the site (content-types.ts). The demo
// seed and a new dealer's set-up both call it. Deterministic: the same site and reference date
// always give the same pages, so re-seeding does not churn content.

import type { ContentPageSeed, ContentSite } from "./content-types";
import { blogPosts } from "./defaults/blog";
import { commonPages } from "./defaults/common-pages";
import { dealerPages } from "./defaults/dealer-pages";
import { pageContext } from "./defaults/context";
import { groupPages, returnPolicy } from "./defaults/group-pages";
import { newCarPages } from "./defaults/new-car-pages";

/**
 * The templates of dealers that sell new stock under franchise and get the servicing, fleet and parts
 * pages (a leisure dealer sells new caravans and motorcycles with their makers' programmes).
 */
const newCarTemplates: readonly ContentSite["template"][] = ["default", "group", "one-dealer", "leisure"];

export function defaultContentPages(site: ContentSite, referenceDate: Date): ContentPageSeed[] {
  const ctx = pageContext(site, referenceDate);
  const pages = [
    ...commonPages(ctx),
    ...(newCarTemplates.includes(site.template) ? newCarPages(ctx) : []),
    ...(site.template === "used-car" || site.returnTerms ? [returnPolicy(ctx)] : []),
    ...(site.template === "group" ? groupPages(ctx) : []),
  ];
  const paths = new Set(pages.map((page) => page.path));
  return [...pages, ...dealerPages(ctx, site.dealerPages ?? [], paths), ...blogPosts(ctx)];
}
