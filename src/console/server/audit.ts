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
  // A manager given or refused the site's settings (decision 054).
  | "settings-granted"
  | "settings-withdrawn"
  // Locations (decision 052): a location's details, its week's hours, its special days.
  | "location-updated"
  | "location-hours-changed"
  | "location-special-hours-changed"
  // The content room (decision 053): a site's pages and posts, hero slides and promotions.
  | "content-page-created"
  | "content-page-updated"
  | "content-page-published"
  | "content-page-unpublished"
  | "hero-slide-created"
  | "hero-slide-updated"
  | "hero-slide-deleted"
  | "hero-slides-reordered"
  | "promo-tile-created"
  | "promo-tile-updated"
  | "promo-tile-deleted"
  | "promo-tiles-reordered"
  // The stock room (decision 051): a car's edit and sale through the stock API's apply path, and
  // the dealership's stock API keys.
  | "stock-car-edited"
  | "stock-car-sold"
  | "stock-key-created"
  | "stock-key-revoked"
  // A car's photos in the console (decision 055): uploaded, put in order, deleted, handed back to the feed.
  | "stock-photos-uploaded"
  | "stock-photos-arranged"
  | "stock-photos-deleted"
  | "stock-photos-feed-restored"
  // Onboarding (decision 049): a site made, paused or resumed, in the console or with `npm run site`
  // (no staff member then; the record says what made it).
  | "site-created"
  | "site-paused"
  | "site-resumed"
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
