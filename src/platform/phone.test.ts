import { describe, expect, it } from "vitest";
import { australianMobileE164, compactPhone, isAustralianPhone, localPhone, normalisePhone } from "./phone";

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

describe("australianMobileE164", () => {
  it("spells an Australian mobile in E.164 however it is typed", () => {
    expect(australianMobileE164("0412 345 678")).toBe("+61412345678");
    expect(australianMobileE164("+61 412 345 678")).toBe("+61412345678");
    expect(australianMobileE164("61412345678")).toBe("+61412345678");
    expect(australianMobileE164(" (0412) 345-678 ")).toBe("+61412345678");
  });

  it("refuses landlines, short numbers, other countries and text", () => {
    expect(australianMobileE164("02 9876 5432")).toBeNull();
    expect(australianMobileE164("0412 345 67")).toBeNull();
    expect(australianMobileE164("+64 21 123 4567")).toBeNull();
    expect(australianMobileE164("+61 412 345 6789")).toBeNull();
    expect(australianMobileE164("call me")).toBeNull();
    expect(australianMobileE164("")).toBeNull();
  });
});

describe("localPhone", () => {
  it("writes an account's mobile as shoppers do, and leaves anything else as it is", () => {
    expect(localPhone("+61412345678")).toBe("0412 345 678");
    expect(localPhone("0412345678")).toBe("0412 345 678");
    expect(localPhone("(02) 9876 5432")).toBe("(02) 9876 5432");
  });
});
