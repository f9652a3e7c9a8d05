import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleCodeRequest } from "@/accounts/server/http";
import { localSmsProvider } from "@/accounts/sms";
import { createLeadWorker } from "@/leads/delivery/worker";
import { handleLeadPost } from "@/leads/server/http";
import type { LeadSite } from "@/leads/server/submit";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import { closedPort, startSmtpServer } from "@/leads/testing/servers";

// What an operator's log shows of a shopper: nothing personal. A lead is posted (stored, refused by
// the rate limit, refused as invalid), delivered once to a mail server and failed once against a
// closed port, and a sign-in code is asked for; every log line, at debug level, is searched for the
// shopper's name, phone and e-mail.

const shopper = {
  name: "Marguerite",
  last_name: "Featherstonehaugh",
  email: "marguerite.f@example.net",
  phone: "0498 765 432",
};
/** Every form the phone and e-mail might take in a log line. */
const needles = [
  shopper.name,
  shopper.last_name,
  shopper.email,
  shopper.phone,
  "0498765432",
  "+61498765432",
  "61498765432",
  "498765432",
  "marguerite.f",
];

describe.each(testBackends().slice(0, 1))("personal data in the logs on $name", (backend) => {
  let test: TestDatabase;
  let harbourside: LeadSite;
  const lines: string[] = [];

  beforeAll(async () => {
    test = await backend.open();
    const sites = await seedLeadSites(test.database);
    if (!sites.harbourside) throw new Error("no harbourside");
    harbourside = sites.harbourside;
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await test.dispose();
  });

  it("never carries a shopper's name, phone or e-mail", async () => {
    process.env.LOG_LEVEL = "debug";
    const capture = (line: unknown) => {
      lines.push(String(line));
    };
    vi.spyOn(console, "log").mockImplementation(capture);
    vi.spyOn(console, "warn").mockImplementation(capture);
    try {
      const post = (fields: Record<string, unknown>) =>
        handleLeadPost(
          new Request("http://harbourside.localhost/api/leads", {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
            body: JSON.stringify({
              formType: "enquiry",
              idempotency_key: randomUUID(),
              fields: { ...shopper, category: "General Enquiry", message: `Call ${shopper.phone}`, ...fields },
            }),
          }),
          { db: test.database.db, site: harbourside, limits: { phonePerWindow: 1, ipPerWindow: 10, windowMs: 60_000 } },
        );
      expect((await post({})).response.status).toBe(200);
      expect((await post({})).response.status).toBe(429);
      expect((await post({ email: "not-an-address" })).response.status).toBe(400);

      // Delivered to a mail server, then (a second lead) failed against a closed port and retried.
      const smtp = await startSmtpServer();
      const delivering = createLeadWorker({
        db: test.database.db,
        smtp: { host: "127.0.0.1", port: smtp.port },
        from: "leads@localhost",
        retryScheduleMs: [0, 3_600_000],
      });
      expect(await delivering.runOnce()).toBeGreaterThan(0);
      await delivering.stop();
      await smtp.close();
      expect((await post({ phone: "0498 765 433" })).response.status).toBe(200);
      const failing = createLeadWorker({
        db: test.database.db,
        smtp: { host: "127.0.0.1", port: await closedPort() },
        from: "leads@localhost",
        retryScheduleMs: [0, 3_600_000],
        sendTimeoutMs: 2_000,
      });
      await failing.runOnce();
      await failing.stop();

      const code = await handleCodeRequest(
        new Request("http://harbourside.localhost/api/account/code", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone: shopper.phone }),
        }),
        { db: test.database.db, site: harbourside, sms: localSmsProvider(test.database.db) },
      );
      expect(code.status).toBe(200);
    } finally {
      process.env.LOG_LEVEL = "warn";
      vi.restoreAllMocks();
    }
    // The run did log (so the search below means something), and none of it is personal.
    expect(lines.some((line) => line.includes("lead stored"))).toBe(true);
    expect(lines.some((line) => line.includes("will retry"))).toBe(true);
    const log = lines.join("\n");
    for (const needle of needles) expect(log).not.toContain(needle);
  });
});
