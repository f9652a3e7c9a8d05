import { describe, expect, it } from "vitest";
import { parseEnv } from "@/platform/env";
import { devSmsPageAvailable } from "./runtime";

describe("the development SMS page", () => {
  it("exists only in demo mode with the local provider", () => {
    expect(devSmsPageAvailable(parseEnv({}))).toBe(true);
    expect(devSmsPageAvailable(parseEnv({ DEMO_MODE: "false" }))).toBe(false);
    // A deployment's database without DEMO_MODE: no page that lists every sign-in code.
    const deployment = { DATABASE_URL: "postgres://platform@db.example:5432/dealers" };
    expect(devSmsPageAvailable(parseEnv(deployment))).toBe(false);
    expect(devSmsPageAvailable(parseEnv({ ...deployment, DEMO_MODE: "true" }))).toBe(true);
    const gateway = {
      SMS_PROVIDER: "http",
      SMS_API_URL: "https://sms.example/v1/messages",
      SMS_API_KEY: "k",
      SMS_API_SECRET: "s",
    };
    expect(devSmsPageAvailable(parseEnv(gateway))).toBe(false);
  });

  it("the gateway needs its address and credentials", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "http" })).toThrow(/SMS_API_URL is required/);
  });
});
