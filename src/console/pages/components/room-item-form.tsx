"use client";

import { useRef, type ReactNode } from "react";
import { Button } from "@/ui/button";
import { FormAlert } from "../../components/form-alert";
import { focusFirstInvalid } from "./use-room-form";

// The frame of a hero slide's or a promotion's form: checked on submit (focus to the first wrong
// field), the form's own message (a conflict has its own test id), the fields, and the one button
// that saves, with an optional note beside it.

export function RoomItemForm({
  label,
  form,
  submit,
  note,
  children,
}: {
  /** The form's name ("Edit the slide"). */
  label: string;
  form: { errors: { form?: string }; conflict: boolean; busy: boolean; pending: boolean; submit: () => boolean };
  /** The button's label ("Save slide"). */
  submit: string;
  note?: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.submit()) focusFirstInvalid(formRef.current);
      }}
      className="flex max-w-3xl flex-col gap-4"
    >
      <FormAlert message={form.errors.form} testId={form.conflict ? "conflict-alert" : "form-alert"} />
      {children}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={form.busy}>
          {form.pending ? "Saving…" : submit}
        </Button>
        {note ? <span className="text-sm text-muted">{note}</span> : null}
      </div>
    </form>
  );
}
