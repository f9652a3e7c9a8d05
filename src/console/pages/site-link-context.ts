import { checkSiteLink } from "@/content/site-links";
import { z } from "@/platform/zod";

// What a slide's or promo's form checks its link and picture against: the site's published pages
// (the content module's link rule, `checkSiteLink`), whether it offers trade-in, and the pictures
// the site already has. The page hands it to the browser; the server reads it afresh to save.

export type SiteLinkContext = {
  /** The site's published page and post paths, without the leading slash. */
  contentPaths: readonly string[];
  tradeIn: boolean;
  /** The addresses of the pictures the site already uses. */
  media: readonly string[];
};

export function linkField(context: SiteLinkContext) {
  const paths = new Set(context.contentPaths);
  return z
    .string()
    .max(4000)
    .transform((href, ctx) => {
      const check = checkSiteLink(href, paths, { tradeIn: context.tradeIn });
      if (!check.ok) {
        ctx.addIssue({ code: "custom", message: check.message });
        return z.NEVER;
      }
      return check.href;
    });
}

export function imageField(context: SiteLinkContext, { optional }: { optional: boolean }) {
  const media = new Set(context.media);
  return z
    .string()
    .max(4000)
    .refine((url) => (optional && url === "") || media.has(url), {
      message: optional ? "Choose one of the site's pictures, or none." : "Choose one of the site's pictures.",
    });
}
