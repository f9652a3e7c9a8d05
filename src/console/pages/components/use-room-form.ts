"use client";

import { useMemo, useState, useTransition } from "react";
import type { z } from "@/platform/zod";
import { describedBy, inputClass } from "@/ui/field";
import { useNextPage } from "../../components/use-next-page";
import { fieldErrorsOf, type EditResult, type FieldErrors } from "../form-result";

// A content-room form's state: its values (kept whatever the server answers), the schema's messages
// once the member has tried to save (then again as they type, so a message goes as soon as the
// field is right), the server's messages, and the page to open once saved.

export function useRoomForm<Fields extends Record<string, unknown>, Field extends string>({
  initial,
  schema,
  send,
}: {
  initial: Fields;
  schema: z.ZodType;
  send: (fields: Fields) => Promise<EditResult<Field>>;
}) {
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [tried, setTried] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [next, setNext] = useState<string>();
  const [pending, startTransition] = useTransition();
  useNextPage(next);

  const check = (values: Fields): FieldErrors<Field> => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf<Field>(parsed.error);
  };

  const update = <Name extends keyof Fields>(name: Name, value: Fields[Name]) => {
    const changed = { ...fields, [name]: value };
    setFields(changed);
    if (tried) setErrors(check(changed));
  };

  /** Checks the form, then sends it with `send`; answers false when a field is wrong (nothing sent). */
  const submit = (sendWith: (fields: Fields) => Promise<EditResult<Field>> = send): boolean => {
    setTried(true);
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    startTransition(async () => {
      const result = await sendWith(fields);
      if (result.ok) {
        setNext(result.next);
        return;
      }
      setErrors(result.errors);
      setConflict(result.conflict === true);
    });
    return true;
  };

  const dirty = useMemo(() => JSON.stringify(fields) !== JSON.stringify(initial), [fields, initial]);
  return { fields, errors, conflict, dirty, busy: pending || next !== undefined, pending, update, submit };
}

/** Moves focus to the first control the form marked invalid, so a keyboard user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>("[aria-invalid='true']");
    // A group (the picture picker) takes focus on its first control.
    const target = invalid?.matches("input, select, textarea") ? invalid : invalid?.querySelector("input");
    target?.focus();
  });
}

/** A control's wiring to its field: id (`{prefix}-{name}`), name, and its message when it has one. */
export function controlsOf<Field extends string>(prefix: string, errors: FieldErrors<Field>) {
  return (name: Field) => ({
    id: `${prefix}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(`${prefix}-${name}`, errors[name]),
    className: inputClass,
  });
}
