import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { sites } from "@/platform/db/schema";
import { invalidateCachedPages } from "@/platform/page-cache";
import { invalidateSiteData } from "@/platform/site-data-cache";
import type { SiteStatus } from "@/sites/config-vocabularies";
import { refreshSitePolicy } from "@/sites/site-policy";
import { recordStaffAudit } from "../../server/audit";
import { isOperator } from "../../roles";
import { operatorOnly, type DirectoryStaff, type OnboardingActor } from "./onboarding";

// Pausing and resuming a site (decision 049), from the console's /sites/{id} and `npm run site`. One
// UPDATE that names the status it expects, so two operators pressing at once change it once and the
// second hears that it already was; the audit line is written in the same transaction. The site's
// change notification (migration 0014) tells every replica, whose proxy then sends its pages to the
// holding page, or back to the site.

export const statusMoves = { pause: "paused", resume: "live" } as const satisfies Record<string, SiteStatus>;
export type StatusMove = keyof typeof statusMoves;

export type StatusOutcome =
  { ok: true; site: { id: string; slug: string; name: string; status: SiteStatus } } | { ok: false; message: string };

export async function setSiteStatus(
  db: Db,
  where: { id: string } | { slug: string },
  move: StatusMove,
  actor: OnboardingActor,
): Promise<StatusOutcome> {
  const to = statusMoves[move];
  const from: SiteStatus = to === "paused" ? "live" : "paused";
  const target = "id" in where ? eq(sites.id, where.id) : eq(sites.slug, where.slug);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(sites)
      .set({ status: to })
      .where(and(target, eq(sites.status, from)))
      .returning({ id: sites.id, slug: sites.slug, name: sites.name });
    if (!changed) {
      const [site] = await tx.select({ status: sites.status }).from(sites).where(target).limit(1);
      if (!site) return { ok: false, message: "No such site." };
      return { ok: false, message: to === "paused" ? "The site is already paused." : "The site is already live." };
    }
    await recordStaffAudit(tx, {
      action: to === "paused" ? "site-paused" : "site-resumed",
      staffAccountId: actor.staffAccountId,
      siteId: changed.id,
      before: { status: from },
      after: { status: to, by: actor.by },
    });
    return { ok: true, site: { ...changed, status: to } };
  });
}

/** The console's Pause and Resume: the operator's check, then the move. */
export async function changeSiteStatus(
  db: Db,
  staff: DirectoryStaff,
  siteId: string,
  move: StatusMove,
): Promise<StatusOutcome> {
  if (!isOperator(staff.scope)) return { ok: false, message: operatorOnly };
  return setSiteStatus(db, { id: siteId }, move, { staffAccountId: staff.staffAccountId, by: "console" });
}

/**
 * This process follows a site's change at once (its proxy policy, cached pages and site data), so
 * the operator's next page already shows it; other replicas follow on the change's notification.
 */
export async function followSiteChangeHere(db: Db, siteId: string): Promise<void> {
  invalidateSiteData(siteId);
  invalidateCachedPages(siteId);
  await refreshSitePolicy(db, siteId);
}
