// `npm run worker`: delivers leads in a process of its own, beside servers started with
// LEAD_WORKER=off (or as well as them: workers share the outbox safely). Needs DATABASE_URL: the
// embedded database can be open in only one process, and the server already delivers from it.
import { openDatabase } from "@/platform/db/connect";
import { EnvError, parseEnv, startRefusals } from "@/platform/env";
import { leadWorkerSettings } from "@/leads/delivery/settings";
import { startLeadWorker } from "@/leads/delivery/worker";
import { getPaymentProvider } from "@/checkout/payments";
import { checkoutWorkerChores } from "@/checkout/worker-chores";
import { personalDataRetentionChore } from "@/leads/retention";
import { staffRecordsRetentionChore } from "@/console/server/staff-retention";
import { stockChangePruneChore } from "@/stock/stock-change-prune";
import { feedHistoryPruneChore } from "@/stock-feed/feed-history";
import { mediaWorkerChores } from "@/media/worker-chores";

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : String(error));
    process.exit(1);
  }
}

const config = readEnv();
if (!config.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL. With the embedded database the server delivers leads itself " +
      "(unless LEAD_WORKER=off), and no second process may open it.",
  );
  process.exit(1);
}

// The worker voids abandoned payments with the configured processor: the same refusal as the server's.
const refusals = startRefusals(config);
if (refusals.length > 0) {
  for (const refusal of refusals) console.error(`npm run worker did not start. ${refusal}`);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
const worker = startLeadWorker({
  db: database.db,
  ...leadWorkerSettings(config),
  name: `worker-${process.pid}`,
  // Reservation holds end, stale journeys go, personal data past its retention is deleted and feed
  // photos are fetched and processed here too, for servers started with LEAD_WORKER=off.
  chores: [
    ...checkoutWorkerChores(database.db, getPaymentProvider()),
    personalDataRetentionChore(database.db),
    staffRecordsRetentionChore(database.db),
    stockChangePruneChore(database.db),
    feedHistoryPruneChore(database.db),
    ...mediaWorkerChores(database.db, config),
  ],
});
console.log(`Delivering leads (SMTP ${config.SMTP_HOST ?? "127.0.0.1"}:${config.SMTP_PORT}). Ctrl-C stops.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Finish the sends in progress so no row is left 'sending' until its lease runs out.
    void worker
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
