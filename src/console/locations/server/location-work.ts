import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { locations } from "@/platform/db/schema";
import {
  listSiteLocations,
  readLocationForEdit,
  saveLocationEdit,
  type LocationChange,
  type LocationForEdit,
  type LocationListRow,
} from "@/locations/location-edits";
import { fieldErrorsOf, locationFormSchema, type LocationFieldErrors } from "@/locations/location-form-schema";
import { dateInState } from "@/locations/opening-hours";
import type { StaffScope } from "../../roles";
import { recordStaffAudit, type StaffAuditAction } from "../../server/audit";
import type { GrantedSite } from "../../server/staff-accounts";
import { canEditLocation, locationSitesOf } from "../location-scope";

// The console's Locations on the server: which locations a member sees, one location's editor, and
// the save. Each site is read and written acting for it (withTenant, decision 025), so row-level
// security holds every query to that site; the member's right to the location's dealership is
// checked here before anything is shown, and again inside the save's transaction. The rules of a
// location (its schema, the save itself) are src/locations' own.

export type LocationEditor = { staffAccountId: string; scope: StaffScope };

type SiteRef = Pick<GrantedSite, "id" | "name" | "slug">;

export type LocationListEntry = LocationListRow & { siteName: string; siteSlug: string };

function sitesToRead(editor: LocationEditor, sites: readonly SiteRef[]): SiteRef[] {
  const ids = new Set(
    locationSitesOf(
      editor.scope,
      sites.map((site) => site.id),
    ),
  );
  return sites.filter((site) => ids.has(site.id));
}

/** The locations the member may edit, by site, dealership and name. */
export async function listEditableLocations(
  db: Db,
  editor: LocationEditor,
  sites: readonly SiteRef[],
): Promise<LocationListEntry[]> {
  const perSite = await Promise.all(
    sitesToRead(editor, sites).map(async (site) =>
      (await withTenant(site.id, () => listSiteLocations(db, site.id)))
        .filter((row) => canEditLocation(editor.scope, row))
        .map((row) => ({ ...row, siteName: site.name, siteSlug: site.slug })),
    ),
  );
  return perSite.flat();
}

/** Where a location id is, among the sites the member edits in: its site, dealership and state. */
async function locate(db: Db, editor: LocationEditor, sites: readonly SiteRef[], locationId: string) {
  for (const site of sitesToRead(editor, sites)) {
    const [row] = await withTenant(site.id, () =>
      db
        .select({ dealershipId: locations.dealershipId, state: locations.state })
        .from(locations)
        .where(and(eq(locations.siteId, site.id), eq(locations.id, locationId)))
        .limit(1),
    );
    if (row) return canEditLocation(editor.scope, { siteId: site.id, ...row }) ? { site, ...row } : null;
  }
  return null;
}

export type LocationEditorPage = LocationForEdit & {
  site: SiteRef;
  /** The dealership's other locations (its other departments), which the member may edit too. */
  siblings: LocationListRow[];
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One location's editor, or null when it is not there or not the member's to edit. */
export async function findEditableLocation(
  db: Db,
  editor: LocationEditor,
  sites: readonly SiteRef[],
  locationId: string,
  now: Date,
): Promise<LocationEditorPage | null> {
  if (!uuidPattern.test(locationId)) return null;
  const found = await locate(db, editor, sites, locationId.toLowerCase());
  if (!found) return null;
  const { site } = found;
  return withTenant(site.id, async () => {
    const location = await readLocationForEdit(db, site.id, locationId.toLowerCase(), now);
    if (!location) return null;
    const siblings = (await listSiteLocations(db, site.id)).filter(
      (row) => row.dealershipId === location.dealershipId && row.id !== location.id,
    );
    return { ...location, site, siblings };
  });
}

export const locationSaveMessages = {
  notFound: "This location is not there any more, or not yours to edit.",
  conflict:
    "Someone else saved this location after you opened it, so nothing was saved. Open it again in a new tab to see their changes; what you typed is still here.",
  unchanged: "Nothing to save: the location is as it was.",
  fix: "Some fields need a change before this can be saved; each says what.",
} as const;

export type SaveLocationResult =
  { kind: "saved"; locationId: string } | { kind: "refused"; errors: LocationFieldErrors };

/** The save's audit lines, one per part that changed, each with that part before and after. */
async function recordLocationAudit(tx: Db, editor: LocationEditor, change: LocationChange, now: Date): Promise<void> {
  const subject = { locationId: change.location.id, locationName: change.location.name };
  const entry = (action: StaffAuditAction, before: Record<string, unknown>, after: Record<string, unknown>) =>
    recordStaffAudit(tx, {
      action,
      staffAccountId: editor.staffAccountId,
      siteId: change.location.siteId,
      before: { ...subject, ...before },
      after: { ...subject, ...after },
      at: now,
    });
  if (change.details) await entry("location-updated", change.details.before, change.details.after);
  if (change.openingHours) {
    await entry(
      "location-hours-changed",
      { openingHours: change.openingHours.before },
      { openingHours: change.openingHours.after },
    );
  }
  if (change.specialHours) {
    await entry(
      "location-special-hours-changed",
      { specialHours: change.specialHours.before },
      { specialHours: change.specialHours.after },
    );
  }
}

/**
 * Saves an edit from the location form: the member's right to the location, the shared schema (with
 * the location's own today for its special days), the version, then the save with its audit lines in
 * the same transaction.
 */
export async function saveLocation(
  db: Db,
  editor: LocationEditor,
  sites: readonly SiteRef[],
  input: unknown,
  now: Date = new Date(),
): Promise<SaveLocationResult> {
  const locationId =
    typeof input === "object" && input !== null && "locationId" in input && typeof input.locationId === "string"
      ? input.locationId.toLowerCase()
      : "";
  const found = uuidPattern.test(locationId) ? await locate(db, editor, sites, locationId) : null;
  if (!found) return { kind: "refused", errors: { form: locationSaveMessages.notFound } };
  const parsed = locationFormSchema({ today: dateInState(now, found.state) }).safeParse(
    typeof input === "object" ? { ...input, locationId } : input,
  );
  if (!parsed.success) {
    return { kind: "refused", errors: { form: locationSaveMessages.fix, ...fieldErrorsOf(parsed.error) } };
  }
  const siteId = found.site.id;
  const outcome = await withTenant(siteId, () =>
    saveLocationEdit(db, siteId, parsed.data, {
      now,
      mayEdit: (row) => canEditLocation(editor.scope, { siteId, dealershipId: row.dealershipId }),
      alsoInTransaction: (tx, change) => recordLocationAudit(tx, editor, change, now),
    }),
  );
  switch (outcome.kind) {
    case "saved":
      return { kind: "saved", locationId };
    case "unchanged":
      return { kind: "refused", errors: { form: locationSaveMessages.unchanged } };
    case "conflict":
      return { kind: "refused", errors: { form: locationSaveMessages.conflict } };
    case "not-found":
      return { kind: "refused", errors: { form: locationSaveMessages.notFound } };
  }
}
