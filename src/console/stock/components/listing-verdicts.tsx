import type { ListingVerdict } from "@/stock/listing-rules";

// Why a car is or is not on the dealer's website: the stock module's listing rules, each with its
// verdict in words, the ones the car fails first.

export function ListingVerdicts({
  listing,
  vehiclePage,
}: {
  listing: { listed: boolean; verdicts: readonly ListingVerdict[] };
  /** The car's page on the dealer's website, when it is listed there. */
  vehiclePage: string | null;
}) {
  const ordered = [...listing.verdicts].sort((a, b) => Number(a.meets) - Number(b.meets));
  return (
    <section
      className="flex flex-col gap-2 rounded border border-border bg-surface p-4 text-sm"
      aria-labelledby="listing-heading"
      data-testid="listing"
    >
      <h2 id="listing-heading" className="text-lg font-semibold">
        On the dealer&apos;s website:{" "}
        <span className={listing.listed ? "text-emerald-800" : "text-red-800"} data-testid="listing-state">
          {listing.listed ? "Listed" : "Hidden"}
        </span>
      </h2>
      <ul className="flex flex-col gap-1" data-testid="listing-verdicts">
        {ordered.map((verdict) => (
          <li
            key={verdict.rule}
            data-meets={verdict.meets}
            className={verdict.meets ? "" : "font-semibold text-red-800"}
          >
            <span aria-hidden="true">{verdict.meets ? "✓ " : "✗ "}</span>
            {verdict.says}
          </li>
        ))}
      </ul>
      {vehiclePage ? (
        <p>
          <a href={vehiclePage} className="underline" data-testid="vehicle-page-link">
            Open its page on the dealer&apos;s website
          </a>
        </p>
      ) : null}
    </section>
  );
}
