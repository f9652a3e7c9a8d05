import type { Db } from "@/platform/db/connect";
import { logger } from "@/platform/logger";
import { leadAdf, leadEmail, leadJson, shopperEmail, type DeliveryLead } from "./documents";
import { claimDueRows, loadDeliveryLead, markFailed, markSent, type OutboxRow } from "./outbox";
import { defaultRetryScheduleMs } from "./retry-schedule";
import { createLeadTransports, type LeadTransports } from "./transports";

// Sends what the outbox holds. One pass claims a batch of due rows and sends each once; the loop
// repeats passes, sooner when woken by a new lead in this process. Every row ends 'sent' exactly
// once, or 'dead' after the retry schedule is used up.

export type LeadWorkerOptions = {
  db: Db;
  smtp: { host: string; port: number };
  /** The e-mails' sender address. */
  from: string;
  retryScheduleMs?: readonly number[];
  /** How long a claimed row stays this worker's before another may take it. */
  leaseMs?: number;
  /** Network timeout of one send; must stay well under the lease. */
  sendTimeoutMs?: number;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Named in the logs, to tell processes apart. */
  name?: string;
  /**
   * Housekeeping other features run on this loop instead of a cron of their own (the reservation
   * sweep: expired holds, abandoned payments; personal data past its retention and finished rate
   * limit windows, src/leads/retention.ts). Each runs at most every `everyMs` (default: every
   * pass); a failure is logged and does not stop delivery.
   */
  chores?: readonly WorkerChore[];
};

export type WorkerChore = { name: string; run: () => Promise<unknown>; everyMs?: number };

export type LeadWorker = {
  /** Starts the loop of passes (once; later calls do nothing). */
  start: () => void;
  /** One pass: claims due rows and sends them. Resolves to the number of rows it handled. */
  runOnce: () => Promise<number>;
  /** Runs a pass soon (a lead was just written). */
  wake: () => void;
  /** Stops the loop after the pass in progress, then closes the mail connection. */
  stop: () => Promise<void>;
};

const defaults = {
  leaseMs: 2 * 60_000,
  sendTimeoutMs: 20_000,
  pollIntervalMs: 2_000,
  batchSize: 10,
  maxIdleAfterErrorsMs: 60_000,
};

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = "code" in error && typeof error.code === "string" ? ` (${error.code})` : "";
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${code}${cause}`;
  }
  return String(error);
}

async function deliver(row: OutboxRow, lead: DeliveryLead, transports: LeadTransports, from: string): Promise<void> {
  if (row.channel === "email" || row.channel === "shopper-email") {
    const email = row.channel === "email" ? leadEmail(lead) : shopperEmail(lead);
    const sender = `"${lead.site.name.replace(/["\\\r\n]/g, "")}" <${from}>`;
    await transports.sendEmail({
      to: row.target,
      from: sender,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
    });
    return;
  }
  const json = row.format === "json";
  await transports.postCrm({
    url: row.target,
    contentType: json ? "application/json" : "application/xml; charset=utf-8",
    body: json ? JSON.stringify(leadJson(lead)) : leadAdf(lead),
    idempotencyKey: row.id,
  });
}

/** A prepared e-mail (channel "message"), sent as it was queued. */
async function deliverMessage(row: OutboxRow, transports: LeadTransports, from: string): Promise<void> {
  if (!row.message) throw new Error("the message row has no message");
  await transports.sendEmail({
    to: row.target,
    from: `"${row.message.fromName.replace(/["\\\r\n]/g, "")}" <${from}>`,
    replyTo: null,
    subject: row.message.subject,
    text: row.message.text,
  });
}

export function createLeadWorker(options: LeadWorkerOptions): LeadWorker {
  const schedule = options.retryScheduleMs ?? defaultRetryScheduleMs;
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  const batchSize = options.batchSize ?? defaults.batchSize;
  const pollIntervalMs = options.pollIntervalMs ?? defaults.pollIntervalMs;
  const name = options.name ?? "lead-worker";
  const transports = createLeadTransports({
    smtp: options.smtp,
    timeoutMs: Math.min(options.sendTimeoutMs ?? defaults.sendTimeoutMs, Math.floor(leaseMs / 3)),
  });

  async function handle(row: OutboxRow): Promise<void> {
    const fields = { worker: name, outboxId: row.id, leadId: row.leadId, channel: row.channel, attempt: row.attempts };
    // Database errors are not delivery failures: they leave the row leased, and it is tried again
    // when the lease runs out, rather than being recorded as a failed (or sent) attempt.
    const lead = row.leadId === null ? null : await loadDeliveryLead(options.db, row.leadId);
    let failure: string | null = null;
    try {
      if (row.channel === "message") {
        await deliverMessage(row, transports, options.from);
      } else {
        if (!lead) throw new Error("the lead no longer exists");
        await deliver(row, lead, transports, options.from);
      }
    } catch (error) {
      failure = describeError(error);
    }
    if (failure === null) {
      if (await markSent(options.db, row)) logger.info("lead delivered", { ...fields, target: row.target });
      return;
    }
    const outcome = await markFailed(options.db, row, failure, schedule);
    if (outcome.kind === "retry") {
      // One line per failed attempt: a dealer's mail server being down must not flood the log.
      logger.warn("lead delivery failed; will retry", {
        ...fields,
        target: row.target,
        retryInMs: outcome.delayMs,
        error: failure,
      });
    } else if (outcome.kind === "dead") {
      logger.error("lead delivery gave up after the last retry; the lead needs attention", {
        ...fields,
        target: row.target,
        error: failure,
      });
    }
  }

  const choreRuns = new Map<string, number>();
  async function runChores(): Promise<void> {
    for (const chore of options.chores ?? []) {
      const last = choreRuns.get(chore.name);
      if (last !== undefined && Date.now() - last < (chore.everyMs ?? 0)) continue;
      choreRuns.set(chore.name, Date.now());
      try {
        await chore.run();
      } catch (error) {
        logger.warn("worker chore failed; it runs again on a later pass", {
          worker: name,
          chore: chore.name,
          error: describeError(error),
        });
      }
    }
  }

  async function runOnce(): Promise<number> {
    await runChores();
    const rows = await claimDueRows(options.db, { limit: batchSize, leaseMs });
    const results = await Promise.allSettled(rows.map((row) => handle(row)));
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return rows.length;
  }

  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  async function loop(): Promise<void> {
    let failingSince: number | null = null;
    let backoffMs = pollIntervalMs;
    while (!stopped) {
      let handled = 0;
      try {
        handled = await runOnce();
        if (failingSince !== null) {
          logger.info("lead delivery worker reached the database again", { worker: name });
          failingSince = null;
        }
        backoffMs = pollIntervalMs;
      } catch (error) {
        // Logged once when the outage starts; passes back off to a minute meanwhile.
        if (failingSince === null) {
          failingSince = Date.now();
          logger.warn("lead delivery worker cannot reach the database; retrying", {
            worker: name,
            error: describeError(error),
          });
        }
        backoffMs = Math.min(backoffMs * 2, defaults.maxIdleAfterErrorsMs);
      }
      if (stopped) break;
      // A full batch means more may be due right now.
      if (handled < batchSize) await idle(failingSince === null ? pollIntervalMs : backoffMs);
    }
  }

  let running: Promise<void> | null = null;
  return {
    start() {
      if (!stopped) running ??= loop();
    },
    runOnce,
    wake() {
      if (!running) return;
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      transports.close();
    },
  };
}

/** A worker whose loop is already running. */
export function startLeadWorker(options: LeadWorkerOptions): LeadWorker {
  const worker = createLeadWorker(options);
  worker.start();
  return worker;
}
