import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe } from "vitest";
import { stockIndexCases } from "./support/stock-index-cases";

// The search index kept current in place, on the PostgreSQL server (DATABASE_URL) in a database of
// its own, read as the app role through row-level security (support/stock-index-cases.ts). CI sets
// DATABASE_URL; like the other server suites, it runs where a server is named.
const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)("a site's search index on the PostgreSQL server", async () => {
  // Vitest collects a suite's body even when it will not run it.
  if (!serverUrl) return;
  const name = `it_stock_index_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  Object.assign(process.env, { DATABASE_URL: url.toString(), APP_DATABASE_URL: "", LOG_LEVEL: "warn" });
  await stockIndexCases();
});
