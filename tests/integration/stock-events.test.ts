import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase, type Database } from "@/platform/db/connect";
import { publishStockChange, subscribeStockChanges } from "@/stock/stock-events";

async function expectChangeDelivered(listener: Database, publisher: Database) {
  const received: string[] = [];
  const stop = await subscribeStockChanges(
    listener,
    (siteId) => received.push(siteId),
    () => undefined,
  );
  try {
    await publishStockChange(publisher.db, "site-123");
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(["site-123"]);
  } finally {
    await stop();
  }
  await publishStockChange(publisher.db, "after-stop");
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received).toEqual(["site-123"]);
}

describe("stock change notifications", () => {
  it("reach a listener on embedded PGlite", async () => {
    const database = await openDatabase({});
    try {
      await expectChangeDelivered(database, database);
    } finally {
      await database.close();
    }
  });

  const serverUrl = process.env.DATABASE_URL;
  it.runIf(serverUrl)("reach another process's connection pool on the PostgreSQL server", async () => {
    const name = `it_notify_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    // Two pools stand for two server processes: one listens, the other publishes.
    const listener = await openDatabase({ databaseUrl: url.toString() });
    const publisher = await openDatabase({ databaseUrl: url.toString() });
    try {
      await expectChangeDelivered(listener, publisher);
    } finally {
      await listener.close();
      await publisher.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
