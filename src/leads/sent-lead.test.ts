import { describe, expect, it } from "vitest";
import { nextStepOf, successHref, successPhrase } from "./sent-lead";

describe("successPhrase", () => {
  it("names what was sent", () => {
    expect(successPhrase("Sales Enquiry")).toBe("sales enquiry");
    expect(successPhrase("Test Drive")).toBe("test drive request");
    expect(successPhrase("Service")).toBe("service request");
    expect(successPhrase("Request Photos")).toBe("photo request");
    expect(successPhrase("Trade-In Offer Accepted")).toBe("acceptance of our trade-in offer");
    expect(successPhrase("Trade-In Valuation Request")).toBe("trade-in valuation request");
  });
});

describe("the thank-you page's lead", () => {
  it("is named in the address by its id, and each kind of lead says what happens next", () => {
    expect(successHref("0b6f3c1e-1d2a-4c55-9a7e-5f0e2d8c9a10")).toBe(
      "/success?lead=0b6f3c1e-1d2a-4c55-9a7e-5f0e2d8c9a10",
    );
    expect(nextStepOf("test-drive")).toContain("test drive");
    expect(nextStepOf("offer-accepted")).toContain("inspection");
    expect(nextStepOf("enquiry")).toContain("within one business day");
  });
});
