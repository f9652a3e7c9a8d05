import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { cars, dealerships, stockFeedRuns } from "@/platform/db/schema";

// Operator commands as an operator runs them. `npm run import`, on an embedded database nothing
// else holds: the file is applied, its warnings printed, and the feed is on record in the
// dealership's feed history with its channel, format, counts and warnings. `npm run worker` on a
// deployment's database with the local card processor: it refuses to start (decision 037).

type Run = { status: number | null; stdout: string; stderr: string };

function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", `scripts/${script}`, ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("npm run import", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "import-script-"));
  const dataDir = path.join(folder, "data");
  const csvFile = path.join(folder, "stock.csv");
  let dealershipSlug = "";

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      await seedDemoData(database.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 3 }));
      const [dealership] = await database.db.select({ slug: dealerships.slug }).from(dealerships).limit(1);
      dealershipSlug = dealership!.slug;
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("applies a CSV, prints the VIN warning and keeps the feed in the dealership's feed history", async () => {
    writeFileSync(
      csvFile,
      [
        "Stock No,Condition,Make,Model,Year,Price,Odometer,VIN",
        "IMP-1,used,Toyota,Corolla,2021,23990,41000,1HGCM82633A004352",
        "IMP-2,used,Mazda,CX-5,2020,27990,52000,1HGCM82633A004353",
        "IMP-3,used,Ford,Ranger,2019,POA,80000,",
      ].join("\n"),
    );
    const args = ["--site", "harbourside", "--dealership", dealershipSlug, "--file", csvFile];
    const run = await runScript("import.ts", args, { DATABASE_URL: "", DATA_DIR: dataDir });
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^Applied: 3 rows, 2 created, 0 updated, 0 marked sold, 0 price changes, 1 failed/m);
    expect(run.stdout).toContain("  row 3: price must be a number");
    expect(run.stdout).toContain("  warning: row 2 (IMP-2): vin 1HGCM82633A004353 has 3 as its check digit");
    expect(run.status).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const stored = await database.db.select({ stocknum: cars.stocknum }).from(cars).where(eq(cars.stocknum, "IMP-2"));
      expect(stored).toHaveLength(1);
      const history = await database.db.select().from(stockFeedRuns);
      expect(history).toMatchObject([
        {
          channel: "import",
          format: "csv",
          mode: "upsert",
          atomic: false,
          outcome: "applied",
          received: 3,
          created: 2,
          failed: 1,
          rowErrors: [{ row: 3, stocknum: "IMP-3", messages: ["row 3: price must be a number"] }],
          warnings: [expect.stringMatching(/^row 2 \(IMP-2\): vin 1HGCM82633A004353 /) as unknown],
        },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe("npm run worker", () => {
  it("refuses to start on a deployment's database while the card processor is the local one, naming the setting", async () => {
    const deployment = {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres",
      DEMO_MODE: "",
      PAYMENT_PROVIDER: "",
    };
    const run = await runScript("worker.ts", [], deployment);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("npm run worker did not start. PAYMENT_PROVIDER is not set: the local card processor");
    const local = await runScript("worker.ts", [], { ...deployment, PAYMENT_PROVIDER: "local" });
    expect([local.status, local.stderr]).toEqual([1, expect.stringContaining("PAYMENT_PROVIDER is local") as unknown]);
  }, 60_000);
});
