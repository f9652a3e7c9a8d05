/** What Next.js passes a page as `searchParams`. */
export type RouteSearchParams = Record<string, string | string[] | undefined>;

/** Back to URLSearchParams (repeated parameters kept), so one parser serves pages and the API. */
export function toUrlSearchParams(params: RouteSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const entry of value) result.append(name, entry);
    else if (value !== undefined) result.append(name, value);
  }
  return result;
}
