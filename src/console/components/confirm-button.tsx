"use client";

import { useActionState, useId, useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { FormAlert } from "./form-alert";
import { useNextPage } from "./use-next-page";

// An action that cannot be undone, asked first: the button opens a dialog (the site's own modal)
// that names the record and what follows; only its own button acts, and "Go back" closes it. The
// dialog holds a form posting to a server action (its hidden fields as children), or calls
// `onConfirm`; the server's message, when nothing changed, shows in the dialog.

export type ConfirmOpener = {
  label: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The button's accessible name, when its label alone does not say which record ("Revoke DMS export"). */
  name?: string;
};

type Act =
  | {
      /** The form's server action; `children` are its hidden fields. */
      action: (form: FormData) => void;
      onConfirm?: never;
    }
  | { onConfirm: () => void; action?: never };

export type ConfirmButtonProps = Act & {
  opener: ConfirmOpener;
  /** The dialog's test id ("confirm-sold"). */
  testId: string;
  title: ReactNode;
  body: ReactNode;
  /** The confirming button's label ("Mark sold"). */
  confirm: string;
  /** The server's answer when nothing changed. */
  error?: string;
  errorTestId?: string;
  /** Sending or done: the confirming button is disabled. */
  busy: boolean;
  /** While sending, the confirming button says `workingLabel`. */
  working: boolean;
  workingLabel?: string;
  children?: ReactNode;
};

export function ConfirmButton({
  opener,
  testId,
  title,
  body,
  confirm,
  error,
  errorTestId,
  busy,
  working,
  workingLabel = "Working…",
  action,
  onConfirm,
  children,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const content = (
    <>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      <FormAlert message={error} testId={errorTestId} />
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setOpen(false)}>
          Go back
        </Button>
        <Button type={action ? "submit" : "button"} disabled={busy} onClick={onConfirm}>
          {working ? workingLabel : confirm}
        </Button>
      </div>
    </>
  );
  return (
    <>
      <Button
        variant={opener.variant ?? "outline"}
        size={opener.size}
        onClick={() => setOpen(true)}
        aria-label={opener.name}
      >
        {opener.label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-md"
        data-testid={testId}
      >
        {action ? (
          <form action={action} className="flex flex-col gap-4 p-5">
            {content}
          </form>
        ) : (
          <div className="flex flex-col gap-4 p-5">{content}</div>
        )}
      </Dialog>
    </>
  );
}

/**
 * A server action behind a ConfirmButton: its state (for the message), and `confirm`, the button's
 * props: the form's action, busy while it sends and once it names the page to open (which opens).
 */
export function useConfirmedAction<State extends { next?: string }>(
  serverAction: (previous: Awaited<State>, form: FormData) => State | Promise<State>,
  initial: Awaited<State>,
) {
  const [state, action, pending] = useActionState(serverAction, initial);
  useNextPage(state.next);
  return { state, confirm: { action, busy: pending || state.next !== undefined, working: pending } };
}
