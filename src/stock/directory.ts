import { sentenceOf, z } from "@/platform/zod";

// The manufacturer and model directory (/models): the models of the makes a dealer sells, filtered
// by manufacturer.name, model.name, model.body and free text, 21 a page. Small data, so it is plain
// filtering over the rows, with a ten-entry cache of recent queries per site.

export const directoryPageSize = 21;
export const directoryCacheEntries = 10;

export type DirectoryModel = {
  manufacturer: string;
  manufacturerSlug: string;
  logoUrl: string | null;
  name: string;
  slug: string;
  body: string | null;
  imageUrl: string | null;
  href: string;
  /** The model's accessories page, when it has accessories. */
  accessoriesHref: string | null;
  inStock: number;
};

export type DirectoryQuery = {
  manufacturer: string[];
  model: string[];
  body: string[];
  query: string;
  page: number;
};

export type DirectoryResult = {
  hits: DirectoryModel[];
  count: number;
  pages: number;
  page: number;
  facets: { manufacturer: Record<string, number>; body: Record<string, number> };
};

const list = z.array(z.string().trim().min(1).max(100)).max(50);
const directoryQuerySchema = z.object({
  manufacturer: list,
  model: list,
  body: list,
  query: z.string().trim().max(100, "query must be at most 100 characters"),
  page: z.coerce.number().int("page must be a whole number").min(1, "page must be 1 or more").max(1000),
});

export function parseDirectoryQuery(
  params: URLSearchParams,
): { ok: true; query: DirectoryQuery } | { ok: false; error: string } {
  const parsed = directoryQuerySchema.safeParse({
    manufacturer: params.getAll("manufacturer.name").filter(Boolean),
    model: params.getAll("model.name").filter(Boolean),
    body: [...params.getAll("model.body"), ...params.getAll("body")].filter(Boolean),
    query: params.get("query") ?? "",
    page: params.get("page") || "1",
  });
  if (!parsed.success) return { ok: false, error: sentenceOf(parsed.error, "Invalid directory query") };
  return { ok: true, query: parsed.data };
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function matchesText(model: DirectoryModel, text: string): boolean {
  const haystack = fold(`${model.manufacturer} ${model.name} ${model.body ?? ""}`);
  return fold(text)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function searchDirectory(models: readonly DirectoryModel[], query: DirectoryQuery): DirectoryResult {
  const textMatches = models.filter((model) => !query.query || matchesText(model, query.query));
  const inManufacturer = (model: DirectoryModel) =>
    query.manufacturer.length === 0 || query.manufacturer.includes(model.manufacturer);
  const inModel = (model: DirectoryModel) => query.model.length === 0 || query.model.includes(model.name);
  const inBody = (model: DirectoryModel) =>
    query.body.length === 0 ||
    (model.body !== null && query.body.some((body) => fold(body) === fold(model.body ?? "")));

  const count = (rows: DirectoryModel[], key: (model: DirectoryModel) => string | null) => {
    const counts: Record<string, number> = {};
    for (const row of rows) {
      const value = key(row);
      if (value) counts[value] = (counts[value] ?? 0) + 1;
    }
    return counts;
  };
  // Disjunctive, as on the car search: a facet's counts ignore its own refinement.
  const facets = {
    manufacturer: count(
      textMatches.filter((model) => inModel(model) && inBody(model)),
      (model) => model.manufacturer,
    ),
    body: count(
      textMatches.filter((model) => inManufacturer(model) && inModel(model)),
      (model) => model.body,
    ),
  };
  const matches = textMatches
    .filter((model) => inManufacturer(model) && inModel(model) && inBody(model))
    .sort((a, b) => a.manufacturer.localeCompare(b.manufacturer) || a.name.localeCompare(b.name));
  const pages = Math.ceil(matches.length / directoryPageSize);
  const start = (query.page - 1) * directoryPageSize;
  return {
    hits: matches.slice(start, start + directoryPageSize),
    count: matches.length,
    pages,
    page: query.page,
    facets,
  };
}
