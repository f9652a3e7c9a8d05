import { describe, expect, it } from "vitest";
import { pathMessages } from "@/content/content-paths";
import { emptyPageFields, pageFormSchema, storedPath, type PageFields } from "./page-form-schema";

const schema = pageFormSchema({ takenPaths: new Set(["about-us", "blog/news/trade-in-tips"]) });
const page: PageFields = { ...emptyPageFields, title: "Our Story", path: "our-story", body: "We sell cars." };
const messages = (fields: PageFields): Record<string, string> => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the page editor's schema", () => {
  it("takes a page with a title, an address and some text", () => {
    expect(messages(page)).toEqual({});
    expect(storedPath({ ...page, path: "/our-story/" })).toBe("our-story");
  });

  it("names each field that is wrong", () => {
    expect(messages({ ...page, title: "  ", body: "\n" })).toEqual({
      title: "Give it a title, like About Us.",
      body: "Write the page's text.",
    });
    expect(messages({ ...page, path: "about-us" })).toEqual({ path: pathMessages.taken });
    expect(messages({ ...page, path: "finance" })).toEqual({ path: pathMessages.appRoute });
    expect(messages({ ...page, seoDescription: "x".repeat(161) })).toHaveProperty("seoDescription");
  });

  it("puts a post under its category, which must be one of the blog's", () => {
    const post: PageFields = { ...page, kind: "post", category: "news", path: "trade-in-tips" };
    expect(storedPath(post)).toBe("blog/news/trade-in-tips");
    expect(messages(post)).toEqual({ path: pathMessages.taken });
    expect(messages({ ...post, path: "five-trade-in-tips" })).toEqual({});
    expect(messages({ ...post, category: "constructor" })).toEqual({ category: pathMessages.category });
    expect(messages({ ...post, path: "news/tips" })).toEqual({ path: pathMessages.postSlug });
  });
});
