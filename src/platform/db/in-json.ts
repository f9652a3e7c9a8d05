import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * `column in (…values)` with the values as one JSON parameter: drizzle's `inArray` makes each its own
 * parameter and checks its kind, which for a feed's thousands of stock numbers, car ids or photo
 * addresses costs this process as much as the statement costs the database.
 */
export function inJson(column: AnyColumn, values: readonly string[], type: "text" | "uuid" = "text"): SQL {
  return sql`${column} in (select value::${sql.raw(type)} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
