import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, smsMessages } from "@/platform/db/schema";
import {
  handleCodeCheck,
  handleCodeRequest,
  handleSavedCarsMerge,
  handleSessionProbe,
  handleSignOut,
  handleWatchlistChange,
} from "@/accounts/server/http";
import { localSmsProvider } from "@/accounts/sms";
import type { SignInLimits } from "@/accounts/rate-limit";
import { sessionCookieName } from "@/accounts/session";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";

// The one saved-cars list (decision 041): at sign-in the browser's saved cars join the account's
// watchlist, below HTTP against PGlite and (with DATABASE_URL) the PostgreSQL server.

const roomy: SignInLimits = {
  requestPerPhone: { max: 1000, windowMs: 3_600_000 },
  requestPerIp: { max: 1000, windowMs: 3_600_000 },
  verifyPerPhone: { max: 1000, windowMs: 3_600_000 },
  verifyPerIp: { max: 1000, windowMs: 3_600_000 },
};

let phoneCounter = 500;
const newPhone = () => `0413 ${String(++phoneCounter).padStart(3, "0")} 000`;
const e164 = (phone: string) => `+61${phone.replace(/\s/g, "").slice(1)}`;

function post(path: string, body: unknown, cookie: string | null): Request {
  return new Request(`http://harbourside.localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.8", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(testBackends())("the saved-cars merge at sign-in on $name", (backend) => {
  let test: TestDatabase;
  let harbourside: LeadSite;
  let forSale: string[];
  let sold: string;
  let redgumCar: string;
  const db = (): Db => test.database.db;

  async function signIn(phone: string): Promise<string> {
    const target = { db: db(), site: harbourside, limits: roomy };
    await handleCodeRequest(post("/api/account/code", { phone }, null), { ...target, sms: localSmsProvider(db()) });
    const [latest] = await db()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, e164(phone)))
      .orderBy(desc(smsMessages.createdAt))
      .limit(1);
    const code = /^(\d{6}) /.exec(latest?.body ?? "")?.[1];
    const response = await handleCodeCheck(post("/api/account/verify", { phone, code }, null), target);
    const match = new RegExp(`${sessionCookieName}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "");
    if (!match?.[1]) throw new Error("no session cookie");
    return `${sessionCookieName}=${match[1]}`;
  }

  const merge = async (body: unknown, cookie: string | null) => {
    const response = await handleSavedCarsMerge(post("/api/account/session", body, cookie), {
      db: db(),
      site: harbourside,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const watchlistOf = async (cookie: string) => {
    const probe = await handleSessionProbe(
      new Request("http://harbourside.localhost/api/account/session", { headers: { cookie } }),
      { db: db(), site: harbourside },
    );
    return ((await probe.json()) as { watchlist?: string[] }).watchlist ?? [];
  };

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    const sites = await seedLeadSites(test.database);
    if (!sites.harbourside || !sites.redgum) throw new Error("demo sites missing");
    harbourside = sites.harbourside;
    const listed = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, harbourside.id), eq(cars.status, "in_stock"), eq(cars.showOnDealerWebsite, true)))
      .limit(4);
    const [theirs] = await db().select({ id: cars.id }).from(cars).where(eq(cars.siteId, sites.redgum.id)).limit(1);
    if (listed.length < 4 || !theirs) throw new Error("cars missing");
    forSale = listed.slice(0, 3).map((car) => car.id);
    sold = listed[3]!.id;
    redgumCar = theirs.id;
    await db().update(cars).set({ status: "sold" }).where(eq(cars.id, sold));
  });

  afterAll(async () => {
    await test.dispose();
  });

  it("adds the browser's cars to the account's watchlist beside those already there, once, and again changes nothing", async () => {
    const phone = newPhone();
    const cookie = await signIn(phone);
    const [a, b, c] = forSale as [string, string, string];
    const saved = await handleWatchlistChange(
      post("/api/watchlist/save-car", { phone_number: phone, car_id: a }, cookie),
      { db: db(), site: harbourside },
      "save",
    );
    expect(saved.status).toBe(200);

    // The browser held b and c (newest first) and a, which the account already has.
    const first = await merge({ carIds: [c, a, b] }, cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, added: 2, skipped: 0 });
    expect([...(first.body.watchlist as string[])].sort()).toEqual([a, b, c].sort());
    expect([...(await watchlistOf(cookie))].sort()).toEqual([a, b, c].sort());

    // Signing in again on the same browser sends the same list: nothing doubles.
    const again = await merge({ carIds: [c, a, b] }, cookie);
    expect(again.body).toMatchObject({ success: true, added: 0, skipped: 0 });
    expect(await watchlistOf(cookie)).toHaveLength(3);
  });

  it("passes over a sold car, another dealer's car and an id that is no car, and keeps the rest", async () => {
    const cookie = await signIn(newPhone());
    const [a] = forSale as [string];
    const reply = await merge({ carIds: ["not-a-car", sold, redgumCar, a] }, cookie);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, added: 1, watchlist: [a] });
  });

  it("refuses a signed-out call with 401 and a body that is not a list of ids with 400, each with a message", async () => {
    const signedOut = await merge({ carIds: forSale }, null);
    expect(signedOut).toEqual({
      status: 401,
      body: { success: false, error: "Please sign in to use your watchlist." },
    });
    const cookie = await signIn(newPhone());
    for (const body of [{}, { carIds: "abc" }, { carIds: [1, 2] }, "not json"]) {
      const reply = await merge(body, cookie);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(typeof reply.body.error).toBe("string");
    }
    expect(await watchlistOf(cookie)).toEqual([]);
  });

  it("after sign-out the account keeps the merged cars for the next sign-in", async () => {
    const phone = newPhone();
    const cookie = await signIn(phone);
    const [, b] = forSale as [string, string];
    await merge({ carIds: [b] }, cookie);
    await handleSignOut(post("/api/account/sign-out", {}, cookie), { db: db(), site: harbourside });
    expect((await merge({ carIds: [b] }, cookie)).status).toBe(401);
    expect(await watchlistOf(await signIn(phone))).toEqual([b]);
  });
});
