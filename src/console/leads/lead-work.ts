import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { dealerships, leadNotes, leads, sites, staffAccounts, staffGrants } from "@/platform/db/schema";
import { requeueDelivery } from "@/leads/delivery/outbox";
import {
  canAssignLead,
  checkNote,
  decideStatusChange,
  isLeadStatus,
  leadStatusNames,
  type LeadStatus,
} from "@/leads/workflow";
import { dealershipsAt, roleAt } from "../roles";
import { recordStaffAudit } from "../server/audit";
import { canSeeLead, type LeadViewer } from "../server/lead-scope";

// A lead's workflow in the console: status, assignment, notes and resending a delivery. Each change
// acts for the lead's site (withTenant, decision 025) in one transaction that reads the lead afresh
// (locked), checks again that this member may see it and what their role there allows, makes the
// change and writes the audit line. The rules themselves are the leads module's (src/leads/workflow.ts,
// src/leads/delivery/outbox.ts); this file only joins them to the member's role.

export type LeadRow = typeof leads.$inferSelect;

/** Whether the member manages the lead's dealership (manager, group admin, operator). */
export function managesLead(viewer: LeadViewer, lead: Pick<LeadRow, "siteId" | "dealershipId">): boolean {
  if (dealershipsAt(viewer.scope, lead.siteId) === "all") return true;
  if (!lead.dealershipId) return false;
  const role = roleAt(viewer.scope, lead.siteId, lead.dealershipId);
  return role === "manager";
}

/** Someone a lead can be assigned to. */
export type AssignableStaff = { id: string; name: string; email: string };

/**
 * The staff who work at a lead's dealership, from their grants: its managers and salespeople, and
 * the group admins of the site's group (a lead with no dealership: those of every dealership of the
 * site). Platform operators are the platform's people, not the dealer's, so they are not listed.
 * Disabled accounts are left out.
 */
export async function assignableStaff(
  db: Db,
  lead: Pick<LeadRow, "siteId" | "dealershipId">,
): Promise<AssignableStaff[]> {
  const [site] = await db.select({ groupId: sites.groupId }).from(sites).where(eq(sites.id, lead.siteId));
  const atDealership = lead.dealershipId
    ? eq(staffGrants.dealershipId, lead.dealershipId)
    : inArray(
        staffGrants.dealershipId,
        db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.siteId, lead.siteId)),
      );
  const conditions = [and(inArray(staffGrants.role, ["manager", "salesperson"]), atDealership)];
  if (site?.groupId) conditions.push(and(eq(staffGrants.role, "group_admin"), eq(staffGrants.groupId, site.groupId)));
  const rows = await db
    .selectDistinct({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
    .from(staffGrants)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffGrants.staffAccountId))
    .where(and(isNull(staffAccounts.disabledAt), or(...conditions)))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.email));
  return rows;
}

async function staffName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.id, id));
  return row?.name ?? null;
}

/** What a change answers: done, the lead is not this member's to see (a 404 to them), or messages. */
export type LeadChangeResult<Errors> = { kind: "done" } | { kind: "not-found" } | { kind: "refused"; errors: Errors };

/**
 * Runs `change` in a transaction for the lead's site with the lead read afresh and locked, once the
 * member is seen to be allowed to see it; a lead they may not see is "not-found", as on its page.
 */
async function withLead<Errors>(
  db: Db,
  viewer: LeadViewer,
  target: { siteId: string; leadId: string },
  change: (tx: Db, lead: LeadRow, manages: boolean) => Promise<LeadChangeResult<Errors>>,
): Promise<LeadChangeResult<Errors>> {
  return withTenant(target.siteId, () =>
    db.transaction(async (tx) => {
      const [lead] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.id, target.leadId), eq(leads.siteId, target.siteId)))
        .for("update");
      if (!lead || !canSeeLead(viewer, lead)) return { kind: "not-found" } as const;
      return change(tx, lead, managesLead(viewer, lead));
    }),
  );
}

export type StatusErrors = { status?: string; reason?: string; detail?: string; form?: string };

export async function changeLeadStatus(
  db: Db,
  viewer: LeadViewer,
  target: { siteId: string; leadId: string },
  request: { from?: unknown; to: unknown; reason?: unknown; detail?: unknown },
  now: Date = new Date(),
): Promise<LeadChangeResult<StatusErrors>> {
  return withLead<StatusErrors>(db, viewer, target, async (tx, lead, manages) => {
    // The page showed the lead in `from`: if someone moved it meanwhile, say so rather than apply a
    // move chosen against a status it no longer has.
    if (isLeadStatus(request.from) && request.from !== lead.status) {
      return {
        kind: "refused",
        errors: {
          form: `Someone else changed this lead meanwhile: it is now ${leadStatusNames[lead.status].toLowerCase()}. Reload the page to see it.`,
        },
      };
    }
    const decision = decideStatusChange(lead.status, request, { manages });
    if (!decision.ok) return { kind: "refused", errors: decision.errors };
    await tx
      .update(leads)
      .set({ status: decision.status, lostReason: decision.lostReason, statusChangedAt: now })
      .where(eq(leads.id, lead.id));
    await recordStaffAudit(tx, {
      action: "lead-status-changed",
      staffAccountId: viewer.staffAccountId,
      siteId: lead.siteId,
      before: { leadId: lead.id, status: lead.status, lostReason: lead.lostReason },
      after: { leadId: lead.id, status: decision.status, lostReason: decision.lostReason },
      at: now,
    });
    return { kind: "done" };
  });
}

export type AssignErrors = { assignee?: string; form?: string };

export async function assignLead(
  db: Db,
  viewer: LeadViewer,
  target: { siteId: string; leadId: string },
  request: { assignee: unknown },
  now: Date = new Date(),
): Promise<LeadChangeResult<AssignErrors>> {
  return withLead<AssignErrors>(db, viewer, target, async (tx, lead, manages) => {
    const raw = typeof request.assignee === "string" ? request.assignee : "";
    const to = raw === "" ? null : raw;
    if (to === lead.assignedStaffId) {
      return { kind: "refused", errors: { assignee: to ? "The lead is already theirs." : "The lead is unassigned." } };
    }
    if (to !== null && !(await assignableStaff(tx, lead)).some((member) => member.id === to)) {
      return { kind: "refused", errors: { assignee: "Choose someone who works at this dealership." } };
    }
    if (!canAssignLead({ manages, staffId: viewer.staffAccountId }, lead, to)) {
      return {
        kind: "refused",
        errors: {
          assignee: "A salesperson can take an unassigned lead for themselves or hand their own back; ask a manager.",
        },
      };
    }
    await tx.update(leads).set({ assignedStaffId: to }).where(eq(leads.id, lead.id));
    await recordStaffAudit(tx, {
      action: "lead-assigned",
      staffAccountId: viewer.staffAccountId,
      siteId: lead.siteId,
      before: {
        leadId: lead.id,
        assignedStaffId: lead.assignedStaffId,
        assignedName: await staffName(tx, lead.assignedStaffId),
      },
      after: { leadId: lead.id, assignedStaffId: to, assignedName: await staffName(tx, to) },
      at: now,
    });
    return { kind: "done" };
  });
}

export type NoteErrors = { body?: string; form?: string };

export async function addLeadNote(
  db: Db,
  viewer: LeadViewer,
  target: { siteId: string; leadId: string },
  request: { body: unknown },
  now: Date = new Date(),
): Promise<LeadChangeResult<NoteErrors>> {
  return withLead<NoteErrors>(db, viewer, target, async (tx, lead) => {
    // Retention deletes a blanked lead's notes (they tend to name the shopper), so none is taken.
    if (lead.contactBlankedAt) {
      return {
        kind: "refused",
        errors: { body: "This lead's contact details were removed; notes are no longer kept." },
      };
    }
    const note = checkNote(request.body);
    if (!note.ok) return { kind: "refused", errors: { body: note.error } };
    const [row] = await tx
      .insert(leadNotes)
      .values({
        siteId: lead.siteId,
        leadId: lead.id,
        staffAccountId: viewer.staffAccountId,
        body: note.body,
        createdAt: now,
      })
      .returning({ id: leadNotes.id });
    await recordStaffAudit(tx, {
      action: "lead-note-added",
      staffAccountId: viewer.staffAccountId,
      siteId: lead.siteId,
      before: null,
      after: { leadId: lead.id, noteId: row?.id ?? null, body: note.body },
      at: now,
    });
    return { kind: "done" };
  });
}

export type ResendErrors = { form?: string };

/** Queues a failing or dead delivery of the lead again; the caller wakes the worker after. */
export async function resendLeadDelivery(
  db: Db,
  viewer: LeadViewer,
  target: { siteId: string; leadId: string },
  request: { outboxId: unknown },
  now: Date = new Date(),
): Promise<LeadChangeResult<ResendErrors>> {
  return withLead<ResendErrors>(db, viewer, target, async (tx, lead) => {
    const outboxId = typeof request.outboxId === "string" ? request.outboxId : "";
    const requeued = uuidPattern.test(outboxId) ? await requeueDelivery(tx, outboxId, lead.id) : null;
    if (!requeued) {
      return {
        kind: "refused",
        errors: { form: "That delivery is not one to resend now (it may have been sent or queued meanwhile)." },
      };
    }
    const { before, after } = requeued;
    await recordStaffAudit(tx, {
      action: "lead-delivery-resent",
      staffAccountId: viewer.staffAccountId,
      siteId: lead.siteId,
      before: {
        leadId: lead.id,
        outboxId: before.id,
        channel: before.channel,
        status: before.status,
        attempts: before.attempts,
        lastError: before.lastError,
      },
      after: { leadId: lead.id, outboxId: after.id, channel: after.channel, status: after.status },
      at: now,
    });
    return { kind: "done" };
  });
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The status a lead shows as (for messages and the audit's readers). */
export function statusName(status: LeadStatus): string {
  return leadStatusNames[status];
}
