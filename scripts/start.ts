// `npm start`: builds when the build is missing or older than the sources, starts the server
// (which migrates the database and seeds the demo dealers on first start), waits until it answers,
// then prints the demo site addresses.
import { parseEnv } from "@/platform/env";
import { demoStaff } from "@/console/demo-staff";
import { roleNames } from "@/console/roles";
import { demoSites } from "@/demo/demo-sites";
import { sitePlans } from "@/demo/dealers";
import { demoStockKey } from "@/stock-feed/api-keys";
import { refuseWhileHeld } from "./lib/embedded-database";
import { ensureBuild, startNext, waitUntilHealthy } from "./lib/next-server";

const env = parseEnv(process.env);
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

// A second server on the same embedded database would corrupt it (decision 034). The server takes the
// folder's lock as it opens the database and would be refused then too; this says so before building.
refuseWhileHeld(
  env,
  "npm start",
  (server) =>
    `That server is running: open ${server.address}/. A second one needs a folder of its own, ` +
    `e.g. DATA_DIR=.data/second PORT=${Math.max(env.PORT, Number(new URL(server.address).port || 80)) + 1} npm start.`,
);

ensureBuild(childEnv);
const server = startNext(env.PORT, childEnv);
server.on("exit", (code) => process.exit(code ?? 0));

try {
  await waitUntilHealthy(env.PORT);
  const port = env.PORT === 80 ? "" : `:${env.PORT}`;
  console.log(`\nThe platform is ready. Demo dealer sites:`);
  for (const site of demoSites) {
    console.log(`  ${site.name.padEnd(34)} http://${site.slug}.${env.ROOT_DOMAIN}${port}/`);
  }
  if (env.DEMO_MODE) {
    console.log(`  ${"Index of the demo sites".padEnd(34)} http://${env.ROOT_DOMAIN}${port}/`);
    // Demo mode only: every demo dealership takes the key demo-{dealership} (docs/stock-feed.md).
    console.log(
      `\nStock API keys (demo mode; PUT/POST http://{site}.${env.ROOT_DOMAIN}${port}/api/stock/{dealership}/cars):`,
    );
    for (const plan of sitePlans) {
      for (const dealership of plan.dealerships) {
        console.log(
          `  ${`${plan.slug} / ${dealership.slug}`.padEnd(48)} Authorization: Bearer ${demoStockKey(dealership.slug)}`,
        );
      }
    }
    // Demo mode only: one console account per role (decision 042); with demo mode off none exists.
    console.log(`\nDealer console: http://console.${env.ROOT_DOMAIN}${port}/sign-in (demo accounts, demo mode only)`);
    for (const member of demoStaff) {
      const totp = member.totpSecret ? `  TOTP secret ${member.totpSecret}` : "";
      console.log(
        `  ${roleNames[member.role].padEnd(20)} ${member.email.padEnd(26)} password "${member.password}"${totp}`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  server.kill("SIGTERM");
  process.exitCode = 1;
}
