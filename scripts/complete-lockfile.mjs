// The package registry these machines reach serves only the Linux builds of platform-specific
// optional packages (Next's SWC, Tailwind's oxide). `npm install` then leaves the other platforms'
// entries out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds each
// missing optional package as a platform-restricted entry, which `npm ci` skips on this platform
// without downloading. Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const osNames = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix"];
const cpuNames = ["arm64", "x64", "arm", "ia32", "wasm32", "riscv64", "ppc64", "s390x", "loong64"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.includes("musl")) entry.libc = ["musl"];
  else if (os === "linux" && parts.some((part) => part.startsWith("gnu"))) entry.libc = ["glibc"];
  return entry;
}

let added = 0;
for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform-restricted optional package entries.`);
