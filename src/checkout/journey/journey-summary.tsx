"use client";

import Image from "next/image";
import { formatLongDate } from "@/leads/slots";
import { formatMoney, formatOdometer } from "@/platform/format";
import type { WizardCar } from "./journey-wizard-state";
import { dealFigureText, stepTitles, type JourneyAnswers, type JourneyContext, type JourneyStep } from "./steps";

// The journey's first and last steps, which ask nothing: the car and what buying online means, and
// the review of every answer with a Change link back to its step.

export function CarStep({
  car,
  context,
  refundableText,
}: {
  car: WizardCar;
  context: JourneyContext;
  refundableText: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        {car.imageUrl ? (
          <Image
            src={car.imageUrl}
            alt={car.name}
            width={320}
            height={240}
            className="w-full rounded-site object-cover sm:w-64"
            priority
          />
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Price</dt>
          <dd className="text-lg font-bold" data-testid="journey-price">
            {formatMoney(car.price)}
          </dd>
          <dt className="text-muted">Odometer</dt>
          <dd>{formatOdometer(car.km)}</dd>
          <dt className="text-muted">Condition</dt>
          <dd className="capitalize">{car.carType}</dd>
          {car.colour ? (
            <>
              <dt className="text-muted">Colour</dt>
              <dd>{car.colour}</dd>
            </>
          ) : null}
          <dt className="text-muted">Stock number</dt>
          <dd>{car.stocknum}</dd>
        </dl>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">What buying online means</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            Tell us how you&apos;ll pay, about any trade-in, and whether you&apos;d like delivery or to pick the car up,
            and on which day.
          </li>
          <li>Review the whole deal: price, finance, trade-in, delivery or pick-up, and the balance.</li>
          <li>
            Then pay a {formatMoney(context.depositAmount)} deposit by card and we hold the car for you for{" "}
            {context.holdHours} hours. {refundableText}.
          </li>
          <li>
            The dealership sends you the contract to sign, and you pay the balance before the handover on the day you
            choose. Nothing else is charged online.
          </li>
          <li>
            Your answers are saved as you go: come back any time, or e-mail yourself a link to finish on another device.
          </li>
        </ul>
      </div>
    </div>
  );
}

/** "On Mon 7 Dec 2026"; nothing for an answer saved before the date was asked. */
function handoverDateLine(date: string | undefined): string[] {
  return date ? [`On ${formatLongDate(date)}`] : [];
}

function reviewRows(
  answers: JourneyAnswers,
  steps: JourneyStep[],
  context: JourneyContext,
): { step: JourneyStep; lines: string[] }[] {
  const rows: { step: JourneyStep; lines: string[] }[] = [];
  const { payment, handover, contact, deposit } = answers;
  if (payment) {
    rows.push({
      step: "payment",
      lines: payment.method === "cash" ? ["Cash or my own arrangements"] : [dealFigureText(payment)],
    });
  }
  const tradeIn = answers["trade-in"];
  if (steps.includes("trade-in") && tradeIn) {
    rows.push({
      step: "trade-in",
      lines: tradeIn.hasTradeIn
        ? tradeIn.offer
          ? [
              `Trade-in: ${tradeIn.year} ${tradeIn.make} ${tradeIn.model} — ${formatMoney(tradeIn.offer.amount)} offer, valid until ${tradeIn.offer.validUntilLabel}`,
            ]
          : [
              `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}, ${formatOdometer(tradeIn.km)}${tradeIn.rego ? `, rego ${tradeIn.rego}` : ""}`,
            ]
        : ["No trade-in"],
    });
  }
  if (handover) {
    const location = context.pickupLocations.find(
      (candidate) => handover.method === "pickup" && candidate.id === handover.locationId,
    );
    rows.push({
      step: "handover",
      lines:
        handover.method === "pickup"
          ? [
              `Pick-up at ${handover.locationName}`,
              ...(location ? [location.address] : []),
              ...handoverDateLine(handover.date),
            ]
          : [
              `Delivery to ${handover.postcode} (${handover.region})`,
              `Delivery: ${formatMoney(handover.price)}`,
              ...handoverDateLine(handover.date),
            ],
    });
  }
  if (contact) {
    rows.push({
      step: "contact",
      lines: [
        `${contact.name ?? ""} ${contact.last_name ?? ""}`.trim(),
        contact.email ?? "",
        contact.phone ?? "",
      ].filter(Boolean),
    });
  }
  if (deposit) {
    rows.push({
      step: "deposit",
      lines: [
        `${formatMoney(deposit.amount)} paid${deposit.cardLast4 ? ` by card ending ${deposit.cardLast4}` : ""}`,
        ...(deposit.heldUntil ? [`Car held until ${deposit.heldUntil}`] : []),
      ],
    });
  }
  return rows;
}

/** The accepted trade-in offer's amount the deal counts; 0 for no trade-in or a typed-in car. */
function acceptedOfferAmount(answers: JourneyAnswers): number {
  const tradeIn = answers["trade-in"];
  return tradeIn?.hasTradeIn ? (tradeIn.offer?.amount ?? 0) : 0;
}

/**
 * What the shopper still pays the dealer: the price and any delivery, less the deposit (at the review,
 * the one about to be taken) and an accepted trade-in offer (a typed-in car is valued first).
 */
export function dealBalance(answers: JourneyAnswers, car: WizardCar, context: JourneyContext): number {
  const delivery = answers.handover?.method === "delivery" ? answers.handover.price : 0;
  const deposit = answers.deposit?.amount ?? context.depositAmount;
  return car.price + delivery - deposit - acceptedOfferAmount(answers);
}

/**
 * The deal as one sheet: the car, every answer, the deposit and the balance. On the review each answer
 * has a Change link back to its step; once confirmed the sheet is the shopper's record, without them.
 */
export function DealSheet({
  answers,
  steps,
  car,
  context,
  onChange,
}: {
  answers: JourneyAnswers;
  steps: JourneyStep[];
  car: WizardCar;
  context: JourneyContext;
  onChange?: (step: JourneyStep) => void;
}) {
  return (
    <dl className="divide-y divide-border" data-testid="journey-deal-sheet">
      <div className="flex justify-between gap-4 py-2">
        <dt className="font-semibold">Car</dt>
        <dd className="text-right">
          {car.name}
          <br />
          {formatMoney(car.price)}
        </dd>
      </div>
      {reviewRows(answers, steps, context).map((row) => (
        <div key={row.step} className="flex items-start justify-between gap-4 py-2">
          <dt className="font-semibold">{stepTitles[row.step]}</dt>
          <dd className="text-right">
            {row.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {onChange && row.step !== "deposit" ? (
              <button type="button" className="text-sm underline" onClick={() => onChange(row.step)}>
                Change<span className="sr-only"> {stepTitles[row.step].toLowerCase()}</span>
              </button>
            ) : null}
          </dd>
        </div>
      ))}
      {answers.deposit ? null : (
        <div className="flex justify-between gap-4 py-2">
          <dt className="font-semibold">Deposit to pay now</dt>
          <dd data-testid="journey-deposit-due">
            {formatMoney(context.depositAmount)}, holds the car for {context.holdHours} hours
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 py-2 font-bold">
        <dt>Balance to pay the dealer</dt>
        <dd data-testid="journey-balance">{formatMoney(dealBalance(answers, car, context))}</dd>
      </div>
    </dl>
  );
}

export function Review({
  answers,
  steps,
  car,
  context,
  onChange,
}: {
  answers: JourneyAnswers;
  steps: JourneyStep[];
  car: WizardCar;
  context: JourneyContext;
  onChange: (step: JourneyStep) => void;
}) {
  const tradeInOffer = acceptedOfferAmount(answers);
  return (
    <div className="flex flex-col gap-4" data-testid="journey-review">
      <DealSheet answers={answers} steps={steps} car={car} context={context} onChange={onChange} />
      <p className="text-sm text-muted">
        Paying the deposit on the next step confirms your order with the dealership.{" "}
        {tradeInOffer > 0
          ? "Your trade-in offer is confirmed at a short inspection."
          : "Your trade-in, if any, is valued before the balance is final."}
      </p>
    </div>
  );
}
