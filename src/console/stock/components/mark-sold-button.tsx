"use client";

import { ConfirmButton, useConfirmedAction } from "../../components/confirm-button";
import { markSoldAction } from "../actions";
import type { CarFormState } from "../car-form-schema";

// Mark sold: the button opens a confirmation that names the car and what follows; only its own
// button sends it. The server checks everything again, the car's version included.

const initial: CarFormState = { errors: {} };

export function MarkSoldButton({
  carId,
  version,
  car,
  recentlySoldDays,
}: {
  carId: string;
  version: string;
  /** "2021 Toyota Corolla Ascent Sport, stock #HS-10001". */
  car: string;
  recentlySoldDays: number;
}) {
  const { state, confirm } = useConfirmedAction(markSoldAction, initial);
  const stays =
    recentlySoldDays > 0
      ? `It shows as sold on the dealer's website for ${recentlySoldDays === 1 ? "1 day" : `${recentlySoldDays} days`}, then leaves it.`
      : "It leaves the dealer's website at once.";
  return (
    <ConfirmButton
      opener={{ label: "Mark sold" }}
      testId="confirm-sold"
      title="Mark this car sold?"
      body={`${car} is marked sold today. ${stays} Its page stays, showing it sold; a feed or this page can put it back in stock.`}
      confirm="Mark sold"
      error={state.errors.form}
      {...confirm}
    >
      <input type="hidden" name="carId" value={carId} />
      <input type="hidden" name="version" value={version} />
    </ConfirmButton>
  );
}
