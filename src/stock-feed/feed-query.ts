import { sentenceOf, z } from "@/platform/zod";

// The stock API's query string, parsed once (docs/stock-feed.md); `npm run import` reads its
// `--confirm-removals` with the same rule.

const flag = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .default("false")
    .transform((value) => value === "true");

/** The exact number of cars a held full feed marks sold, sent again to apply it (decision 033). */
export const confirmRemovalsSchema = z
  .string()
  .regex(/^\d{1,7}$/, "confirm_removals must be a whole number of cars: the number the held feed names")
  .transform(Number);

/** POST …/cars: `mode`, `atomic`, `dry_run`, `confirm_removals`. */
export const bulkFeedQuerySchema = z
  .object({
    mode: z.enum(["upsert", "full"], { error: "mode must be 'full' or left out" }).default("upsert"),
    atomic: flag("atomic"),
    dry_run: flag("dry_run"),
    confirm_removals: confirmRemovalsSchema.optional(),
  })
  .refine((query) => query.mode === "full" || query.confirm_removals === undefined, {
    message: "confirm_removals is for a full feed (mode=full): only a full feed marks cars sold",
  });

/** PUT …/cars/{stocknum}: one car, so only `dry_run`. */
export const oneCarQuerySchema = z.object({ dry_run: flag("dry_run") });

/** GET …/feeds: how many of the latest feeds, 1 to 100 (20 when left out). */
export const feedHistoryQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100")
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= 100, "limit must be a whole number from 1 to 100")
    .default(20),
});

/** The query's parameters as zod reads them (a repeated name: its last value). */
export function queryInput(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params);
}

/** The first problem of a query, as the 400 answer's message. */
export function queryProblem(error: z.ZodError): string {
  return sentenceOf(error, "The query is not valid");
}
