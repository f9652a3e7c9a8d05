"use client";

import { useActionState, useId, useState, type ReactNode } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { inputClass } from "@/ui/field";
import { useNextPage } from "../../components/use-next-page";
import { maxNoteLength, type SettingsActionState } from "../settings-action-state";

// A settings change that is confirmed first (publish, discard, roll back) or done at once (preview,
// carry a draft over): the button, its confirmation naming what will happen, an optional note (a
// version's note), and the server's answer: the page to open, or why nothing changed.

type Action = (previous: SettingsActionState, form: FormData) => Promise<SettingsActionState>;

export type SettingsActionButtonProps = {
  action: Action;
  /** Hidden fields: the site, the version and draft the page shows. */
  fields: Readonly<Record<string, string | number>>;
  label: string;
  variant?: "primary" | "outline";
  testId: string;
  /** Without a confirmation the button sends at once. */
  confirm?: { title: string; body: ReactNode; button: string };
  note?: { label: string; defaultValue: string };
};

const initial: SettingsActionState = {};

function Answer({ state }: { state: SettingsActionState }) {
  if (!state.message) return null;
  return (
    <div
      role="alert"
      className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-800"
      data-testid="action-message"
    >
      <p className="font-medium">{state.message}</p>
      {state.problems && state.problems.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {state.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function SettingsActionButton({
  action,
  fields,
  label,
  variant = "outline",
  testId,
  confirm,
  note,
}: SettingsActionButtonProps) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(action, initial);
  useNextPage(state.next);
  const id = useId();
  const hidden = Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  const busy = pending || state.next !== undefined;
  if (!confirm) {
    return (
      <form action={formAction} className="flex flex-col gap-2">
        {hidden}
        <Button type="submit" variant={variant} disabled={busy} data-testid={testId}>
          {pending ? "Working…" : label}
        </Button>
        <Answer state={state} />
      </form>
    );
  }
  const noteId = `${id}-note`;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        className="w-full max-w-xl"
        data-testid={`${testId}-dialog`}
      >
        <form action={formAction} className="flex flex-col gap-4 p-5">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {confirm.title}
          </h2>
          <div className="max-h-80 overflow-y-auto text-sm">{confirm.body}</div>
          {hidden}
          {note ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={noteId} className="text-sm font-semibold">
                {note.label}
              </label>
              <input
                id={noteId}
                name="note"
                required
                maxLength={maxNoteLength}
                defaultValue={note.defaultValue}
                aria-invalid={state.noteError ? true : undefined}
                aria-describedby={state.noteError ? `${noteId}-error` : undefined}
                className={inputClass}
              />
              {state.noteError ? (
                <p id={`${noteId}-error`} className="text-sm font-medium text-red-700">
                  {state.noteError}
                </p>
              ) : null}
            </div>
          ) : null}
          <Answer state={state} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Go back
            </Button>
            <Button type="submit" disabled={busy}>
              {pending ? "Working…" : confirm.button}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
