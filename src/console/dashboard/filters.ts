import { z } from "@/platform/zod";

// The dashboard's filters, all in the URL (a GET form and links): the period, the site and the
// dealership. Parsed here once; a value the schema refuses is named to the member with the
// defaults used instead, never a 500.

export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const defaultPeriod: DashboardPeriod = 30;

const slug = z
  .string()
  .trim()
  .max(100, "That name is too long")
  .regex(/^[a-z0-9-]*$/, "Choose one from the list");

export const dashboardFiltersSchema = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "Choose 7, 30 or 90 days" })
    .transform((value): DashboardPeriod => (value === "7" ? 7 : value === "90" ? 90 : 30))
    .optional(),
  site: slug.optional(),
  dealership: slug.optional(),
});

export type DashboardFilters = { days: DashboardPeriod; site: string | null; dealership: string | null };

export type ParsedDashboardFilters = { filters: DashboardFilters; problems: string[] };

const labels: Record<string, string> = { days: "Period", site: "Site", dealership: "Dealership" };

/** Reads the query string: the first value of each filter; a refused one is dropped with its message. */
export function parseDashboardFilters(query: Record<string, string | string[] | undefined>): ParsedDashboardFilters {
  const first = (key: string) => {
    const value = query[key];
    const one = Array.isArray(value) ? value[0] : value;
    return one === "" ? undefined : one;
  };
  const problems: string[] = [];
  const read = (key: keyof typeof dashboardFiltersSchema.shape) => {
    const parsed = dashboardFiltersSchema.shape[key].safeParse(first(key));
    if (parsed.success) return parsed.data;
    problems.push(`${labels[key]}: ${parsed.error.issues[0]?.message ?? "not understood"}.`);
    return undefined;
  };
  const days = read("days");
  const site = read("site");
  const dealership = read("dealership");
  return {
    filters: {
      days: typeof days === "number" ? days : defaultPeriod,
      site: typeof site === "string" && site ? site : null,
      dealership: typeof dealership === "string" && dealership ? dealership : null,
    },
    problems,
  };
}

/** The dashboard's address for these filters (the defaults left out). */
export function dashboardHref(filters: DashboardFilters): string {
  const params = new URLSearchParams();
  if (filters.site) params.set("site", filters.site);
  if (filters.dealership) params.set("dealership", filters.dealership);
  if (filters.days !== defaultPeriod) params.set("days", String(filters.days));
  const query = params.toString();
  return query ? `/dashboard?${query}` : "/dashboard";
}

/** The period's start: `days` whole days of 24 hours before `now`. */
export function periodStart(days: DashboardPeriod, now: Date): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60_000);
}
