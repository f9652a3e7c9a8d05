import { addDays } from "@/leads/slots";
import { z } from "@/platform/zod";
import { promoDisplays, type PromoDisplay } from "@/stock/result-list";
import { imageField, linkField, type SiteLinkContext } from "./site-link-context";

// A promo tile's form (a card among the search results, or a banner on the Special Offers page):
// parsed in the browser and again on the server, which reads the site's pages and media afresh.
// Dates are whole days in the site's time zone: shown from the start of the first day to the end
// of the last.

export const promoLimits = { title: 80, body: 200 } as const;

export const promoDisplayLabels: Readonly<Record<PromoDisplay, string>> = {
  all: "Search results and Special Offers",
  search: "Search results only",
  offers: "Special Offers page only",
  home: "Home page (not shown anywhere at present)",
};

/** What staff may choose: "home" is kept on a promo that has it, never offered (no page shows it yet). */
export const offeredPromoDisplays: readonly PromoDisplay[] = ["all", "search", "offers"];

export type PromoFields = {
  title: string;
  body: string;
  href: string;
  imageUrl: string;
  startsOn: string;
  endsOn: string;
  display: PromoDisplay;
};

export type PromoField = keyof PromoFields;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date, like 2026-12-24.");

export function promoFormSchema(context: SiteLinkContext) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, "Give it a heading, like Service Special.")
        .max(promoLimits.title, `Keep the heading under ${promoLimits.title} characters.`),
      body: z
        .string()
        .trim()
        .min(1, "Write a line about the offer.")
        .max(promoLimits.body, `Keep the text under ${promoLimits.body} characters.`),
      href: linkField(context),
      imageUrl: imageField(context, { optional: true }),
      startsOn: day,
      endsOn: day,
      display: z.enum(promoDisplays, { error: "Choose where it shows." }),
    })
    .superRefine((fields, ctx) => {
      // A date that parses to another day (2026-02-31) is not a date.
      for (const name of ["startsOn", "endsOn"] as const) {
        if (addDays(fields[name], 0) !== fields[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: "Enter a real date, like 2026-12-24." });
        }
      }
      if (fields.endsOn < fields.startsOn) {
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last day is on or after the first." });
      }
    });
}
