import { describe, expect, it } from "vitest";
import { maskPhone, telHref } from "./masked-phone";

describe("maskPhone", () => {
  it("shows the first five characters and hides the other digits", () => {
    expect(maskPhone("(02) 9876 5432")).toBe("(02) XXXX XXXX");
    expect(maskPhone("0412 345 678")).toBe("0412 XXX XXX");
    expect(maskPhone("1300 123 456")).toBe("1300 XXX XXX");
  });
});

describe("telHref", () => {
  it("dials digits only", () => {
    expect(telHref("(02) 9876 5432")).toBe("tel:0298765432");
    expect(telHref("+61 2 9876 5432")).toBe("tel:+61298765432");
  });
});
