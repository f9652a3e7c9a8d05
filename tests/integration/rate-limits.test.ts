import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, phoneReveals, rateLimitCounters, users } from "@/platform/db/schema";
import { createSession, sessionCookieName } from "@/accounts/session";
import { limitRequest, takeRateLimit, type RateLimitRule } from "@/platform/rate-limit";
import { requestLimits } from "@/platform/rate-limit-rules";
import { handleLeadPost } from "@/leads/server/http";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";
import { handleCodeRequest } from "@/accounts/server/http";
import { localSmsProvider } from "@/accounts/sms";
import { handleReservationPost } from "@/checkout/reservation-http";
import { LocalPaymentProvider } from "@/checkout/payments/local-provider";
import { quoteForSite } from "@/finance/quote/quote-endpoint";
import { handleValuation } from "@/trade-in/http";
import { handlePhoneRevealPost } from "@/vehicle/phone-reveals";
import { handleCarViewRequest } from "@/vehicle/views";

// The platform's rate limiter as a shopper's browser or a script meets it, per kind of endpoint:
// the route's own per-address rule (what withSite's `rateLimit` option runs before the handler) in
// front of the real handler, against PGlite and (with DATABASE_URL) the PostgreSQL server. Past the
// limit: 429, Retry-After and `{ error }`; another address is not affected; the view counter does not
// move when one client repeats.

type Handler = (request: Request) => Promise<Response>;

let addressCounter = 0;
/** A fresh documentation address per use, so no test shares another's counters. */
const freshIp = () => `198.51.100.${++addressCounter % 250}`;

describe.each(testBackends())("rate limits on $name", (backend) => {
  let test: TestDatabase;
  let sites: Record<string, LeadSite>;
  let harbourside: LeadSite;
  let carSlugs: string[] = [];
  let carIds: string[] = [];
  const db = (): Db => test.database.db;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    sites = await seedLeadSites(test.database);
    const found = sites.harbourside;
    if (!found) throw new Error("no harbourside");
    harbourside = found;
    const rows = await db()
      .select({ id: cars.id, slug: cars.slug })
      .from(cars)
      .where(and(eq(cars.siteId, harbourside.id), eq(cars.showOnDealerWebsite, true)));
    carSlugs = rows.map((row) => row.slug);
    carIds = rows.map((row) => row.id);
  });

  afterAll(async () => {
    await test.dispose();
  });

  /** The route as withSite runs it: the per-address rule first, then the handler. */
  function limited(rule: RateLimitRule, handler: Handler): Handler {
    return async (request) => (await limitRequest(db(), harbourside.id, request, rule)) ?? handler(request);
  }

  function request(path: string, ip: string, body?: unknown, method = body === undefined ? "GET" : "POST"): Request {
    return new Request(`http://harbourside.localhost${path}`, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Sends `max` requests (none refused), then one more: 429 with Retry-After and the rule's message. */
  async function expectLimitAfter(
    rule: RateLimitRule,
    handler: Handler,
    make: (ip: string, attempt: number) => Request,
  ): Promise<void> {
    const ip = freshIp();
    const route = limited(rule, handler);
    for (let attempt = 0; attempt < rule.max; attempt += 1) {
      expect((await route(make(ip, attempt))).status).not.toBe(429);
    }
    const refused = await route(make(ip, rule.max));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(Math.ceil(rule.windowMs / 1000));
    expect(await refused.json()).toEqual({ error: rule.message });
    // Another address is its own count.
    expect((await route(make(freshIp(), 0))).status).not.toBe(429);
  }

  /** The route's real rule with a small maximum, so the test does not send hundreds of requests. */
  const small = (rule: RateLimitRule, max = 3): RateLimitRule => ({ ...rule, max });

  const leadBody = (attempt: number) => ({
    formType: "enquiry",
    idempotency_key: randomUUID(),
    fields: {
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: `0412 000 ${String(100 + attempt)}`,
      category: "General Enquiry",
      message: "Is it still there?",
    },
  });

  it("the lead API: 429 past the address's limit, whatever the bodies", async () => {
    await expectLimitAfter(
      small(requestLimits.leads),
      async (req) =>
        (
          await handleLeadPost(req, {
            db: db(),
            site: harbourside,
            limits: { phonePerWindow: 100, ipPerWindow: 100, windowMs: 3_600_000 },
          })
        ).response,
      (ip, attempt) => request("/api/leads", ip, leadBody(attempt)),
    );
  });

  it("the lead API: stored leads per phone are limited across addresses, with Retry-After", async () => {
    const limits = { phonePerWindow: 2, ipPerWindow: 100, windowMs: 3_600_000 };
    const body = () => ({ ...leadBody(0), fields: { ...leadBody(0).fields, phone: "0413 222 333" } });
    const post = (ip: string) =>
      handleLeadPost(request("/api/leads", ip, body()), { db: db(), site: harbourside, limits });
    expect((await post(freshIp())).response.status).toBe(200);
    expect((await post(freshIp())).response.status).toBe(200);
    const refused = (await post(freshIp())).response;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
  });

  it("the lead API: a signed-in shopper's verified phone is not limited, whatever the count", async () => {
    const limits = { phonePerWindow: 1, ipPerWindow: 100, windowMs: 3_600_000 };
    const phone = "0413 222 444";
    const [user] = await db()
      .insert(users)
      .values({ siteId: harbourside.id, phone: "0413222444" })
      .returning({ id: users.id });
    if (!user) throw new Error("user stored");
    const { token } = await createSession(db(), harbourside.id, user.id);
    const post = (cookie: string | null) => {
      const req = request("/api/leads", freshIp(), { ...leadBody(0), fields: { ...leadBody(0).fields, phone } });
      if (cookie) req.headers.set("cookie", cookie);
      return handleLeadPost(req, { db: db(), site: harbourside, limits });
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(`${sessionCookieName}=${token}`)).response.status).toBe(200);
    }
    // Signed out, the same phone is counted as anyone's.
    expect((await post(null)).response.status).toBe(200);
    expect((await post(null)).response.status).toBe(429);
  });

  it("sign-in codes: 429 past the address's limit", async () => {
    let n = 0;
    await expectLimitAfter(
      small(requestLimits.signInCodes),
      (req) => handleCodeRequest(req, { db: db(), site: harbourside, sms: localSmsProvider(db()) }),
      (ip) => request("/api/account/code", ip, { phone: `0414 ${String(++n).padStart(3, "0")} 111` }),
    );
  });

  it("reservations: 429 past the address's limit (a card-testing robot)", async () => {
    const provider = new LocalPaymentProvider();
    await expectLimitAfter(
      small(requestLimits.reservations),
      async (req) => (await handleReservationPost(req, { db: db(), site: harbourside, provider })).response,
      // A bad card number each time: answered 400 until the limit, as a robot's tries would be.
      (ip) =>
        request("/api/checkout/reservations", ip, {
          car_id: carIds[0],
          contact: { name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "0412 345 678" },
          payment: { card_number: "4242", expiry: "12/30", cvc: "123" },
          idempotency_key: randomUUID(),
        }),
    );
  });

  it("finance quotes: 429 past the address's limit", async () => {
    await expectLimitAfter(
      small(requestLimits.financeQuotes),
      async (req) => {
        const outcome = await quoteForSite(harbourside.config, await req.text());
        return outcome.ok
          ? Response.json(outcome.quote)
          : Response.json({ error: outcome.error }, { status: outcome.status });
      },
      (ip) => request("/api/youx/quote", ip, { price: 25_000 }),
    );
  });

  it("trade-in steps: 429 past the address's limit", async () => {
    await expectLimitAfter(
      small(requestLimits.tradeInValuations),
      (req) => handleValuation(req, { db: db(), site: harbourside }),
      (ip) => request("/api/trade-in/valuation", ip, { make: "Toyota" }),
    );
  });

  it("phone reveals: 429 past the address's limit, and the refused ones are not logged", async () => {
    const carId = carIds[1] ?? "";
    const logged = async () => (await db().select().from(phoneReveals).where(eq(phoneReveals.carId, carId))).length;
    const before = await logged();
    await expectLimitAfter(
      small(requestLimits.phoneReveals),
      (req) => handlePhoneRevealPost(req, { db: db(), site: harbourside }),
      (ip) => request("/api/phone-reveals", ip, { car_id: carId }),
    );
    // Three from the limited address, one from the other: the 429 logged nothing.
    expect(await logged()).toBe(before + 4);
  });

  it("a phone reveal names the car, its dealership and the website; a website id of another site is refused", async () => {
    const carId = carIds[2] ?? "";
    const post = (body: unknown) =>
      handlePhoneRevealPost(request("/api/phone-reveals", "203.0.113.77", body), { db: db(), site: harbourside });
    expect((await post({ car_id: carId, website_id: harbourside.id })).status).toBe(200);
    const [row] = await db().select().from(phoneReveals).where(eq(phoneReveals.carId, carId));
    expect(row).toMatchObject({ siteId: harbourside.id, carId });
    const other = await post({ car_id: carId, website_id: randomUUID() });
    expect([other.status, await other.json()]).toEqual([400, { error: "website_id is not this website's id" }]);
  });

  describe("view counts", () => {
    const view = (slug: string, ip: string) =>
      handleCarViewRequest(request(`/api/cars/${slug}/view.json?photos_count=0&updated_at=2026-01-01T00:00:00Z`, ip), {
        db: db(),
        site: harbourside,
        slug,
      });
    const viewsOf = async (slug: string) => {
      const [row] = await db()
        .select({ views: cars.views })
        .from(cars)
        .where(and(eq(cars.siteId, harbourside.id), eq(cars.slug, slug)));
      return row?.views ?? -1;
    };

    it("count a car once per client: repeats answer the same count and do not move it", async () => {
      const slug = carSlugs[2] ?? "";
      const ip = freshIp();
      const before = await viewsOf(slug);
      const first = (await (await view(slug, ip)).json()) as { views: number };
      expect(first.views).toBe(before + 1);
      for (let i = 0; i < 5; i += 1) {
        const again = await view(slug, ip);
        expect(again.status).toBe(200);
        expect(((await again.json()) as { views: number }).views).toBe(before + 1);
      }
      expect(await viewsOf(slug)).toBe(before + 1);
      // Another client is another view; the first client's view of another car counts too.
      expect(((await (await view(slug, freshIp())).json()) as { views: number }).views).toBe(before + 2);
      const other = carSlugs[3] ?? "";
      const otherBefore = await viewsOf(other);
      await view(other, ip);
      expect(await viewsOf(other)).toBe(otherBefore + 1);
    });

    it("429 past the address's request limit, without counting", async () => {
      const slug = carSlugs[4] ?? "";
      const before = await viewsOf(slug);
      await expectLimitAfter(
        small(requestLimits.carViews),
        (req) => handleCarViewRequest(req, { db: db(), site: harbourside, slug }),
        (ip) => request(`/api/cars/${slug}/view.json?photos_count=0&updated_at=2026-01-01T00:00:00Z`, ip),
      );
      // One view from the limited address, one from the other.
      expect(await viewsOf(slug)).toBe(before + 2);
    });
  });

  describe("the limiter", () => {
    const rule = { bucket: "test:window", max: 2, windowMs: 60_000 };

    it("opens a key's window at its first hit and starts again after it ends", async () => {
      const t0 = new Date("2026-11-23T10:00:30Z");
      const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
      expect(await takeRateLimit(db(), harbourside.id, rule, "k", at(0))).toMatchObject({ ok: true, hits: 1 });
      expect(await takeRateLimit(db(), harbourside.id, rule, "k", at(10))).toMatchObject({ ok: true, hits: 2 });
      expect(await takeRateLimit(db(), harbourside.id, rule, "k", at(20))).toEqual({
        ok: false,
        hits: 3,
        retryAfterSeconds: 40,
      });
      expect(await takeRateLimit(db(), harbourside.id, rule, "k", at(61))).toMatchObject({ ok: true, hits: 1 });
    });

    it("keeps each site's counts apart and stores only a hash of the key", async () => {
      const redgum = sites.redgum;
      if (!redgum) throw new Error("no redgum");
      const key = "203.0.113.200";
      for (let i = 0; i < 3; i += 1) await takeRateLimit(db(), harbourside.id, { ...rule, bucket: "test:sites" }, key);
      expect((await takeRateLimit(db(), redgum.id, { ...rule, bucket: "test:sites" }, key)).ok).toBe(true);
      const rows = await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.bucket, "test:sites"));
      expect(rows.map((row) => row.hits).sort()).toEqual([1, 3]);
      expect(JSON.stringify(rows)).not.toContain(key);
    });

    it("counts hits at once without losing any (one upsert per hit)", async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          takeRateLimit(db(), harbourside.id, { ...rule, bucket: "test:burst", max: 5 }, "k"),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });
  });
});
