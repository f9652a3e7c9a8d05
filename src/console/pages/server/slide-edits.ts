import "server-only";
import { slides } from "@/platform/db/schema";
import { slideFormSchema, type SlideFields } from "../slide-form-schema";
import { listVersionOf, orderedItems } from "./ordered-items";
import { recordVersion } from "./record-version";

// A site's home-page hero slides from the console: add, edit, move and remove, each in one
// transaction acting for the site with its audit line; a stale version is refused. The slides
// table announces every change on `site_changed`, so the home page follows at once.

export type SlideRow = typeof slides.$inferSelect;

/** A slide's version: what its form shows (its place in the list is the list's version). */
export function slideVersion(row: SlideRow): string {
  return recordVersion([row.name, row.description, row.url, row.imageUrl, row.hideOverlay]);
}

/** The order of the list, as its move buttons saw it. */
export const slideListVersion = listVersionOf;

export function slideFieldsOf(row: SlideRow): SlideFields {
  return { name: row.name, description: row.description, url: row.url, imageUrl: row.imageUrl };
}

const items = orderedItems({
  table: slides,
  listPath: "/pages/slides",
  noun: "slide",
  audit: {
    created: "hero-slide-created",
    updated: "hero-slide-updated",
    deleted: "hero-slide-deleted",
    reordered: "hero-slides-reordered",
  },
  nameKey: "name",
  firstPosition: 0,
  version: slideVersion,
  audited: (row: SlideRow) => ({
    name: row.name,
    description: row.description,
    url: row.url,
    imageUrl: row.imageUrl,
  }),
  schema: slideFormSchema,
  columns: (fields) => fields,
});

export const { list: listSlides, find: findSlide, save: saveSlide, remove: removeSlide, move: moveSlide } = items;
