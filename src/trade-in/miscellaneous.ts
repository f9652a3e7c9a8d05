// POST /api/miscellaneous (spec §7): a value saved beside a lead after it was sent. The only column
// is "valuation": the trade-in offer a shopper accepted, saved where the dealership's flag
// (tradeIn.saveValuation) says so. One schema for the browser that sends it and the route that reads it.

import { z } from "@/platform/zod";
import { australianStateCodes } from "@/platform/australian-states";

const money = z.number().int().min(0).max(10_000_000);

/** The valuation as the spec's entity has it (rego, regoState, adjustmentAnswers, id, offer_price, offer accepted), with the estimate it came from. */
export const savedValuation = z.strictObject({
  id: z.string().min(1).max(100),
  /** The offer the server made (src/trade-in/offer.ts) and the time it stands until. */
  offer_id: z.string().min(1).max(100).optional(),
  valid_until: z.iso.datetime().optional(),
  rego: z.string().max(10).optional(),
  regoState: z.enum(australianStateCodes).optional(),
  adjustmentAnswers: z
    .record(z.string().max(100), z.string().max(200))
    .refine((answers) => Object.keys(answers).length <= 30, "Too many answers"),
  offer_price: money,
  offer_accepted: z.boolean(),
  low: money,
  high: money,
  comparables: z.number().int().min(0).max(100_000),
  confidence: z.string().max(40),
  vehicle: z.strictObject({
    year: z.number().int().min(1900).max(2100),
    make: z.string().min(1).max(60),
    model: z.string().min(1).max(60),
    badge: z.string().max(60).optional(),
    km: z.number().int().min(0).max(2_000_000),
  }),
});
export type SavedValuation = z.output<typeof savedValuation>;

export const miscellaneousRequest = z.strictObject({
  lead_id: z.uuid({ error: "Unknown lead" }),
  column_name: z.literal("valuation", { error: "Unknown column" }),
  value: savedValuation,
});
export type MiscellaneousRequest = z.input<typeof miscellaneousRequest>;

export const miscellaneousMessages = {
  unreadable: "The valuation could not be read",
  notSaved: "This dealership does not save valuations",
  leadNotFound: "The lead could not be found",
  unavailable: "The valuation could not be saved just now",
} as const;
