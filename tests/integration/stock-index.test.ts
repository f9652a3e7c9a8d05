import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe } from "vitest";
import { stockIndexCases } from "./support/stock-index-cases";

// The search index kept current in place, on the embedded PGlite (support/stock-index-cases.ts).
const dataDir = mkdtempSync(path.join(tmpdir(), "stock-index-"));
Object.assign(process.env, { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" });

describe("a site's search index on the embedded database", async () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  await stockIndexCases();
});
