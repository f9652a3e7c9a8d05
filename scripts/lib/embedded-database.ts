// The scripts that open the embedded database take its folder first thing (decision 034): while a
// server or another script holds it, they stop at once, naming the holder and what to do instead.
// openDatabase takes the folder as well, so a script without this call is refused too, only with the
// plain message and a stack trace.
import { DataDirInUseError, lockDataDir, readDataDirHolder, type DataDirHolder } from "@/platform/db/data-dir-lock";
import type { Env } from "@/platform/env";
import { option } from "./stock-target";

type Config = Pick<Env, "DATABASE_URL" | "DATA_DIR">;
export type RunningServer = DataDirHolder & { address: string };
/** What a refused script tells its user to do while that server runs. */
export type Instead = (server: RunningServer) => string;

/**
 * Holds DATA_DIR for this script until it exits (nothing to do on DATABASE_URL), or ends the script
 * with exit code 1 and a message naming the holder, followed by `instead` when the holder is a server.
 */
export function holdEmbeddedDatabase(config: Config, command: string, instead: Instead): void {
  if (config.DATABASE_URL) return;
  try {
    lockDataDir(config.DATA_DIR, { command });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    refuse(command, error, instead);
  }
}

/** The same refusal without taking the folder, for `npm start`, whose server takes it itself. */
export function refuseWhileHeld(config: Config, command: string, instead: Instead): void {
  if (config.DATABASE_URL) return;
  const holder = readDataDirHolder(config.DATA_DIR);
  if (holder) refuse(command, new DataDirInUseError(config.DATA_DIR, holder), instead);
}

function refuse(command: string, error: DataDirInUseError, instead: Instead): never {
  const { holder } = error;
  const advice = holder?.address
    ? instead({ ...holder, address: holder.address })
    : `Wait for it to finish, then run ${command} again.`;
  console.error([`${command} did not start. ${error.message}`, advice, error.staleHint].filter(Boolean).join("\n"));
  process.exit(1);
}

/** The advice of a script that can only run with the server stopped. */
export function stopTheServerFirst(command: string, note?: string): Instead {
  return (server) =>
    `Stop the server first (Ctrl-C where it runs, or kill ${server.pid}), then run ${command} again.` +
    (note ? ` ${note}` : "");
}

/** A site's address on a server: http://localhost:3000 and harbourside give http://harbourside.localhost:3000. */
export function siteAddress(serverAddress: string, site: string): string {
  const url = new URL(serverAddress);
  return `${url.protocol}//${site}.${url.host}`;
}

/** `npm run import`'s advice beside a server: the same file through the stock API, which stops nothing. */
export function stockApiInstead(args: readonly string[]): Instead {
  return (server) => {
    const site = option(args, "site") ?? "{site}";
    const dealership = option(args, "dealership") ?? "{dealership}";
    const file = option(args, "file") ?? "stock.csv";
    const confirmRemovals = option(args, "confirm-removals");
    const query = [
      args.includes("--full") && "mode=full",
      args.includes("--atomic") && "atomic=true",
      args.includes("--dry-run") && "dry_run=true",
      confirmRemovals && `confirm_removals=${confirmRemovals}`,
    ].filter(Boolean);
    const type = file.toLowerCase().endsWith(".json") ? "application/json" : "text/csv";
    return [
      `Send the file to the server's stock API instead (docs/stock-feed.md), with the dealership's stock key`,
      `(in demo mode demo-${dealership}):`,
      `  curl -X POST "${siteAddress(server.address, site)}/api/stock/${dealership}/cars${query.length > 0 ? `?${query.join("&")}` : ""}" \\`,
      `    -H "Authorization: Bearer <stock key>" -H "Content-Type: ${type}" --data-binary "@${file}"`,
    ].join("\n");
  };
}
