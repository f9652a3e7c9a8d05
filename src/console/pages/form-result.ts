import type { z } from "@/platform/zod";

// What the room's forms get back from their server actions: the page to open once the change is
// made, or a message per field (and one for the whole form) with nothing the member typed lost, as
// the form keeps its own values. `conflict`: someone else changed the record since it was opened.

export type FieldErrors<Field extends string> = Partial<Record<Field | "form", string>>;

export type EditResult<Field extends string> =
  { ok: true; next: string } | { ok: false; errors: FieldErrors<Field>; conflict?: boolean };

export const roomMessages = {
  conflict:
    "Someone else changed this since you opened it, so nothing was saved. Your changes are still in the form: copy what you need, then reload the page to see theirs.",
  listConflict: "Someone else changed this list since you opened it, so nothing moved. Reload the page and try again.",
  notFound: "It is no longer there: someone may have removed it. Reload the list.",
  forbidden: "You cannot edit this site's pages and promotions.",
  confirm: "Confirm that you want to remove it.",
  invalid: "Something in the form was not understood. Reload the page and try again.",
} as const;

/** The first message for each field a zod error names (its first path segment). */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Field>;
}
