"use client";

// The vehicle page's three calculators (finance, fuel, delivery) sit below the car, its price and the
// buying buttons, and do nothing without JavaScript: their code comes in a chunk of its own once the
// page has hydrated, not with the page (issue 16: the vehicle page's first-load JavaScript within
// 40 KB of an empty Next.js page's). Until then the server's HTML holds a box of about each one's
// height (measured on a phone and a laptop), so what follows does not move when it arrives; the
// finance one keeps the calculator's id, the target of the finance summary's link.

import dynamic from "next/dynamic";

const placeholder = (slot: string, className: string, id?: string) =>
  function CalculatorPlaceholder() {
    return (
      <div
        id={id}
        className={`scroll-mt-32 rounded-site ${className}`}
        aria-hidden="true"
        data-calculator-slot={slot}
      />
    );
  };

export const FinanceCalculatorSlot = dynamic(
  () => import("@/finance/components/finance-calculator").then((module) => module.FinanceCalculator),
  { ssr: false, loading: placeholder("finance", "min-h-[73rem] sm:min-h-[47rem]", "finance-calculator") },
);

export const FuelCalculatorSlot = dynamic(() => import("./fuel-calculator").then((module) => module.FuelCalculator), {
  ssr: false,
  loading: placeholder("fuel", "min-h-[21rem] sm:min-h-[11rem]"),
});

export const DeliveryCalculatorSlot = dynamic(
  () => import("./delivery-calculator").then((module) => module.DeliveryCalculator),
  { ssr: false, loading: placeholder("delivery", "min-h-[9.5rem]") },
);
