// Benchmark of reserving one car under contention: N simultaneous reserveCar calls on the same car
// (each its own shopper and key, the local card processor), repeated over several cars, on embedded
// PGlite and, when DATABASE_URL is set, on a fresh database of the PostgreSQL server (dropped after).
//
//   npm run bench:reserve                         50 attempts × 5 cars
//   npm run bench:reserve -- --attempts 200 --rounds 3
//
// Prints, per database: attempts, reservations made, authorisations the processor saw, the answers
// of the others, and the time from the first attempt to the last answer. docs/benchmarks.md keeps a
// recorded run.

import { randomUUID } from "node:crypto";
import os from "node:os";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import type { Database } from "@/platform/db/connect";
import { cars, sites } from "@/platform/db/schema";
import { LocalPaymentProvider, localTestCards } from "@/checkout/payments/local-provider";
import { reserveCar, type ReservationSite } from "@/checkout/reservations";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { benchSiteSlug, generateBenchData, openSeeded } from "./data";
import { median } from "./timing";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

const attempts = option("attempts", 50);
const rounds = option("rounds", 5);

type Round = { ms: number; reserved: number; authorised: number; answers: Record<string, number> };

async function runOn(name: string, database: Database): Promise<void> {
  const [row] = await database.db.select().from(sites).where(eq(sites.slug, benchSiteSlug));
  if (!row) throw new Error("no bench site");
  const site: ReservationSite = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    config: resolveSiteConfig(row.template, row.configOverrides),
  };
  await database.db
    .update(cars)
    .set({ checkoutEnabled: true, reserved: false })
    .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
  const carIds = (
    await database.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")))
  ).map((car) => car.id);
  if (carIds.length < rounds + 1) throw new Error("not enough cars for the rounds");

  const provider = new LocalPaymentProvider();
  const attempt = (carId: string, index: number) =>
    reserveCar(
      database.db,
      site,
      {
        carId,
        contact: {
          name: "Bench",
          last_name: `Shopper${index}`,
          email: `bench${index}@example.com`,
          phone: "0412 345 678",
        },
        payment: {
          kind: "card",
          card: { number: localTestCards.accepted, expiryMonth: 12, expiryYear: 2030, cvc: "123" },
        },
        idempotencyKey: randomUUID(),
        origin: "reserve",
      },
      provider,
    );

  // One warm-up reservation on a car of its own, so the first round does not pay for cold caches.
  await attempt(carIds[rounds]!, -1);

  const results: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const carId = carIds[round]!;
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: attempts }, (_, index) => attempt(carId, index)));
    const ms = performance.now() - started;
    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const key = outcome.kind === "unavailable" ? `unavailable (${outcome.reason})` : outcome.kind;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    results.push({
      ms,
      reserved: answers.reserved ?? 0,
      authorised: provider.payments().filter((payment) => payment.metadata.car === carId).length,
      answers,
    });
  }

  console.log(`\n### ${name}\n`);
  console.log("| round | attempts | reservations | authorisations | other answers | time (ms) |");
  console.log("|---|---|---|---|---|---|");
  results.forEach((result, index) => {
    const others = Object.entries(result.answers)
      .filter(([key]) => key !== "reserved")
      .map(([key, count]) => `${count} ${key}`)
      .join(", ");
    console.log(
      `| ${index + 1} | ${attempts} | ${result.reserved} | ${result.authorised} | ${others} | ${result.ms.toFixed(0)} |`,
    );
  });
  const ok = results.every((result) => result.reserved === 1 && result.authorised === 1);
  console.log(
    `\nMedian ${median(results.map((result) => result.ms)).toFixed(0)} ms for ${attempts} attempts; ` +
      `exactly one reservation and one authorisation per car: ${ok ? "yes" : "NO"}`,
  );
  if (!ok) process.exitCode = 1;
}

async function serverDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_reserve_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

process.env.LOG_LEVEL ??= "warn";
console.log(
  `## Reserving one car: ${attempts} simultaneous attempts × ${rounds} cars (${os.cpus().length} cores, node ${process.version})`,
);
const data = generateBenchData(Math.max(40, rounds * 4));

const embedded = await openSeeded(data, undefined);
await runOn("PGlite (embedded, one connection)", embedded.database);
await embedded.database.close();

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const target = await serverDatabase(serverUrl);
  try {
    const server = await openSeeded(data, target.url);
    await runOn("PostgreSQL server (pool of 10 connections)", server.database);
    await server.database.close();
  } finally {
    await target.drop();
  }
} else {
  console.log("\n(DATABASE_URL unset: the PostgreSQL server run is skipped.)");
}
