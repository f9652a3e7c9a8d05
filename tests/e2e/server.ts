// The server the end-to-end tests run against: a production build on E2E_PORT with a database of
// its own — a fresh database on the PostgreSQL server when DATABASE_URL is set (so the suite never
// touches the developer's data), else a fresh embedded PGlite folder.
import { rmSync } from "node:fs";
import { freshServerDatabase } from "../../scripts/lib/fresh-database";
import { ensureBuild, startNext } from "../../scripts/lib/next-server";
import { e2eCarsPerSite } from "./support/demo";
import { photoServerPort } from "./support/photo-server-port";

const port = Number(process.env.E2E_PORT ?? 3100);

const databaseUrl = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL, `e2e_${port}`) : "";
const dataDir = `.data/e2e-${port}`;
if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PORT: String(port),
  DEMO_MODE: "true",
  SEED_ON_START: "true",
  // A smaller stock keeps the seed quick; the pages behave the same.
  SEED_CARS_PER_SITE: String(e2eCarsPerSite),
  // Every browser of the suite posts leads from this one address, and the trade-in flow sends one per
  // step; the per-address limit itself is tested in tests/integration/leads.test.ts.
  LEAD_RATE_LIMIT_IP_PER_HOUR: "500",
  // The same for every per-address request limit (decision 028; tested in tests/integration/rate-limits.test.ts).
  RATE_LIMIT_FACTOR: "50",
  // The tests stand where a reverse proxy would: each request's X-Forwarded-For names its client
  // (the fuzz suite gives each request an address of its own, so it never uses up loopback's limits).
  TRUSTED_PROXY_HOPS: "1",
  // The photo worker fetches from public addresses only (decision 055); vehicle-photos.spec.ts serves
  // a feed's photos from this loopback port, 1000 above the server's.
  MEDIA_FETCH_ALLOW_HOSTS: `127.0.0.1:${photoServerPort(port)}`,
};

ensureBuild(env);
const server = startNext(port, env);
server.on("exit", (code) => process.exit(code ?? 0));
