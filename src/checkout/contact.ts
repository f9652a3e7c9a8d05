// The shopper's contact details on a reservation: the lead forms' own core fields (first and last
// name, e-mail, phone; postcode optional; the opt-in), with the same formats, limits and messages,
// so the checkout and an enquiry can never disagree about a valid phone number.
import type { z } from "@/platform/zod";
import { leadFieldsSchema, leadMessages, type FieldErrors } from "@/leads/schemas";

const core = leadFieldsSchema.pick({
  name: true,
  last_name: true,
  email: true,
  phone: true,
  postcode: true,
  opt_in: true,
});

const requiredMessages = {
  name: leadMessages.firstNameRequired,
  last_name: leadMessages.lastNameRequired,
  email: leadMessages.emailRequired,
  phone: leadMessages.phoneRequired,
} as const;

export const reservationContactSchema = core
  .superRefine(
    (fields, context) => {
      for (const [field, message] of Object.entries(requiredMessages)) {
        if (fields[field as keyof typeof requiredMessages] === undefined) {
          context.addIssue({ code: "custom", path: [field], message });
        }
      }
    },
    // Missing fields are reported with the format problems of the others, as the lead forms do.
    { when: () => true },
  )
  .transform((fields) => ({
    name: fields.name ?? "",
    last_name: fields.last_name ?? "",
    email: fields.email ?? "",
    phone: fields.phone ?? "",
    postcode: fields.postcode ?? null,
    opt_in: fields.opt_in,
  }));

/** Contact details as the browser sends them (the lead forms' field names); checked by the schema. */
export type ReservationContactInput = {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string | null;
  opt_in?: boolean | string;
};
/** Checked contact details. */
export type ReservationContact = z.output<typeof reservationContactSchema>;

export type ContactParse = { ok: true; contact: ReservationContact } | { ok: false; fieldErrors: FieldErrors };

/** Checks contact details; the first message per field, keyed by the field's name. */
export function parseReservationContact(input: unknown): ContactParse {
  const parsed = reservationContactSchema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, contact: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[issue.path.length > 0 ? String(issue.path[0]) : "contact"] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
