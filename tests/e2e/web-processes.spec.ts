import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { freshServerDatabase } from "../../scripts/lib/fresh-database";
import { spawnWebServer, stopGroup, waitUntilHealthy } from "../../scripts/lib/next-server";

// WEB_PROCESSES (server/web-server.mjs, decision 057): the production build run as two web processes
// on one port and one fresh database on the PostgreSQL server. Both start together (they migrate and
// seed the new database between them), both serve the demo sites, and one that dies is replaced while
// the other goes on answering. Its own server, 40 ports above the suite's; the PostgreSQL server only
// (the embedded database has one writer: tests/integration/web-processes.test.ts).
const port = Number(process.env.E2E_PORT ?? 3100) + 40;

/** One request on a connection of its own, so the primary hands each to the next process in turn. */
function sitePage(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        headers: { host: `harbourside.localhost:${port}`, connection: "close" },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The web processes the primary runs now (Linux: its children, from /proc). */
function webProcesses(primary: number): number[] {
  const text = readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim();
  return text === "" ? [] : text.split(/\s+/).map(Number);
}

test("two web processes on one port serve the sites, and one that dies is replaced", async () => {
  test.skip(!process.env.DATABASE_URL, "more than one web process needs the PostgreSQL server");
  test.setTimeout(240_000);
  const databaseUrl = await freshServerDatabase(process.env.DATABASE_URL!, `e2e_processes_${port}`);
  const server = spawnWebServer(
    port,
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      WEB_PROCESSES: "2",
      DEMO_MODE: "true",
      SEED_ON_START: "true",
      SEED_CARS_PER_SITE: "12",
      LEAD_WORKER: "off",
      LOG_LEVEL: "warn",
    },
    "inherit",
  );
  try {
    await waitUntilHealthy(port, 200_000);
    const primary = server.pid!;
    const started = webProcesses(primary);
    expect(started).toHaveLength(2);

    for (let index = 0; index < 6; index += 1) {
      const page = await sitePage(`/cars?request=${index}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-site="harbourside"');
    }

    process.kill(started[0]!, "SIGKILL");
    await expect
      .poll(() => webProcesses(primary).filter((pid) => pid !== started[0]), { timeout: 120_000 })
      .toHaveLength(2);
    await waitUntilHealthy(port, 120_000);
    for (let index = 0; index < 6; index += 1) {
      expect((await sitePage(`/cars?after=${index}`)).status).toBe(200);
    }
  } finally {
    await stopGroup(server);
  }
});
