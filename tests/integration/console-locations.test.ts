import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import pg from "pg";
import { appDatabaseUrl, migrateDatabase, openAppDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { dealerGroups, dealerships, locations, sites, specialHours, staffAudit } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import type { LocationFormValues } from "@/locations/location-form-schema";
import { hoursMessages } from "@/locations/hours-schema";
import { createStaffAccount, listGrantedSites, resolveStaffScope } from "@/console/server/staff-accounts";
import {
  findEditableLocation,
  listEditableLocations,
  locationSaveMessages,
  saveLocation,
  type LocationEditor,
} from "@/console/locations/server/location-work";

// Editing a location from the console on the PostgreSQL server, as the app's own role (row-level
// security on, acting for the location's site): a manager's save changes the location, its week and
// its special days and writes one audit line per part with before and after, in the same transaction;
// a stale edit, a salesperson, another dealership's manager and another group's admin change nothing.
// Every save announces the site on `site_changed`, which empties the shopper pages' caches.

const serverUrl = process.env.DATABASE_URL;
const now = new Date("2026-11-29T01:00:00Z"); // Sunday 29 November, midday in Sydney

describe.runIf(serverUrl)("the console's Locations on the PostgreSQL server", () => {
  const name = `it_locations_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client;
  let platform: Database;
  let app: Database;
  let harbourside = "";
  let rozelle = "";
  let drummoyne = "";
  const editors: Record<string, LocationEditor> = {};

  async function editor(label: string, grants: Parameters<typeof createStaffAccount>[1]["grants"]) {
    const account = await createStaffAccount(platform.db, {
      email: `${label}@staff.example`,
      name: label,
      password: "a long enough password for tests",
      grants,
    });
    editors[label] = {
      staffAccountId: account.id,
      scope: await resolveStaffScope(platform.db, platform.db, account.id),
    };
  }

  async function open(label: string, id: string) {
    const who = editors[label]!;
    return findEditableLocation(app.db, who, await listGrantedSites(app.db, who.scope), id, now);
  }

  async function save(label: string, values: unknown) {
    const who = editors[label]!;
    return saveLocation(app.db, who, await listGrantedSites(app.db, who.scope), values, now);
  }

  async function editorValues(id: string): Promise<LocationFormValues> {
    const page = await open("operator", id);
    if (!page) throw new Error("no location");
    return page.values;
  }

  const auditOf = (locationId: string) =>
    platform.db
      .select()
      .from(staffAudit)
      .orderBy(asc(staffAudit.at), asc(staffAudit.action))
      .then((rows) => rows.filter((row) => row.after?.locationId === locationId));

  beforeAll(async () => {
    // Dropping the database at the end ends the pools' idle connections, which the logger would report.
    process.env.LOG_LEVEL = "error";
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    platform = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(platform);
    await seedDemoData(
      platform.db,
      generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 2, referenceDate: new Date("2026-11-22") }),
    );
    app = await openAppDatabase({ databaseUrl: appDatabaseUrl(url.toString()) });
    const rows = await platform.db.select({ id: sites.id, slug: sites.slug }).from(sites);
    harbourside = rows.find((row) => row.slug === "harbourside")!.id;
    const redgum = rows.find((row) => row.slug === "redgum")!.id;
    const places = await platform.db.select().from(locations).where(eq(locations.siteId, harbourside));
    rozelle = places.find((row) => row.slug === "rozelle")!.id;
    drummoyne = places.find((row) => row.slug === "drummoyne-service")!.id;
    const [ours] = await platform.db.select().from(dealerships).where(eq(dealerships.siteId, harbourside));
    const [theirs] = await platform.db.select().from(dealerships).where(eq(dealerships.siteId, redgum));
    const [group] = await platform.db.insert(dealerGroups).values({ name: "Harbour group" }).returning();
    const [other] = await platform.db.insert(dealerGroups).values({ name: "Redgum group" }).returning();
    await platform.db.update(sites).set({ groupId: group!.id }).where(eq(sites.id, harbourside));
    await platform.db.update(sites).set({ groupId: other!.id }).where(eq(sites.id, redgum));
    await editor("operator", [{ role: "operator" }]);
    await editor("manager", [{ role: "manager", dealershipId: ours!.id }]);
    await editor("sales", [{ role: "salesperson", dealershipId: ours!.id }]);
    await editor("other-manager", [{ role: "manager", dealershipId: theirs!.id }]);
    await editor("group-admin", [{ role: "group_admin", groupId: group!.id }]);
    await editor("other-admin", [{ role: "group_admin", groupId: other!.id }]);
  }, 180_000);

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await platform?.close().catch(() => undefined);
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it("lists a manager's own dealership's locations, every one of the group's to its admin, none to a salesperson", async () => {
    const listed = async (label: string) => {
      const who = editors[label]!;
      return (await listEditableLocations(app.db, who, await listGrantedSites(app.db, who.scope))).map((row) => row.id);
    };
    expect((await listed("manager")).sort()).toEqual([drummoyne, rozelle].sort());
    expect(await listed("group-admin")).toEqual(expect.arrayContaining([rozelle, drummoyne]));
    expect(await listed("sales")).toEqual([]);
    expect(await listed("other-manager")).not.toContain(rozelle);
    expect(await listed("other-admin")).not.toContain(rozelle);
  });

  it("a manager's save changes the location, its Saturday and a public holiday, each part audited before and after, and the site is announced", async () => {
    const listener = new pg.Client({ connectionString: new URL(`/${name}`, serverUrl).toString() });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    await listener.query("listen site_changed");
    try {
      const values = await editorValues(drummoyne);
      const saturday = values.openingHours.findIndex((day) => day.weekday === 6);
      const result = await save("manager", {
        ...values,
        phone: "(02) 5550 4242",
        openingHours: values.openingHours.map((day, index) =>
          index === saturday ? { ...day, status: "Open", open: "08:00", close: "13:00" } : day,
        ),
        specialHours: [
          ...values.specialHours,
          { date: "2027-06-14", label: "King's Birthday", status: "Closed", startHour: "", endHour: "" },
        ],
      });
      expect(result).toEqual({ kind: "saved", locationId: drummoyne });

      const [row] = await platform.db.select().from(locations).where(eq(locations.id, drummoyne));
      expect(row?.phone).toBe("(02) 5550 4242");
      expect(row?.openingHours.find((day) => day.weekday === 6)).toEqual({
        weekday: 6,
        status: "Open",
        open: "08:00",
        close: "13:00",
      });
      const days = await platform.db
        .select()
        .from(specialHours)
        .where(and(eq(specialHours.locationId, drummoyne), eq(specialHours.date, "2027-06-14")));
      expect(days.map((day) => [day.label, day.status, day.siteId])).toEqual([
        ["King's Birthday", "Closed", harbourside],
      ]);

      const audit = await auditOf(drummoyne);
      expect(audit.map((line) => line.action).sort()).toEqual([
        "location-hours-changed",
        "location-special-hours-changed",
        "location-updated",
      ]);
      expect(audit.every((line) => line.staffAccountId === editors.manager!.staffAccountId)).toBe(true);
      expect(audit.every((line) => line.siteId === harbourside)).toBe(true);
      const details = audit.find((line) => line.action === "location-updated")!;
      expect(details.before).toMatchObject({ locationId: drummoyne, phone: values.phone });
      expect(details.after).toEqual({
        locationId: drummoyne,
        locationName: values.name,
        phone: "(02) 5550 4242",
      });
      const hours = audit.find((line) => line.action === "location-hours-changed")!;
      const saturdayIn = (record: Record<string, unknown> | null) =>
        (record?.openingHours as { weekday: number }[] | undefined)?.find((day) => day.weekday === 6);
      expect(saturdayIn(hours.before)).toEqual({ weekday: 6, status: "Open", open: "08:00", close: "12:00" });
      expect(saturdayIn(hours.after)).toEqual({ weekday: 6, status: "Open", open: "08:00", close: "13:00" });
      const special = audit.find((line) => line.action === "location-special-hours-changed")!;
      expect(JSON.stringify(special.before)).not.toContain("King's Birthday");
      expect(JSON.stringify(special.after)).toContain("King's Birthday");

      await expect.poll(() => heard).toContain(harbourside);
    } finally {
      await listener.end();
    }
  });

  it("refuses a stale edit with a conflict message and keeps the first save", async () => {
    const opened = await editorValues(rozelle);
    expect(await save("group-admin", { ...opened, name: "Rozelle (first)" })).toMatchObject({ kind: "saved" });
    const stale = await save("manager", { ...opened, name: "Rozelle (second)" });
    expect(stale).toEqual({ kind: "refused", errors: { form: locationSaveMessages.conflict } });
    const [row] = await platform.db.select({ name: locations.name }).from(locations).where(eq(locations.id, rozelle));
    expect(row?.name).toBe("Rozelle (first)");
    // Opened afresh, the same change saves.
    const fresh = await editorValues(rozelle);
    expect(await save("manager", { ...fresh, name: "Rozelle (second)" })).toMatchObject({ kind: "saved" });
  });

  it("refuses a salesperson, another dealership's manager and another group's admin, changing nothing", async () => {
    const values = await editorValues(rozelle);
    const auditBefore = (await auditOf(rozelle)).length;
    for (const label of ["sales", "other-manager", "other-admin"]) {
      expect(await open(label, rozelle)).toBeNull();
      expect(await save(label, { ...values, name: `Taken over by ${label}` })).toEqual({
        kind: "refused",
        errors: { form: locationSaveMessages.notFound },
      });
    }
    const [row] = await platform.db.select({ name: locations.name }).from(locations).where(eq(locations.id, rozelle));
    expect(row?.name).toBe(values.name);
    expect(await auditOf(rozelle)).toHaveLength(auditBefore);
  });

  it("refuses inverted hours, a repeated date and a position outside Australia with field messages, saving nothing", async () => {
    const values = await editorValues(rozelle);
    const result = await save("manager", {
      ...values,
      lat: "33.86",
      openingHours: values.openingHours.map((day, index) =>
        index === 0 ? { ...day, status: "Open", open: "17:00", close: "09:00" } : day,
      ),
      specialHours: [
        { date: "2027-01-01", label: "New Year's Day", status: "Closed", startHour: "", endHour: "" },
        { date: "2027-01-01", label: "Stocktake", status: "Open", startHour: "09:00", endHour: "12:00" },
      ],
    });
    expect(result.kind).toBe("refused");
    const errors = result.kind === "refused" ? result.errors : {};
    expect(errors["openingHours.0.close"]).toBe(hoursMessages.inverted("17:00"));
    expect(errors["specialHours.1.date"]).toBe("Fri 1 Jan 2027 is listed twice: keep one entry per day.");
    expect(errors.lat).toMatch(/between -44 and -9/);
    expect((await editorValues(rozelle)).version).toBe(values.version);
  });

  it("says so when nothing changed, and writes no audit line", async () => {
    const values = await editorValues(drummoyne);
    const lines = (await auditOf(drummoyne)).length;
    expect(await save("manager", values)).toEqual({
      kind: "refused",
      errors: { form: locationSaveMessages.unchanged },
    });
    expect(await auditOf(drummoyne)).toHaveLength(lines);
  });
});
