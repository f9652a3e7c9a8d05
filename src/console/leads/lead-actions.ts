"use server";

import { getDb } from "@/platform/db";
import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import { currentStaff } from "../server/current-staff";
import { leadSiteId } from "../server/lead-site";
import {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  resendLeadDelivery,
  uuidPattern,
  type LeadChangeResult,
} from "./lead-work";
import type { LeadFormState } from "./lead-form-state";

// A lead's workflow as server actions (the pattern of src/console/server/actions.ts): each finds the
// signed-in member again, the lead's site, and hands over to lead-work.ts, which checks the member's
// role for that lead in the site's own scope before it changes anything. Each answers the page to
// open next (the lead again, saying what was done) or the fields' messages; never a redirect, which
// would lose the console's host behind the proxy's rewrite.

function text(form: FormData, name: string, max = 4_000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

const notFound = "This lead is not there any more, or not yours to work.";

async function act<Errors extends { form?: string }>(
  form: FormData,
  saved: string,
  change: (
    target: { siteId: string; leadId: string },
    viewer: { staffAccountId: string; scope: NonNullable<Awaited<ReturnType<typeof currentStaff>>>["scope"] },
  ) => Promise<LeadChangeResult<Errors>>,
): Promise<LeadFormState> {
  const staff = await currentStaff();
  if (!staff) return { errors: {}, next: "/sign-in" };
  const leadId = text(form, "leadId", 100);
  const siteId = uuidPattern.test(leadId) ? await leadSiteId(leadId) : null;
  if (!siteId) return { errors: { form: notFound } };
  const result = await change({ siteId, leadId }, { staffAccountId: staff.staffAccountId, scope: staff.scope });
  if (result.kind === "not-found") return { errors: { form: notFound } };
  if (result.kind === "refused") return { errors: result.errors };
  return { errors: {}, next: `/leads/${leadId}?saved=${saved}` };
}

export async function changeLeadStatusAction(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return act(form, "status", async (target, viewer) =>
    changeLeadStatus(await getDb(), viewer, target, {
      from: text(form, "from", 40),
      to: text(form, "to", 40),
      reason: text(form, "reason", 40),
      detail: text(form, "detail", 2_000),
    }),
  );
}

export async function assignLeadAction(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return act(form, "assigned", async (target, viewer) =>
    assignLead(await getDb(), viewer, target, { assignee: text(form, "assignee", 100) }),
  );
}

export async function addLeadNoteAction(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const state = await act(form, "note", async (target, viewer) =>
    addLeadNote(await getDb(), viewer, target, { body: text(form, "body", 10_000) }),
  );
  // A refused note keeps what was typed.
  return state.next ? state : { ...state, values: { body: text(form, "body", 10_000) } };
}

export async function resendLeadDeliveryAction(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const state = await act(form, "resent", async (target, viewer) =>
    resendLeadDelivery(await getDb(), viewer, target, { outboxId: text(form, "outboxId", 100) }),
  );
  // Sent on the worker's next pass; in this process, now.
  if (state.next) wakeServerLeadWorker();
  return state;
}
