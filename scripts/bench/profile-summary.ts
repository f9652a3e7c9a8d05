// Where a server's CPU time went, from a `node --cpu-prof` profile (`npm run bench:pages -- --profile
// DIR` writes one per rendered page): self time summed by where the code comes from (React's server
// renderer, Next, the app's own bundle, Node's internals, garbage collection…) and the functions with
// the most self time. Idle time (waiting for the next request) is left out of the shares.
//
//   npx tsx scripts/bench/profile-summary.ts DIR/search/*.cpuprofile [--top 25] [--last 20]
//
// `--last S` counts only the profile's last S seconds: the bench's measured renders (its --seconds),
// without the server's start, seeding and warm-up.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
if (!file) throw new Error("Usage: profile-summary.ts FILE.cpuprofile [--top N]");
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : undefined;
};
const top = argument("top") ?? 25;
/** Only the profile's last seconds: the measured renders, not the server's start and seeding. */
const lastSeconds = argument("last");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

/**
 * Next bundles React's server renderers into one runtime file, a few long lines of modules each
 * introduced by its path (`"…/react-dom-server.node.production.js"(e,t,r){`): the module a frame's
 * column falls in says which renderer it is.
 */
const runtimeModules = new Map<string, { line: number; column: number; module: string }[]>();
function runtimeModule(url: string, line: number, column: number): string {
  let modules = runtimeModules.get(url);
  if (!modules) {
    modules = [];
    readFileSync(fileURLToPath(url), "utf8")
      .split("\n")
      .forEach((text, index) => {
        for (const match of text.matchAll(/"([^"]+\.js)"\(e,t,r\)\{/g)) {
          modules?.push({ line: index, column: match.index, module: match[1] ?? "" });
        }
      });
    runtimeModules.set(url, modules);
  }
  let found = "";
  for (const entry of modules) {
    if (entry.line < line || (entry.line === line && entry.column <= column)) found = entry.module;
    else break;
  }
  if (found.includes("react-dom-server")) return "React: HTML render (react-dom/server)";
  if (found.includes("react-server-dom-turbopack-server"))
    return "React: Server Components render and payload (Flight server)";
  if (found.includes("react-server-dom-turbopack-client"))
    return "React: payload read back for the HTML (Flight client)";
  return "Next.js app render (its bundled runtime)";
}

/** Where a frame's code comes from, by its file. */
export function origin(frame: ProfileNode["callFrame"]): string {
  const { url, functionName } = frame;
  if (functionName === "(idle)") return "idle";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 and native (program)";
  if (url === "") return "native / builtins";
  if (url.startsWith("node:")) return "Node internals (http, streams, zlib, timers)";
  if (url.startsWith("wasm://") || url.includes("pglite")) return "embedded database (PGlite and its WebAssembly)";
  if (url.includes("compiled/next-server/app-page")) return runtimeModule(url, frame.lineNumber, frame.columnNumber);
  if (url.includes("react-dom") || url.includes("react-server")) return "React (other)";
  if (url.includes("/next/dist/")) return "Next.js (routing, app render, other)";
  if (url.includes("/.next/server/")) return "the app's server bundle (our code and its libraries)";
  if (url.includes("/server/") && url.endsWith(".mjs")) return "web server and page cache (server/*.mjs)";
  if (url.includes("node_modules")) return "other packages";
  return "other";
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
const windowStart = lastSeconds === undefined ? -Infinity : profile.endTime - lastSeconds * 1_000_000;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (at >= windowStart) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
});

const byOrigin = new Map<string, number>();
const byFunction = new Map<string, { ms: number; origin: string }>();
for (const [id, ms] of selfMs) {
  const node = byId.get(id);
  if (!node) continue;
  const from = origin(node.callFrame);
  byOrigin.set(from, (byOrigin.get(from) ?? 0) + ms);
  const file = node.callFrame.url.split("/").slice(-1)[0] ?? "";
  const name = `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber + 1}`;
  const entry = byFunction.get(name) ?? { ms: 0, origin: from };
  entry.ms += ms;
  byFunction.set(name, entry);
}
const idle = byOrigin.get("idle") ?? 0;
const busy = [...byOrigin.values()].reduce((sum, ms) => sum + ms, 0) - idle;
const share = (ms: number) => `${((ms / busy) * 100).toFixed(1).padStart(5)}%`;

console.log(`${file}\nbusy ${(busy / 1000).toFixed(1)} s, idle ${(idle / 1000).toFixed(1)} s\n\nself time by origin:`);
for (const [from, ms] of [...byOrigin].filter(([from]) => from !== "idle").sort((a, b) => b[1] - a[1])) {
  console.log(`  ${share(ms)}  ${from}`);
}
console.log(`\ntop ${top} functions by self time:`);
for (const [name, { ms, origin: from }] of [...byFunction]
  .filter(([, entry]) => entry.origin !== "idle")
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, top)) {
  console.log(`  ${share(ms)}  ${name.slice(0, 90).padEnd(90)}  ${from}`);
}
