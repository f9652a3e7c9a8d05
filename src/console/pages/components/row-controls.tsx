"use client";

import { useState, useTransition } from "react";
import { Button } from "@/ui/button";
import { ConfirmButton } from "../../components/confirm-button";
import { useNextPage } from "../../components/use-next-page";
import type { EditResult } from "../form-result";

// The controls on a row of the slides' and promotions' lists: move it one place up or down (the list
// version says which order the member saw), and remove it after a confirmation that names it. The
// server checks everything again and answers the list to reload, or why nothing changed.

type RowTarget = { siteId: string; id: string };

function useRowAction() {
  const [error, setError] = useState<string>();
  const [next, setNext] = useState<string>();
  const [pending, startTransition] = useTransition();
  useNextPage(next);
  const run = (send: () => Promise<EditResult<"form">>) =>
    startTransition(async () => {
      const result = await send();
      if (result.ok) setNext(result.next);
      else setError(result.errors.form ?? "Nothing changed.");
    });
  return { error, busy: pending || next !== undefined, run };
}

export function MoveButtons({
  target,
  listVersion,
  name,
  first,
  last,
  move,
}: {
  target: RowTarget;
  listVersion: string;
  /** What the row is called, for the buttons' names ("Move New Toyota Hybrids up"). */
  name: string;
  first: boolean;
  last: boolean;
  move: (input: unknown) => Promise<EditResult<"form">>;
}) {
  const { error, busy, run } = useRowAction();
  const button = (direction: "up" | "down", disabled: boolean) => (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled || busy}
      aria-label={`Move ${name} ${direction}`}
      onClick={() => run(() => move({ ...target, direction, listVersion }))}
    >
      <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
    </Button>
  );
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-1">
        {button("up", first)}
        {button("down", last)}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function RemoveButton({
  target,
  version,
  name,
  what,
  consequence,
  remove,
}: {
  target: RowTarget;
  version: string;
  name: string;
  /** "slide", "promotion". */
  what: string;
  /** What removing it does, in a sentence. */
  consequence: string;
  remove: (input: unknown) => Promise<EditResult<"form">>;
}) {
  const { error, busy, run } = useRowAction();
  return (
    <ConfirmButton
      opener={{ label: "Remove", variant: "ghost", size: "sm", name: `Remove ${name}` }}
      testId="confirm-remove"
      title={`Remove the ${what} “${name}”?`}
      body={`${consequence} This cannot be undone.`}
      confirm={`Remove the ${what}`}
      error={error}
      busy={busy}
      working={busy}
      workingLabel="Removing…"
      onConfirm={() => run(() => remove({ ...target, version, confirm: "yes" }))}
    />
  );
}
