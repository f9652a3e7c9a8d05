import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships, leadOutbox } from "@/platform/db/schema";
import { claimDueRows } from "@/leads/delivery/outbox";
import { createLeadWorker, type LeadWorker } from "@/leads/delivery/worker";
import { submitLead, type LeadSite } from "@/leads/server/submit";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import { closedPort, startHttpServer, startSmtpServer, type LocalSmtpServer } from "@/leads/testing/servers";
import { findAll, parseXml } from "@/leads/testing/xml-check";

// The delivery worker against real local servers: an SMTP server and a CRM endpoint on
// 127.0.0.1, failures and retries, several workers, and a worker taking over from one that stopped.

const fastRetries = [0, 20, 20, 20];
const roomy = { phonePerWindow: 10_000, ipPerWindow: 10_000, windowMs: 60 * 60_000 };

/** Quoted-printable soft breaks and escapes, so assertions read the text as written. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(testBackends())("lead delivery on $name", (backend) => {
  let test: TestDatabase;
  let site: LeadSite;
  let carId: string;
  let dealershipId: string;
  const workers: LeadWorker[] = [];

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    const sites = await seedLeadSites(test.database);
    const harbourside = sites.harbourside;
    if (!harbourside) throw new Error("no harbourside");
    site = harbourside;
    const [car] = await db()
      .select()
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")))
      .limit(1);
    if (!car) throw new Error("no car");
    carId = car.id;
    dealershipId = car.dealershipId;
  });

  beforeEach(async () => {
    // Rows a previous test left undelivered must not reach this test's servers.
    await db()
      .update(leadOutbox)
      .set({ status: "dead" })
      .where(inArray(leadOutbox.status, ["pending", "sending"]));
    await setCrm(null);
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await test.dispose();
  });

  function db(): Db {
    return test.database.db;
  }

  async function setCrm(endpoint: string | null, format: "adf" | "json" = "adf") {
    await db()
      .update(dealerships)
      .set({ crmEndpoint: endpoint, crmFormat: endpoint ? format : null })
      .where(eq(dealerships.id, dealershipId));
  }

  function worker(smtpPort: number, options: { db?: Db; schedule?: number[]; name?: string } = {}): LeadWorker {
    const created = createLeadWorker({
      db: options.db ?? db(),
      smtp: { host: "127.0.0.1", port: smtpPort },
      from: "leads@localhost",
      retryScheduleMs: options.schedule ?? fastRetries,
      pollIntervalMs: 20,
      sendTimeoutMs: 5_000,
      name: options.name,
    });
    workers.push(created);
    return created;
  }

  async function submit(fields: Record<string, unknown> = {}, key = randomUUID()): Promise<string> {
    const result = await submitLead(
      db(),
      site,
      {
        formType: "vehicle-enquiry",
        idempotency_key: key,
        car_id: carId,
        fields: {
          name: "Jane",
          last_name: "Citizen <& Co>",
          email: "jane.citizen@example.com",
          phone: "0412 345 678",
          message: "Is it still available? I'd like to see it on Saturday.",
          opt_in: true,
          ...fields,
        },
        page_url: "http://harbourside.localhost:3000/cars/some-car",
      },
      { ip: "192.0.2.10", userAgent: "vitest" },
      { limits: roomy },
    );
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
    return result.body.lead_id;
  }

  async function rowsOf(leadId: string) {
    return db().select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId)).orderBy(leadOutbox.channel);
  }

  async function untilSettled(leadIds: string[]) {
    await vi.waitFor(
      async () => {
        const rows = await db().select().from(leadOutbox).where(inArray(leadOutbox.leadId, leadIds));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.status === "sent" || row.status === "dead")).toBe(true);
      },
      { timeout: 30_000, interval: 25 },
    );
  }

  it("e-mails the lead's details over SMTP and posts a well-formed ADF document to the CRM", async () => {
    const smtp = await startSmtpServer();
    const crm = await startHttpServer();
    try {
      await setCrm(crm.url, "adf");
      const leadId = await submit();
      const running = worker(smtp.port);
      running.start();
      await untilSettled([leadId]);
      await running.stop();

      const rows = await rowsOf(leadId);
      expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
        ["crm", "sent", 1],
        ["email", "sent", 1],
      ]);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual([rows[1]?.target]);
      const text = decodeMail(mail?.raw ?? "");
      expect(text).toContain("Reply-To: jane.citizen@example.com");
      expect(text).toContain("Name: Jane Citizen <& Co>");
      expect(text).toContain("Phone: 0412 345 678");
      expect(text).toContain("Is it still available? I'd like to see it on Saturday.");
      expect(text).toContain(`Lead id: ${leadId}`);

      expect(crm.received).toHaveLength(1);
      const request = crm.received[0];
      expect(request?.headers["content-type"]).toContain("application/xml");
      expect(request?.headers["idempotency-key"]).toBe(rows[0]?.id);
      const adf = parseXml(request?.body ?? "");
      expect(adf.name).toBe("adf");
      const [prospect] = findAll(adf, "prospect");
      expect(findAll(adf, "prospect", "id")[0]?.text).toBe(leadId);
      expect(findAll(adf, "prospect", "requestdate")).toHaveLength(1);
      expect(prospect?.attributes.status).toBe("new");
      const names = findAll(adf, "prospect", "customer", "contact", "name");
      expect(names.map((name) => [name.attributes.part, name.text])).toEqual([
        ["first", "Jane"],
        ["last", "Citizen <& Co>"],
      ]);
      const [car] = await db().select().from(cars).where(eq(cars.id, carId));
      expect(findAll(adf, "prospect", "vehicle", "make")[0]?.text).toBe(car?.make);
      expect(findAll(adf, "prospect", "vehicle", "stock")[0]?.text).toBe(car?.stocknum);
      expect(findAll(adf, "prospect", "vendor", "vendorname")[0]?.text).toBeTruthy();
    } finally {
      await smtp.close();
      await crm.close();
    }
  });

  it("posts JSON to a CRM that takes JSON", async () => {
    const smtp = await startSmtpServer();
    const crm = await startHttpServer();
    try {
      await setCrm(crm.url, "json");
      const leadId = await submit();
      const running = worker(smtp.port);
      running.start();
      await untilSettled([leadId]);
      await running.stop();
      expect(crm.received).toHaveLength(1);
      expect(crm.received[0]?.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(crm.received[0]?.body ?? "")).toMatchObject({
        lead_id: leadId,
        category: "Vehicle Enquiry",
        customer: { first_name: "Jane", phone: "0412 345 678" },
        vehicle: { id: carId },
      });
    } finally {
      await smtp.close();
      await crm.close();
    }
  });

  it("retries a CRM that fails twice and then delivers exactly once", async () => {
    const smtp = await startSmtpServer();
    const crm = await startHttpServer((count) => (count <= 2 ? 503 : 200));
    try {
      await setCrm(crm.url, "adf");
      const leadId = await submit();
      const running = worker(smtp.port);
      running.start();
      await untilSettled([leadId]);
      await running.stop();
      // More passes find nothing left to send.
      const again = worker(smtp.port);
      expect(await again.runOnce()).toBe(0);
      await again.stop();

      const [crmRow] = await rowsOf(leadId);
      expect(crmRow).toMatchObject({ channel: "crm", status: "sent", attempts: 3 });
      expect(crm.received).toHaveLength(3);
      expect(new Set(crm.received.map((request) => request.body)).size).toBe(1);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
      await crm.close();
    }
  });

  it("marks a row dead when the schedule is used up, and logs it as an error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const smtp = await startSmtpServer();
    const crm = await startHttpServer(() => 500);
    try {
      await setCrm(crm.url, "adf");
      const leadId = await submit();
      const running = worker(smtp.port, { schedule: [0, 10] });
      running.start();
      await untilSettled([leadId]);
      await running.stop();
      const [crmRow] = await rowsOf(leadId);
      expect(crmRow).toMatchObject({ status: "dead", attempts: 2, lastError: "the CRM answered HTTP 500" });
      expect(crm.received).toHaveLength(2);
      expect(errors.mock.calls.filter(([line]) => String(line).includes("gave up"))).toHaveLength(1);
    } finally {
      await smtp.close();
      await crm.close();
    }
  });

  it("a new worker delivers what a stopped one left: failed, pending and stuck mid-send", async () => {
    const smtp = await startSmtpServer();
    try {
      // The first process cannot reach its mail server, tries once and is stopped.
      const failed = await submit();
      const first = worker(await closedPort(), { schedule: [0, 20, 20, 20, 20] });
      expect(await first.runOnce()).toBe(1);
      await first.stop();
      expect((await rowsOf(failed))[0]).toMatchObject({ status: "pending", attempts: 1 });

      // Written while no worker ran at all.
      const pending = await submit();
      // Claimed by a process that died before it could send (its lease already over).
      const stuck = await submit();
      const claimed = await claimDueRows(db(), { limit: 10, leaseMs: 1 });
      expect(claimed.map((row) => row.leadId)).toContain(stuck);
      expect((await rowsOf(stuck))[0]?.status).toBe("sending");

      const secondDb = test.reopen ? (await test.reopen()).db : db();
      const second = worker(smtp.port, { db: secondDb, name: "second" });
      second.start();
      await untilSettled([failed, pending, stuck]);
      await second.stop();
      for (const leadId of [failed, pending, stuck]) {
        expect((await rowsOf(leadId))[0]?.status).toBe("sent");
      }
      expect(smtp.received).toHaveLength(3);
    } finally {
      await smtp.close();
    }
  });

  it("delivers a submission sent twice with one key once", async () => {
    const smtp = await startSmtpServer();
    try {
      const key = randomUUID();
      const first = await submit({}, key);
      const second = await submit({ message: "resent" }, key);
      expect(second).toBe(first);
      const running = worker(smtp.port);
      running.start();
      await untilSettled([first]);
      await running.stop();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("lets several workers share the outbox without sending anything twice", async () => {
    const smtp: LocalSmtpServer = await startSmtpServer();
    try {
      const leadIds: string[] = [];
      for (let index = 0; index < 12; index += 1) leadIds.push(await submit({ message: `Lead number ${index}` }));
      const pools = await Promise.all([0, 1, 2].map(async () => (test.reopen ? (await test.reopen()).db : db())));
      const running = pools.map((pool, index) => {
        const created = createLeadWorker({
          db: pool,
          smtp: { host: "127.0.0.1", port: smtp.port },
          from: "leads@localhost",
          retryScheduleMs: fastRetries,
          pollIntervalMs: 10,
          batchSize: 2,
          name: `parallel-${index}`,
        });
        workers.push(created);
        created.start();
        return created;
      });
      await untilSettled(leadIds);
      await Promise.all(running.map((each) => each.stop()));
      expect(smtp.received).toHaveLength(12);
      const bodies = smtp.received.map((mail) => /Lead number (\d+)/.exec(decodeMail(mail.raw))?.[1]);
      expect(new Set(bodies).size).toBe(12);
    } finally {
      await smtp.close();
    }
  });
});
