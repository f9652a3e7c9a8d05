import { describe, expect, it } from "vitest";
import { acceptedTotpStep, newTotpSecret, totpCode, totpStep, totpUri } from "./totp";

// RFC 6238's SHA-1 test secret ("12345678901234567890" in base32) and its published codes.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("makes the codes RFC 6238 publishes (last six digits)", () => {
    expect(totpCode(rfcSecret, 59_000)).toBe("287082");
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(rfcSecret, 1_234_567_890_000)).toBe("005924");
  });

  it("accepts a code from its own step and one step either side, and no further", () => {
    const at = 1_800_000_000_000;
    const secret = newTotpSecret();
    const step = totpStep(at);
    expect(acceptedTotpStep(secret, totpCode(secret, at), { at })).toBe(step);
    expect(acceptedTotpStep(secret, totpCode(secret, at - 30_000), { at })).toBe(step - 1);
    expect(acceptedTotpStep(secret, totpCode(secret, at + 30_000), { at })).toBe(step + 1);
    expect(acceptedTotpStep(secret, totpCode(secret, at - 60_000), { at })).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, at + 60_000), { at })).toBeNull();
  });

  it("accepts a code once: not again, nor an older one, after a step was used", () => {
    const at = 1_800_000_000_000;
    const secret = newTotpSecret();
    const step = acceptedTotpStep(secret, totpCode(secret, at), { at });
    expect(step).not.toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, at), { at, lastStep: step })).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, at - 30_000), { at, lastStep: step })).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, at + 30_000), { at: at + 30_000, lastStep: step })).toBe(
      (step ?? 0) + 1,
    );
  });

  it("reads a code typed with a space, and refuses anything but six digits", () => {
    const at = 1_800_000_000_000;
    const secret = newTotpSecret();
    const code = totpCode(secret, at);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { at })).toBe(totpStep(at));
    expect(acceptedTotpStep(secret, "12345", { at })).toBeNull();
    expect(acceptedTotpStep(secret, "abcdef", { at })).toBeNull();
  });

  it("gives authenticator apps a 160-bit base32 secret and its otpauth address", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, "sam@dealer.example"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Dealer console");
    expect(decodeURIComponent(uri.pathname)).toContain("sam@dealer.example");
  });
});
