"use client";

import { useEffect, useState } from "react";
import { formatCount } from "@/platform/format";
import { salesAt, salesThisMonth, type SalesClock, type SalesCounterRule } from "./sales-counter";

/** "{n} cars sold this month", counted again every `refreshSeconds` while the page is open. */
export function SalesCounterBanner({
  rule,
  refreshSeconds,
  initialCount,
  clock,
  noun,
}: {
  rule: SalesCounterRule;
  refreshSeconds: number;
  /** The server's count, so the first paint and hydration agree. */
  initialCount: number;
  /** The server's clock when it counted, which the browser carries forward on load. */
  clock: SalesClock;
  noun: string;
}) {
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    // A page from the page cache was counted when it was rendered, up to minutes ago: count now, by
    // arithmetic on the server's clock (the time zone's locale data would cost the load a long task).
    const caughtUp = setTimeout(() => setCount(salesAt(clock, Date.now())), 0);
    const timer = setInterval(() => setCount(salesThisMonth(new Date(), rule)), refreshSeconds * 1000);
    return () => {
      clearTimeout(caughtUp);
      clearInterval(timer);
    };
  }, [rule, refreshSeconds, clock]);

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
