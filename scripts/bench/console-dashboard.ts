// Benchmark of the console dashboard's figures (src/console/dashboard/server/figures.ts) on a fresh
// database of the PostgreSQL server (`{database}_bench_console_dashboard`, dropped and made again):
// a site group of three sites, the big one with 50,000 cars in 10 dealerships, 150,000 leads,
// 600,000 vehicle page views, 5,000 reservations and 60,000 price changes over 120 days, made with
// generate_series in SQL. Then each figure set is loaded as the console loads it — the app role
// (row-level security on) acting for the site with withTenant — for each period and role, and the
// timings are printed as Markdown. docs/benchmarks.md keeps a recorded run.
//
//   npm run bench:console-dashboard                     the volumes above
//   npm run bench:console-dashboard -- --scale 0.1      a tenth of them
//
// Needs DATABASE_URL (a PostgreSQL server; RLS is not enforced on embedded PGlite, decision 025).

import os from "node:os";
import { asc, eq, sql } from "drizzle-orm";
import { dealerships, sites } from "@/platform/db/schema";
import { appDatabaseUrl, migrateDatabase, openAppDatabase, openDatabase } from "@/platform/db/connect";
import type { StaffScope } from "@/console/roles";
import { periodStart, type DashboardPeriod } from "@/console/dashboard/filters";
import { loadDashboardFigures } from "@/console/dashboard/server/figures";
import { freshServerDatabase } from "../lib/fresh-database";
import { summarize } from "./timing";

const scaleIndex = process.argv.indexOf("--scale");
const scale = scaleIndex >= 0 ? Number(process.argv[scaleIndex + 1]) : 1;
if (!(scale > 0 && scale <= 10)) throw new Error("--scale must be above 0 and at most 10");
const volume = (n: number) => Math.max(1, Math.round(n * scale));
const counts = {
  cars: volume(50_000),
  leads: volume(150_000),
  views: volume(600_000),
  reservations: volume(5_000),
  priceChanges: volume(60_000),
};
const dealershipsPerSite = 10;
const days = 120;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL server (the bench makes a database of its own there).");
  process.exit(1);
}

const databaseUrl = await freshServerDatabase(serverUrl, "bench_console_dashboard");
const platform = await openDatabase({ databaseUrl });
await migrateDatabase(platform);
const db = platform.db;

async function step(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  console.log(`- ${label}: ${Math.round(performance.now() - started)} ms`);
}

console.log(`# Console dashboard bench (${new Date().toISOString()}, ${os.cpus().length} cores)\n`);
console.log("Seeding:");
const now = new Date();
let bigSite = "";
await step("sites and dealerships", async () => {
  await db.execute(sql`insert into dealer_groups (name) values ('Bench Group')`);
  await db.execute(sql`
    insert into sites (slug, name, template, group_id)
    select 'bench-' || n, 'Bench site ' || n, 'default', (select id from dealer_groups where name = 'Bench Group')
    from generate_series(1, 3) n`);
  const [big] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "bench-1"));
  bigSite = big?.id ?? "";
  await db.execute(sql`
    insert into dealerships (site_id, name, slug)
    select s.id, 'Dealership ' || d, 'dealership-' || d from sites s, generate_series(1, ${dealershipsPerSite}) d`);
});
// The big site holds the volumes; the two others a tenth each, so RLS has rows to keep out.
const share = (siteSlug: string) => (siteSlug === "bench-1" ? 1 : 0.1);
for (const siteSlug of ["bench-1", "bench-2", "bench-3"]) {
  const f = share(siteSlug);
  const n = (value: number) => Math.max(1, Math.round(value * f));
  await step(`${siteSlug}: ${n(counts.cars)} cars`, () =>
    db.execute(sql`
      insert into cars (site_id, dealership_id, slug, stocknum, name, car_type, status, year, make, model, price, created_at)
      select s.id, d.id, 'car-' || g, 'S' || g, 'Car ' || g, 'used',
        case when g % 10 = 0 then 'sold' else 'in_stock' end,
        2015 + g % 10, (array['Toyota','Mazda','Ford','Kia','Hyundai'])[1 + g % 5], 'Model ' || g % 40,
        10000 + (g * 37) % 60000, ${now.toISOString()}::timestamptz - (g % 200) * interval '1 day'
      from sites s, generate_series(1, ${n(counts.cars)}) g
      join dealerships d on d.slug = 'dealership-' || (1 + g % ${dealershipsPerSite})
      where s.slug = ${siteSlug} and d.site_id = s.id`),
  );
  // Cars numbered in a temporary table so the rows below can pick one by number.
  await db.execute(sql`drop table if exists bench_cars`);
  await db.execute(sql`
    create temporary table bench_cars as
    select row_number() over (order by id) as n, id, dealership_id, site_id, slug from cars
    where site_id = (select id from sites where slug = ${siteSlug})`);
  await db.execute(sql`create index on bench_cars (n)`);
  const carCount = n(counts.cars);
  await step(`${siteSlug}: ${n(counts.leads)} leads`, () =>
    db.execute(sql`
      insert into leads (site_id, dealership_id, car_id, idempotency_key, category, payload, form_type, source, url,
        status, created_at)
      select c.site_id, c.dealership_id, case when g % 4 = 0 then null else c.id end, 'bench-' || g, 'Enquiry', '{}',
        (array['enquiry','vehicle-enquiry','test-drive','finance','service','valuation','online-purchase'])[1 + g % 7],
        case when g % 9 = 0 then 'Finance API' else 'Website' end,
        case when g % 9 = 0 then null when g % 4 = 0 then '/contact-us' else 'https://bench.example/cars/' || c.slug || '?utm_source=x' end,
        (array['new','contacted','appointment','sold','lost'])[1 + g % 5],
        ${now.toISOString()}::timestamptz - (g::bigint * ${days * 24 * 60} / ${n(counts.leads)}) * interval '1 minute'
      from generate_series(1, ${n(counts.leads)}) g
      join bench_cars c on c.n = 1 + (g::bigint * 7919) % ${carCount}`),
  );
  await step(`${siteSlug}: ${n(counts.views)} views`, () =>
    db.execute(sql`
      insert into car_views (site_id, car_id, viewed_at)
      select c.site_id, c.id, ${now.toISOString()}::timestamptz - (g::bigint * ${days * 24 * 60} / ${n(counts.views)}) * interval '1 minute'
      from generate_series(1, ${n(counts.views)}) g
      -- Skewed: low-numbered cars are viewed far more often, as a few cars are in life.
      join bench_cars c on c.n = 1 + floor(${carCount} * power((g * 0.6180339887) % 1, 3))::int`),
  );
  await step(`${siteSlug}: ${n(counts.reservations)} reservations`, () =>
    db.execute(sql`
      insert into reservations (site_id, car_id, idempotency_key, first_name, last_name, email, phone, amount_cents,
        status, payment_provider, created_at)
      select c.site_id, c.id, 'bench-' || g, 'Pat', 'Shopper', 'pat@example.com', '0400000000', 50000,
        (array['pending','held','captured','expired','cancelled','refunded','failed'])[1 + g % 7], 'local',
        ${now.toISOString()}::timestamptz - (g % ${days}) * interval '1 day'
      from generate_series(1, ${n(counts.reservations)}) g
      join bench_cars c on c.n = g`),
  );
  await step(`${siteSlug}: ${n(counts.priceChanges)} price changes`, () =>
    db.execute(sql`
      insert into car_price_changes (site_id, car_id, old_price, new_price, changed_at)
      select c.site_id, c.id, 30000, 29000 - g % 1000, ${now.toISOString()}::timestamptz - (g % (${days} * 24)) * interval '1 hour'
      from generate_series(1, ${n(counts.priceChanges)}) g
      join bench_cars c on c.n = 1 + (g::bigint * 104729) % ${carCount}`),
  );
}
await step("analyze", () => db.execute(sql`analyze`));

const app = await openAppDatabase({ databaseUrl: appDatabaseUrl(databaseUrl) });
const [first] = await db
  .select({ id: dealerships.id })
  .from(dealerships)
  .where(eq(dealerships.siteId, bigSite))
  .orderBy(asc(dealerships.slug))
  .limit(1);
const firstDealership = first?.id ?? "";
const groupAdmin: StaffScope = { grants: [{ role: "group_admin", groupId: "bench", siteIds: [bigSite] }] };
const manager: StaffScope = { grants: [{ role: "manager", dealershipId: firstDealership, siteId: bigSite }] };
const salesperson: StaffScope = { grants: [{ role: "salesperson", dealershipId: firstDealership, siteId: bigSite }] };
const staffAccountId = "00000000-0000-4000-8000-000000000000";

const cases: { label: string; scope: StaffScope; period: DashboardPeriod; dealershipId: string | null }[] = [
  { label: "group admin, whole site, 7 days", scope: groupAdmin, period: 7, dealershipId: null },
  { label: "group admin, whole site, 30 days", scope: groupAdmin, period: 30, dealershipId: null },
  { label: "group admin, whole site, 90 days", scope: groupAdmin, period: 90, dealershipId: null },
  { label: "group admin, one dealership, 90 days", scope: groupAdmin, period: 90, dealershipId: firstDealership },
  { label: "manager (one dealership), 90 days", scope: manager, period: 90, dealershipId: null },
  { label: "salesperson (one dealership), 90 days", scope: salesperson, period: 90, dealershipId: null },
];

console.log(
  `\nBig site: ${counts.cars} cars, ${counts.leads} leads, ${counts.views} views, ${counts.reservations} reservations, ${counts.priceChanges} price changes; two more sites with a tenth each.\n`,
);
console.log("| figures for | leads counted | p50 ms | p95 ms | runs |");
console.log("|---|---:|---:|---:|---:|");
for (const item of cases) {
  const until = new Date();
  const load = () =>
    loadDashboardFigures(app.db, {
      viewer: { staffAccountId, scope: item.scope },
      siteId: bigSite,
      dealershipId: item.dealershipId,
      since: periodStart(item.period, until),
      until,
    });
  const first = await load();
  const samples: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    const started = performance.now();
    await load();
    samples.push(performance.now() - started);
  }
  const timing = summarize(samples);
  console.log(
    `| ${item.label} | ${first.leadsTotal} | ${timing.p50.toFixed(0)} | ${timing.p95.toFixed(0)} | ${timing.runs} |`,
  );
}

await app.close();
await platform.close();
