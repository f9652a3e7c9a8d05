import { describe, expect, it } from "vitest";
import { compactPhone, isAustralianPhone, normalisePhone } from "./phone";

describe("phone numbers", () => {
  it("ignores layout characters", () => {
    expect(compactPhone("(02) 9876-5432")).toBe("0298765432");
    expect(isAustralianPhone("04.12.345.678")).toBe(true);
  });

  it("spells one number one way", () => {
    expect(normalisePhone("+61 412 345 678")).toBe("0412345678");
    expect(normalisePhone("0412 345 678")).toBe("0412345678");
    expect(normalisePhone("1300 555 010")).toBe("1300555010");
  });
});
