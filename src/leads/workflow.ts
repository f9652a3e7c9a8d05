// Where a dealership's staff have taken a lead: new → contacted → appointment → sold or
// lost, with a reason for lost. Pure rules, so the console's page offers only the moves its server
// action will accept, and a test can hold every pair of statuses against them.
//
// - An open lead (new, contacted, appointment) may move forward to any later stage, straight to
//   sold or lost (a shopper who buys on the first call, a duplicate), or from appointment back to
//   contacted (the appointment fell through). It never goes back to new: once someone has acted on
//   it, it is no longer new.
// - A closed lead (sold, lost) is reopened as contacted, and only by someone who manages the
//   dealership (manager, group admin, operator): the inbox's figures count closed leads, so a
//   salesperson cannot quietly undo one. Moving between sold and lost goes through reopening.
// - Lost needs a reason from a fixed list, and a few words when the reason is "other".

export const leadStatuses = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusNames: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

const openStatuses: readonly LeadStatus[] = ["new", "contacted", "appointment"];

export function isClosedStatus(status: LeadStatus): boolean {
  return status === "sold" || status === "lost";
}

/** Who is moving the lead: only what the rules ask. */
export type LeadWorker = {
  /** Manages the lead's dealership (manager, group admin, operator), as against a salesperson. */
  manages: boolean;
};

/** The statuses a lead in `from` may be moved to by this worker, in the order the page offers them. */
export function nextLeadStatuses(from: LeadStatus, worker: LeadWorker): LeadStatus[] {
  if (isClosedStatus(from)) return worker.manages ? ["contacted"] : [];
  const order = openStatuses.indexOf(from);
  return leadStatuses.filter((to) => {
    if (to === from || to === "new") return false;
    if (isClosedStatus(to)) return true;
    // Forward along the open stages, or appointment back to contacted.
    return openStatuses.indexOf(to) > order || (from === "appointment" && to === "contacted");
  });
}

export function canMoveLead(from: LeadStatus, to: LeadStatus, worker: LeadWorker): boolean {
  return nextLeadStatuses(from, worker).includes(to);
}

export const lostReasons = [
  { code: "no-response", label: "Could not reach them" },
  { code: "bought-elsewhere", label: "Bought elsewhere" },
  { code: "not-ready", label: "Not ready to buy" },
  { code: "price", label: "Price or trade-in too far apart" },
  { code: "finance-declined", label: "Finance declined" },
  { code: "car-unavailable", label: "The car is no longer available" },
  { code: "duplicate", label: "Duplicate or test lead" },
  { code: "other", label: "Other" },
] as const;

export type LostReasonCode = (typeof lostReasons)[number]["code"];

export const maxLostReasonDetail = 500;

export function isLostReasonCode(value: unknown): value is LostReasonCode {
  return typeof value === "string" && lostReasons.some((reason) => reason.code === value);
}

export type LostReason = { code: LostReasonCode; detail: string | null };

/**
 * The reason as the lead's `lost_reason` column keeps it: the code, then ": " and the detail when
 * there is one, so a count by reason reads the code and a person reads both.
 */
export function storedLostReason(reason: LostReason): string {
  return reason.detail ? `${reason.code}: ${reason.detail}` : reason.code;
}

/** Reads the column back; a value that does not start with a known code is kept whole as "other". */
export function readLostReason(stored: string | null): LostReason | null {
  if (stored === null || stored.trim() === "") return null;
  const separator = stored.indexOf(": ");
  const code = separator === -1 ? stored : stored.slice(0, separator);
  if (!isLostReasonCode(code)) return { code: "other", detail: stored };
  return { code, detail: separator === -1 ? null : stored.slice(separator + 2) };
}

export function lostReasonText(reason: LostReason): string {
  const label = lostReasons.find((entry) => entry.code === reason.code)?.label ?? reason.code;
  return reason.detail ? `${label}: ${reason.detail}` : label;
}

export type StatusChange =
  | { ok: true; status: LeadStatus; lostReason: string | null }
  | { ok: false; errors: { status?: string; reason?: string; detail?: string } };

/**
 * Checks a requested move against the rules and answers what to store, or a message per field. A
 * reopened or otherwise moved lead loses its lost reason; a lost one must give one.
 */
export function decideStatusChange(
  from: LeadStatus,
  request: { to: unknown; reason?: unknown; detail?: unknown },
  worker: LeadWorker,
): StatusChange {
  const { to } = request;
  if (!isLeadStatus(to)) return { ok: false, errors: { status: "Choose a status." } };
  if (to === from)
    return { ok: false, errors: { status: `The lead is already ${leadStatusNames[to].toLowerCase()}.` } };
  if (!canMoveLead(from, to, worker)) {
    const message =
      isClosedStatus(from) && !worker.manages
        ? `Only a manager can reopen a ${leadStatusNames[from].toLowerCase()} lead.`
        : `A ${leadStatusNames[from].toLowerCase()} lead cannot be moved to ${leadStatusNames[to].toLowerCase()}.`;
    return { ok: false, errors: { status: message } };
  }
  if (to !== "lost") return { ok: true, status: to, lostReason: null };
  const detail = typeof request.detail === "string" ? request.detail.trim() : "";
  if (!isLostReasonCode(request.reason)) return { ok: false, errors: { reason: "Choose why the lead was lost." } };
  if (detail.length > maxLostReasonDetail) {
    return { ok: false, errors: { detail: `Keep it to ${maxLostReasonDetail} characters (${detail.length} now).` } };
  }
  if (request.reason === "other" && detail === "") {
    return { ok: false, errors: { detail: "Say in a few words why the lead was lost." } };
  }
  return { ok: true, status: "lost", lostReason: storedLostReason({ code: request.reason, detail: detail || null }) };
}

/**
 * Who may put a lead in whose hands. Someone who manages the dealership assigns it to any of its
 * staff or to no one; a salesperson may only take an unassigned lead for themselves or hand their
 * own back (assign it to no one).
 */
export function canAssignLead(
  worker: LeadWorker & { staffId: string },
  lead: { assignedStaffId: string | null },
  to: string | null,
): boolean {
  if (to === lead.assignedStaffId) return false;
  if (worker.manages) return true;
  if (to === worker.staffId) return lead.assignedStaffId === null;
  return to === null && lead.assignedStaffId === worker.staffId;
}

export const maxNoteLength = 2000;

/** A note's text as stored (trimmed), or the field's message. */
export function checkNote(body: unknown): { ok: true; body: string } | { ok: false; error: string } {
  const text = typeof body === "string" ? body.trim() : "";
  if (text === "") return { ok: false, error: "Write the note first." };
  const length = Array.from(text).length;
  if (length > maxNoteLength)
    return { ok: false, error: `Keep a note to ${maxNoteLength} characters (${length} now).` };
  return { ok: true, body: text };
}
