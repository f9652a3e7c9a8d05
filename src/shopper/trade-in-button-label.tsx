"use client";

import { readAcceptedOffer } from "./accepted-offer";
import { useShopperStorage } from "./use-shopper-storage";

// A trade-in button's words: the site's "Get Your Valuation" until the shopper accepts an offer in
// this browser, then "Your Trade-In Offer" (the flow then shows that offer). The server cannot see the
// browser's storage, so it renders the first and the browser switches after hydration. An offer past
// its date still reads as the shopper's: the flow shows it as expired and offers a new valuation.

export function TradeInButtonLabel({
  siteSlug,
  label,
  acceptedLabel,
}: {
  siteSlug: string;
  label: string;
  acceptedLabel: string;
}) {
  const accepted = useShopperStorage(() => readAcceptedOffer(siteSlug) !== null, false);
  return <span data-testid="trade-in-button-label">{accepted ? acceptedLabel : label}</span>;
}
