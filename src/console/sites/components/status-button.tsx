"use client";

import { useActionState, useId, useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { useNextPage } from "../../components/use-next-page";
import { siteStatusAction } from "../actions";
import type { StatusFormState } from "../status-form-schema";

// Pause or Resume: the button opens a confirmation that says what shoppers and search engines will
// see; only its own button sends the move (with confirm=yes, which the server requires).

const wording = {
  pause: {
    open: "Pause site…",
    title: (name: string) => `Pause ${name}?`,
    body: "Every page of the site will show a holding page (HTTP 503) until it is resumed, and its sitemap and vehicle feeds will answer the same. Leads and stock feeds are not affected.",
    confirm: "Pause the site",
  },
  resume: {
    open: "Resume site…",
    title: (name: string) => `Resume ${name}?`,
    body: "Every page, the sitemap and the vehicle feeds will be back at once.",
    confirm: "Resume the site",
  },
} as const;

const initial: StatusFormState = {};

export function StatusButton({
  siteId,
  siteName,
  move,
}: {
  siteId: string;
  siteName: string;
  move: "pause" | "resume";
}) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(siteStatusAction, initial);
  useNextPage(state.next);
  const id = useId();
  const words = wording[move];
  return (
    <>
      <Button variant={move === "pause" ? "outline" : "primary"} onClick={() => setOpen(true)}>
        {words.open}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-md"
        data-testid={`confirm-${move}`}
      >
        <form action={formAction} className="flex flex-col gap-4 p-5">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {words.title(siteName)}
          </h2>
          <p id={`${id}-body`}>{words.body}</p>
          {state.message ? (
            <p
              role="alert"
              className="rounded-site border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {state.message}
            </p>
          ) : null}
          <input type="hidden" name="siteId" value={siteId} />
          <input type="hidden" name="move" value={move} />
          <input type="hidden" name="confirm" value="yes" />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Go back
            </Button>
            <Button type="submit" disabled={pending || state.next !== undefined}>
              {pending ? "Working…" : words.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
