import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// The compose recipe (docs/deploy.md) refuses to start without the database passwords (issue 28):
// a fallback would run a live database under the well-known passwords platform / dealer_app.

const compose = readFileSync(path.resolve(import.meta.dirname, "../../docker-compose.yml"), "utf8");

it("takes every database password from the environment, with no fallback", () => {
  const passwords = [...compose.matchAll(/\$\{(\w*PASSWORD\w*)([^}]*)\}/g)];
  expect(passwords.map((match) => match[1])).toEqual(expect.arrayContaining(["POSTGRES_PASSWORD", "APP_DB_PASSWORD"]));
  for (const [whole, , rest] of passwords) {
    expect(rest, whole).toMatch(/^:\?\S/);
  }
  expect(compose).not.toMatch(/PASSWORD:-/);
});
