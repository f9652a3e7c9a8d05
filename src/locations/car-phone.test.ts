import { describe, expect, it } from "vitest";
import { carPhoneNumber, headerPhoneNumber } from "./car-phone";

const split = {
  phoneNumbers: [
    { label: "New Car Sales", number: "02 5550 0101", carTypes: ["new" as const, "demo" as const] },
    { label: "Used Car Sales", number: "02 5550 0102", carTypes: ["used" as const] },
    { label: "Service", number: "02 5550 0103" },
  ],
};

describe("carPhoneNumber", () => {
  it("gives new and demo cars the new-car line and used cars the used-car line", () => {
    expect(carPhoneNumber({ carType: "new" }, split, "(02) 5550 1000")).toBe("02 5550 0101");
    expect(carPhoneNumber({ carType: "demo" }, split, "(02) 5550 1000")).toBe("02 5550 0101");
    expect(carPhoneNumber({ carType: "used" }, split, "(02) 5550 1000")).toBe("02 5550 0102");
  });

  it("falls back to the car's location, then to the site's line for any car", () => {
    const usedOnlyLine = { phoneNumbers: [split.phoneNumbers[1], split.phoneNumbers[2]].filter((line) => !!line) };
    expect(carPhoneNumber({ carType: "new" }, usedOnlyLine, "(02) 5550 1000")).toBe("(02) 5550 1000");
    expect(carPhoneNumber({ carType: "new" }, usedOnlyLine, null)).toBe("02 5550 0103");
    expect(carPhoneNumber({ carType: "new" }, usedOnlyLine, " ")).toBe("02 5550 0103");
    expect(carPhoneNumber({ carType: "used" }, { phoneNumbers: [] }, "(08) 5550 1200")).toBe("(08) 5550 1200");
  });

  it("has no number when neither the site nor a location gives one", () => {
    expect(carPhoneNumber({ carType: "used" }, { phoneNumbers: [] }, null)).toBeNull();
    expect(
      carPhoneNumber({ carType: "used" }, { phoneNumbers: [{ label: "New", number: "1", carTypes: ["new"] }] }, null),
    ).toBeNull();
  });
});

describe("headerPhoneNumber", () => {
  it("dials the line of the car's type on its page, the first line elsewhere", () => {
    expect(headerPhoneNumber(split.phoneNumbers, "used")).toBe("02 5550 0102");
    expect(headerPhoneNumber(split.phoneNumbers, "demo")).toBe("02 5550 0101");
    expect(headerPhoneNumber(split.phoneNumbers, null)).toBe("02 5550 0101");
    expect(headerPhoneNumber([{ label: "Sales", number: "08 5550 0201" }], "used")).toBe("08 5550 0201");
    expect(headerPhoneNumber([], "used")).toBeNull();
  });
});
