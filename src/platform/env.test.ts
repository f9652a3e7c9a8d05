import { describe, expect, it } from "vitest";
import { demoModeReason, EnvError, parseEnv } from "./env";

const stripeKeys = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_51Abc",
  STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
};

function problem(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("expected the environment to be refused");
}

describe("payment settings", () => {
  it("takes deposits locally unless told otherwise, and needs no Stripe keys then", () => {
    expect(parseEnv({})).toMatchObject({ PAYMENT_PROVIDER: "local", STRIPE_API_BASE: "https://api.stripe.com" });
    expect(parseEnv({ PAYMENT_PROVIDER: "", STRIPE_SECRET_KEY: "" }).PAYMENT_PROVIDER).toBe("local");
  });

  it("accepts Stripe with its three keys, and a local API address for tests", () => {
    expect(parseEnv({ ...stripeKeys, STRIPE_API_BASE: "http://127.0.0.1:4010" })).toMatchObject({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_API_BASE: "http://127.0.0.1:4010",
    });
  });

  it("names each Stripe key that is missing", () => {
    const message = problem({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_51Abc" });
    expect(message).toContain(
      "STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROVIDER=stripe",
    );
    expect(message).toContain("STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required");
    expect(message).not.toContain("STRIPE_SECRET_KEY:");
  });

  it("refuses keys swapped or from different modes, without printing them", () => {
    const swapped = problem({ ...stripeKeys, STRIPE_SECRET_KEY: "pk_test_51Abc" });
    expect(swapped).toContain("STRIPE_SECRET_KEY must be a Stripe secret key");
    const mixed = problem({ ...stripeKeys, STRIPE_SECRET_KEY: "sk_live_51Secret" });
    expect(mixed).toContain("STRIPE_PUBLISHABLE_KEY is a test key but STRIPE_SECRET_KEY is a live key");
    expect(mixed).not.toContain("sk_live_51Secret");
    expect(problem({ PAYMENT_PROVIDER: "paypal" })).toContain("PAYMENT_PROVIDER");
    expect(problem({ STRIPE_API_BASE: "ftp://example" })).toContain("STRIPE_API_BASE must be an http");
  });
});

describe("demo mode", () => {
  const server = { DATABASE_URL: "postgres://platform@db.example:5432/dealers" };

  it("is on by itself only on the embedded database, and off on a deployment's database unless asked for", () => {
    expect(parseEnv({}).DEMO_MODE).toBe(true);
    expect(parseEnv(server).DEMO_MODE).toBe(false);
    expect(parseEnv({ ...server, DEMO_MODE: "" }).DEMO_MODE).toBe(false);
    expect(parseEnv({ ...server, DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    expect(parseEnv({ DEMO_MODE: "false" }).DEMO_MODE).toBe(false);
    expect(problem({ DEMO_MODE: "yes" })).toContain("DEMO_MODE");
  });

  it("says why it is on or off, for the start log", () => {
    expect(demoModeReason(parseEnv({}), {})).toBe("the embedded database and no DEMO_MODE: a demo");
    expect(demoModeReason(parseEnv(server), server)).toMatch(/^DATABASE_URL is set and DEMO_MODE is not/);
    const asked = { ...server, DEMO_MODE: "true" };
    expect(demoModeReason(parseEnv(asked), asked)).toBe("DEMO_MODE=true");
  });
});
