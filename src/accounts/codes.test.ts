import { describe, expect, it } from "vitest";
import { cleanCode, codeMatches, codeRules, generateCode, hashCode, newCodeId } from "./codes";

describe("sign-in codes", () => {
  it("are six digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2,000 draws from a million values: a handful of repeats at most, and both halves of the range hit.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code < "500000")).toBe(true);
    expect(codes.some((code) => code >= "500000")).toBe(true);
  });

  it("are stored as a hash that differs per row, never as the code", () => {
    const a = newCodeId();
    const b = newCodeId();
    expect(hashCode(a, "123456")).not.toContain("123456");
    expect(hashCode(a, "123456")).not.toBe(hashCode(b, "123456"));
    expect(hashCode(a, "123456")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("match only the code they were made from, on the row they were made for", () => {
    const id = newCodeId();
    const stored = hashCode(id, "042917");
    expect(codeMatches(stored, id, "042917")).toBe(true);
    expect(codeMatches(stored, id, "042918")).toBe(false);
    expect(codeMatches(stored, newCodeId(), "042917")).toBe(false);
  });

  it("accept what a shopper types with spaces or a dash, and nothing that is not six digits", () => {
    expect(cleanCode(" 123 456 ")).toBe("123456");
    expect(cleanCode("123-456")).toBe("123456");
    expect(cleanCode("12345")).toBeNull();
    expect(cleanCode("1234567")).toBeNull();
    expect(cleanCode("12a456")).toBeNull();
    expect(cleanCode(123456)).toBeNull();
  });

  it("last ten minutes and five wrong tries", () => {
    expect(codeRules.validForMs).toBe(600_000);
    expect(codeRules.maxWrongTries).toBe(5);
  });
});
