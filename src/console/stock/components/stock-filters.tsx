import { buttonClass } from "@/ui/button";
import { inputClass } from "@/ui/field";
import { Link } from "@/ui/link";
import type { StockSite } from "../server/stock-data";
import { carTypeNames, carTypes, isFiltered, stockStatusNames, stockStatuses, type StockQuery } from "../stock-query";

// The stock list's search and filters: a plain GET form, so the URL says what is shown and the list
// works before (and without) any script. Enter in the search field applies everything.

const selectClass = `${inputClass} py-1.5 font-normal`;

export function StockFilters({ sites, query }: { sites: readonly StockSite[]; query: StockQuery }) {
  const dealershipCount = sites.reduce((sum, site) => sum + site.dealerships.length, 0);
  return (
    <form method="get" action="/stock" className="flex flex-wrap items-end gap-3" aria-label="Search and filters">
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-semibold">
        Search
        <input
          type="search"
          name="q"
          defaultValue={query.text}
          placeholder="Stock number, VIN, make or model"
          maxLength={200}
          className={`${inputClass} py-1.5 font-normal`}
        />
      </label>
      {sites.length > 1 ? (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Site
          <select name="site" defaultValue={query.siteSlug ?? ""} className={selectClass}>
            <option value="">All your sites</option>
            {sites.map((site) => (
              <option key={site.id} value={site.slug}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {dealershipCount > 1 ? (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Dealership
          <select name="dealership" defaultValue={query.dealershipId ?? ""} className={selectClass}>
            <option value="">All your dealerships</option>
            {sites.map((site) => (
              <optgroup key={site.id} label={site.name}>
                {site.dealerships.map((dealership) => (
                  <option key={dealership.id} value={dealership.id}>
                    {dealership.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Status
        <select name="status" defaultValue={query.status ?? ""} className={selectClass}>
          <option value="">Any status</option>
          {stockStatuses.map((status) => (
            <option key={status} value={status}>
              {stockStatusNames[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Type
        <select name="type" defaultValue={query.carType ?? ""} className={selectClass}>
          <option value="">Any type</option>
          {carTypes.map((type) => (
            <option key={type} value={type}>
              {carTypeNames[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        On the website
        <select name="listed" defaultValue={query.listed ?? ""} className={selectClass}>
          <option value="">Listed or hidden</option>
          <option value="listed">Listed</option>
          <option value="hidden">Hidden</option>
        </select>
      </label>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        Apply
      </button>
      {isFiltered(query) ? (
        <Link href="/stock" className="py-1.5 text-sm underline">
          Clear filters
        </Link>
      ) : null}
    </form>
  );
}
