import { describe, expect, it } from "vitest";
import { successPhrase } from "./success-panel";

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
