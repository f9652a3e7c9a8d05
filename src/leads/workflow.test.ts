import { describe, expect, it } from "vitest";
import {
  canAssignLead,
  canMoveLead,
  checkNote,
  decideStatusChange,
  leadStatuses,
  lostReasonText,
  maxNoteLength,
  nextLeadStatuses,
  readLostReason,
  storedLostReason,
  type LeadStatus,
} from "./workflow";

const manager = { manages: true };
const sales = { manages: false };

describe("the lead status workflow", () => {
  it("moves an open lead forward, straight to sold or lost, never back to new", () => {
    expect(nextLeadStatuses("new", sales)).toEqual(["contacted", "appointment", "sold", "lost"]);
    expect(nextLeadStatuses("contacted", sales)).toEqual(["appointment", "sold", "lost"]);
    // An appointment that fell through goes back to contacted.
    expect(nextLeadStatuses("appointment", sales)).toEqual(["contacted", "sold", "lost"]);
    for (const from of leadStatuses) {
      expect(canMoveLead(from, "new", manager)).toBe(false);
      expect(canMoveLead(from, from, manager)).toBe(false);
    }
  });

  it("reopens a sold or lost lead as contacted, for a manager only", () => {
    for (const closed of ["sold", "lost"] as LeadStatus[]) {
      expect(nextLeadStatuses(closed, manager)).toEqual(["contacted"]);
      expect(nextLeadStatuses(closed, sales)).toEqual([]);
    }
    expect(canMoveLead("sold", "lost", manager)).toBe(false);
    expect(canMoveLead("lost", "appointment", manager)).toBe(false);
  });

  it("a manager and a salesperson move open leads alike", () => {
    for (const from of ["new", "contacted", "appointment"] as LeadStatus[]) {
      expect(nextLeadStatuses(from, manager)).toEqual(nextLeadStatuses(from, sales));
    }
  });

  it("asks lost for a reason from the list, and a few words when it is 'other'", () => {
    expect(decideStatusChange("contacted", { to: "lost" }, sales)).toEqual({
      ok: false,
      errors: { reason: "Choose why the lead was lost." },
    });
    expect(decideStatusChange("contacted", { to: "lost", reason: "made-up" }, sales).ok).toBe(false);
    expect(decideStatusChange("contacted", { to: "lost", reason: "other", detail: "  " }, sales)).toEqual({
      ok: false,
      errors: { detail: "Say in a few words why the lead was lost." },
    });
    expect(decideStatusChange("contacted", { to: "lost", reason: "bought-elsewhere" }, sales)).toEqual({
      ok: true,
      status: "lost",
      lostReason: "bought-elsewhere",
    });
    expect(decideStatusChange("new", { to: "lost", reason: "other", detail: " Moved interstate " }, sales)).toEqual({
      ok: true,
      status: "lost",
      lostReason: "other: Moved interstate",
    });
    expect(decideStatusChange("new", { to: "lost", reason: "price", detail: "x".repeat(501) }, sales).ok).toBe(false);
  });

  it("refuses a move the rules do not allow with a message for the status field", () => {
    expect(decideStatusChange("sold", { to: "contacted" }, sales)).toEqual({
      ok: false,
      errors: { status: "Only a manager can reopen a sold lead." },
    });
    expect(decideStatusChange("contacted", { to: "contacted" }, sales)).toEqual({
      ok: false,
      errors: { status: "The lead is already contacted." },
    });
    expect(decideStatusChange("contacted", { to: "new" }, manager).ok).toBe(false);
    expect(decideStatusChange("new", { to: "archived" }, manager)).toEqual({
      ok: false,
      errors: { status: "Choose a status." },
    });
    // Reopening clears the reason.
    expect(decideStatusChange("lost", { to: "contacted" }, manager)).toEqual({
      ok: true,
      status: "contacted",
      lostReason: null,
    });
  });

  it("keeps a lost reason as code and words, and reads it back", () => {
    const stored = storedLostReason({ code: "price", detail: "wanted $2k more for the trade" });
    expect(stored).toBe("price: wanted $2k more for the trade");
    expect(readLostReason(stored)).toEqual({ code: "price", detail: "wanted $2k more for the trade" });
    expect(lostReasonText({ code: "price", detail: null })).toBe("Price or trade-in too far apart");
    // Something written by hand that names no code is shown whole.
    expect(readLostReason("went quiet")).toEqual({ code: "other", detail: "went quiet" });
    expect(readLostReason(null)).toBeNull();
  });
});

describe("who may assign a lead", () => {
  const me = "sam";
  it("a salesperson takes an unassigned lead for themselves, or hands their own back", () => {
    expect(canAssignLead({ ...sales, staffId: me }, { assignedStaffId: null }, me)).toBe(true);
    expect(canAssignLead({ ...sales, staffId: me }, { assignedStaffId: me }, null)).toBe(true);
    expect(canAssignLead({ ...sales, staffId: me }, { assignedStaffId: null }, "kim")).toBe(false);
    expect(canAssignLead({ ...sales, staffId: me }, { assignedStaffId: "kim" }, me)).toBe(false);
    expect(canAssignLead({ ...sales, staffId: me }, { assignedStaffId: "kim" }, null)).toBe(false);
    expect(canAssignLead({ ...sales, staffId: me }, { assignedStaffId: me }, "kim")).toBe(false);
  });

  it("a manager assigns anyone, or no one; assigning to the same person is no change", () => {
    expect(canAssignLead({ ...manager, staffId: "max" }, { assignedStaffId: "kim" }, "sam")).toBe(true);
    expect(canAssignLead({ ...manager, staffId: "max" }, { assignedStaffId: "kim" }, null)).toBe(true);
    expect(canAssignLead({ ...manager, staffId: "max" }, { assignedStaffId: "kim" }, "kim")).toBe(false);
  });
});

describe("a note", () => {
  it("is 1 to 2000 characters once trimmed", () => {
    expect(checkNote("  Called, left a message. ")).toEqual({ ok: true, body: "Called, left a message." });
    expect(checkNote("   ")).toEqual({ ok: false, error: "Write the note first." });
    expect(checkNote(undefined)).toEqual({ ok: false, error: "Write the note first." });
    expect(checkNote("é".repeat(maxNoteLength)).ok).toBe(true);
    expect(checkNote("a".repeat(maxNoteLength + 1))).toEqual({
      ok: false,
      error: "Keep a note to 2000 characters (2001 now).",
    });
  });
});
