"use client";

import { PhoneLink } from "@/locations/phone-link";

/** Call the Dealer: on masking sites the reveal is logged (a call lead); a failed log is only logged. */
export function CallDealerButton({
  phone,
  masked,
  label,
  carId,
  dealershipId,
}: {
  phone: string;
  masked: boolean;
  label: string;
  carId: string;
  dealershipId: string;
}) {
  return (
    <PhoneLink
      phone={phone}
      masked={masked}
      label={label}
      className="block w-full rounded-site border border-primary px-4 py-2 text-center font-semibold text-primary"
      onReveal={() => {
        fetch("/api/phone-reveals", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ car_id: carId, dealership_id: dealershipId }),
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
