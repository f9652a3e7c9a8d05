// What every default page reads of its site, worked out once: the nouns, the state's name, the
// stock link, and small formatting helpers. Pure functions of the ContentSite and reference date.

import { australianStates } from "@/platform/australian-states";
import type { ContentPageSeed, ContentSite } from "../content-types";

export type PageContext = {
  site: ContentSite;
  referenceDate: Date;
  name: string;
  /** The site's stock noun, lower case ("car", "cars") and as given ("Car", "Cars"). */
  car: string;
  cars: string;
  Car: string;
  Cars: string;
  stateName: string;
  sellsNew: boolean;
  usedOnly: boolean;
  leisure: boolean;
  subscription: boolean;
  group: boolean;
  /** The search page for the site's whole stock. */
  stockLink: string;
  /** "Toyota and Mazda", or "the brands we sell" for a used-only dealer. */
  makesText: string;
  /** The online reservation in a phrase ("a $200 deposit, 100% refundable, holds the car for 48 hours"); null without one. */
  reservationText: string | null;
};

export function pageContext(site: ContentSite, referenceDate: Date): PageContext {
  const sellsNew = site.carTypes.includes("new");
  const leisure = site.template === "leisure";
  return {
    site,
    referenceDate,
    name: site.name,
    car: site.carNoun.singular.toLowerCase(),
    cars: site.carNoun.plural.toLowerCase(),
    Car: site.carNoun.singular,
    Cars: site.carNoun.plural,
    stateName: australianStates[site.state].name,
    sellsNew,
    usedOnly: !sellsNew,
    leisure,
    subscription: site.template === "subscription",
    group: site.template === "group",
    stockLink: sellsNew ? "/search/new-used-and-demo-cars" : "/search/used-cars",
    makesText: site.newMakes.length > 0 ? listText(site.newMakes) : "the brands we sell",
    reservationText: site.reservation
      ? `a ${money(site.reservation.depositAmount)} deposit, ${site.reservation.refundableText}, holds the ${site.carNoun.singular.toLowerCase()} for ${site.reservation.holdHours} hours`
      : null,
  };
}

/** "$1,200": dollars with thousands separators and no cents, as the site shows money. */
export function money(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Joins Markdown blocks with blank lines, dropping the empty ones (a block a site does not get). */
export function md(...blocks: (string | false | null | undefined)[]): string {
  return blocks.filter((block): block is string => typeof block === "string" && block.trim() !== "").join("\n\n");
}

export function bullets(items: readonly (string | false | null)[]): string {
  return items
    .filter((item): item is string => typeof item === "string")
    .map((item) => `- ${item}`)
    .join("\n");
}

export function page(ctx: PageContext, path: string, title: string, summary: string, body: string): ContentPageSeed {
  return { path, kind: "page", title, summary, body, seoTitle: `${title} | ${ctx.name}` };
}

const dayMs = 24 * 60 * 60 * 1000;

export function daysBefore(referenceDate: Date, days: number): Date {
  return new Date(referenceDate.getTime() - days * dayMs);
}
