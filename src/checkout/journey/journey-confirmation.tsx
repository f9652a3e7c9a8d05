"use client";

import type { RefObject } from "react";
import { formatLongDate } from "@/leads/slots";
import { formatMoney } from "@/platform/format";
import { Button, ButtonLink } from "@/ui/button";
import { Card } from "@/ui/card";
import { handoverCalendar } from "./handover-calendar";
import { DealSheet, dealBalance } from "./journey-summary";
import type { JourneyState, WizardCar } from "./journey-wizard-state";
import type { HandoverAnswer, JourneyContext, JourneyStep } from "./steps";

// What the shopper sees once the purchase is confirmed: the reference, the deal as agreed, and each
// next step with its day, so they know what happens without waiting for a call.

function handoverTitle(handover: HandoverAnswer, car: WizardCar): string {
  return handover.method === "pickup" ? `Pick up your ${car.name}` : `Delivery of your ${car.name}`;
}

function handoverWhere(handover: HandoverAnswer, context: JourneyContext): string {
  if (handover.method === "delivery") return `${handover.postcode} (${handover.region})`;
  const address = context.pickupLocations.find((location) => location.id === handover.locationId)?.address;
  return address ? `${handover.locationName}, ${address}` : handover.locationName;
}

/** Saves the handover day as a calendar file, made in the browser: nothing to fetch, nothing to 404. */
function saveToCalendar(reference: string, handover: HandoverAnswer, car: WizardCar, context: JourneyContext) {
  const ics = handoverCalendar(
    {
      reference,
      carName: car.name,
      date: handover.date,
      title: handoverTitle(handover, car),
      where: handoverWhere(handover, context),
      host: window.location.hostname,
    },
    new Date(),
  );
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${reference}-handover.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Confirmation({
  journey,
  dealerPhone,
  car,
  context,
  steps,
  financeApplicationHref,
  headingRef,
}: {
  journey: JourneyState;
  dealerPhone: string | null;
  car: WizardCar;
  context: JourneyContext;
  steps: JourneyStep[];
  financeApplicationHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { payment, handover, deposit, contact } = journey.answers;
  const tradeIn = journey.answers["trade-in"];
  const reference = journey.reference ?? "";
  const balance = dealBalance(journey.answers, car, context);
  const day = handover?.date ? formatLongDate(handover.date) : null;
  return (
    <Card padding="lg" data-testid="journey-confirmation">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Thank you: your order for the {car.name} is confirmed
      </h2>
      <p className="mt-2">
        Your reference is{" "}
        <strong className="text-lg" data-testid="journey-reference">
          {reference}
        </strong>
        . Your order and deposit are with the dealership
        {contact?.email ? <>, and the deposit&apos;s confirmation is on its way to {contact.email}</> : null}.
      </p>
      <h3 className="mt-6 font-semibold">Your deal</h3>
      <DealSheet answers={journey.answers} steps={steps} car={car} context={context} />
      <h3 className="mt-6 font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5" data-testid="journey-next-steps">
        <li>
          The car is held for you{deposit?.heldUntil ? ` until ${deposit.heldUntil}` : ""}: nobody else can reserve it.
        </li>
        <li>
          Within one business day the dealership sends you the contract for {formatMoney(car.price)} to sign
          {tradeIn?.hasTradeIn
            ? tradeIn.offer
              ? `, with your trade-in at its accepted offer of ${formatMoney(tradeIn.offer.amount)}, confirmed when they inspect it`
              : ", with your trade-in's value once they have seen it"
            : ""}
          .
        </li>
        {payment?.method === "finance" ? (
          <li>
            <a href={financeApplicationHref} className="underline">
              Apply for your finance
            </a>{" "}
            now, so it is approved before the handover.
          </li>
        ) : (
          <li>
            Pay the balance of {formatMoney(balance)} by bank transfer{day ? ` before ${day}` : " before the handover"}:
            the details are on the contract.
          </li>
        )}
        {handover && day ? (
          <li data-testid="journey-handover-day">
            {handover.method === "pickup"
              ? `Collect your car at ${handoverWhere(handover, context)} on ${day}.`
              : `Your car is delivered to ${handoverWhere(handover, context)} on ${day}.`}{" "}
            Bring your driver&apos;s licence{tradeIn?.hasTradeIn ? ", and your trade-in with its keys and papers" : ""}.
          </li>
        ) : (
          <li>You collect the car, or we deliver it to you, on the day you agree with the dealership.</li>
        )}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        {handover?.date ? (
          <Button type="button" variant="outline" onClick={() => saveToCalendar(reference, handover, car, context)}>
            Add the handover to my calendar
          </Button>
        ) : null}
        <ButtonLink href={`/cars/${car.slug}`} variant="outline">
          Back to the car
        </ButtonLink>
      </div>
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
    </Card>
  );
}
