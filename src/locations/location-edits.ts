import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { dealerships, locations, specialHours } from "@/platform/db/schema";
import { gridWeekdays, weekGrid } from "./hours-schema";
import type { Department, LocationForm, LocationFormValues } from "./location-form-schema";
import { dateInState, type OpeningHoursEntry } from "./opening-hours";

// Reading and saving a location as staff edit it (the console's Locations). Every function takes the
// site first and is called acting for that site (withTenant, decision 025), so row-level security
// holds it to the site's rows. A save is one transaction: the row is read locked, the editor's version
// is compared with the row's, the location and its special days from today on are written, and the
// caller's `alsoInTransaction` (the console's audit line) runs before it commits. The `site_changed`
// triggers (migration 0014) then tell every server to drop the site's cached pages.

export type LocationListRow = {
  id: string;
  siteId: string;
  dealershipId: string;
  dealershipName: string;
  name: string;
  slug: string;
  locationType: Department;
  city: string;
  state: string;
  phone: string;
  visible: boolean;
  isPrimary: boolean;
};

/** Every location of the site, hidden ones too, by dealership and name. */
export async function listSiteLocations(db: Db, siteId: string): Promise<LocationListRow[]> {
  return db
    .select({
      id: locations.id,
      siteId: locations.siteId,
      dealershipId: locations.dealershipId,
      dealershipName: dealerships.name,
      name: locations.name,
      slug: locations.slug,
      locationType: locations.locationType,
      city: locations.city,
      state: locations.state,
      phone: locations.phone,
      visible: locations.visible,
      isPrimary: locations.isPrimary,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(eq(locations.siteId, siteId))
    .orderBy(asc(dealerships.name), asc(locations.name));
}

/** The fields of a location the editor changes, as stored. */
export type LocationDetails = Omit<LocationForm, "locationId" | "version" | "openingHours" | "specialHours">;

type StoredSpecialDay = {
  date: string;
  label: string;
  status: "Open" | "Closed";
  startHour: string | null;
  endHour: string | null;
};

type LocationRow = typeof locations.$inferSelect;

function detailsOf(row: LocationRow): LocationDetails {
  return {
    name: row.name,
    locationType: row.locationType,
    street: row.street,
    city: row.city,
    // A state spelt otherwise in old data is shown as stored, and the form asks for a proper one.
    state: row.state as LocationDetails["state"],
    postcode: row.postcode,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    landlinePhone: row.landlinePhone,
    email: row.email,
    visible: row.visible,
    placeId: row.placeId,
    placeUrl: row.placeUrl,
    mapKey: row.mapKey,
  };
}

/**
 * The week Monday first, a day the data leaves out closed, each day's keys in one order (jsonb keeps
 * its own): how the editor shows and saves it, and what two weeks are compared as.
 */
function normalisedWeek(entries: readonly OpeningHoursEntry[]): OpeningHoursEntry[] {
  return gridWeekdays.map((weekday) => {
    const entry = entries.find((candidate) => candidate.weekday === weekday);
    return entry?.status === "Open"
      ? { weekday, status: "Open", open: entry.open, close: entry.close }
      : { weekday, status: "Closed", open: null, close: null };
  });
}

/**
 * The version an editor starts from: a digest of everything the editor shows, so any change by anyone
 * (another member, a script, SQL) makes an older edit stale, with no version column to keep.
 */
function versionOf(row: LocationRow, days: readonly StoredSpecialDay[]): string {
  const record = { details: detailsOf(row), hours: normalisedWeek(row.openingHours), days };
  return createHash("sha256").update(JSON.stringify(record)).digest("base64url").slice(0, 32);
}

async function specialDaysOf(db: Db, siteId: string, locationId: string): Promise<StoredSpecialDay[]> {
  return db
    .select({
      date: specialHours.date,
      label: specialHours.label,
      status: specialHours.status,
      startHour: specialHours.startHour,
      endHour: specialHours.endHour,
    })
    .from(specialHours)
    .where(and(eq(specialHours.siteId, siteId), eq(specialHours.locationId, locationId)))
    .orderBy(asc(specialHours.date), asc(specialHours.label));
}

export type LocationForEdit = {
  id: string;
  siteId: string;
  dealershipId: string;
  dealershipName: string;
  slug: string;
  /** Today in the location's state: special days before it are history and not edited. */
  today: string;
  values: LocationFormValues;
};

const text = (value: string | null) => value ?? "";

/** One location of the site with its form's values and version; null when the site has none by that id. */
export async function readLocationForEdit(
  db: Db,
  siteId: string,
  locationId: string,
  now: Date,
): Promise<LocationForEdit | null> {
  const [found] = await db
    .select({ location: locations, dealershipName: dealerships.name })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.siteId, siteId), eq(locations.id, locationId)))
    .limit(1);
  if (!found) return null;
  const row = found.location;
  const days = await specialDaysOf(db, siteId, row.id);
  const today = dateInState(now, row.state);
  return {
    id: row.id,
    siteId,
    dealershipId: row.dealershipId,
    dealershipName: found.dealershipName,
    slug: row.slug,
    today,
    values: {
      locationId: row.id,
      version: versionOf(row, days),
      name: row.name,
      locationType: row.locationType,
      street: row.street,
      city: row.city,
      state: row.state,
      postcode: row.postcode,
      lat: String(row.lat),
      lng: String(row.lng),
      phone: row.phone,
      landlinePhone: text(row.landlinePhone),
      email: text(row.email),
      openingHours: weekGrid(row.openingHours),
      specialHours: days
        .filter((day) => day.date >= today)
        .map((day) => ({ ...day, startHour: text(day.startHour), endHour: text(day.endHour) })),
      visible: row.visible,
      placeId: text(row.placeId),
      placeUrl: text(row.placeUrl),
      mapKey: text(row.mapKey),
    },
  };
}

/** What a save changed, part by part (null: that part is as it was), each with before and after. */
export type LocationChange = {
  location: { id: string; siteId: string; dealershipId: string; name: string };
  details: { before: Partial<LocationDetails>; after: Partial<LocationDetails> } | null;
  openingHours: { before: OpeningHoursEntry[]; after: OpeningHoursEntry[] } | null;
  specialHours: { before: StoredSpecialDay[]; after: StoredSpecialDay[] } | null;
};

export type SaveLocationOutcome =
  { kind: "saved"; change: LocationChange } | { kind: "unchanged" } | { kind: "not-found" } | { kind: "conflict" };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedDetails(before: LocationDetails, after: LocationDetails): LocationChange["details"] {
  const keys = (Object.keys(after) as (keyof LocationDetails)[]).filter((key) => !same(before[key], after[key]));
  if (keys.length === 0) return null;
  const pick = (details: LocationDetails) => Object.fromEntries(keys.map((key) => [key, details[key]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * Saves an edit parsed by `locationFormSchema`, in one transaction. `mayEdit` is asked about the row
 * as it is now (its dealership): false answers "not-found", as for a location that is not there. An
 * edit whose version is not the row's answers "conflict" and changes nothing.
 */
export async function saveLocationEdit(
  db: Db,
  siteId: string,
  edit: LocationForm,
  options: {
    now: Date;
    mayEdit: (location: { dealershipId: string }) => boolean;
    alsoInTransaction?: (tx: Db, change: LocationChange) => Promise<void>;
  },
): Promise<SaveLocationOutcome> {
  return db.transaction(async (tx): Promise<SaveLocationOutcome> => {
    const [row] = await tx
      .select()
      .from(locations)
      .where(and(eq(locations.siteId, siteId), eq(locations.id, edit.locationId)))
      .for("update");
    if (!row || !options.mayEdit(row)) return { kind: "not-found" };
    const days = await specialDaysOf(tx, siteId, row.id);
    if (versionOf(row, days) !== edit.version) return { kind: "conflict" };

    const { locationId: _id, version: _version, openingHours, specialHours: upcoming, ...details } = edit;
    const today = dateInState(options.now, row.state);
    const beforeUpcoming = days.filter((day) => day.date >= today);
    const change: LocationChange = {
      location: { id: row.id, siteId, dealershipId: row.dealershipId, name: details.name },
      details: changedDetails(detailsOf(row), details),
      openingHours: same(normalisedWeek(row.openingHours), openingHours)
        ? null
        : { before: row.openingHours, after: openingHours },
      specialHours: same(beforeUpcoming, upcoming) ? null : { before: beforeUpcoming, after: upcoming },
    };
    if (!change.details && !change.openingHours && !change.specialHours) return { kind: "unchanged" };

    if (change.details || change.openingHours) {
      await tx
        .update(locations)
        .set({ ...details, openingHours })
        .where(and(eq(locations.siteId, siteId), eq(locations.id, row.id)));
    }
    if (change.specialHours) {
      await tx
        .delete(specialHours)
        .where(
          and(eq(specialHours.siteId, siteId), eq(specialHours.locationId, row.id), gte(specialHours.date, today)),
        );
      if (upcoming.length > 0) {
        await tx.insert(specialHours).values(upcoming.map((day) => ({ ...day, siteId, locationId: row.id })));
      }
    }
    await options.alsoInTransaction?.(tx, change);
    return { kind: "saved", change };
  });
}
