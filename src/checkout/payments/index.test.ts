import { describe, expect, it } from "vitest";
import { parseEnv } from "@/platform/env";
import { paymentClientConfig, providerFromEnv } from "./index";

const stripe = parseEnv({
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_secret_never_in_the_browser",
  STRIPE_PUBLISHABLE_KEY: "pk_test_publishable",
  STRIPE_WEBHOOK_SECRET: "whsec_signing",
});

describe("payment provider selection", () => {
  it("uses the local processor by default and tells the browser to show its own card fields", () => {
    expect(providerFromEnv(parseEnv({})).name).toBe("local");
    expect(paymentClientConfig(parseEnv({}))).toEqual({ provider: "local" });
  });

  it("uses Stripe when configured and gives the browser the publishable key only", () => {
    expect(providerFromEnv(stripe).name).toBe("stripe");
    const client = paymentClientConfig(stripe);
    expect(client).toEqual({ provider: "stripe", publishableKey: "pk_test_publishable" });
    expect(JSON.stringify(client)).not.toContain("sk_test");
    expect(JSON.stringify(client)).not.toContain("whsec");
  });
});
