import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Every endpoint that writes or counts takes a per-address limit (decision 028): each route file that
// exports a POST, PUT, PATCH or DELETE passes `rateLimit` to withSite, or is named below with why not.

const appDir = path.resolve(import.meta.dirname, "../../src/app");

/** Write routes without a per-address limit, and why. */
const unlimited: Record<string, string> = {
  // Signed by Stripe (the signature is checked first); Stripe retries, and a limit would drop events.
  "api/checkout/stripe-webhook/route.ts": "Stripe's signed webhook",
  // The dealer's own moves, behind DEALER_API_TOKEN (at least 16 characters): not a shopper's path.
  "api/checkout/reservations/[id]/[action]/route.ts": "behind the dealer's token",
};

/** Routes that take POST but only read: a per-address read limit, counted in the process (decision 035). */
const reads = ["api/search/multi/route.ts"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

it("gives every write route a per-address limit, or a reason it has none", () => {
  const writes = routeFiles(appDir).filter((file) =>
    /export (const|async function|function) (POST|PUT|PATCH|DELETE)\b/.test(readFileSync(file, "utf8")),
  );
  expect(writes.length).toBeGreaterThan(10);
  const missing = writes
    .map((file) => path.relative(appDir, file))
    .filter((file) => !readFileSync(path.join(appDir, file), "utf8").includes("rateLimit:"))
    .filter((file) => !(file in unlimited))
    .filter((file) => !(reads.includes(file) && readFileSync(path.join(appDir, file), "utf8").includes("readLimit:")));
  expect(missing).toEqual([]);
  expect(writes.map((file) => path.relative(appDir, file))).toContain("api/account/sign-out/route.ts");
});
