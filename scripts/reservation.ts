// `npm run reservation -- capture|cancel|refund <reservation number> [--server <site address>]`: the
// dealer's moves on a reservation, named by the number the shopper quotes (RS-3F9A0C12) or its
// full id. Capture takes the held deposit (the sale goes ahead), cancel voids
// the hold and releases the car, refund gives a captured deposit back (its reference is recorded)
// and releases the car.
//
// With --server (e.g. http://harbourside.localhost:3000) the running server makes the move
// (POST /api/checkout/reservations/{id}/{action} with DEALER_API_TOKEN as the Bearer token): that is
// the way on the demo, whose local card processor keeps its payments in the server's memory.
// Without it, this process makes the move itself through applyDealerAction against DATABASE_URL with
// the configured processor (the embedded database belongs to the server, as for `npm run worker`).
import { openDatabase } from "@/platform/db/connect";
import { describeHolder, readDataDirHolder } from "@/platform/db/data-dir-lock";
import { EnvError, parseEnv } from "@/platform/env";
import { getPaymentProvider } from "@/checkout/payments";
import { applyDealerAction } from "@/checkout/reservations";
import type { DealerAction } from "@/checkout/reservation-rules";
import { siteAddress } from "./lib/embedded-database";

const actions: readonly DealerAction[] = ["capture", "cancel", "refund"];
const args = process.argv.slice(2);
const serverIndex = args.indexOf("--server");
const server = serverIndex >= 0 ? args[serverIndex + 1] : undefined;
const [action, id] = args.filter((_, index) => serverIndex < 0 || (index !== serverIndex && index !== serverIndex + 1));

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run reservation -- capture|cancel|refund <reservation number, e.g. RS-3F9A0C12> [--server <site address>]`,
  );
  process.exit(2);
}

if (!action || !actions.includes(action as DealerAction)) usage(`Unknown action: ${action ?? "(none)"}`);
if (!id) usage("Which reservation? Give its number (RS-… on the confirmation) or its id.");
if (serverIndex >= 0 && !server) usage("--server needs the site's address, e.g. http://harbourside.localhost:3000");

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}

function report(status: string, refund: string | null | undefined): void {
  console.log(`Reservation ${id} is now ${status}${refund ? ` (refund ${refund})` : ""}.`);
}

if (server) {
  if (!config.DEALER_API_TOKEN) {
    console.error("--server needs DEALER_API_TOKEN, the same one the server was started with.");
    process.exit(1);
  }
  const response = await fetch(new URL(`/api/checkout/reservations/${encodeURIComponent(id)}/${action}`, server), {
    method: "POST",
    headers: { authorization: `Bearer ${config.DEALER_API_TOKEN}` },
  });
  const body = (await response.json().catch(() => ({}))) as {
    status?: string;
    refund_reference?: string | null;
    error?: string;
  };
  if (!response.ok || !body.status) {
    console.error(body.error ?? `The server answered ${response.status}`);
    process.exit(1);
  }
  report(body.status, body.refund_reference);
  process.exit(0);
}

if (!config.DATABASE_URL) {
  // Never the embedded database (decision 034): its server holds it, and the local card processor's
  // payments are in that server's memory.
  const holder = readDataDirHolder(config.DATA_DIR);
  console.error(
    holder?.address
      ? `npm run reservation did not start: the embedded database in ${config.DATA_DIR} is in use by ` +
          `${describeHolder(holder)}. Let that server make the move:\n` +
          `  npm run reservation -- ${action} ${id} --server ${siteAddress(holder.address, "{site}")}\n` +
          `(with the DEALER_API_TOKEN it was started with).`
      : "npm run reservation needs DATABASE_URL (or --server): the embedded database belongs to the running server.",
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
try {
  const result = await applyDealerAction(database.db, getPaymentProvider(), id, action as DealerAction);
  if (result.ok) report(result.status, result.refundReference);
  else {
    console.error(result.message);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`The payment processor refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
