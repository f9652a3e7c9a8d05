import { describe, expect, it } from "vitest";
import { cardBrand, cardInputSchema, cardMessages, hasExpired, parseExpiry, passesLuhn } from "./card";

const now = () => new Date(Date.UTC(2026, 10, 23));

describe("card form rules", () => {
  it("accepts the test card typed with spaces and a future expiry", () => {
    const parsed = cardInputSchema(now).parse({ card_number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123" });
    expect(parsed).toEqual({ number: "4242424242424242", expiryMonth: 12, expiryYear: 2028, cvc: "123" });
  });

  it("names the field that is wrong", () => {
    const result = cardInputSchema(now).safeParse({ card_number: "4242 4242 4242 4241", expiry: "13/28", cvc: "12" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({ card_number: cardMessages.number, expiry: cardMessages.expiry, cvc: cardMessages.cvc });
  });

  it("is good through the last day of the expiry month", () => {
    expect(hasExpired({ month: 11, year: 2026 }, now())).toBe(false);
    expect(hasExpired({ month: 10, year: 2026 }, now())).toBe(true);
    const result = cardInputSchema(now).safeParse({ card_number: "4242424242424242", expiry: "10/26", cvc: "123" });
    expect(result.error?.issues[0]?.message).toBe(cardMessages.expired);
  });

  it("reads two- and four-digit years and rejects month 0", () => {
    expect(parseExpiry("3 / 2029")).toEqual({ month: 3, year: 2029 });
    expect(parseExpiry("00/29")).toBeNull();
    expect(parseExpiry("0329")).toBeNull();
  });

  it("checks the Luhn digit and names the brand", () => {
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4000000000000003")).toBe(false);
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });
});
