import { describe, expect, it } from "vitest";
import { newestYear, parseFeedCar, sanitizeComments } from "./feed-car";

const good = {
  stocknum: "HS-1001",
  vin: "jtdbr32e530012345",
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  year: 2021,
  km: 42_000,
  price: 25_990,
  car_type: "used",
  status: "in_stock",
};

function errorsOf(input: unknown, row = 12): string[] {
  const result = parseFeedCar(input, row);
  return result.ok ? [] : result.error.messages;
}

describe("the feed car schema", () => {
  it("takes a car in the spec's field names, numbers as numbers and the VIN in capitals", () => {
    const result = parseFeedCar(good, 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.car).toMatchObject({ stocknum: "HS-1001", vin: "JTDBR32E530012345", price: 25_990, km: 42_000 });
  });

  it("reads the strings a CSV holds: dollar signs, thousands separators, yes/no and day-first dates", () => {
    const result = parseFeedCar(
      { ...good, price: "$25,990", km: "42,000", year: "2021", certified: "Yes", rego_expiry: "5/3/2027" },
      1,
    );
    expect(result.ok && result.car).toMatchObject({
      price: 25_990,
      km: 42_000,
      certified: true,
      rego_expiry: "2027-03-05",
    });
  });

  it("names the row and the field of each problem", () => {
    expect(errorsOf({ ...good, price: "call us" })).toEqual(["row 12: price must be a number"]);
    expect(errorsOf({ ...good, price: 25_990.5 })).toEqual(["row 12: price must be a whole number of dollars"]);
    expect(errorsOf({ ...good, km: -5 })).toEqual(["row 12: km must be at least 0"]);
    expect(errorsOf({ ...good, km: 1200.5 })).toEqual(["row 12: km must be a whole number of kilometres"]);
    expect(errorsOf({ ...good, year: 1850 })).toEqual(["row 12: year must be 1900 or later"]);
    expect(errorsOf({ ...good, year: newestYear() + 1 })).toEqual([`row 12: year must be ${newestYear()} or earlier`]);
    expect(errorsOf({ ...good, car_type: "second-hand" })).toEqual(["row 12: car_type must be new, used or demo"]);
    expect(errorsOf({ ...good, vin: "123" })).toEqual(["row 12: vin must be 17 letters and digits (no I, O or Q)"]);
    expect(errorsOf({ ...good, images: ["javascript:alert(1)"] })).toEqual([
      "row 12: images[0] must be an http(s) address or a path starting with /",
    ]);
  });

  it("reports every missing required field at once", () => {
    expect(errorsOf({ stocknum: "A1" }, 3)).toEqual([
      "row 3: year must be a number",
      "row 3: make is required",
      "row 3: model is required",
      "row 3: price must be a number",
      "row 3: car_type must be new, used or demo",
    ]);
    expect(errorsOf("not a car", 4)).toEqual(["row 4: must be an object of car fields"]);
  });

  it("keeps stock numbers that fit in an address", () => {
    expect(errorsOf({ ...good, stocknum: "HS 10/01" })).toEqual([
      "row 12: stocknum must be 1 to 40 letters, digits, '.', '_' or '-'",
    ]);
  });

  it("reads statuses as dealers write them; other words stay and count as sold", () => {
    const status = (value: string) => {
      const result = parseFeedCar({ ...good, status: value }, 1);
      return result.ok ? result.car.status : null;
    };
    expect(status("In Stock")).toBe("in_stock");
    expect(status("Coming Soon")).toBe("coming_soon");
    expect(status("Sold")).toBe("sold");
    expect(status("Deposit Taken")).toBe("deposit_taken");
  });

  it("writes a make the catalogue knows in its spelling, and keeps any other as sent", () => {
    const make = (value: string) => {
      const result = parseFeedCar({ ...good, make: value }, 1);
      return result.ok ? result.car.make : null;
    };
    expect(make("bmw ")).toBe("BMW");
    expect(make("mercedes benz")).toBe("Mercedes-Benz");
    expect(make(" Chevroelt ")).toBe("Chevroelt");
    expect(errorsOf({ ...good, make: "  " })).toEqual(["row 12: make is required"]);
  });

  it("sanitises dealer comments: simple formatting stays, scripts, attributes and links go", () => {
    const result = parseFeedCar(
      {
        ...good,
        dealercomments:
          '<p onclick="x()">One <b>owner</b></p><script>alert(1)</script><a href="http://x">link</a><img src=x onerror=y>',
      },
      1,
    );
    expect(result.ok && result.car.dealercomments).toBe("<p>One <b>owner</b></p>link");
    expect(sanitizeComments("<ul><li style='color:red'>Tow bar</li></ul>")).toBe("<ul><li>Tow bar</li></ul>");
  });
});
