import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerGroups, dealerships, leadOutbox, leads, sites, staffAudit } from "@/platform/db/schema";
import { demoStaff } from "@/console/demo-staff";
import { ensureDemoStaff } from "@/console/server/demo-staff-seed";
import { createStaffAccount, findStaffAccountByEmail, resolveStaffScope } from "@/console/server/staff-accounts";
import type { LeadViewer } from "@/console/server/lead-scope";
import { findLeadSiteId } from "@/console/server/lead-site";
import { loadLeadRecord } from "@/console/leads/lead-record";
import { addLeadNote, assignLead, changeLeadStatus, resendLeadDelivery } from "@/console/leads/lead-work";
import { createLeadWorker } from "@/leads/delivery/worker";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import { closedPort, startHttpServer } from "@/leads/testing/servers";

// A lead's page and its workflow as the console's actions call them, with each role: the operator
// and the lead's manager work it, a group admin of another group and a salesperson whose lead it is
// not get the 404's answer, a salesperson only takes or hands back. Every change writes its audit
// line; Resend queues a dead delivery again, and the worker then sends it to the stand-in CRM.

const member = (role: string) => {
  const found = demoStaff.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

describe.each(testBackends())("a lead's page in the console on $name", (backend) => {
  let test: TestDatabase;
  const db = (): Db => test.database.db;
  let siteId = "";
  let dealershipId = "";
  let carId = "";
  const viewers: Record<"operator" | "groupAdmin" | "otherGroupAdmin" | "manager" | "kim" | "sally", LeadViewer> =
    {} as never;

  async function viewer(email: string): Promise<LeadViewer> {
    const account = await findStaffAccountByEmail(db(), email);
    if (!account) throw new Error(`no ${email}`);
    return { staffAccountId: account.id, scope: await resolveStaffScope(db(), db(), account.id) };
  }

  let leadCount = 0;
  /** A new harbourside lead about a car, with a dead CRM delivery and a sent e-mail. */
  async function newLead(options: { assignedTo?: string | null; status?: "new" | "sold" } = {}) {
    leadCount += 1;
    const [lead] = await db()
      .insert(leads)
      .values({
        siteId,
        dealershipId,
        carId,
        idempotencyKey: `console-lead-${leadCount}-${randomUUID()}`,
        category: "Sales Enquiry",
        formType: "enquiry",
        payload: {
          name: "Jane",
          last_name: "Citizen",
          email: "jane@example.com",
          phone: "0412 345 678",
          message: "Is it still available?",
          PreferredContactMethod: "Phone",
          opt_in: false,
          car_id: carId,
        },
        assignedStaffId: options.assignedTo ?? null,
        status: options.status ?? "new",
      })
      .returning();
    if (!lead) throw new Error("no lead");
    const [crm] = await db()
      .insert(leadOutbox)
      .values({
        siteId,
        leadId: lead.id,
        channel: "crm",
        target: `http://127.0.0.1:${await closedPort()}/leads?key=secret`,
        format: "json",
        status: "dead",
        attempts: 8,
        lastError: "fetch failed (ECONNREFUSED)",
      })
      .returning();
    await db()
      .insert(leadOutbox)
      .values({ siteId, leadId: lead.id, channel: "email", target: "sales@harbourside.example", status: "sent" });
    if (!crm) throw new Error("no outbox row");
    return { leadId: lead.id, crmId: crm.id };
  }

  async function auditRows(action: string, leadId: string) {
    const rows = await db().select().from(staffAudit).where(eq(staffAudit.action, action)).orderBy(asc(staffAudit.at));
    return rows.filter((row) => (row.after as { leadId?: string } | null)?.leadId === leadId);
  }

  beforeAll(async () => {
    test = await backend.open();
    const seeded = await seedLeadSites(test.database);
    siteId = seeded.harbourside?.id ?? "";
    await ensureDemoStaff(db());
    const [dealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.siteId, siteId), eq(dealerships.slug, "harbourside-motors")));
    dealershipId = dealership?.id ?? "";
    const [car] = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.dealershipId, dealershipId), eq(cars.status, "in_stock")))
      .limit(1);
    carId = car?.id ?? "";
    const [southern] = await db()
      .select({ id: dealerGroups.id })
      .from(dealerGroups)
      .where(eq(dealerGroups.name, "Southern Cross Auto Group"));
    const password = "a long enough test password";
    await createStaffAccount(db(), {
      email: "other-group@dealer.example",
      name: "Otto Other-Group",
      password,
      grants: [{ role: "group_admin", groupId: southern?.id ?? "" }],
    });
    for (const [email, name] of [
      ["kim@dealer.example", "Kim Salesperson"],
      ["sally@dealer.example", "Sally Salesperson"],
    ] as const) {
      await createStaffAccount(db(), { email, name, password, grants: [{ role: "salesperson", dealershipId }] });
    }
    viewers.operator = await viewer(member("operator").email);
    viewers.groupAdmin = await viewer(member("group_admin").email);
    viewers.manager = await viewer(member("manager").email);
    viewers.otherGroupAdmin = await viewer("other-group@dealer.example");
    viewers.kim = await viewer("kim@dealer.example");
    viewers.sally = await viewer("sally@dealer.example");
  }, 120_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("shows the manager the car now, the answers labelled, the deliveries and what they may do", async () => {
    const { leadId, crmId } = await newLead();
    expect(await findLeadSiteId(db(), leadId)).toBe(siteId);
    expect(await findLeadSiteId(db(), randomUUID())).toBeNull();
    const page = await loadLeadRecord(db(), viewers.manager, { siteId, leadId });
    expect(page).not.toBeNull();
    if (!page) return;
    expect(page.title).toBe("Sales Enquiry from Jane Citizen");
    expect(page.car).toMatchObject({ state: "in-stock" });
    expect(page.car?.url).toMatch(/^https:\/\/.+\/cars\//);
    expect(page.contact).toContainEqual({ label: "Phone", value: "0412 345 678" });
    expect(page.message).toBe("Is it still available?");
    expect(page.answers).toContainEqual({ label: "Preferred contact method", value: "Phone" });
    expect(page.answers).toContainEqual({ label: "Subscribe to news and offers", value: "No" });
    const crm = page.deliveries.find((row) => row.id === crmId);
    // The CRM's address may carry a key: the page names only its host.
    expect(crm).toMatchObject({ channel: "crm", state: "dead", resendable: true, attempts: 8 });
    expect(crm?.target).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(page.deliveries.find((row) => row.channel === "email")).toMatchObject({ state: "sent", resendable: false });
    expect(page.can.nextStatuses).toEqual(["contacted", "appointment", "sold", "lost"]);
    expect(page.can.assignTo.map((staff) => staff.name)).toEqual([
      "Grace Group-Admin",
      "Kim Salesperson",
      "Max Manager",
      "Sally Salesperson",
    ]);

    // The car sold meanwhile: the page says so.
    await db().update(cars).set({ status: "sold" }).where(eq(cars.id, carId));
    expect((await loadLeadRecord(db(), viewers.manager, { siteId, leadId }))?.car?.state).toBe("sold");
    await db().update(cars).set({ status: "in_stock", reserved: true }).where(eq(cars.id, carId));
    expect((await loadLeadRecord(db(), viewers.manager, { siteId, leadId }))?.car?.state).toBe("reserved");
    await db().update(cars).set({ reserved: false }).where(eq(cars.id, carId));
  });

  it("the manager marks it contacted, assigns it, adds a note and marks it lost, each written to the audit", async () => {
    const { leadId } = await newLead();
    const target = { siteId, leadId };
    expect(await changeLeadStatus(db(), viewers.manager, target, { from: "new", to: "contacted" })).toEqual({
      kind: "done",
    });
    expect(await assignLead(db(), viewers.manager, target, { assignee: viewers.kim.staffAccountId })).toEqual({
      kind: "done",
    });
    expect(await addLeadNote(db(), viewers.manager, target, { body: "  Called; she'll come in Saturday.  " })).toEqual({
      kind: "done",
    });
    await addLeadNote(
      db(),
      viewers.manager,
      target,
      { body: "Saturday moved to Sunday." },
      new Date(Date.now() + 1000),
    );
    // Lost needs a reason.
    expect(await changeLeadStatus(db(), viewers.manager, target, { from: "contacted", to: "lost" })).toEqual({
      kind: "refused",
      errors: { reason: "Choose why the lead was lost." },
    });
    expect(
      await changeLeadStatus(db(), viewers.manager, target, {
        from: "contacted",
        to: "lost",
        reason: "bought-elsewhere",
        detail: "Went with the Mazda",
      }),
    ).toEqual({ kind: "done" });

    const page = await loadLeadRecord(db(), viewers.manager, target);
    expect(page).toMatchObject({
      status: "lost",
      lostReason: "Bought elsewhere: Went with the Mazda",
      assignedName: "Kim Salesperson",
    });
    expect(page?.notes.map((note) => [note.body, note.author])).toEqual([
      ["Saturday moved to Sunday.", "Max Manager"],
      ["Called; she'll come in Saturday.", "Max Manager"],
    ]);
    // A manager may reopen it.
    expect(page?.can.nextStatuses).toEqual(["contacted"]);

    const statusLines = await auditRows("lead-status-changed", leadId);
    expect(statusLines.map((row) => [row.before, row.after, row.staffAccountId, row.siteId])).toEqual([
      [
        { leadId, status: "new", lostReason: null },
        { leadId, status: "contacted", lostReason: null },
        viewers.manager.staffAccountId,
        siteId,
      ],
      [
        { leadId, status: "contacted", lostReason: null },
        { leadId, status: "lost", lostReason: "bought-elsewhere: Went with the Mazda" },
        viewers.manager.staffAccountId,
        siteId,
      ],
    ]);
    const [assigned] = await auditRows("lead-assigned", leadId);
    expect(assigned).toMatchObject({
      before: { leadId, assignedStaffId: null, assignedName: null },
      after: { leadId, assignedStaffId: viewers.kim.staffAccountId, assignedName: "Kim Salesperson" },
    });
    expect((await auditRows("lead-note-added", leadId)).map((row) => (row.after as { body: string }).body)).toEqual([
      "Called; she'll come in Saturday.",
      "Saturday moved to Sunday.",
    ]);
  });

  it("the operator and the site's group admin work any lead of the site", async () => {
    const { leadId } = await newLead({ assignedTo: null });
    const target = { siteId, leadId };
    expect(await changeLeadStatus(db(), viewers.operator, target, { to: "appointment" })).toEqual({ kind: "done" });
    expect(await assignLead(db(), viewers.groupAdmin, target, { assignee: viewers.sally.staffAccountId })).toEqual({
      kind: "done",
    });
    expect((await loadLeadRecord(db(), viewers.operator, target))?.status).toBe("appointment");
  });

  it("a group admin of another group gets the 404's answer for the page and every action, and nothing changes", async () => {
    const { leadId, crmId } = await newLead();
    const target = { siteId, leadId };
    const outsider = viewers.otherGroupAdmin;
    expect(await loadLeadRecord(db(), outsider, target)).toBeNull();
    expect(await changeLeadStatus(db(), outsider, target, { to: "contacted" })).toEqual({ kind: "not-found" });
    expect(await assignLead(db(), outsider, target, { assignee: outsider.staffAccountId })).toEqual({
      kind: "not-found",
    });
    expect(await addLeadNote(db(), outsider, target, { body: "hello" })).toEqual({ kind: "not-found" });
    expect(await resendLeadDelivery(db(), outsider, target, { outboxId: crmId })).toEqual({ kind: "not-found" });
    const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "new", assignedStaffId: null });
    const [row] = await db().select().from(leadOutbox).where(eq(leadOutbox.id, crmId));
    expect(row?.status).toBe("dead");
    const written = await db().select().from(staffAudit).where(eq(staffAudit.staffAccountId, outsider.staffAccountId));
    expect(written).toEqual([]);
  });

  it("a salesperson cannot open or work a lead assigned to someone else", async () => {
    const { leadId, crmId } = await newLead({ assignedTo: viewers.kim.staffAccountId });
    const target = { siteId, leadId };
    expect(await loadLeadRecord(db(), viewers.sally, target)).toBeNull();
    expect(await changeLeadStatus(db(), viewers.sally, target, { to: "contacted" })).toEqual({ kind: "not-found" });
    expect(await assignLead(db(), viewers.sally, target, { assignee: viewers.sally.staffAccountId })).toEqual({
      kind: "not-found",
    });
    expect(await addLeadNote(db(), viewers.sally, target, { body: "mine now" })).toEqual({ kind: "not-found" });
    expect(await resendLeadDelivery(db(), viewers.sally, target, { outboxId: crmId })).toEqual({ kind: "not-found" });
    // Kim, whose lead it is, works it.
    expect(await changeLeadStatus(db(), viewers.kim, target, { to: "contacted" })).toEqual({ kind: "done" });
  });

  it("a salesperson takes an unassigned lead or hands theirs back, and cannot reopen a closed one", async () => {
    const { leadId } = await newLead();
    const target = { siteId, leadId };
    const sally = viewers.sally;
    const page = await loadLeadRecord(db(), sally, target);
    expect(page?.can.assignTo.map((staff) => staff.id)).toEqual([sally.staffAccountId]);
    expect(page?.can.unassign).toBe(false);
    expect(await assignLead(db(), sally, target, { assignee: viewers.kim.staffAccountId })).toMatchObject({
      kind: "refused",
      errors: { assignee: expect.stringContaining("ask a manager") as string },
    });
    expect(await assignLead(db(), sally, target, { assignee: sally.staffAccountId })).toEqual({ kind: "done" });
    expect(await assignLead(db(), sally, target, { assignee: "" })).toEqual({ kind: "done" });
    // Someone who does not work at the dealership cannot be given it.
    expect(
      await assignLead(db(), viewers.manager, target, { assignee: viewers.otherGroupAdmin.staffAccountId }),
    ).toEqual({ kind: "refused", errors: { assignee: "Choose someone who works at this dealership." } });

    const sold = await newLead({ status: "sold" });
    expect(await changeLeadStatus(db(), sally, { siteId, leadId: sold.leadId }, { to: "contacted" })).toEqual({
      kind: "refused",
      errors: { status: "Only a manager can reopen a sold lead." },
    });
    expect(await changeLeadStatus(db(), viewers.manager, { siteId, leadId: sold.leadId }, { to: "contacted" })).toEqual(
      { kind: "done" },
    );
  });

  it("a status chosen against a status the lead no longer has is refused", async () => {
    const { leadId } = await newLead();
    const target = { siteId, leadId };
    await changeLeadStatus(db(), viewers.manager, target, { from: "new", to: "contacted" });
    expect(await changeLeadStatus(db(), viewers.operator, target, { from: "new", to: "appointment" })).toMatchObject({
      kind: "refused",
      errors: { form: expect.stringContaining("it is now contacted") as string },
    });
  });

  it("a note must have 1 to 2000 characters", async () => {
    const { leadId } = await newLead();
    const target = { siteId, leadId };
    expect(await addLeadNote(db(), viewers.manager, target, { body: "   " })).toEqual({
      kind: "refused",
      errors: { body: "Write the note first." },
    });
    expect(await addLeadNote(db(), viewers.manager, target, { body: "a".repeat(2001) })).toEqual({
      kind: "refused",
      errors: { body: "Keep a note to 2000 characters (2001 now)." },
    });
    expect(await auditRows("lead-note-added", leadId)).toEqual([]);
  });

  it("Resend queues a dead delivery again, once, and the worker then sends it to the stand-in CRM", async () => {
    const crmServer = await startHttpServer(() => 200);
    try {
      const { leadId, crmId } = await newLead();
      await db().update(leadOutbox).set({ target: crmServer.url }).where(eq(leadOutbox.id, crmId));
      // Nothing else may be due when the worker passes.
      await db().update(leadOutbox).set({ status: "dead" }).where(gt(leadOutbox.attempts, -1));
      await db()
        .update(leadOutbox)
        .set({ status: "dead", lastError: "the CRM answered HTTP 500" })
        .where(eq(leadOutbox.id, crmId));
      const target = { siteId, leadId };
      expect(await resendLeadDelivery(db(), viewers.manager, target, { outboxId: crmId })).toEqual({ kind: "done" });
      const [queued] = await db().select().from(leadOutbox).where(eq(leadOutbox.id, crmId));
      expect(queued).toMatchObject({ status: "pending", attempts: 8 });
      // Pressed twice: the second finds nothing to resend.
      expect(await resendLeadDelivery(db(), viewers.manager, target, { outboxId: crmId })).toMatchObject({
        kind: "refused",
      });
      // Not a row of this lead: refused too.
      expect(await resendLeadDelivery(db(), viewers.manager, target, { outboxId: randomUUID() })).toMatchObject({
        kind: "refused",
      });
      const [line] = await auditRows("lead-delivery-resent", leadId);
      expect(line).toMatchObject({
        staffAccountId: viewers.manager.staffAccountId,
        siteId,
        before: {
          outboxId: crmId,
          channel: "crm",
          status: "dead",
          attempts: 8,
          lastError: "the CRM answered HTTP 500",
        },
        after: { outboxId: crmId, status: "pending" },
      });

      const worker = createLeadWorker({ db: db(), smtp: { host: "127.0.0.1", port: await closedPort() }, from: "x@y" });
      try {
        expect(await worker.runOnce()).toBe(1);
      } finally {
        await worker.stop();
      }
      expect(crmServer.received).toHaveLength(1);
      expect(JSON.parse(crmServer.received[0]?.body ?? "{}")).toMatchObject({ lead_id: leadId });
      const page = await loadLeadRecord(db(), viewers.manager, target);
      expect(page?.deliveries.find((row) => row.id === crmId)).toMatchObject({
        state: "sent",
        attempts: 9,
        resendable: false,
      });
    } finally {
      await crmServer.close();
    }
  });

  it("a lead whose contact details were blanked says so, shows none, and takes no notes", async () => {
    const { leadId } = await newLead();
    await db()
      .update(leads)
      .set({ contactBlankedAt: new Date(), payload: { car_id: carId, category: "Sales Enquiry" } })
      .where(eq(leads.id, leadId));
    const page = await loadLeadRecord(db(), viewers.manager, { siteId, leadId });
    expect(page).toMatchObject({ title: "Sales Enquiry", contact: [], message: null });
    expect(page?.contactBlankedAt).not.toBeNull();
    expect(page?.can.addNote).toBe(false);
    expect(await addLeadNote(db(), viewers.manager, { siteId, leadId }, { body: "called" })).toMatchObject({
      kind: "refused",
    });
    // Sites are readable directory data: the lead's site name shows.
    const [site] = await db().select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
    expect(page?.siteName).toBe(site?.name);
  });
});
