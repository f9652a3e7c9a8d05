import {
  isBlogCategory,
  normalisePath,
  pagePathProblem,
  pathMessages,
  postPath,
  postSlugProblem,
} from "@/content/content-paths";
import { z } from "@/platform/zod";

// The page and post editor's one schema: parsed in the browser as the member types and saves, and
// again on the server, which adds the paths it reads from the database in the same transaction as
// the save. The address rules are the content module's own (content-paths.ts).

export const pageLimits = {
  title: 120,
  summary: 300,
  seoTitle: 70,
  seoDescription: 160,
  body: 50_000,
} as const;

export const pageKinds = ["page", "post"] as const;

export type PageFields = {
  kind: "page" | "post";
  /** A page's whole address ("about-us"); a post's slug, after /blog/{category}/. */
  path: string;
  /** A post's category slug; "" for a page. */
  category: string;
  title: string;
  summary: string;
  seoTitle: string;
  seoDescription: string;
  body: string;
};

export type PageField = keyof PageFields;

/** The address the fields give, as it is stored. */
export function storedPath(fields: Pick<PageFields, "kind" | "path" | "category">): string {
  return fields.kind === "post" ? postPath(fields.category, fields.path) : normalisePath(fields.path);
}

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** `takenPaths`: the other pages' and posts' addresses of the site (never the one being edited). */
export function pageFormSchema(context: { takenPaths: ReadonlySet<string> }) {
  return z
    .object({
      kind: z.enum(pageKinds, { error: "Choose a page or a blog post." }),
      path: z.string().max(400, pathMessages.tooLong),
      category: z.string().max(40),
      title: text(pageLimits.title, `Keep the title under ${pageLimits.title} characters.`).min(
        1,
        "Give it a title, like About Us.",
      ),
      summary: text(pageLimits.summary, `Keep the summary under ${pageLimits.summary} characters.`),
      seoTitle: text(pageLimits.seoTitle, `Search engines show about ${pageLimits.seoTitle} characters of a title.`),
      seoDescription: text(
        pageLimits.seoDescription,
        `Search engines show about ${pageLimits.seoDescription} characters of a description.`,
      ),
      body: z
        .string()
        .max(pageLimits.body, `Keep the text under ${pageLimits.body.toLocaleString("en-AU")} characters.`)
        .refine((body) => body.trim() !== "", "Write the page's text."),
    })
    .superRefine((fields, ctx) => {
      if (fields.kind === "post") {
        if (!isBlogCategory(fields.category)) {
          ctx.addIssue({ code: "custom", path: ["category"], message: pathMessages.category });
          return;
        }
        const problem = postSlugProblem(fields.path);
        if (problem) {
          ctx.addIssue({ code: "custom", path: ["path"], message: problem });
          return;
        }
      } else {
        const problem = pagePathProblem(fields.path);
        if (problem) {
          ctx.addIssue({ code: "custom", path: ["path"], message: problem });
          return;
        }
      }
      if (context.takenPaths.has(storedPath(fields))) {
        ctx.addIssue({ code: "custom", path: ["path"], message: pathMessages.taken });
      }
    });
}

export const emptyPageFields: PageFields = {
  kind: "page",
  path: "",
  category: "",
  title: "",
  summary: "",
  seoTitle: "",
  seoDescription: "",
  body: "",
};
