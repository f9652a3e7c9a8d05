import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerGroups, dealerships, leads, leadNotes, leadOutbox, staffAudit } from "@/platform/db/schema";
import { demoStaff } from "@/console/demo-staff";
import { ensureDemoStaff } from "@/console/server/demo-staff-seed";
import { createStaffAccount, findStaffAccountByEmail, resolveStaffScope } from "@/console/server/staff-accounts";
import type { LeadViewer } from "@/console/server/lead-scope";
import { parseInboxQuery, type InboxFilters } from "@/console/leads/inbox-filters";
import { countNewLeads, inboxPage, inboxSites, type InboxRow } from "@/console/leads/inbox-query";
import { blankedContactCsvNote, csvCell, leadsCsvStream } from "@/console/leads/inbox-csv";
import { demoLeadKeyPrefix, demoLeadsPerSite, ensureDemoLeads } from "@/console/server/demo-leads-seed";
import { purgePersonalData } from "@/leads/retention";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";

// The leads inbox's reads (decision 044) against the database: who sees which leads (manager, their
// dealership; salesperson, theirs assigned to them or to no one; another group's member, none), every
// filter and the search, keyset paging across pages and sites, the count of new leads, the CSV export
// and a lead blanked by retention. PGlite always; the PostgreSQL server too with DATABASE_URL.

const day = 24 * 60 * 60_000;
const now = new Date("2026-11-20T02:00:00Z");

describe.each(testBackends())("the leads inbox on $name", (backend) => {
  let test: TestDatabase;
  let sites: Record<string, LeadSite>;
  const db = (): Db => test.database.db;
  const ids: Record<string, string> = {};

  const site = (slug: string) => {
    const found = sites[slug];
    if (!found) throw new Error(`no ${slug}`);
    return found;
  };

  async function viewer(email: string): Promise<LeadViewer> {
    const account = await findStaffAccountByEmail(db(), email);
    if (!account) throw new Error(`no ${email}`);
    return { staffAccountId: account.id, scope: await resolveStaffScope(db(), db(), account.id) };
  }

  const member = (role: string) => demoStaff.find((candidate) => candidate.role === role)?.email ?? "";

  async function page(email: string, query: Record<string, string> = {}, size?: number) {
    const who = await viewer(email);
    const parsed = parseInboxQuery(query);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return inboxPage(db(), who, await inboxSites(db(), who), parsed.filters, size);
  }

  /** Every row under the filters, paging with Next. */
  async function all(email: string, query: Record<string, string> = {}, size = 50): Promise<InboxRow[]> {
    const out: InboxRow[] = [];
    let after: string | undefined;
    for (;;) {
      const result = await page(email, { ...query, ...(after ? { after } : {}) }, size);
      out.push(...result.rows);
      if (!result.next) return out;
      after = result.next;
    }
  }

  let counter = 0;
  async function lead(values: {
    site: string;
    dealership?: string | null;
    createdAt?: Date;
    formType?: string;
    status?: "new" | "contacted" | "appointment" | "sold" | "lost";
    assignedStaffId?: string | null;
    carId?: string | null;
    payload?: Record<string, unknown>;
  }): Promise<string> {
    counter += 1;
    const [row] = await db()
      .insert(leads)
      .values({
        siteId: site(values.site).id,
        dealershipId: values.dealership === undefined ? (ids[`${values.site}-dealership`] ?? null) : values.dealership,
        carId: values.carId ?? null,
        idempotencyKey: randomUUID(),
        formType: values.formType ?? "enquiry",
        category: "General Enquiry",
        payload: {
          name: `Shopper${counter}`,
          last_name: "Tester",
          phone: `0400 555 ${String(counter).padStart(3, "0")}`,
          email: `shopper${counter}@example.com`,
          ...values.payload,
        } as never,
        createdAt: values.createdAt ?? new Date(now.getTime() - counter * 60_000),
        status: values.status ?? "new",
        assignedStaffId: values.assignedStaffId ?? null,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("no lead");
    return row.id;
  }

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    sites = await seedLeadSites(test.database);
    await ensureDemoStaff(db());
    for (const slug of ["harbourside", "redgum", "southern-cross"]) {
      const [first] = await db()
        .select({ id: dealerships.id })
        .from(dealerships)
        .where(eq(dealerships.siteId, site(slug).id))
        .orderBy(dealerships.slug)
        .limit(1);
      ids[`${slug}-dealership`] = first?.id ?? "";
    }
    // A second dealership at harbourside, which the manager of the first does not run.
    const [other] = await db()
      .insert(dealerships)
      .values({ siteId: site("harbourside").id, name: "Harbourside Prestige", slug: "harbourside-prestige" })
      .returning({ id: dealerships.id });
    ids["harbourside-other"] = other?.id ?? "";
    // Another group's manager (Southern Cross), and a second salesperson at redgum.
    const [group] = await db().select().from(dealerGroups).where(eq(dealerGroups.name, "Southern Cross Auto Group"));
    await createStaffAccount(db(), {
      email: "sx-admin@example.com",
      name: "Sx Admin",
      password: "x".repeat(20),
      grants: [{ role: "group_admin", groupId: group?.id ?? "" }],
    });
    const otherSales = await createStaffAccount(db(), {
      email: "other-sales@example.com",
      name: "Other Sales",
      password: "x".repeat(20),
      grants: [{ role: "salesperson", dealershipId: ids["redgum-dealership"] ?? "" }],
    });
    ids.otherSales = otherSales.id;
    ids.sales = (await viewer(member("salesperson"))).staffAccountId;
    ids.manager = (await viewer(member("manager"))).staffAccountId;
  }, 180_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("a manager sees their dealership's leads only; the group admin the site's; another group's admin none", async () => {
    const mine = await lead({ site: "harbourside" });
    const notMine = await lead({ site: "harbourside", dealership: ids["harbourside-other"] });
    const redgum = await lead({ site: "redgum" });
    const managerRows = await all(member("manager"));
    expect(managerRows.map((row) => row.id)).toContain(mine);
    expect(managerRows.map((row) => row.id)).not.toContain(notMine);
    expect(managerRows.map((row) => row.id)).not.toContain(redgum);
    const adminRows = (await all(member("group_admin"))).map((row) => row.id);
    expect(adminRows).toEqual(expect.arrayContaining([mine, notMine]));
    expect(adminRows).not.toContain(redgum);
    const otherGroup = (await all("sx-admin@example.com")).map((row) => row.id);
    expect(otherGroup).not.toContain(mine);
    expect(otherGroup).not.toContain(notMine);
    expect(otherGroup).not.toContain(redgum);
    // Asking for a site they do not reach does not widen it.
    expect((await page("sx-admin@example.com", { site: site("harbourside").id })).rows).toEqual([]);
  });

  it("a salesperson sees their dealership's leads assigned to them or to no one", async () => {
    const unassigned = await lead({ site: "redgum" });
    const theirs = await lead({ site: "redgum", assignedStaffId: ids.sales, status: "contacted" });
    const someoneElses = await lead({ site: "redgum", assignedStaffId: ids.otherSales });
    const harbourside = await lead({ site: "harbourside" });
    const rows = (await all(member("salesperson"))).map((row) => row.id);
    expect(rows).toEqual(expect.arrayContaining([unassigned, theirs]));
    expect(rows).not.toContain(someoneElses);
    expect(rows).not.toContain(harbourside);
    expect((await all(member("salesperson"), { assignee: "me" })).map((row) => row.id)).toEqual([theirs]);
    const nobodys = (await all(member("salesperson"), { assignee: "unassigned" })).map((row) => row.id);
    expect(nobodys).toContain(unassigned);
    expect(nobodys).not.toContain(theirs);
    // Filtering by the other salesperson finds nothing they may not see.
    expect((await all(member("salesperson"), { assignee: ids.otherSales ?? "" })).map((row) => row.id)).toEqual([]);
  });

  it("filters by status, type, dealership, date range (the site's days) and car", async () => {
    const siteId = site("southern-cross").id;
    const [car] = await db().select().from(cars).where(eq(cars.siteId, siteId)).limit(1);
    if (!car) throw new Error("no car");
    // 23:30 in Sydney on 1 November is 12:30 UTC the same day; 00:30 on 2 November is 13:30 UTC on the 1st.
    const lateOnFirst = await lead({
      site: "southern-cross",
      createdAt: new Date("2026-11-01T12:30:00Z"),
      formType: "test-drive",
      status: "sold",
      carId: car.id,
    });
    const earlyOnSecond = await lead({
      site: "southern-cross",
      createdAt: new Date("2026-11-01T13:30:00Z"),
      formType: "finance",
      status: "lost",
    });
    const admin = "sx-admin@example.com";
    expect((await all(admin, { status: "sold" })).map((row) => row.id)).toEqual([lateOnFirst]);
    expect((await all(admin, { type: "finance" })).map((row) => row.id)).toEqual([earlyOnSecond]);
    expect((await all(admin, { from: "2026-11-01", to: "2026-11-01" })).map((row) => row.id)).toEqual([lateOnFirst]);
    expect((await all(admin, { from: "2026-11-02", to: "2026-11-02" })).map((row) => row.id)).toEqual([earlyOnSecond]);
    expect((await all(admin, { car: car.stocknum.toLowerCase() })).map((row) => row.id)).toEqual([lateOnFirst]);
    expect((await all(admin, { car: car.id })).map((row) => row.id)).toEqual([lateOnFirst]);
    const byCar = await all(admin, { car: car.id });
    expect(byCar[0]).toMatchObject({ stockNumber: car.stocknum, carTitle: car.name });
    expect(
      (await all(admin, { dealership: ids["southern-cross-dealership"] ?? "" })).map((row) => row.id).sort(),
    ).toEqual([lateOnFirst, earlyOnSecond].sort());
  });

  it("searches names, e-mails and phones (with or without spaces), taking % and _ literally", async () => {
    const found = await lead({
      site: "harbourside",
      payload: { name: "Priya", last_name: "O'Connor", email: "Priya.OC@Example.com", phone: "0412 987 654" },
    });
    const email = member("manager");
    expect((await all(email, { q: "priya o'connor" })).map((row) => row.id)).toEqual([found]);
    expect((await all(email, { q: "priya.oc@" })).map((row) => row.id)).toEqual([found]);
    expect((await all(email, { q: "0412987654" })).map((row) => row.id)).toEqual([found]);
    expect((await all(email, { q: "987 654" })).map((row) => row.id)).toEqual([found]);
    expect(await all(email, { q: "%" })).toEqual([]);
    expect(await all(email, { q: "nobody-called-this" })).toEqual([]);
  });

  it("pages 50 at a time by (created_at, id), ties included, forwards and back, across sites", async () => {
    // 120 leads at redgum, ten of them in the same microsecond: the id orders those.
    const at = new Date("2026-10-01T00:00:00Z");
    const made: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      made.push(
        await lead({
          site: "redgum",
          createdAt: i < 10 ? at : new Date(at.getTime() - i * 1000),
          payload: { name: "Pager", last_name: `N${i}` },
        }),
      );
    }
    const email = member("operator");
    const query = { q: "pager" };
    const first = await page(email, query);
    expect(first.rows).toHaveLength(50);
    expect(first.previous).toBeNull();
    const second = await page(email, { ...query, after: first.next ?? "" });
    const third = await page(email, { ...query, after: second.next ?? "" });
    expect(second.rows).toHaveLength(50);
    expect(third.rows).toHaveLength(20);
    expect(third.next).toBeNull();
    const listed = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(new Set(listed).size).toBe(120);
    expect([...listed].sort()).toEqual([...made].sort());
    // Newest first, the ten ties by id descending.
    expect(listed.slice(0, 10)).toEqual([...made.slice(0, 10)].sort().reverse());
    // Back from the third page is the second, and back again the first (with no Previous).
    const back = await page(email, { ...query, before: third.previous ?? "" });
    expect(back.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
    const backAgain = await page(email, { ...query, before: back.previous ?? "" });
    expect(backAgain.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(backAgain.previous).toBeNull();

    // Across sites the pages merge in one order: the operator's whole list is sorted.
    const everything = await all(email, {}, 7);
    const order = everything.map((row) => `${row.createdAt}_${row.id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(new Set(everything.map((row) => row.siteId)).size).toBeGreaterThanOrEqual(3);
  });

  it("counts the member's new leads only", async () => {
    const who = await viewer(member("salesperson"));
    const before = await countNewLeads(db(), who, await inboxSites(db(), who));
    await lead({ site: "redgum" });
    await lead({ site: "redgum", status: "contacted" });
    await lead({ site: "redgum", assignedStaffId: ids.otherSales });
    await lead({ site: "harbourside" });
    expect(await countNewLeads(db(), who, await inboxSites(db(), who))).toBe(before + 1);
  });

  it("gives a message for a bad filter and keeps the good ones", () => {
    const parsed = parseInboxQuery({ status: "won", q: "jane", from: "2026-13-45", after: "nonsense", site: "x" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      status: "Choose a status from the list",
      after: "The page link is not valid; start from the first page",
      site: "Choose a site from the list",
    });
    expect(parsed.errors.from).toBeDefined();
    expect(parsed.filters).toEqual({ q: "jane" } satisfies InboxFilters);
    const reversed = parseInboxQuery({ from: "2026-11-05", to: "2026-11-01" });
    expect(reversed.ok ? {} : reversed.errors).toEqual({ to: "The end date is before the start date" });
  });

  it("exports the filtered list as CSV with formulas defused, and writes the export to the audit log", async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+61 400")).toBe("'+61 400");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("Smith, Jane")).toBe('"Smith, Jane"');
    expect(csvCell("plain")).toBe("plain");
    const evil = await lead({ site: "harbourside", payload: { name: "=cmd|' /C calc'!A0", last_name: "" } });
    const who = await viewer(member("manager"));
    const filters = { q: "cmd" };
    const stream = await leadsCsvStream(db(), who, await inboxSites(db(), who), filters);
    const text = await new Response(stream).text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Received \(UTC\),Site,Dealership,Type/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'=cmd|' /C calc'!A0`);
    expect(lines[1]).toContain(evil);
    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffAccountId, who.staffAccountId), eq(staffAudit.action, "leads-exported")));
    expect(audit.at(-1)?.after).toMatchObject({ filter: { q: "cmd" } });
  });

  it("says so when retention has blanked a lead's contact details", async () => {
    const old = await lead({
      site: "harbourside",
      createdAt: new Date(Date.now() - 800 * day),
      payload: { name: "Forgotten", stock_number: "OLD1" },
    });
    await purgePersonalData(db());
    const rows = await all(member("manager"), { car: "OLD1" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: old, contactBlanked: true, name: "", phone: "", email: "" });
    const who = await viewer(member("manager"));
    const csv = await new Response(
      await leadsCsvStream(db(), who, await inboxSites(db(), who), { car: "OLD1" }),
    ).text();
    expect(csv).toContain(blankedContactCsvNote);
    expect(csv).not.toContain("Forgotten");
  });

  it("makes the demo leads once, in every status, some assigned, with notes and failed deliveries", async () => {
    const made = await ensureDemoLeads(db(), now);
    expect(made).toBe(3 * demoLeadsPerSite);
    expect(await ensureDemoLeads(db(), now)).toBe(0);
    const demo = (await db().select().from(leads)).filter((row) => row.idempotencyKey.startsWith(demoLeadKeyPrefix));
    expect(new Set(demo.map((row) => row.status))).toEqual(
      new Set(["new", "contacted", "appointment", "sold", "lost"]),
    );
    expect(demo.filter((row) => row.status === "lost").every((row) => row.lostReason)).toBe(true);
    expect(demo.some((row) => row.assignedStaffId === ids.manager)).toBe(true);
    expect(demo.some((row) => row.assignedStaffId === ids.sales)).toBe(true);
    expect(demo.every((row) => now.getTime() - row.createdAt.getTime() <= 90 * day)).toBe(true);
    const dead = await db().select().from(leadOutbox).where(eq(leadOutbox.status, "dead"));
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.every((row) => row.lastError)).toBe(true);
    expect(await db().select().from(leadOutbox).where(eq(leadOutbox.status, "pending"))).toEqual([]);
    expect((await db().select().from(leadNotes)).length).toBeGreaterThan(0);
  });
});
