// The platform's web server (decision 057). `npm start`, the end-to-end server and the container image
// run this file. With WEB_PROCESSES unset or 1 it is one process (web-process.mjs: Next behind the
// request guard and the page cache). With WEB_PROCESSES=N (or `auto`: one per core) it forks N of them
// with node:cluster on the one port, so a page render, which keeps one core busy, has every core of the
// machine: Node's primary hands each new connection to the next process in turn. The processes are the
// stateless, identical replicas of the architecture's "scaling past one machine", on one machine:
// each holds its own search index and page cache, and follows the database's notifications. They
// share a PostgreSQL server (DATABASE_URL); an embedded database has one writer (decision 034), so
// more than one process without DATABASE_URL is refused at start.
//
//   WEB_PROCESSES (1; a whole number, or `auto` for the machine's available parallelism)
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";

/** How many web processes WEB_PROCESSES asks for; a clear error for anything else. */
function requestedProcesses(value = "") {
  const text = value.trim();
  if (text === "") return 1;
  if (text === "auto") return availableParallelism();
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_PROCESSES must be a whole number from 1 to 64, or auto; it is "${value}"`);
  }
  return count;
}

/**
 * Forks `count` web processes, keeps them running, and stops them all on SIGINT or SIGTERM.
 * @param {number} count
 */
function runPrimary(count) {
  let stopping = false;
  // The page cache's marker for its own renders, the same in every process (page-cache.mjs).
  const fillToken = randomBytes(18).toString("base64url");
  const fork = () => cluster.fork({ PAGE_CACHE_FILL_TOKEN: fillToken });
  /** Processes that have listened: one that dies before it does is a failed start, not a crash. */
  const started = new Set();
  const log = (/** @type {"error" | "info"} */ level, /** @type {string} */ message) =>
    console[level](JSON.stringify({ time: new Date().toISOString(), level, message }));

  cluster.on("listening", (worker) => started.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      // process.exitCode: a failed start's, else 0.
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!started.has(worker.id)) {
      // Its own log says why (a port in use, a database that refuses); starting it again would only
      // repeat that, so the server fails its start as a single process would.
      log("error", `a web process exited (${signal ?? code}) before it listened: stopping the web server`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = typeof code === "number" && code !== 0 ? code : 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      setTimeout(() => process.exit(), 6_000).unref();
      return;
    }
    log("error", `web process ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      // Each process closes within its own 5 s; this is the backstop.
      setTimeout(() => process.exit(), 6_000).unref();
    });
  }
  for (let index = 0; index < count; index += 1) fork();
}

/** @type {number} */
let processes = 1;
try {
  processes = requestedProcesses(process.env.WEB_PROCESSES);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (cluster.isPrimary && processes > 1) {
  if (!process.env.DATABASE_URL) {
    console.error(
      `WEB_PROCESSES=${process.env.WEB_PROCESSES} needs DATABASE_URL: the embedded database has one writer ` +
        "(decision 034), so more than one web process needs a PostgreSQL server.",
    );
    process.exit(1);
  }
  runPrimary(processes);
} else {
  await import("./web-process.mjs");
}
