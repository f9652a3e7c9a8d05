import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, sessions, signInCodes, smsMessages } from "@/platform/db/schema";
import {
  handleCodeCheck,
  handleCodeRequest,
  handleSessionProbe,
  handleSignOut,
  handleWatchlistChange,
} from "@/accounts/server/http";
import { localSmsProvider } from "@/accounts/sms";
import { defaultSignInLimits, type SignInLimits } from "@/accounts/rate-limit";
import { signInMessages } from "@/accounts/sign-in";
import { sessionCookieName } from "@/accounts/session";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";

// Phone sign-in and the watchlist calls end to end below HTTP: Request in, Response out, against
// PGlite and (with DATABASE_URL) the PostgreSQL server, with the local SMS provider's outbox read
// back as the shopper's phone would.

const roomy: SignInLimits = {
  requestPerPhone: { max: 1000, windowMs: 3_600_000 },
  requestPerIp: { max: 1000, windowMs: 3_600_000 },
  verifyPerPhone: { max: 1000, windowMs: 3_600_000 },
  verifyPerIp: { max: 1000, windowMs: 3_600_000 },
};

let phoneCounter = 100;
/** A fresh mobile per test, so tests never share codes or limits. */
const newPhone = () => `0412 ${String(++phoneCounter).padStart(3, "0")} 000`;
const e164 = (phone: string) => `+61${phone.replace(/\s/g, "").slice(1)}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://harbourside.localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function cookieOf(response: Response): string | null {
  const header = response.headers.get("set-cookie");
  const match = header ? new RegExp(`${sessionCookieName}=([^;]*)`).exec(header) : null;
  return match?.[1] ? `${sessionCookieName}=${match[1]}` : null;
}

describe.each(testBackends())("accounts on $name", (backend) => {
  let test: TestDatabase;
  let sites: Record<string, LeadSite>;
  let harbourside: LeadSite;
  let redgum: LeadSite;
  let inStockCar: string;
  let soldCar: string;
  let redgumCar: string;
  const db = (): Db => test.database.db;
  const sms = () => localSmsProvider(db());

  /** The code in the latest text to the phone, as the shopper reads it. */
  async function lastCode(phone: string): Promise<string> {
    const [latest] = await db()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, e164(phone)))
      .orderBy(desc(smsMessages.createdAt))
      .limit(1);
    const code = /^(\d{6}) /.exec(latest?.body ?? "")?.[1];
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  }

  async function signIn(site: LeadSite, phone: string, cookie?: string): Promise<string> {
    const target = { db: db(), site, limits: roomy };
    expect((await handleCodeRequest(post("/api/account/code", { phone }), { ...target, sms: sms() })).status).toBe(200);
    const code = await lastCode(phone);
    const response = await handleCodeCheck(
      post("/api/account/verify", { phone, code }, cookie ? { cookie } : {}),
      target,
    );
    expect(response.status).toBe(200);
    const session = cookieOf(response);
    if (!session) throw new Error("no session cookie");
    return session;
  }

  const probe = async (site: LeadSite, cookie: string | null) =>
    (await (
      await handleSessionProbe(
        new Request("http://harbourside.localhost/api/account/session", { headers: cookie ? { cookie } : {} }),
        { db: db(), site },
      )
    ).json()) as { signedIn: boolean; phone?: string; watchlist?: string[] };

  const watch = (site: LeadSite, change: "save" | "remove", body: unknown, cookie: string | null) =>
    handleWatchlistChange(
      post(`/api/watchlist/${change}-car`, body, cookie ? { cookie } : {}),
      { db: db(), site },
      change,
    );

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    sites = await seedLeadSites(test.database);
    if (!sites.harbourside || !sites.redgum) throw new Error("demo sites missing");
    harbourside = sites.harbourside;
    redgum = sites.redgum;
    const [car] = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, harbourside.id), eq(cars.status, "in_stock")))
      .limit(2);
    const [other] = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, harbourside.id), eq(cars.status, "in_stock"), ne(cars.id, car?.id ?? "")))
      .limit(1);
    const [theirs] = await db().select({ id: cars.id }).from(cars).where(eq(cars.siteId, redgum.id)).limit(1);
    if (!car || !other || !theirs) throw new Error("cars missing");
    inStockCar = car.id;
    soldCar = other.id;
    redgumCar = theirs.id;
    await db().update(cars).set({ status: "sold" }).where(eq(cars.id, soldCar));
  });

  afterAll(async () => {
    await test.dispose();
  });

  it("texts a code to the mobile in E.164 and keeps only its hash", async () => {
    const phone = newPhone();
    const response = await handleCodeRequest(post("/api/account/code", { phone }), {
      db: db(),
      site: harbourside,
      sms: sms(),
      limits: roomy,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: signInMessages.sent });
    const code = await lastCode(phone);
    const [row] = await db()
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.phone, e164(phone)));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it("answers the same for a number that has signed in before and one that never has", async () => {
    const known = newPhone();
    await signIn(harbourside, known);
    const target = { db: db(), site: harbourside, sms: sms(), limits: roomy };
    const forKnown = await handleCodeRequest(post("/api/account/code", { phone: known }), target);
    const forUnknown = await handleCodeRequest(post("/api/account/code", { phone: newPhone() }), target);
    expect([forKnown.status, forUnknown.status]).toEqual([200, 200]);
    expect(await forKnown.json()).toEqual(await forUnknown.json());
  });

  it("refuses a landline, a missing number and a body that is not JSON with 400 and a message", async () => {
    const target = { db: db(), site: harbourside, sms: sms(), limits: roomy };
    const landline = await handleCodeRequest(post("/api/account/code", { phone: "02 9876 5432" }), target);
    expect(landline.status).toBe(400);
    expect(await landline.json()).toEqual({ error: signInMessages.phone, field: "phone" });
    expect((await handleCodeRequest(post("/api/account/code", {}), target)).status).toBe(400);
    expect((await handleCodeRequest(post("/api/account/code", "{not json"), target)).status).toBe(400);
  });

  it("signs in with the right code once: a session cookie for this host only, and the code used up", async () => {
    const phone = newPhone();
    const target = { db: db(), site: harbourside, limits: roomy };
    await handleCodeRequest(post("/api/account/code", { phone }), { ...target, sms: sms() });
    const code = await lastCode(phone);
    const response = await handleCodeCheck(post("/api/account/verify", { phone, code }), target);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(await probe(harbourside, cookieOf(response))).toEqual({ signedIn: true, phone: e164(phone), watchlist: [] });

    const again = await handleCodeCheck(post("/api/account/verify", { phone, code }), target);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: signInMessages.wrongCode, field: "code" });
  });

  it("retires a code after five wrong tries, even if the sixth is right", async () => {
    const phone = newPhone();
    const target = { db: db(), site: harbourside, limits: roomy };
    await handleCodeRequest(post("/api/account/code", { phone }), { ...target, sms: sms() });
    const code = await lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await handleCodeCheck(post("/api/account/verify", { phone, code: wrong }), target);
      expect(response.status).toBe(400);
      answers.push(((await response.json()) as { error: string }).error);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(signInMessages.wrongCode));
    expect(answers[4]).toBe(signInMessages.tooManyTries);
    expect((await handleCodeCheck(post("/api/account/verify", { phone, code }), target)).status).toBe(400);
  });

  it("does not take a code after ten minutes, nor an older code once a new one is sent", async () => {
    const phone = newPhone();
    const target = { db: db(), site: harbourside, limits: roomy };
    await handleCodeRequest(post("/api/account/code", { phone }), { ...target, sms: sms() });
    const first = await lastCode(phone);
    const later = { ...target, now: new Date(Date.now() + 10 * 60_000 + 1000) };
    expect((await handleCodeCheck(post("/api/account/verify", { phone, code: first }), later)).status).toBe(400);

    await handleCodeRequest(post("/api/account/code", { phone }), { ...target, sms: sms() });
    const second = await lastCode(phone);
    await handleCodeRequest(post("/api/account/code", { phone }), { ...target, sms: sms() });
    const third = await lastCode(phone);
    if (second !== third) {
      expect((await handleCodeCheck(post("/api/account/verify", { phone, code: second }), target)).status).toBe(400);
    }
    expect((await handleCodeCheck(post("/api/account/verify", { phone, code: third }), target)).status).toBe(200);
  });

  it("limits codes per phone and per address with 429, a message and Retry-After", async () => {
    const phone = newPhone();
    const limits: SignInLimits = { ...roomy, requestPerPhone: { max: 2, windowMs: 3_600_000 } };
    const target = { db: db(), site: harbourside, sms: sms(), limits };
    for (let i = 0; i < 2; i += 1) {
      expect((await handleCodeRequest(post("/api/account/code", { phone }), target)).status).toBe(200);
    }
    const limited = await handleCodeRequest(post("/api/account/code", { phone }), target);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: signInMessages.ratePhone });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);

    const perIp: SignInLimits = { ...roomy, requestPerIp: { max: 2, windowMs: 3_600_000 } };
    const ip = { "x-forwarded-for": "198.51.100.23" };
    const ipTarget = { db: db(), site: harbourside, sms: sms(), limits: perIp };
    expect((await handleCodeRequest(post("/api/account/code", { phone: newPhone() }, ip), ipTarget)).status).toBe(200);
    expect((await handleCodeRequest(post("/api/account/code", { phone: newPhone() }, ip), ipTarget)).status).toBe(200);
    const fromIp = await handleCodeRequest(post("/api/account/code", { phone: newPhone() }, ip), ipTarget);
    expect(fromIp.status).toBe(429);
    expect(await fromIp.json()).toEqual({ error: signInMessages.rateIp });
    expect(fromIp.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("limits code entries per address, so a guesser cannot cycle numbers", async () => {
    const limits: SignInLimits = { ...roomy, verifyPerIp: { max: 3, windowMs: 3_600_000 } };
    const ip = { "x-forwarded-for": "198.51.100.99" };
    const target = { db: db(), site: harbourside, limits };
    for (let i = 0; i < 3; i += 1) {
      const response = await handleCodeCheck(
        post("/api/account/verify", { phone: newPhone(), code: "123456" }, ip),
        target,
      );
      expect(response.status).toBe(400);
    }
    const limited = await handleCodeCheck(
      post("/api/account/verify", { phone: newPhone(), code: "123456" }, ip),
      target,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("rotates the session at sign-in and revokes it at sign-out", async () => {
    const phone = newPhone();
    const first = await signIn(harbourside, phone);
    const second = await signIn(harbourside, phone, first);
    expect(second).not.toBe(first);
    expect((await probe(harbourside, first)).signedIn).toBe(false);
    expect((await probe(harbourside, second)).signedIn).toBe(true);

    const out = await handleSignOut(post("/api/account/sign-out", {}, { cookie: second }), {
      db: db(),
      site: harbourside,
    });
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-session=; .*Max-Age=0/);
    expect((await probe(harbourside, second)).signedIn).toBe(false);
    const token = second.split("=")[1] ?? "";
    const left = await db().select().from(sessions);
    expect(left.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it("keeps a session to its own site: another dealer's site does not know it", async () => {
    const cookie = await signIn(harbourside, newPhone());
    expect((await probe(redgum, cookie)).signedIn).toBe(false);
    const onRedgum = await watch(redgum, "save", { phone_number: "0412000000", car_id: redgumCar }, cookie);
    expect(onRedgum.status).toBe(401);
  });

  it("saves and removes cars for the signed-in phone, idempotently", async () => {
    const phone = newPhone();
    const cookie = await signIn(harbourside, phone);
    const body = { phone_number: phone, car_id: inStockCar };
    for (let i = 0; i < 2; i += 1) {
      const saved = await watch(harbourside, "save", body, cookie);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ success: true, saved: true });
    }
    expect((await probe(harbourside, cookie)).watchlist).toEqual([inStockCar]);
    for (let i = 0; i < 2; i += 1) {
      const removed = await watch(harbourside, "remove", body, cookie);
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ success: true, saved: false });
    }
    expect((await probe(harbourside, cookie)).watchlist).toEqual([]);
  });

  it("answers 401 signed out and 403 for another phone, with a message and success false", async () => {
    const phone = newPhone();
    const cookie = await signIn(harbourside, phone);
    const signedOut = await watch(harbourside, "save", { phone_number: phone, car_id: inStockCar }, null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ success: false, error: "Please sign in to use your watchlist." });
    const other = await watch(harbourside, "save", { phone_number: "0499 999 999", car_id: inStockCar }, cookie);
    expect(other.status).toBe(403);
    expect(((await other.json()) as { success: boolean }).success).toBe(false);
    const removeOther = await watch(
      harbourside,
      "remove",
      { phone_number: "0499 999 999", car_id: inStockCar },
      cookie,
    );
    expect(removeOther.status).toBe(403);
  });

  it("refuses a bad body, another site's car, and a newly saved sold car; a saved car that sells can be removed", async () => {
    const phone = newPhone();
    const cookie = await signIn(harbourside, phone);
    expect((await watch(harbourside, "save", { phone_number: phone }, cookie)).status).toBe(400);
    expect((await watch(harbourside, "save", { phone_number: phone, car_id: "not-a-uuid" }, cookie)).status).toBe(400);
    expect((await watch(harbourside, "save", { phone_number: phone, car_id: redgumCar }, cookie)).status).toBe(404);
    expect((await watch(harbourside, "save", { phone_number: phone, car_id: soldCar }, cookie)).status).toBe(409);

    expect((await watch(harbourside, "save", { phone_number: phone, car_id: inStockCar }, cookie)).status).toBe(200);
    await db().update(cars).set({ status: "sold" }).where(eq(cars.id, inStockCar));
    try {
      expect((await watch(harbourside, "save", { phone_number: phone, car_id: inStockCar }, cookie)).status).toBe(200);
      expect((await watch(harbourside, "remove", { phone_number: phone, car_id: inStockCar }, cookie)).status).toBe(
        200,
      );
    } finally {
      await db().update(cars).set({ status: "in_stock" }).where(eq(cars.id, inStockCar));
    }
  });

  it("uses the product's limits by default", () => {
    expect(defaultSignInLimits.requestPerPhone.max).toBeGreaterThan(0);
  });
});
