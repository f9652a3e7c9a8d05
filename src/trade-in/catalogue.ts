// The 'choose your car' picker when the rego lookup finds nothing: years, then the makes sold in
// that year, the make's models, the model's badges, from the shared manufacturers and models
// reference data.

import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { z } from "@/platform/zod";
import type { Db } from "@/platform/db/connect";
import { manufacturers, models } from "@/platform/db/schema";
import { requestSeconds } from "@/platform/clock";
import { tradeInLimits, tradeInMessages } from "./schemas";

/** How many model years back the picker offers. */
export const catalogueYears = 30;

/** Every level the query reaches; levels it does not reach yet are empty. */
export type CatalogueChoices = { years: number[]; makes: string[]; models: string[]; badges: string[] };

const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z.string().max(tradeInLimits.text, tradeInMessages.tooLong("Text", tradeInLimits.text)).optional(),
);

/** The query string: `year`, `make`, `model`, each optional. */
export const catalogueQuery = z.object({
  year: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : undefined),
    z.number({ error: tradeInMessages.yearInvalid }).int(tradeInMessages.yearInvalid).optional(),
  ),
  make: optionalText,
  model: optionalText,
});
export type CatalogueQuery = z.output<typeof catalogueQuery>;

export function catalogueYearList(now: Date): number[] {
  const latest = now.getUTCFullYear() + 1;
  return Array.from({ length: catalogueYears + 1 }, (_, index) => latest - index);
}

const byName = (a: string, b: string) => a.localeCompare(b, "en-AU", { sensitivity: "base" });

export async function catalogueChoices(
  db: Db,
  query: CatalogueQuery,
  now: Date = new Date(requestSeconds() * 1000),
): Promise<CatalogueChoices> {
  const years = catalogueYearList(now);
  const choices: CatalogueChoices = { years, makes: [], models: [], badges: [] };
  const { year } = query;
  if (year === undefined || !years.includes(year)) return choices;
  const soldThatYear = or(isNull(models.firstYear), lte(models.firstYear, year));
  const makeRows = await db
    .selectDistinct({ name: manufacturers.name })
    .from(manufacturers)
    .innerJoin(models, eq(models.manufacturerId, manufacturers.id))
    .where(soldThatYear)
    .orderBy(asc(manufacturers.name));
  choices.makes = makeRows.map((row) => row.name).sort(byName);
  const make = query.make?.toLowerCase();
  if (!make) return choices;
  const modelRows = await db
    .select({ name: models.name, badges: models.badges })
    .from(models)
    .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id))
    .where(and(sql`lower(${manufacturers.name}) = ${make}`, soldThatYear));
  choices.models = [...new Set(modelRows.map((row) => row.name))].sort(byName);
  const model = query.model?.toLowerCase();
  if (!model) return choices;
  const badges = modelRows.filter((row) => row.name.toLowerCase() === model).flatMap((row) => row.badges);
  choices.badges = [...new Set(badges)];
  return choices;
}
