// `npm run cluster:check`: the production shape of docker-compose.yml, run with npm instead of
// Docker (docs/deploy.md): two web processes on two ports and the lead worker, all on one fresh
// database on the PostgreSQL server (DATABASE_URL), with LEAD_WORKER=off on the web tier. It checks
// that both replicas become ready, that a car reserved through one replica is shown reserved by the
// other (its search index follows the database's stock_changed notifications), that the worker, not
// a web process, delivers the reservation's lead over SMTP (a local SMTP stand-in), and that a
// settings version published as the console publishes it (saveSiteDraft, publishSiteDraft; decision
// 050) is on both replicas' pages within a second (the sites table's site_changed notification
// empties each one's page cache and site data).
import { type ChildProcess, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freshServerDatabase } from "./lib/fresh-database";
import { ensureBuild, spawnGroup, spawnWebServer, stopGroup, waitUntilHealthy } from "./lib/next-server";
import { openDatabase } from "@/platform/db/connect";
import { publishSiteDraft, readSiteSettings, saveSiteDraft } from "@/sites/config-versions";

/** How soon every replica must show a published settings version (the product's "within a second"). */
const publishDeadlineMs = 1_000;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("npm run cluster:check needs DATABASE_URL (a PostgreSQL server): replicas share one database.");
  process.exit(1);
}
const basePort = Number(process.env.CLUSTER_PORT ?? 3300);
const ports = [basePort, basePort + 1] as const;
const smtpPort = basePort + 25;

function step(message: string) {
  console.log(`[cluster] ${message}`);
}

/** A request to one replica with the site's Host header, as the load balancer forwards it. */
function siteRequest(port: number, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: payload ? "POST" : "GET",
        headers: {
          host: `harbourside.localhost:${port}`,
          "x-request-id": `cluster-${randomUUID()}`,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on("error", reject);
    if (payload) request.write(payload);
    request.end();
  });
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

function isReserved(json: unknown, carId: string): boolean | undefined {
  if (typeof json !== "object" || json === null || !("cars" in json) || !Array.isArray(json.cars)) return undefined;
  const car: unknown = json.cars.find(
    (one: unknown) => typeof one === "object" && one !== null && "id" in one && one.id === carId,
  );
  if (typeof car !== "object" || car === null || !("reserved" in car)) return undefined;
  return car.reserved === true;
}

const children: ChildProcess[] = [];
const mails: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      mails.push(Buffer.concat(chunks).toString("utf8"));
      callback();
    });
  },
});

async function main() {
  const url = await freshServerDatabase(databaseUrl ?? "", "cluster");
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: url,
    DEMO_MODE: "true",
    SEED_ON_START: "false",
    LEAD_WORKER: "off",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    LEAD_RETRY_SCHEDULE_MS: "0,500,1000",
    LOG_LEVEL: "warn",
  };
  ensureBuild(env);
  step("migrate and seed (the compose file's migrate job)");
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--cars", "30", "--sites", "harbourside"], {
    env,
    stdio: "inherit",
  });
  if (seed.status !== 0) throw new Error("seeding failed");
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  for (const port of ports) {
    step(`web replica on port ${port}`);
    children.push(spawnWebServer(port, env));
  }
  step("lead worker");
  children.push(spawnGroup("npx", ["tsx", "scripts/worker.ts"], env));
  await Promise.all(ports.map((port) => waitUntilHealthy(port)));
  step("both replicas ready (database, migrations, search indexes)");

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const found = await db.query<{ id: string }>(
    `select c.id from cars c join sites s on s.id = c.site_id
     where s.slug = 'harbourside' and c.status = 'in_stock' and not c.reserved and c.checkout_enabled
       and c.price > 10 order by c.stocknum desc limit 1`,
  );
  await db.end();
  const carId = found.rows[0]?.id;
  if (!carId) throw new Error("no reservable car in the seeded stock");

  const [first, second] = ports;
  const before = await siteRequest(second, `/api/cars/current?ids=${carId}`);
  if (isReserved(before.json, carId) !== false) throw new Error(`replica ${second} does not show the car free first`);
  const reserve = await siteRequest(first, "/api/checkout/reservations", {
    car_id: carId,
    contact: { name: "Sam", last_name: "Nguyen", email: "sam@example.com", phone: "0412 345 678" },
    payment: { card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    idempotency_key: randomUUID(),
  });
  if (reserve.status !== 201)
    throw new Error(`reserving on ${first} answered ${reserve.status}: ${JSON.stringify(reserve.json)}`);
  step(`car ${carId} reserved through replica ${first}`);
  await until(`replica ${second} shows the car reserved`, 15_000, async () =>
    isReserved((await siteRequest(second, `/api/cars/current?ids=${carId}`)).json, carId) ? true : undefined,
  );
  step(`replica ${second} shows it reserved`);
  await until("the worker delivers the reservation's e-mails", 30_000, () =>
    Promise.resolve(mails.length > 0 ? true : undefined),
  );
  step(`the worker delivered ${mails.length} e-mail(s) over SMTP; the web replicas deliver none (LEAD_WORKER=off)`);
  await checkPublishReachesReplicas(url);
  console.log("[cluster] OK");
}

/** A request's body as text, from one replica (the home page, past nothing but its page cache). */
async function homePage(port: number): Promise<string> {
  const { json } = await siteRequest(port, "/");
  return typeof json === "string" ? json : JSON.stringify(json);
}

/**
 * Publishes a new "View details" label on harbourside the way the console does, then asks both
 * replicas for the home page until each shows it, and prints how long each took after the commit.
 */
async function checkPublishReachesReplicas(url: string) {
  const label = `See Car ${randomUUID().slice(0, 6)}`;
  const database = await openDatabase({ databaseUrl: url });
  try {
    const { db } = database;
    const found = await db.query.sites.findFirst({ where: (site, { eq }) => eq(site.slug, "harbourside") });
    const record = found ? await readSiteSettings(db, found.id) : null;
    if (!record) throw new Error("no harbourside site");
    // The demo's operator publishes, as in the console (a version names who published it).
    const operator = await db.query.staffAccounts.findFirst({
      where: (account, { like }) => like(account.email, "operator@%"),
    });
    if (!operator) throw new Error("no demo operator: the seed makes the demo's staff");
    for (const port of ports) {
      if ((await homePage(port)).includes(label))
        throw new Error(`replica ${port} shows the label before it is published`);
    }
    const labels = (record.overrides.labels as Record<string, unknown> | undefined) ?? {};
    const saved = await saveSiteDraft(db, {
      siteId: record.siteId,
      seen: { baseVersion: record.version, draftUpdatedAt: null },
      overrides: { ...record.overrides, labels: { ...labels, viewDetailsButton: label } },
      staffAccountId: operator.id,
    });
    if (!saved.ok) throw new Error(`the draft was refused: ${JSON.stringify(saved)}`);
    const published = await publishSiteDraft(db, {
      siteId: record.siteId,
      seen: { baseVersion: record.version, draftUpdatedAt: saved.draft.updatedAt },
      note: "cluster check",
      staffAccountId: operator.id,
    });
    if (!published.ok) throw new Error(`publishing was refused: ${published.reason}`);
    const committed = performance.now();
    step(`version ${published.version} published (a new "View details" label)`);
    const seenAfter = await Promise.all(
      ports.map(async (port) => {
        while (performance.now() - committed < 10_000) {
          if ((await homePage(port)).includes(label)) return performance.now() - committed;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`replica ${port} does not show the published label within 10 s`);
      }),
    );
    for (const [index, ms] of seenAfter.entries()) {
      step(`replica ${ports[index]} shows version ${published.version} ${Math.round(ms)} ms after the publish`);
    }
    const slowest = Math.max(...seenAfter);
    if (slowest > publishDeadlineMs) {
      throw new Error(`a replica took ${Math.round(slowest)} ms to show the publish (at most ${publishDeadlineMs} ms)`);
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`[cluster] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  // npx starts the server as a grandchild; ending only npx would leave it holding the port.
  await Promise.all(children.map((child) => stopGroup(child)));
  smtp.close();
}
