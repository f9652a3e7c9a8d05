import { describe, expect, it } from "vitest";
import { demoConfig } from "../test-configs";
import { maxQuoteBodyLength, quoteForSite, quotesOffMessage } from "./quote-endpoint";
import { localQuoteProvider } from "./quote-provider";

const harbourside = demoConfig("harbourside");

const valid = {
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2022,
  vin: "JTDBR32E720123456",
  nvic: "0AB12C",
  whoIsHelping: "Harbourside Toyota",
  selfAssessedCreditScore: "GREAT",
};

const send = (body: unknown) => quoteForSite(harbourside, JSON.stringify(body));

describe("quoteForSite", () => {
  it("quotes the site's rate with a 30% balloon over the term, weekly", async () => {
    // $30,000 at 10% over 260 weeks leaving $9,000: 120.02 a week. youX lists no fees, so the
    // benchmark comparison rate is the rate itself.
    expect(await send(valid)).toEqual({
      ok: true,
      quote: { weeklyRepaymentAmount: 120.02, advertisedRate: 10, comparisonRate: 10 },
    });
  });

  it("accepts a car without VIN or NVIC", async () => {
    const outcome = await send({ ...valid, vin: null, nvic: undefined });
    expect(outcome.ok).toBe(true);
  });

  it("treats an empty VIN or NVIC as absent", async () => {
    expect((await send({ ...valid, nvic: "" })).ok).toBe(true);
    expect((await send({ ...valid, vin: " ", nvic: "" })).ok).toBe(true);
  });

  it("prices fees into the comparison rate", async () => {
    const quote = await localQuoteProvider({ ...harbourside.finance, provider: "taurus", defaultRate: 8 }).quote({
      ...valid,
      selfAssessedCreditScore: "GREAT",
    });
    expect(quote).toMatchObject({ advertisedRate: 8, comparisonRate: 9.9 });
  });

  it("refuses a site that does not take quotes with 409", async () => {
    const outcome = await quoteForSite(demoConfig("redgum"), JSON.stringify(valid));
    expect(outcome).toEqual({ ok: false, status: 409, error: quotesOffMessage });
  });

  it.each([
    [{ ...valid, purchasePrice: 0 }, "purchasePrice must be above 0"],
    [{ ...valid, purchasePrice: "30000" }, "purchasePrice must be a number"],
    [{ ...valid, loanTerm: 9 }, "loanTerm must be at most 7 years"],
    [{ ...valid, loanTerm: 4.5 }, "loanTerm must be a whole number of years"],
    [{ ...valid, year: 1850 }, "year must be 1900 or later"],
    [{ ...valid, vin: "SHORT" }, "vin must be 17 letters and digits (no I, O or Q)"],
    [{ ...valid, nvic: "not an nvic" }, "nvic must be 1 to 10 capital letters and digits"],
    [{ ...valid, whoIsHelping: "  " }, "whoIsHelping must not be blank"],
    [{ ...valid, selfAssessedCreditScore: "POOR" }, 'selfAssessedCreditScore must be "GREAT"'],
    [{ ...valid, colour: "red" }, "Unknown field colour"],
    [[valid], "The request body must be a JSON object"],
  ])("rejects %j with 400 and says why", async (body, message) => {
    const outcome = await send(body);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.error).toContain(message);
  });

  it("names a missing field, and every problem at once", async () => {
    const { purchasePrice: _omitted, ...rest } = valid;
    const outcome = await send({ ...rest, loanTerm: 0 });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    if (outcome.ok) return;
    expect(outcome.error).toBe("purchasePrice is required; loanTerm must be at least 1 year");
  });

  it("rejects a body that is not JSON, or far too long", async () => {
    expect(await quoteForSite(harbourside, "{purchasePrice:")).toEqual({
      ok: false,
      status: 400,
      error: "The request body must be JSON",
    });
    const long = await quoteForSite(
      harbourside,
      JSON.stringify({ ...valid, whoIsHelping: "x".repeat(maxQuoteBodyLength) }),
    );
    expect(long).toMatchObject({ ok: false, status: 400 });
  });
});
