"use client";

// The vehicle page's three calculators (finance, fuel, delivery) sit below the car, its price and the
// buying buttons, and do nothing without JavaScript: their code comes in a chunk of its own once the
// page has hydrated, not with the page (issue 16: the vehicle page's first-load JavaScript within
// 40 KB of an empty Next.js page's). They are below the first screen on every layout, so their
// arrival moves nothing the shopper is looking at.

import dynamic from "next/dynamic";

export const FinanceCalculatorSlot = dynamic(
  () => import("@/finance/components/finance-calculator").then((module) => module.FinanceCalculator),
  { ssr: false },
);

export const FuelCalculatorSlot = dynamic(() => import("./fuel-calculator").then((module) => module.FuelCalculator), {
  ssr: false,
});

export const DeliveryCalculatorSlot = dynamic(
  () => import("./delivery-calculator").then((module) => module.DeliveryCalculator),
  { ssr: false },
);
