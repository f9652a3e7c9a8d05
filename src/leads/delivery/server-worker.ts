import { getPlatformDatabase } from "@/platform/db/database";
import { env } from "@/platform/env";
import { logger } from "@/platform/logger";
import { leadWorkerSettings } from "./settings";
import type { Database } from "@/platform/db/connect";
import { startLeadWorker, type LeadWorker, type WorkerChore } from "./worker";

// The delivery worker inside the web server process, started from instrumentation once the
// database is ready. Kept on globalThis so a dev-mode reload does not start a second one.

const workerKey = Symbol.for("dealer-platform.lead-worker");
type GlobalWithWorker = typeof globalThis & { [workerKey]?: LeadWorker };

/** `chores`: other features' housekeeping on the same loop (see LeadWorkerOptions). */
export async function startServerLeadWorker(
  options: { chores?: (db: Database["db"]) => readonly WorkerChore[] } = {},
): Promise<void> {
  const config = env();
  if (config.LEAD_WORKER === "off") {
    logger.info("lead delivery is off in this process (LEAD_WORKER=off); run `npm run worker` to deliver leads");
    return;
  }
  const holder: GlobalWithWorker = globalThis;
  if (holder[workerKey]) return;
  // The outbox and the reservation holds of every site: the platform's handle (decision 025).
  const database = await getPlatformDatabase();
  holder[workerKey] = startLeadWorker({
    db: database.db,
    ...leadWorkerSettings(config),
    name: `server-${process.pid}`,
    chores: options.chores?.(database.db) ?? [],
  });
  logger.info("lead delivery worker started", { smtp: `${config.SMTP_HOST ?? "127.0.0.1"}:${config.SMTP_PORT}` });
}

/** Delivers a just-written lead without waiting for the next poll; elsewhere the poll finds it. */
export function wakeServerLeadWorker(): void {
  const holder: GlobalWithWorker = globalThis;
  holder[workerKey]?.wake();
}
