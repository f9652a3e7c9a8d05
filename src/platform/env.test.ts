import { describe, expect, it } from "vitest";
import { demoModeReason, EnvError, parseEnv, startRefusals } from "./env";

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

describe("the payment guard at start", () => {
  const deployment = {
    DATABASE_URL: "postgres://platform@db.example:5432/dealers",
    STAFF_SECRET_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
  };
  const refusals = (source: Record<string, string>) => startRefusals(parseEnv(source), source);

  it("refuses a deployment whose card processor is the local one, set or by default, naming the setting", () => {
    expect(refusals(deployment)).toEqual([
      "PAYMENT_PROVIDER is not set: the local card processor takes test cards and no money, so it runs only in demo mode. " +
        "Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, " +
        "or PAYMENT_PROVIDER=none to take no card payments (reserve and buy online hidden), or DEMO_MODE=true for a demo.",
    ]);
    expect(refusals({ ...deployment, PAYMENT_PROVIDER: "local" })[0]).toMatch(/^PAYMENT_PROVIDER is local: /);
    expect(refusals({ ...deployment, DEMO_MODE: "false" })).toHaveLength(1);
  });

  it("lets a demo use the local processor, and a deployment Stripe or no payments at all", () => {
    expect(refusals({})).toEqual([]);
    expect(refusals({ ...deployment, DEMO_MODE: "true" })).toEqual([]);
    expect(refusals({ ...deployment, ...stripeKeys })).toEqual([]);
    expect(refusals({ ...deployment, PAYMENT_PROVIDER: "none" })).toEqual([]);
  });

  it("refuses a deployment without the console's key for TOTP secrets, and a malformed one", () => {
    const { STAFF_SECRET_KEY: _key, ...keyless } = deployment;
    expect(refusals({ ...keyless, PAYMENT_PROVIDER: "none" })).toEqual([
      expect.stringMatching(/^STAFF_SECRET_KEY is not set: /),
    ]);
    expect(refusals({ ...keyless, DEMO_MODE: "true" })).toEqual([]);
    expect(problem({ STAFF_SECRET_KEY: "short" })).toContain("STAFF_SECRET_KEY must be 32 bytes");
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

describe("media settings", () => {
  it("keeps photos on local disk with no allowed private hosts unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({
      MEDIA_STORAGE: "local",
      MEDIA_FETCH_ALLOW_HOSTS: [],
      MEDIA_FETCH_TIMEOUT_MS: 20_000,
      MEDIA_FETCH_MAX_BYTES: 25 * 1024 * 1024,
    });
    expect(
      parseEnv({ MEDIA_FETCH_ALLOW_HOSTS: " 127.0.0.1:4100, Photos.Internal ,," }).MEDIA_FETCH_ALLOW_HOSTS,
    ).toEqual(["127.0.0.1:4100", "photos.internal"]);
  });

  it("needs a bucket for S3, and both halves of a key pair or neither", () => {
    expect(problem({ MEDIA_STORAGE: "s3" })).toMatch(/MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3/);
    expect(problem({ MEDIA_STORAGE: "s3", MEDIA_S3_BUCKET: "photos", MEDIA_S3_ACCESS_KEY_ID: "AKIA" })).toMatch(
      /set together or not at all/,
    );
    expect(problem({ MEDIA_S3_ENDPOINT: "minio:9000" })).toMatch(/MEDIA_S3_ENDPOINT must be an http/);
    expect(parseEnv({ MEDIA_STORAGE: "s3", MEDIA_S3_BUCKET: "photos" })).toMatchObject({
      MEDIA_S3_REGION: "us-east-1",
      MEDIA_S3_FORCE_PATH_STYLE: false,
    });
  });
});
