// Shared by `npm start` and the end-to-end server: build when needed, then run the platform's web
// server (server/web-server.mjs: Next behind the request guard, decision 024), as the image does.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** The build in .next is there and newer than every source file that goes into it. */
export function buildIsCurrent(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return ["src", "public", "drizzle", "next.config.ts", "package-lock.json", "postcss.config.mjs"]
    .map((entry) => path.join(root, entry))
    .filter((entry) => existsSync(entry))
    .every((entry) => newestMtime(entry) <= built);
}

export function ensureBuild(env: NodeJS.ProcessEnv): void {
  if (buildIsCurrent()) return;
  console.log("Building the platform (first start, or the sources changed)…");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) throw new Error(`next build failed with exit code ${build.status ?? "unknown"}`);
}

export function startNext(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const server = spawn(process.execPath, [path.join(root, "server", "web-server.mjs")], {
    stdio: "inherit",
    env: { ...env, PORT: String(port) },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  return server;
}

export async function waitUntilHealthy(port: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server on port ${port} did not become ready in time.`);
}

/**
 * Starts a command in a process group of its own, so that `stopGroup` ends it with everything it
 * started (npx runs the real server as a child of its own).
 */
export function spawnGroup(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = "inherit",
): ChildProcess {
  return spawn(command, args, { env, stdio, detached: true });
}

/** Ends a `spawnGroup` process group: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group has already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The platform's web server (server/web-server.mjs: Next behind the request guard) on `port`, in a
 * process group of its own: for benchmarks and checks that stop it with `stopGroup`. `stdio` "pipe"
 * lets a benchmark read the server's log lines; `nodeArgs` go to node before the script (`--cpu-prof`).
 */
export function spawnWebServer(
  port: number,
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = "inherit",
  nodeArgs: readonly string[] = [],
): ChildProcess {
  return spawnGroup(
    process.execPath,
    [...nodeArgs, path.join(root, "server", "web-server.mjs")],
    { ...env, PORT: String(port) },
    stdio,
  );
}
