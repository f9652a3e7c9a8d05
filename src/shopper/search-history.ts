// The shopper's recent searches, offered again as shortcuts.

import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";
import { entrySchema, recentList } from "./storage";

export type SearchHistoryEntry = {
  /** The search page address with its query; two entries with one address are one search. */
  url: string;
  label: string;
  /** Epoch milliseconds. */
  at: number;
};

const searchEntrySchema = entrySchema((value): SearchHistoryEntry | null => {
  if (!isJsonObject(value)) return null;
  const { url, label, at } = value;
  return typeof url === "string" && url.length >= 1 && typeof label === "string" && isFiniteNumber(at)
    ? { url, label, at }
    : null;
});

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
