// `npm run cluster:check`: the production shape of docker-compose.yml, run with npm instead of
// Docker (docs/deploy.md): two web processes on two ports and the lead worker, all on one fresh
// database on the PostgreSQL server (DATABASE_URL), with LEAD_WORKER=off on the web tier. It checks
// that both replicas become ready, that a car reserved through one replica is shown reserved by the
// other (its search index follows the database's stock_changed notifications), and that the worker,
// not a web process, delivers the reservation's lead over SMTP (a local SMTP stand-in).
import { type ChildProcess, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freshServerDatabase } from "./lib/fresh-database";
import { ensureBuild, spawnGroup, spawnWebServer, stopGroup, waitUntilHealthy } from "./lib/next-server";

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
  console.log("[cluster] OK");
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
