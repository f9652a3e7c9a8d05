"use client";

import type { ReactNode } from "react";
import { useAccount } from "../account-store";

/** A garage row that leaves the list once the car is removed from the watchlist on this page. */
export function GarageItem({ carId, children }: { carId: string; children: ReactNode }) {
  const account = useAccount();
  if (account.status === "signed-in" && !account.saved.has(carId)) return null;
  return (
    <li data-testid="garage-car" data-car-id={carId}>
      {children}
    </li>
  );
}
