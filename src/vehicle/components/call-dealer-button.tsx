"use client";

import { buttonClass } from "@/ui/button";
import { PhoneLink } from "@/locations/phone-link";

/** Call the Dealer: on masking sites the reveal is logged (a call lead); a failed log is only logged. */
export function CallDealerButton({
  phone,
  masked,
  label,
  carId,
  dealershipId,
  websiteId,
}: {
  phone: string;
  masked: boolean;
  label: string;
  carId: string;
  dealershipId: string;
  /** The site's id: the log names the car, its dealership and the website, as the product's log call does. */
  websiteId: string;
}) {
  return (
    <PhoneLink
      phone={phone}
      masked={masked}
      label={label}
      className={buttonClass({ variant: "outline", block: true })}
      onReveal={() => {
        fetch("/api/phone-reveals", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ car_id: carId, dealership_id: dealershipId, website_id: websiteId }),
        }).then(
          (response) => {
            if (!response.ok) console.warn("phone reveal was not logged", response.status);
          },
          (error: unknown) => console.warn("phone reveal was not logged", error),
        );
      }}
    />
  );
}
