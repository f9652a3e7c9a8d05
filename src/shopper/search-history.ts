// The shopper's recent searches, offered again as shortcuts.

import { z } from "zod";
import { recentList } from "./storage";

const searchEntrySchema = z.object({
  /** The search page address with its query; two entries with one address are one search. */
  url: z.string().min(1),
  label: z.string(),
  /** Epoch milliseconds. */
  at: z.number(),
});

export type SearchHistoryEntry = z.output<typeof searchEntrySchema>;

export const searchHistoryLimit = 5;

const history = recentList({
  name: "search-history",
  schema: searchEntrySchema,
  limit: searchHistoryLimit,
  idOf: (entry) => entry.url,
});

/** Repeating a search moves it to the top with its new label and time rather than listing it twice. */
export function recordSearch(siteSlug: string, entry: SearchHistoryEntry): void {
  history.add(siteSlug, entry);
}

/** Most recent first. */
export function readSearchHistory(siteSlug: string): readonly SearchHistoryEntry[] {
  return history.read(siteSlug);
}

export function clearSearchHistory(siteSlug: string): void {
  history.clear(siteSlug);
}
