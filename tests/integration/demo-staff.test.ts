import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { staffAccounts } from "@/platform/db/schema";
import { demoStaff } from "@/console/demo-staff";
import { ensureDemoStaff } from "@/console/server/demo-staff-seed";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";

// Two replicas starting together in demo mode each make the demo's staff: they take turns, so both
// start (neither fails on the other's accounts) and each account exists once. A PostgreSQL server
// only: an embedded database has one process at a time.

const servers = testBackends().filter((backend) => backend.name !== "PGlite");

describe.runIf(servers.length > 0).each(servers)(
  "demo staff made by replicas starting together on $name",
  (backend) => {
    let test: TestDatabase;

    beforeAll(async () => {
      test = await backend.open();
      await seedLeadSites(test.database);
    }, 120_000);

    afterAll(async () => {
      await test.dispose();
    });

    it("both succeed, and every demo account is made once", async () => {
      const made = await Promise.all([ensureDemoStaff(test.database.db), ensureDemoStaff(test.database.db)]);
      const rows = await test.database.db
        .select({ email: staffAccounts.email })
        .from(staffAccounts)
        .where(
          inArray(
            staffAccounts.email,
            demoStaff.map((member) => member.email),
          ),
        );
      expect(made[0] + made[1]).toBe(rows.length);
      expect(Math.min(...made)).toBe(0);
      expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(0);
    });
  },
);
