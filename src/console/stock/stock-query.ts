import { z } from "@/platform/zod";

// The stock list's search and filters live in the URL (?q=corolla&site=harbourside&listed=hidden…),
// parsed here. A value no control offers (an unknown site or status, a page past the end) is left
// out or brought back in range rather than answered with an error page.

export const stockStatuses = ["in_stock", "coming_soon", "sold"] as const;
export type StockStatus = (typeof stockStatuses)[number];
export const stockStatusNames: Readonly<Record<StockStatus, string>> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
};

export const carTypes = ["new", "used", "demo"] as const;
export type CarTypeFilter = (typeof carTypes)[number];
export const carTypeNames: Readonly<Record<CarTypeFilter, string>> = { new: "New", used: "Used", demo: "Demo" };

export const listedStates = ["listed", "hidden"] as const;
export type ListedState = (typeof listedStates)[number];

/** Words of the text search: at most this many, each at most 40 characters. */
const maxWords = 6;

export type StockQuery = {
  text: string;
  siteSlug: string | null;
  dealershipId: string | null;
  status: StockStatus | null;
  carType: CarTypeFilter | null;
  listed: ListedState | null;
  page: number;
};

const searchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  site: z.string().max(100).optional().catch(undefined),
  dealership: z.uuid().optional().catch(undefined),
  status: z.enum(stockStatuses).optional().catch(undefined),
  type: z.enum(carTypes).optional().catch(undefined),
  listed: z.enum(listedStates).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseStockQuery(search: Record<string, string | string[] | undefined>): StockQuery {
  const parsed = searchSchema.parse(
    Object.fromEntries(
      ["q", "site", "dealership", "status", "type", "listed", "page"].map((key) => [key, one(search[key])]),
    ),
  );
  return {
    text: (parsed.q ?? "").trim().replace(/\s+/g, " "),
    siteSlug: parsed.site ?? null,
    dealershipId: parsed.dealership?.toLowerCase() ?? null,
    status: parsed.status ?? null,
    carType: parsed.type ?? null,
    listed: parsed.listed ?? null,
    page: parsed.page ?? 1,
  };
}

/** The search's words: what each must match (stock number, VIN, year, make, model or badge). */
export function searchWords(text: string): string[] {
  return text
    .split(" ")
    .filter((word) => word !== "")
    .slice(0, maxWords)
    .map((word) => word.slice(0, 40));
}

/** The list's address for this query (and a page). */
export function stockHref(query: StockQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.text) params.set("q", query.text);
  if (query.siteSlug) params.set("site", query.siteSlug);
  if (query.dealershipId) params.set("dealership", query.dealershipId);
  if (query.status) params.set("status", query.status);
  if (query.carType) params.set("type", query.carType);
  if (query.listed) params.set("listed", query.listed);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/stock?${text}` : "/stock";
}

export function isFiltered(query: StockQuery): boolean {
  return stockHref({ ...query, page: 1 }) !== "/stock";
}
