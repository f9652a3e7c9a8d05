"use client";

import type { RefObject } from "react";
import { ButtonLink } from "@/ui/button";
import { Card } from "@/ui/card";
import type { JourneyState, WizardCar } from "./journey-wizard-state";

// What the shopper sees once the purchase is confirmed: the reference and what happens next.

export function Confirmation({
  journey,
  dealerPhone,
  car,
  financeApplicationHref,
  headingRef,
}: {
  journey: JourneyState;
  dealerPhone: string | null;
  car: WizardCar;
  financeApplicationHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const finance = journey.answers.payment?.method === "finance";
  return (
    <Card padding="lg" data-testid="journey-confirmation">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Thank you: your purchase is on its way
      </h2>
      <p className="mt-2">
        Your reference is{" "}
        <strong className="text-lg" data-testid="journey-reference">
          {journey.reference}
        </strong>
        . We have sent your order for the {car.name} to the dealership.
      </p>
      <h3 className="mt-6 font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>The car is held for you: nobody else can reserve it while we finalise your purchase.</li>
        <li>We call you within one business day to confirm the price, your trade-in and the handover.</li>
        {finance ? (
          <li>
            We arrange your finance.{" "}
            <a href={financeApplicationHref} className="underline">
              Start your finance application
            </a>{" "}
            now to speed it up.
          </li>
        ) : (
          <li>You pay the balance by bank transfer before the handover.</li>
        )}
        <li>You collect the car, or we deliver it to you.</li>
      </ol>
      {dealerPhone ? (
        <p className="mt-6">
          Questions? Call us on{" "}
          <a
            href={`tel:${dealerPhone.replace(/[^\d+]/g, "")}`}
            className="font-bold underline"
            data-testid="journey-dealer-phone"
          >
            {dealerPhone}
          </a>{" "}
          and quote your reference.
        </p>
      ) : null}
      <div className="mt-6">
        <ButtonLink href={`/cars/${car.slug}`} variant="outline">
          Back to the car
        </ButtonLink>
      </div>
    </Card>
  );
}
