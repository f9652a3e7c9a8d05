"use server";

import { env } from "@/platform/env";
import { isOperator } from "../roles";
import { currentStaff, directoryDb } from "../server/current-staff";
import type { NewSiteFormState } from "./new-site-schema";
import { onboardSite, operatorOnly } from "./server/onboarding";
import { changeSiteStatus, followSiteChangeHere } from "./server/site-status";
import { statusFormSchema, type StatusFormState } from "./status-form-schema";

// The onboarding pages' actions (decision 049), for the platform's operator only, checked here on
// every call. Each answers field messages or the page to open next (see server/actions.ts for why
// they never redirect themselves). The site directory is written on the platform's connection.

/** The form's whole site arrives as JSON (its lists of dealerships and locations do not fit form fields). */
const maxSiteJsonLength = 1_000_000;

export async function createSiteAction(_previous: NewSiteFormState, form: FormData): Promise<NewSiteFormState> {
  const staff = await currentStaff();
  if (!staff) return { errors: {}, next: "/sign-in" };
  if (!isOperator(staff.scope)) return { errors: { form: operatorOnly } };
  const raw = form.get("site");
  let site: unknown;
  try {
    if (typeof raw !== "string" || raw.length > maxSiteJsonLength) throw new Error("no site");
    site = JSON.parse(raw);
  } catch {
    return { errors: { form: "The form did not arrive whole. Please send it again." } };
  }
  const db = await directoryDb();
  const created = await onboardSite(db, staff, site, { rootDomain: env().ROOT_DOMAIN });
  if (!created.ok) return { errors: created.errors };
  await followSiteChangeHere(db, created.site.id);
  return { errors: {}, next: `/sites/${created.site.id}?done=created` };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
}

export async function siteStatusAction(_previous: StatusFormState, form: FormData): Promise<StatusFormState> {
  const staff = await currentStaff();
  if (!staff) return { next: "/sign-in" };
  if (!isOperator(staff.scope)) return { message: operatorOnly };
  const parsed = statusFormSchema.safeParse({
    siteId: text(form, "siteId"),
    move: text(form, "move"),
    confirm: text(form, "confirm"),
  });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? "No such site." };
  const { siteId, move } = parsed.data;
  const db = await directoryDb();
  const outcome = await changeSiteStatus(db, staff, siteId, move);
  if (!outcome.ok) return { message: outcome.message };
  await followSiteChangeHere(db, siteId);
  return { next: `/sites/${siteId}?done=${outcome.site.status}` };
}
