"use client";

import { formatMoney } from "@/platform/format";
import type { AcceptedOffer } from "@/shopper/accepted-offer";
import { Button, ButtonLink } from "@/ui/button";
import { formatOfferDate, offerMessages } from "@/leads/trade-in-offer";

// What the flow shows once the shopper has accepted an offer in this browser: that offer, the date it
// stands until (or that it has expired), and the way to value another car, instead of starting over.

/** "Offer valid until 6 Dec 2026", in the site's state. */
export function OfferValidity({ validUntil, state }: { validUntil: string; state: string }) {
  return (
    <p className="mt-2 font-semibold" data-testid="trade-in-offer-valid-until">
      Offer valid until {formatOfferDate(validUntil, state)}
    </p>
  );
}

export function AcceptedOfferPanel({
  offer,
  state,
  expired,
  purchaseHref,
  onValueAnother,
}: {
  offer: AcceptedOffer;
  state: string;
  /** Past its date (read from the browser's clock with the offer, src/shopper/accepted-offer.ts). */
  expired: boolean;
  /** Opened from buy-online: the way back to that purchase. */
  purchaseHref: string | null;
  onValueAnother: () => void;
}) {
  return (
    <div className="space-y-5" data-testid="trade-in-accepted">
      <h2 className="text-2xl font-bold">Your trade-in offer</h2>
      <div className="rounded-site border border-border p-5">
        <p className="text-sm text-muted">You accepted our offer for your {offer.car}</p>
        <p className="mt-1 text-4xl font-bold" data-testid="trade-in-accepted-price">
          {formatMoney(offer.offer)}
        </p>
        {expired ? (
          <p className="mt-2 font-semibold" role="status">
            {offerMessages.expired(formatOfferDate(offer.validUntil, state))}
          </p>
        ) : (
          <>
            <OfferValidity validUntil={offer.validUntil} state={state} />
            <p className="mt-2 text-sm text-muted">We will be in touch to confirm it after a short inspection.</p>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {purchaseHref && !expired ? <ButtonLink href={purchaseHref}>Back to your purchase</ButtonLink> : null}
        <Button type="button" variant={expired ? "primary" : "outline"} onClick={onValueAnother}>
          Value another car
        </Button>
      </div>
    </div>
  );
}
