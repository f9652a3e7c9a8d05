import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { logger } from "@/platform/logger";
import { z } from "@/platform/zod";

// One writer per embedded database (decision 034). A PGlite folder is a PostgreSQL data directory with
// no postmaster to keep a second process out: each process works on its own copy of the pages, and
// their writes overwrite each other (an import beside the running server showed 7 cars for 4 stock
// numbers). So whoever opens a folder first creates `server.lock` in it, only if there is none, and
// every later opener reads who holds it and refuses. A lock whose process has gone is taken over; the
// holder removes it when it closes the database or exits.

export const lockFileName = "server.lock";

/** Who holds a data folder, as its lock file records it. */
export type DataDirHolder = {
  pid: number;
  /** A server: the address it serves, e.g. http://localhost:3000. */
  address?: string | undefined;
  /** A script: what it was started as, e.g. "npm run seed". */
  command?: string | undefined;
  startedAt: string;
};

/** What the opener says of itself: a server its address, a script its command. */
export type DataDirClaim = Pick<DataDirHolder, "address" | "command">;

const holderSchema = z.object({
  pid: z.number().int().positive(),
  address: z.string().optional(),
  command: z.string().optional(),
  startedAt: z.string(),
});

/** A lock file younger than this with no readable holder is one being written, not a leftover. */
const writingGraceMs = 10_000;

export function lockFilePath(dataDir: string): string {
  return path.join(path.resolve(dataDir), lockFileName);
}

export function describeHolder(holder: DataDirHolder | undefined): string {
  if (!holder) return "another process, which is taking it right now";
  const details = `pid ${holder.pid}, started ${holder.startedAt}`;
  if (holder.address) return `the server at ${holder.address} (${details})`;
  if (holder.command) return `${holder.command} (${details})`;
  return `process ${holder.pid} (started ${holder.startedAt})`;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${describeHolder(holder)}, and two processes on one ` +
        `PGlite folder corrupt it, so this one does not open it.`,
    );
    this.name = "DataDirInUseError";
  }

  /** The way out when the recorded process is not ours (its pid reused after a crash). */
  get staleHint(): string {
    return this.holder
      ? `(If pid ${this.holder.pid} is no process of this platform, delete ${path.join(this.dataDir, lockFileName)}.)`
      : "";
  }
}

// The locks this process holds, by lock file, with how many openers share each. On globalThis, so
// every copy of this module in the server's bundles sees the same ones.
type Held = { holder: DataDirHolder; openers: number };
const heldKey = Symbol.for("dealer-platform.data-dir-locks");
type GlobalWithLocks = typeof globalThis & { [heldKey]?: Map<string, Held> };

function heldLocks(): Map<string, Held> {
  const global: GlobalWithLocks = globalThis;
  if (!global[heldKey]) {
    const locks = new Map<string, Held>();
    releaseOnExit(locks);
    global[heldKey] = locks;
  }
  return global[heldKey];
}

/**
 * Takes the data folder for this process, or throws `DataDirInUseError` naming the live process that
 * holds it. Taking it again in the same process only counts one more opener; the file goes when the
 * last one releases it, or when the process ends. Returns the release.
 */
export function lockDataDir(dataDir: string, claim: DataDirClaim = {}): () => void {
  const file = lockFilePath(dataDir);
  const locks = heldLocks();
  let held = locks.get(file);
  if (!held) {
    const holder: DataDirHolder = {
      pid: process.pid,
      ...(claim.address || claim.command ? claim : { command: thisCommand() }),
      startedAt: new Date().toISOString(),
    };
    createLockFile(dataDir, file, holder);
    held = { holder, openers: 0 };
    locks.set(file, held);
  }
  const mine = held;
  mine.openers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.openers -= 1;
    if (mine.openers > 0 || locks.get(file) !== mine) return;
    locks.delete(file);
    removeIfOurs(file, mine.holder);
  };
}

/** The live process that holds the data folder (this one included), or undefined when it is free. */
export function readDataDirHolder(dataDir: string): DataDirHolder | undefined {
  const file = lockFilePath(dataDir);
  const own = heldLocks().get(file);
  if (own) return own.holder;
  const found = inspect(file);
  return found.state === "held" ? found.holder : undefined;
}

function createLockFile(dataDir: string, file: string, holder: DataDirHolder): void {
  // A new folder (`DATA_DIR=/tmp/x npm run seed`) is made here: the database would make it next.
  mkdirSync(dataDir, { recursive: true });
  // Two tries: the second after a stale lock has been removed. Should another process take the
  // folder in between, the second try fails like any other: "wx" creates the file only if absent.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      try {
        writeSync(fd, `${JSON.stringify(holder)}\n`);
      } finally {
        closeSync(fd);
      }
      return;
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error;
    }
    const found = inspect(file);
    if (found.state === "held" || attempt === 2) {
      throw new DataDirInUseError(dataDir, found.state === "held" ? found.holder : undefined);
    }
    if (found.state === "stale") {
      logger.warn("took over the embedded database's lock from a process that has ended", {
        dataDir,
        formerHolder: describeHolder(found.holder),
      });
      try {
        unlinkSync(file);
      } catch (error) {
        if (!isErrno(error, "ENOENT")) throw error;
      }
    }
  }
}

type LockState =
  | { state: "free" }
  | { state: "held"; holder: DataDirHolder | undefined }
  | { state: "stale"; holder: DataDirHolder | undefined };

function inspect(file: string): LockState {
  let text: string;
  let modifiedMs: number;
  try {
    text = readFileSync(file, "utf8");
    modifiedMs = statSync(file).mtimeMs;
  } catch (error) {
    if (isErrno(error, "ENOENT")) return { state: "free" };
    throw error;
  }
  const holder = parseHolder(text);
  if (!holder) {
    // The holder is written the moment the file is created: an empty or unreadable file is a taker
    // between the two steps, unless it is older than that (a process killed right then).
    return Date.now() - modifiedMs < writingGraceMs ? { state: "held", holder } : { state: "stale", holder };
  }
  // This process's own locks are in heldLocks(); a lock file with our pid that is not one of them was
  // left by an earlier process that had the same pid (a container's server is often pid 1).
  if (holder.pid === process.pid) return { state: "stale", holder };
  return isAlive(holder.pid) ? { state: "held", holder } : { state: "stale", holder };
}

function parseHolder(text: string): DataDirHolder | undefined {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return isErrno(error, "EPERM");
  }
}

function removeIfOurs(file: string, holder: DataDirHolder): void {
  try {
    const found = parseHolder(readFileSync(file, "utf8"));
    if (found?.pid === holder.pid && found.startedAt === holder.startedAt) unlinkSync(file);
  } catch {
    // Already gone (or its folder removed): nothing to release.
  }
}

function releaseOnExit(locks: Map<string, Held>): void {
  const releaseAll = () => {
    for (const [file, held] of locks) removeIfOurs(file, held.holder);
    locks.clear();
  };
  process.on("exit", releaseAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      // A process with handlers of its own (the web server, the lead worker) ends itself, after
      // closing what it has open, and the exit above releases the lock then. Without one the signal
      // ends the process at once, with no exit event: release first, then end it the same way.
      if (process.listenerCount(signal) > 0) return;
      releaseAll();
      process.kill(process.pid, signal);
    });
  }
}

/** How a process that did not say who it is appears in a lock: its script, e.g. scripts/bench/import.ts. */
function thisCommand(): string {
  const script = process.argv[1];
  return script ? path.relative(process.cwd(), script) || script : "node";
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
