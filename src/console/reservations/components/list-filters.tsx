import { buttonClass } from "@/ui/button";
import { inputClass } from "@/ui/field";
import { Link } from "@/ui/link";
import type { GrantedSite } from "../../server/staff-accounts";

// A list's filters: the site and the state, as a plain GET form, so the URL says what is shown and
// the list works before (and without) any script.

export function ListFilters<State extends string>({
  path,
  sites,
  states,
  stateLabels,
  siteSlug,
  state,
  anyState = "Any state",
}: {
  path: string;
  sites: readonly GrantedSite[];
  states: readonly State[];
  stateLabels: Readonly<Record<State, string>>;
  siteSlug: string | null;
  state: State | null;
  /** The state filter's "no filter" choice. */
  anyState?: string;
}) {
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-3" aria-label="Filters">
      {sites.length > 1 ? (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Site
          <select name="site" defaultValue={siteSlug ?? ""} className={`${inputClass} py-1.5 font-normal`}>
            <option value="">All your sites</option>
            {sites.map((site) => (
              <option key={site.id} value={site.slug}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        State
        <select name="state" defaultValue={state ?? ""} className={`${inputClass} py-1.5 font-normal`}>
          <option value="">{anyState}</option>
          {states.map((value) => (
            <option key={value} value={value}>
              {stateLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        Apply
      </button>
      {siteSlug || state ? (
        <Link href={path} className="py-1.5 text-sm underline">
          Clear filters
        </Link>
      ) : null}
    </form>
  );
}
