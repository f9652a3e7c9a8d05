import { z } from "@/platform/zod";
import { reservationStatuses, type ReservationStatus } from "@/checkout/reservation-rules";
import type { GrantedSite } from "../server/staff-accounts";
import type { JourneyState, ListQuery, OnlinePaymentState } from "./server/reservation-data";

// The lists' filters live in the URL (?site=harbourside&state=held&before=…), parsed here. A value
// no control of the page offers (an unknown site or state, a broken date) is left out rather than
// answered with an error page; the filter form shows what was applied.

const searchSchema = z.object({
  site: z.string().max(100).optional().catch(undefined),
  state: z.string().max(40).optional().catch(undefined),
  before: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

export type ListFilters<State extends string> = ListQuery<State> & { siteSlug: string | null };

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseListFilters<State extends string>(
  search: Record<string, string | string[] | undefined>,
  sites: readonly GrantedSite[],
  states: readonly State[],
): ListFilters<State> {
  const parsed = searchSchema.parse({ site: one(search.site), state: one(search.state), before: one(search.before) });
  const site = sites.find((candidate) => candidate.slug === parsed.site) ?? null;
  const state = states.find((candidate) => candidate === parsed.state) ?? null;
  return {
    siteId: site?.id ?? null,
    siteSlug: site?.slug ?? null,
    state,
    before: parsed.before ? new Date(parsed.before) : null,
  };
}

/** The list's address with these filters (and a page start). */
export function listHref(
  path: string,
  filters: { siteSlug: string | null; state: string | null },
  before?: Date,
): string {
  const query = new URLSearchParams();
  if (filters.siteSlug) query.set("site", filters.siteSlug);
  if (filters.state) query.set("state", filters.state);
  if (before) query.set("before", before.toISOString());
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const reservationStates: readonly ReservationStatus[] = reservationStatuses;
export const journeyStates: readonly JourneyState[] = ["in_progress", "submitted"];
export const onlinePaymentStates: readonly OnlinePaymentState[] = ["pending", "paid", "declined", "failed"];
