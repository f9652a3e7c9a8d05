import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pagePathProblem, pathMessages, postPath, postSlugProblem, splitPostPath } from "./content-paths";
import { isAppRoutePath } from "./site-links";

describe("a page's address", () => {
  it("is lower-case words joined by hyphens, in up to three parts", () => {
    for (const good of [
      "about-us",
      "pages/home-drive",
      "warranty",
      "4x4-outdoor",
      "parts/search",
      "a/b/c",
      "/about-us/",
    ]) {
      expect(pagePathProblem(good), good).toBeNull();
    }
    expect(pagePathProblem("")).toBe(pathMessages.required);
    expect(pagePathProblem("  / ")).toBe(pathMessages.required);
    for (const bad of [
      "About-Us",
      "about us",
      "about--us",
      "-about",
      "about_us",
      "über",
      "a//b",
      "about-us?x=1",
      "a.b",
    ]) {
      expect(pagePathProblem(bad), bad).toBe(pathMessages.shape);
    }
    expect(pagePathProblem("a/b/c/d")).toBe(pathMessages.tooDeep);
    expect(pagePathProblem("x".repeat(121))).toBe(pathMessages.tooLong);
  });

  it("never takes an address the app answers itself, nor the blog's", () => {
    for (const taken of [
      "search",
      "trade-in",
      "cars/anything",
      "finance",
      "special-offers",
      "api",
      "media/x",
      "online-payment",
      "spin-to-win",
      "feeds",
      "toyota/overview",
      "ranger/accessories",
    ]) {
      expect(pagePathProblem(taken), taken).toBe(pathMessages.appRoute);
    }
    expect(pagePathProblem("blog")).toBe(pathMessages.blog);
    expect(pagePathProblem("blog/news/x")).toBe(pathMessages.blog);
    // A dealer's own words beside the app's are fine.
    expect(pagePathProblem("searching-for-a-car")).toBeNull();
    expect(pagePathProblem("toyota/overview-2026")).toBeNull();
  });

  it("knows every route folder of the site's pages (a new route cannot be shadowed by a page)", () => {
    const folder = path.join(process.cwd(), "src", "app", "[site]");
    const routes = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("["))
      .map((entry) => entry.name);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !isAppRoutePath(route))).toEqual([]);
  });
});

describe("a post's address", () => {
  it("is /blog/{category}/{slug}, the slug one segment", () => {
    expect(postPath("news", " trade-in-tips ")).toBe("blog/news/trade-in-tips");
    expect(splitPostPath("blog/news/trade-in-tips")).toEqual({ category: "news", slug: "trade-in-tips" });
    expect(splitPostPath("about-us")).toBeNull();
    expect(postSlugProblem("new-ranger-review")).toBeNull();
    expect(postSlugProblem("news/x")).toBe(pathMessages.postSlug);
    expect(postSlugProblem("New Ranger")).toBe(pathMessages.postSlug);
    expect(postSlugProblem("")).not.toBeNull();
  });
});
