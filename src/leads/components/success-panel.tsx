"use client";

import { readSuccessCategory } from "@/shopper/success-marker";
import { useShopperStorage } from "@/shopper/use-shopper-storage";
import { fixedCategories } from "../schemas";

// The thank-you message. What was sent is in the browser's storage (the marker the form set), not
// in the address, so a shared or bookmarked /success link says nothing about anyone's enquiry.

/** "sales enquiry", "test drive request", "photo request": what the thank-you says was sent. */
export function successPhrase(category: string): string {
  if (category === "Request Photos") return "photo request";
  if (category === fixedCategories["offer-accepted"]) return "acceptance of our trade-in offer";
  const lower = category.toLowerCase();
  return /enquiry|request/.test(lower) ? lower : `${lower} request`;
}

export function SuccessPanel({ siteSlug, markerKey }: { siteSlug: string; markerKey: string }) {
  const category = useShopperStorage(() => readSuccessCategory(siteSlug, markerKey), null);
  return (
    <div data-testid="lead-success" data-category={category ?? ""}>
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="mt-3 text-lg">
        {category ? `We have received your ${successPhrase(category)}.` : "We have received your enquiry."} A member of
        our team will be in touch shortly.
      </p>
    </div>
  );
}
