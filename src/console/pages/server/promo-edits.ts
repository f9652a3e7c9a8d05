import "server-only";
import { promoNodes } from "@/platform/db/schema";
import { promoDisplays, type PromoDisplay } from "@/stock/result-list";
import { promoDays, promoWindow } from "../promo-dates";
import { promoFormSchema, type PromoFields } from "../promo-form-schema";
import { listVersionOf, orderedItems } from "./ordered-items";
import { recordVersion } from "./record-version";

// A site's promo tiles (cards among the search results) and special-offer banners (the same cards
// on the Special Offers page): add, edit, move and remove from the console, each in one transaction
// acting for the site with its audit line; a stale version is refused. promo_nodes announces every
// change on `site_changed`, so the search pages follow at once.

export type PromoRow = typeof promoNodes.$inferSelect;

export function promoVersion(row: PromoRow): string {
  return recordVersion([
    row.title,
    row.body,
    row.href,
    row.imageUrl,
    row.startsAt.toISOString(),
    row.expiresAt.toISOString(),
    row.display,
    row.strictDisplay,
  ]);
}

export const promoListVersion = listVersionOf;

/** A stored display the form does not know reads as "all", the widest it could mean. */
function displayOf(value: string): PromoDisplay {
  return promoDisplays.find((display) => display === value) ?? "all";
}

export function promoFieldsOf(row: PromoRow, timeZone: string): PromoFields {
  return {
    title: row.title,
    body: row.body,
    href: row.href,
    imageUrl: row.imageUrl ?? "",
    ...promoDays(row, timeZone),
    display: displayOf(row.display),
  };
}

const items = orderedItems({
  table: promoNodes,
  listPath: "/pages/promotions",
  noun: "promotion",
  audit: {
    created: "promo-tile-created",
    updated: "promo-tile-updated",
    deleted: "promo-tile-deleted",
    reordered: "promo-tiles-reordered",
  },
  nameKey: "title",
  firstPosition: 1,
  version: promoVersion,
  audited: (row: PromoRow) => ({
    title: row.title,
    body: row.body,
    href: row.href,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    display: row.display,
  }),
  schema: promoFormSchema,
  /** The days, in the site's time zone, as the instants the table keeps; no picture is null. */
  columns: ({ startsOn, endsOn, imageUrl, ...rest }, timeZone) => ({
    ...rest,
    imageUrl: imageUrl === "" ? null : imageUrl,
    ...promoWindow({ startsOn, endsOn }, timeZone),
  }),
});

export const { list: listPromos, find: findPromo, save: savePromo, remove: removePromo, move: movePromo } = items;
