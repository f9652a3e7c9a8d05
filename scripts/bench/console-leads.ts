// Benchmark of the console's leads inbox at 100,000 leads (decision 044): on a fresh database of the
// PostgreSQL server (created, dropped after), three demo sites and their staff, then 100,000 leads
// (90,000 at harbourside's one dealership, 10,000 at redgum) written with generate_series. Times, as
// the harbourside manager and as the operator (every site, pages merged): the first page, a page
// 80,000 rows deep (keyset), a name search, a phone search, a status filter and the count of new
// leads. Prints p50 and p95 per query and the plan of the deep page. docs/benchmarks.md keeps a run.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:console-leads
//   … -- --leads 200000 --runs 30

import { randomBytes } from "node:crypto";
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { dealerships, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { demoStaff } from "@/console/demo-staff";
import { ensureDemoStaff } from "@/console/server/demo-staff-seed";
import { findStaffAccountByEmail, resolveStaffScope } from "@/console/server/staff-accounts";
import { parseInboxQuery } from "@/console/leads/inbox-filters";
import { countNewLeads, inboxPage, inboxSites } from "@/console/leads/inbox-query";
import { time } from "./timing";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

/** node-postgres answers `{ rows }`, PGlite the same; an array is taken as it is. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const total = option("leads", 100_000);
const runs = option("runs", 20);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL server: the bench creates (and drops) its own database there.");
  process.exit(1);
}

const name = `bench_console_leads_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrateDatabase(database);
  const db = database.db;
  await seedDemoData(db, generateDemoData({ siteSlugs: ["harbourside", "redgum", "southern-cross"], carsPerSite: 30 }));
  await ensureDemoStaff(db);
  const siteOf = async (slug: string) => {
    const [row] = await db
      .select({ siteId: sites.id, dealershipId: dealerships.id })
      .from(sites)
      .innerJoin(dealerships, eq(dealerships.siteId, sites.id))
      .where(eq(sites.slug, slug))
      .limit(1);
    if (!row) throw new Error(`no ${slug}`);
    return row;
  };
  const harbourside = await siteOf("harbourside");
  const redgum = await siteOf("redgum");
  const started = performance.now();
  const write = (target: { siteId: string; dealershipId: string }, from: number, count: number) =>
    db.execute(sql`
      insert into leads (site_id, dealership_id, idempotency_key, category, form_type, payload, created_at, status)
      select ${target.siteId}::uuid, ${target.dealershipId}::uuid, 'bench-' || n, 'General Enquiry',
        (array['enquiry','vehicle-enquiry','test-drive','finance','service'])[1 + n % 5],
        jsonb_build_object('name', 'Shopper' || n, 'last_name', 'Bench', 'email', 'shopper' || n || '@example.com',
          'phone', '0400 ' || lpad((n % 1000000)::text, 6, '0'), 'message', 'Is it still available?'),
        now() - (n * interval '37 seconds'),
        (array['new','contacted','appointment','sold','lost'])[1 + n % 5]
      from generate_series(${from}::int, ${from + count - 1}::int) as n`);
  const atHarbourside = Math.round(total * 0.9);
  await write(harbourside, 1, atHarbourside);
  await write(redgum, atHarbourside + 1, total - atHarbourside);
  await db.execute(sql`analyze leads`);
  console.log(`seeded ${total.toLocaleString("en-AU")} leads in ${Math.round(performance.now() - started)} ms`);

  const viewerOf = async (role: string) => {
    const email = demoStaff.find((member) => member.role === role)?.email ?? "";
    const account = await findStaffAccountByEmail(db, email);
    if (!account) throw new Error(`no ${role}`);
    const viewer = { staffAccountId: account.id, scope: await resolveStaffScope(db, db, account.id) };
    return { viewer, sites: await inboxSites(db, viewer) };
  };
  const deepRow = await db.execute<{ cursor: string }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
    from leads where site_id = ${harbourside.siteId} order by created_at desc, id desc offset 80000 limit 1`);
  const deepCursor = rowsOf<{ cursor: string }>(deepRow)[0]?.cursor ?? "";

  const results: { who: string; query: string; p50: number; p95: number; rows: number }[] = [];
  for (const role of ["manager", "operator"]) {
    const { viewer, sites: reach } = await viewerOf(role);
    const queries: [string, Record<string, string>][] = [
      ["first page", {}],
      ["page 80,000 rows deep", { after: deepCursor }],
      ["search a name", { q: "shopper4242 " }],
      ["search a phone", { q: "0400 042424" }],
      ["status = sold", { status: "sold" }],
    ];
    for (const [label, query] of queries) {
      const parsed = parseInboxQuery(query);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      let rows = 0;
      const timing = await time(
        async () => {
          rows = (await inboxPage(db, viewer, reach, parsed.filters)).rows.length;
        },
        { warmup: 2, runs },
      );
      results.push({ who: role, query: label, p50: timing.p50, p95: timing.p95, rows });
    }
    let count = 0;
    const timing = await time(
      async () => {
        count = await countNewLeads(db, viewer, reach);
      },
      { warmup: 2, runs },
    );
    results.push({ who: role, query: "count of new leads", p50: timing.p50, p95: timing.p95, rows: count });
  }
  console.log(`\n${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, PostgreSQL server, ${runs} runs each\n`);
  console.log("| member | query | rows | p50 ms | p95 ms |");
  console.log("|---|---|--:|--:|--:|");
  for (const row of results) {
    console.log(`| ${row.who} | ${row.query} | ${row.rows} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  }
  const [at, id] = deepCursor.split("_");
  const plan = await db.execute<{ "QUERY PLAN": string }>(sql`
    explain analyze select id from leads
    where site_id = ${harbourside.siteId} and (created_at, id) < (${at}::timestamptz, ${id}::uuid)
    order by created_at desc, id desc limit 51`);
  console.log("\nplan of the deep page's keyset query:");
  for (const line of rowsOf<{ "QUERY PLAN": string }>(plan)) {
    console.log(`  ${line["QUERY PLAN"]}`);
  }
} finally {
  await database.close().catch(() => undefined);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
