"use client";

import { ConfirmButton, useConfirmedAction } from "../../components/confirm-button";
import { moveReservationAction } from "../actions";
import type { MoveFormState } from "../move-form-schema";

// One of Capture, Cancel and Refund: the button opens a confirmation that names the amount, the
// shopper and the car; only its own button sends the move. The server checks everything again and
// answers the page to open, or why nothing moved (shown in the confirmation).

export type MoveWording = { open: string; title: string; body: string; confirm: string };

const initial: MoveFormState = {};

export function MoveButton({
  reservationId,
  action,
  wording,
}: {
  reservationId: string;
  action: "capture" | "cancel" | "refund";
  wording: MoveWording;
}) {
  const { state, confirm } = useConfirmedAction(moveReservationAction, initial);
  return (
    <ConfirmButton
      opener={{ label: wording.open, variant: action === "capture" ? "primary" : "outline" }}
      testId={`confirm-${action}`}
      title={wording.title}
      body={wording.body}
      confirm={wording.confirm}
      error={state.message}
      errorTestId="move-error"
      {...confirm}
    >
      <input type="hidden" name="reservationId" value={reservationId} />
      <input type="hidden" name="action" value={action} />
    </ConfirmButton>
  );
}
