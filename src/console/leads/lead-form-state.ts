// What a lead page's form gets back from its server action: the page to open next once the change
// is made, or a message per field (and one for the whole form), with what was typed kept.

export type LeadFormState = {
  errors: Partial<Record<"status" | "reason" | "detail" | "assignee" | "body" | "form", string>>;
  values?: { body?: string };
  next?: string;
};

export const initialLeadFormState: LeadFormState = { errors: {} };

/** What the page says after each change (`?saved=` in the address the action answers). */
export const savedMessages: Record<string, string> = {
  status: "Status saved.",
  assigned: "Assignment saved.",
  note: "Note added.",
  resent: "Delivery queued again: it is sent within a few seconds.",
};
