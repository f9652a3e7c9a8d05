import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearerToken, demoStockKey, generateStockKey, hashStockKey, stockKeyPrefix } from "./api-keys";

describe("stock API keys", () => {
  it("are 256 random bits, different every time", () => {
    const keys = new Set(Array.from({ length: 50 }, generateStockKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key.startsWith(stockKeyPrefix)).toBe(true);
      expect(Buffer.from(key.slice(stockKeyPrefix.length), "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their SHA-256, which does not contain the key", () => {
    const key = generateStockKey();
    const hash = hashStockKey(key);
    expect(hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key.slice(stockKeyPrefix.length, 20));
    expect(hashStockKey(`${key}x`)).not.toBe(hash);
  });

  it("come as a Bearer token; demo keys are named after the dealership", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer  abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken(null)).toBeNull();
    expect(demoStockKey("harbourside-motors")).toBe("demo-harbourside-motors");
  });
});
