"use client";

import { useEffect, useState } from "react";
import { formatCount } from "@/platform/format";
import { salesThisMonth, type SalesCounterRule } from "./sales-counter";

/** "{n} cars sold this month", counted again every `refreshSeconds` while the page is open. */
export function SalesCounterBanner({
  rule,
  refreshSeconds,
  initialCount,
  noun,
}: {
  rule: SalesCounterRule;
  refreshSeconds: number;
  /** The server's count, so the first paint and hydration agree. */
  initialCount: number;
  noun: string;
}) {
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    const recount = () => setCount(salesThisMonth(new Date(), rule));
    // A page from the page cache was counted when it was rendered, up to minutes ago: count now.
    recount();
    const timer = setInterval(recount, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [rule, refreshSeconds]);

  return (
    <section aria-label="Sales this month" className="bg-secondary text-secondary-contrast" data-testid="sales-counter">
      <p className="mx-auto max-w-7xl px-4 py-3 text-center text-lg">
        <strong className="text-2xl font-extrabold" data-testid="sales-counter-value">
          {formatCount(count)}
        </strong>{" "}
        {noun} sold this month
      </p>
    </section>
  );
}
