import { z } from "@/platform/zod";
import { imageField, linkField, type SiteLinkContext } from "./site-link-context";

// A home-page hero slide's form: its heading, a line under it, where "Find out more" goes and its
// picture from the site's media; parsed in the browser and again on the server.

export const slideLimits = { name: 80, description: 200 } as const;

export type SlideFields = { name: string; description: string; url: string; imageUrl: string };
export type SlideField = keyof SlideFields;

export function slideFormSchema(context: SiteLinkContext) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, "Give the slide a heading, like New Toyota Hybrids.")
      .max(slideLimits.name, `Keep the heading under ${slideLimits.name} characters.`),
    description: z
      .string()
      .trim()
      .max(slideLimits.description, `Keep the line under ${slideLimits.description} characters.`),
    url: linkField(context),
    imageUrl: imageField(context, { optional: false }),
  });
}
