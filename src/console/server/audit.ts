import type { Db } from "@/platform/db/connect";
import { staffAudit } from "@/platform/db/schema";

// The console's audit log (decision 042): every staff action, with who, when, which site and the
// record before and after. Signing in and out names no site. Written in the same transaction as the
// change it records wherever there is one, so a change is never without its line.

export type StaffAuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked"
  | "second-factor-failed"
  | "second-factor-enrolled"
  | "sign-out"
  | "sessions-revoked"
  | "account-created"
  | "account-disabled"
  | "password-changed"
  | "lead-status-changed"
  | "lead-assigned"
  | "lead-note-added"
  | "lead-delivery-resent"
  // The leads inbox (decision 044): a CSV export of the filtered list, with the filter.
  | "leads-exported"
  | "reservation-captured"
  | "reservation-cancelled"
  | "reservation-refunded"
  // Staff administration, invitations and resets (decision 048).
  | "staff-invited"
  | "invitation-resent"
  | "invitation-accepted"
  | "second-factor-reset"
  | "password-reset-requested"
  | "password-reset"
  // A site's settings (decision 050): a draft saved, carried onto a newer version or discarded; a
  // version published or rolled back to. Before and after hold the changed settings by path.
  | "site-draft-saved"
  | "site-draft-discarded"
  | "site-config-published"
  | "site-config-rolled-back";

export type StaffAuditEntry = {
  action: StaffAuditAction;
  staffAccountId?: string | null;
  /** The e-mail address given when no account answers to it. */
  email?: string | null;
  siteId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at?: Date;
};

export async function recordStaffAudit(db: Db, entry: StaffAuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    action: entry.action,
    staffAccountId: entry.staffAccountId ?? null,
    email: entry.email ?? null,
    siteId: entry.siteId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
