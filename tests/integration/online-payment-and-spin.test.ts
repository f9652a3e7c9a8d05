import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { createSession, sessionCookieName } from "@/accounts/session";
import { handleOnlinePaymentPost } from "@/checkout/online-payment/online-payment-http";
import { LocalPaymentProvider, localTestCards } from "@/checkout/payments/local-provider";
import { cardDetailsNotAccepted, type PaymentProvider } from "@/checkout/payments/provider";
import { StripePaymentProvider } from "@/checkout/payments/stripe-provider";
import { startStripeStandIn } from "@/checkout/payments/testing/stripe-stand-in";
import { leadEmail } from "@/leads/delivery/documents";
import { createLeadWorker } from "@/leads/delivery/worker";
import { startSmtpServer } from "@/leads/testing/servers";
import { loadDeliveryLead } from "@/leads/delivery/outbox";
import type { LeadSite } from "@/leads/server/submit";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { Db } from "@/platform/db/connect";
import { leadOutbox, leads, onlinePayments, spinEntries, users } from "@/platform/db/schema";
import { handleSpinPost } from "@/promotions/spin-http";
import { spinMessages } from "@/promotions/spin-to-win";

// /online-payment and /spin-to-win's APIs against a real database (PGlite and the PostgreSQL server):
// who may call them, what is recorded, what the dealer is sent, one spin per phone however many race.

describe.each(testBackends())("online payment and spin to win on $name", (backend) => {
  let test: TestDatabase;
  let harbourside: LeadSite;
  let redgum: LeadSite;
  const provider = new LocalPaymentProvider();
  const db = (): Db => test.database.db;
  let phoneSeed = 100;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    const sites = await seedLeadSites(test.database);
    if (!sites.harbourside || !sites.redgum) throw new Error("no demo sites");
    harbourside = sites.harbourside;
    redgum = sites.redgum;
  });

  afterAll(async () => {
    await test?.dispose();
  });

  /** A signed-in shopper with a phone of their own: the session cookie and the phone. */
  async function signedIn(site: LeadSite): Promise<{ cookie: string; phone: string }> {
    const phone = `+61412${String((phoneSeed += 1)).padStart(6, "0")}`;
    const [user] = await db().insert(users).values({ siteId: site.id, phone }).returning();
    const { token } = await createSession(db(), site.id, user!.id);
    return { cookie: `${sessionCookieName}=${token}`, phone };
  }

  function request(path: string, cookie: string | null, body?: unknown): Request {
    return new Request(`http://harbourside.localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function spin(site: LeadSite, cookie: string | null) {
    const { response } = await handleSpinPost(request("/api/spin-to-win", cookie), { db: db(), site });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function pay(site: LeadSite, cookie: string | null, body: unknown, via: PaymentProvider = provider) {
    const { response } = await handleOnlinePaymentPost(request("/api/online-payment", cookie, body), {
      db: db(),
      site,
      provider: via,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function outboxChannels(leadId: string) {
    const rows = await db().select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId));
    return rows.map((row) => row.channel).sort();
  }

  describe("spin to win", () => {
    it("one spin per signed-in phone: a prize from the site's wheel, recorded and sent to the dealer; the second refused", async () => {
      expect(await spin(harbourside, null)).toEqual({ status: 401, body: { error: spinMessages.signIn } });
      const shopper = await signedIn(harbourside);
      const first = await spin(harbourside, shopper.cookie);
      expect(first.status).toBe(201);
      const prizes = harbourside.config.spinToWin.prizes.map((prize) => prize.name);
      expect(prizes).toContain(first.body.prize);

      const again = await spin(harbourside, shopper.cookie);
      expect(again).toEqual({ status: 409, body: { error: spinMessages.already, prize: first.body.prize } });

      const entries = await db().select().from(spinEntries).where(eq(spinEntries.phone, shopper.phone));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ siteId: harbourside.id, prize: first.body.prize });
      const [lead] = await db().select().from(leads).where(eq(leads.id, entries[0]!.leadId!));
      expect(lead).toMatchObject({ formType: "spin-to-win", category: "Spin to Win Prize" });
      expect(await outboxChannels(lead!.id)).toContain("email");
      const email = leadEmail((await loadDeliveryLead(db(), lead!.id))!);
      expect(email.text).toContain(`Prize won: ${String(first.body.prize)}`);
    });

    it("ten spins racing for one phone give one prize (the unique index decides)", async () => {
      const shopper = await signedIn(harbourside);
      const results = await Promise.all(Array.from({ length: 10 }, () => spin(harbourside, shopper.cookie)));
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);
      expect(results.filter((result) => result.status === 409)).toHaveLength(9);
      expect(new Set(results.map((result) => result.body.prize)).size).toBe(1);
      const entries = await db().select().from(spinEntries).where(eq(spinEntries.phone, shopper.phone));
      expect(entries).toHaveLength(1);
      const spinLeads = await db()
        .select()
        .from(leads)
        .where(and(eq(leads.siteId, harbourside.id), eq(leads.idempotencyKey, `spin-${entries[0]!.id}`)));
      expect(spinLeads).toHaveLength(1);
    });

    it("is not there on a site without the promotion, and another site's session is no one", async () => {
      const shopper = await signedIn(redgum);
      expect(await spin(redgum, shopper.cookie)).toEqual({ status: 404, body: { error: spinMessages.off } });
      expect((await spin(harbourside, shopper.cookie)).status).toBe(401);
    });
  });

  describe("online payment", () => {
    const card = { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
    const payment = (extra: Record<string, unknown> = {}) => ({
      name: "Jane Citizen",
      email: "jane@example.com",
      reference: "INV-10234",
      amount: "1,234.50",
      payment: card,
      idempotency_key: randomUUID(),
      ...extra,
    });

    it("takes a 4242 card: 201, recorded as paid, the dealer sent a lead with the reference and amount", async () => {
      expect((await pay(harbourside, null, payment())).status).toBe(401);
      const shopper = await signedIn(harbourside);
      const body = payment();
      const paid = await pay(harbourside, shopper.cookie, body);
      expect(paid).toMatchObject({ status: 201, body: { status: "paid", amount: 1234.5, reference: "INV-10234" } });
      const id = String(paid.body.payment_id);
      const [row] = await db().select().from(onlinePayments).where(eq(onlinePayments.id, id));
      expect(row).toMatchObject({
        status: "paid",
        amountCents: 123_450,
        phone: shopper.phone,
        cardLast4: "4242",
        reference: "INV-10234",
      });
      expect(JSON.stringify(row)).not.toContain("4242424242424242");
      const captured = provider.payments().filter((one) => one.metadata.online_payment === id);
      expect(captured.map((one) => one.status)).toEqual(["captured"]);

      const delivery = await loadDeliveryLead(db(), row!.leadId!);
      expect(delivery).toMatchObject({ formType: "online-payment", category: "Online Payment Received" });
      const email = leadEmail(delivery!);
      expect(email.text).toContain("Invoice or quote reference: INV-10234");
      expect(email.text).toContain("Amount paid: $1,234.50");
      expect(await outboxChannels(row!.leadId!)).toContain("email");

      // The same attempt again (a double click): the same payment, charged once.
      const again = await pay(harbourside, shopper.cookie, body);
      expect(again).toMatchObject({ status: 201, body: { payment_id: id } });
      expect(provider.payments().filter((one) => one.metadata.online_payment === id)).toHaveLength(1);
    });

    it("e-mails the payer a receipt: the dealer's legal name and ABN, OP- number, invoice, amount, card, a sample", async () => {
      const shopper = await signedIn(harbourside);
      const email = `receipt-${randomUUID()}@example.com`;
      const paid = await pay(harbourside, shopper.cookie, payment({ email, reference: "INV-20451", amount: "350" }));
      expect(paid.status).toBe(201);
      const id = String(paid.body.payment_id);
      const [row] = await db().select().from(onlinePayments).where(eq(onlinePayments.id, id));
      const receiptRows = await db()
        .select()
        .from(leadOutbox)
        .where(and(eq(leadOutbox.leadId, row!.leadId!), eq(leadOutbox.channel, "shopper-email")));
      expect(receiptRows.map((one) => [one.target, one.status])).toEqual([[email, "pending"]]);

      // Sent by the delivery worker over SMTP to a local mail server, as in production.
      const smtp = await startSmtpServer();
      const worker = createLeadWorker({
        db: db(),
        smtp: { host: "127.0.0.1", port: smtp.port },
        from: "leads@localhost",
      });
      try {
        // Only e-mail is due here: the demo dealers' CRM addresses are not reachable from a test.
        await db()
          .update(leadOutbox)
          .set({ status: "dead" })
          .where(and(inArray(leadOutbox.status, ["pending", "sending"]), eq(leadOutbox.channel, "crm")));
        await worker.runOnce();
        const mail = smtp.received.find((received) => received.to.includes(email));
        expect(mail).toBeDefined();
        const text = mail!.raw.replace(/=\r?\n/g, "").replace(/\r\n/g, "\n");
        const number = `OP-${id.slice(0, 8).toUpperCase()}`;
        // The subject is encoded (it has an en dash): "Sample receipt OP-…" as quoted-printable words.
        expect(text).toMatch(new RegExp(`Subject: .*Sample_receipt_${number}`));
        expect(text).toContain("SAMPLE RECEIPT: this payment was made with the demonstration card processor.");
        expect(text).toContain(`Receipt number: ${number}`);
        expect(text).toContain("Paid to: Harbourside Motors Pty Ltd (ABN 94 555 000 001)");
        expect(text).toContain("For: Invoice or quote INV-20451");
        expect(text).toContain("Amount: $350.00");
        expect(text).toContain("Card: Visa ending 4242");
        expect(text).toMatch(/Date: \d{2}\/\d{2}\/\d{4}/);
        expect(text).toContain("This is a receipt, not a tax invoice.");
        expect(text).not.toContain(id);
        const [sent] = await db().select().from(leadOutbox).where(eq(leadOutbox.id, receiptRows[0]!.id));
        expect(sent?.status).toBe("sent");
      } finally {
        await worker.stop();
        await smtp.close();
      }
    });

    it("400 naming the dealer's example when the reference is not in its invoice shape", async () => {
      const shopper = await signedIn(harbourside);
      const bad = await pay(harbourside, shopper.cookie, payment({ reference: "10234" }));
      expect(bad).toMatchObject({
        status: 400,
        body: {
          fieldErrors: { reference: "Please enter the reference as it appears on your invoice, like INV-10234" },
        },
      });
      expect(await db().select().from(onlinePayments).where(eq(onlinePayments.phone, shopper.phone))).toEqual([]);
    });

    it("402 with the processor's message for a declined card; nothing taken and no lead", async () => {
      const shopper = await signedIn(harbourside);
      const declined = await pay(
        harbourside,
        shopper.cookie,
        payment({ payment: { ...card, card_number: localTestCards.declined } }),
      );
      expect(declined).toMatchObject({ status: 402, body: { error: "Your card was declined." } });
      const rows = await db().select().from(onlinePayments).where(eq(onlinePayments.phone, shopper.phone));
      expect(rows.map((row) => [row.status, row.leadId])).toEqual([["declined", null]]);
    });

    it("400 with field messages for a bad amount, reference or card, before any charge", async () => {
      const shopper = await signedIn(harbourside);
      const bad = await pay(
        harbourside,
        shopper.cookie,
        payment({ amount: "0.50", reference: "<script>", payment: { ...card, card_number: "4242" } }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(["amount", "card_number", "reference"]);
      expect(await db().select().from(onlinePayments).where(eq(onlinePayments.phone, shopper.phone))).toEqual([]);
    });

    it("in Stripe mode takes a PaymentMethod id and refuses a raw card", async () => {
      const stripe = await startStripeStandIn();
      try {
        const viaStripe = new StripePaymentProvider({
          secretKey: stripe.secretKey,
          apiBase: stripe.url,
          timeoutMs: 2_000,
          maxNetworkRetries: 0,
        });
        const shopper = await signedIn(harbourside);
        expect(await pay(harbourside, shopper.cookie, payment(), viaStripe)).toEqual({
          status: 400,
          body: { error: cardDetailsNotAccepted },
        });
        const paid = await pay(harbourside, shopper.cookie, payment({ payment: { token: "pm_card_visa" } }), viaStripe);
        expect(paid).toMatchObject({ status: 201, body: { status: "paid" } });
        expect(stripe.requests.map((one) => one.path)).toEqual([
          "/v1/payment_intents",
          expect.stringMatching(/^\/v1\/payment_intents\/pi_[^/]+\/capture$/),
        ]);
      } finally {
        await stripe.close();
      }
    });

    it("is not there on a site without online payments", async () => {
      const shopper = await signedIn(redgum);
      expect((await pay(redgum, shopper.cookie, payment())).status).toBe(404);
      const rows = await db()
        .select()
        .from(onlinePayments)
        .where(inArray(onlinePayments.siteId, [redgum.id]));
      expect(rows).toEqual([]);
    });
  });
});
