"use client";

import { useActionState, useId, useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { useNextPage } from "../../components/use-next-page";
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
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(moveReservationAction, initial);
  useNextPage(state.next);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    <>
      <Button variant={action === "capture" ? "primary" : "outline"} onClick={() => setOpen(true)}>
        {wording.open}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="w-full max-w-md"
        data-testid={`confirm-${action}`}
      >
        <form action={formAction} className="flex flex-col gap-4 p-5">
          <h2 id={titleId} className="text-xl font-bold">
            {wording.title}
          </h2>
          <p id={bodyId}>{wording.body}</p>
          {state.message ? (
            <p
              role="alert"
              className="rounded-site border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
              data-testid="move-error"
            >
              {state.message}
            </p>
          ) : null}
          <input type="hidden" name="reservationId" value={reservationId} />
          <input type="hidden" name="action" value={action} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Go back
            </Button>
            <Button type="submit" disabled={pending || state.next !== undefined}>
              {pending ? "Working…" : wording.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
