"use client";

import { useActionState, useId, useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { useNextPage } from "../../components/use-next-page";
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
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(markSoldAction, initial);
  useNextPage(state.next);
  const id = useId();
  const stays =
    recentlySoldDays > 0
      ? `It shows as sold on the dealer's website for ${recentlySoldDays === 1 ? "1 day" : `${recentlySoldDays} days`}, then leaves it.`
      : "It leaves the dealer's website at once.";
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Mark sold
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-md"
        data-testid="confirm-sold"
      >
        <form action={formAction} className="flex flex-col gap-4 p-5">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            Mark this car sold?
          </h2>
          <p id={`${id}-body`}>
            {car} is marked sold today. {stays} Its page stays, showing it sold; a feed or this page can put it back in
            stock.
          </p>
          {state.errors.form ? (
            <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
              {state.errors.form}
            </p>
          ) : null}
          <input type="hidden" name="carId" value={carId} />
          <input type="hidden" name="version" value={version} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Go back
            </Button>
            <Button type="submit" disabled={pending || state.next !== undefined}>
              {pending ? "Working…" : "Mark sold"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
