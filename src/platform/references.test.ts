import { describe, expect, it } from "vitest";
import {
  onlinePaymentReference,
  parseReference,
  purchaseReference,
  readableReference,
  reservationReference,
} from "./references";

describe("readable references", () => {
  const id = "3f9a0c12-7b4e-4d2a-9c1b-0e5f6a7b8c9d";

  it("are the kind's prefix and the id's first eight hex digits, upper case", () => {
    expect(purchaseReference(id)).toBe("BO-3F9A0C12");
    expect(reservationReference(id)).toBe("RS-3F9A0C12");
    expect(onlinePaymentReference(id)).toBe("OP-3F9A0C12");
  });

  it("leave an id that is not UUID-like as it is, rather than print a broken reference", () => {
    expect(readableReference("reservation", "res-1")).toBe("res-1");
  });

  it("read back what a person typed, with or without the prefix, in any case and spacing", () => {
    for (const typed of ["RS-3F9A0C12", "rs-3f9a0c12", " RS 3F9A0C12 ", "RS3F9A0C12", "3f9a0c12"]) {
      expect(parseReference("reservation", typed)).toBe("3f9a0c12");
    }
  });

  it("refuse another kind's reference and anything that is not eight hex digits", () => {
    expect(parseReference("reservation", "OP-3F9A0C12")).toBeNull();
    expect(parseReference("reservation", "RS-3F9A0C1")).toBeNull();
    expect(parseReference("reservation", "RS-3F9A0C12X")).toBeNull();
    expect(parseReference("reservation", "RS-3G9A0C12")).toBeNull();
    expect(parseReference("reservation", id)).toBeNull();
  });
});
