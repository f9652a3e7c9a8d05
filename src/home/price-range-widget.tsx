"use client";

import { ButtonLink } from "@/ui/button";
import { useState } from "react";
import { formatMoney } from "@/platform/format";
import { RangeSlider } from "@/ui/range-slider";
import { priceRangeSearchUrl, type SliderRange } from "./budget";

/** "Search by price": a two-thumb price range that opens the search dearest first. */
export function PriceRangeWidget({
  range,
  sortByHighestPrice,
  carNounPlural,
}: {
  range: SliderRange;
  /** Whether the site offers the highest-price sort. */
  sortByHighestPrice: boolean;
  carNounPlural: string;
}) {
  const [value, setValue] = useState<[number, number]>([range.min, range.max]);

  return (
    <div
      className="flex flex-col gap-5 rounded-site border border-border bg-surface p-5 text-text shadow-sm"
      data-testid="price-range-widget"
    >
      <h2 className="text-2xl font-bold">Search by price</h2>
      <RangeSlider
        label="Price"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={setValue}
        format={formatMoney}
      />
      <ButtonLink
        href={priceRangeSearchUrl(value, sortByHighestPrice)}
        block
        size="lg"
        data-testid="price-range-search"
      >
        Search {carNounPlural}
      </ButtonLink>
    </div>
  );
}
