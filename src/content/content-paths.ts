// Where a dealer's page or post lives: the rules for its address, shared by the console's editor (in
// the browser and on the server) and the blog's routes. A page's address is one or more lower-case
// words joined by hyphens ("about-us", "pages/home-drive"); a post's is /blog/{category}/{slug}. An
// address the app answers itself (/search, /trade-in, /api…) can never be a page: the app's route
// would always win and the page would never be seen.

import { isAppRoutePath } from "./site-links";

export type ContentKind = "page" | "post";

/** The blog's categories, by the slug in their address. */
export const blogCategories: Readonly<Record<string, string>> = {
  "vehicle-reviews": "Vehicle Reviews",
  news: "News and Advice",
};

/** One segment of an address: lower-case letters and digits, words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest address, without its leading slash. */
export const maxPathLength = 120;
/** Most segments a page's address has ("pages/service/benefits"). */
export const maxPathSegments = 3;

export const pathMessages = {
  required: "Enter the page's address, like about-us.",
  tooLong: `Keep the address under ${maxPathLength} characters.`,
  tooDeep: `An address has at most ${maxPathSegments} parts separated by /.`,
  shape: "Use lower-case letters, digits and single hyphens between words, like about-us or pages/home-drive.",
  postSlug: "Use lower-case letters, digits and single hyphens between words, like new-ranger-review.",
  blog: "Addresses under /blog are the blog's: write a post instead.",
  appRoute: "The site already has a page of its own at this address; choose another.",
  category: "Choose the post's category.",
  taken: "Another page or post of this site already has this address.",
} as const;

/** A typed address as it is stored: no slashes at either end, no spaces around it. */
export function normalisePath(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, "");
}

/** Why this address cannot be a page's, or null when it can (uniqueness is the database's to say). */
export function pagePathProblem(path: string): string | null {
  const normalised = normalisePath(path);
  if (normalised === "") return pathMessages.required;
  if (normalised.length > maxPathLength) return pathMessages.tooLong;
  const segments = normalised.split("/");
  if (segments.length > maxPathSegments) return pathMessages.tooDeep;
  if (!segments.every((segment) => slugPattern.test(segment))) return pathMessages.shape;
  if (segments[0] === "blog") return pathMessages.blog;
  if (isAppRoutePath(normalised)) return pathMessages.appRoute;
  return null;
}

/** Why this slug cannot end a post's address, or null when it can. */
export function postSlugProblem(slug: string): string | null {
  const normalised = normalisePath(slug);
  if (normalised === "") return "Enter the post's address, like new-ranger-review.";
  if (!slugPattern.test(normalised)) return pathMessages.postSlug;
  if (postPath("vehicle-reviews", normalised).length > maxPathLength) return pathMessages.tooLong;
  return null;
}

export function isBlogCategory(category: string): boolean {
  return Object.hasOwn(blogCategories, category);
}

/** A post's stored address. */
export function postPath(category: string, slug: string): string {
  return `blog/${category}/${normalisePath(slug)}`;
}

/** A post's category and slug from its stored address; null for an address that is not a post's. */
export function splitPostPath(path: string): { category: string; slug: string } | null {
  const [first, category, slug, ...more] = path.split("/");
  if (first !== "blog" || !category || !slug || more.length > 0) return null;
  return { category, slug };
}
