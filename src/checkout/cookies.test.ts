import { describe, expect, it } from "vitest";
import { checkoutCookie } from "./cookies";
import { journeyCookie } from "./journey/journey-http";

describe("checkout cookies", () => {
  it("are HttpOnly, SameSite=Lax and host-only, and Secure when the shopper came over HTTPS", () => {
    const plain = new Request("http://harbourside.localhost/api/checkout/journey/steps/contact");
    const proxied = new Request("http://harbourside.localhost/x", { headers: { "x-forwarded-proto": "https" } });
    expect(checkoutCookie(plain, "a", "b", 60)).toBe("a=b; Path=/; Max-Age=60; HttpOnly; SameSite=Lax");
    expect(checkoutCookie(proxied, "a", "b", 60)).toBe("a=b; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure");
    expect(journeyCookie(new Request("https://www.harboursidemotors.com.au/x"), "token")).toBe(
      "checkout_journey=token; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure",
    );
  });
});
