import { describe, expect, it } from "vitest";
import { engineSize, fieldForHeader, parseStockCsv, simpleTransmission } from "./csv";
import { parseFeedCar } from "./feed-car";

describe("stock CSV files", () => {
  it("reads a byte-order mark, odd case, any column order and quoted fields with commas and quotes", () => {
    const csv =
      "\uFEFFPRICE,stock no.,Make,MODEL,Year,Odometer,Condition,Dealer Comments,Colour\r\n" +
      '"$25,990",HS-1,Toyota,Corolla,2021,"42,000",Used,"One owner, ""as new"", <b>logbooks</b>",Glacier White\r\n';
    const parsed = parseStockCsv(csv);
    expect(parsed.error).toBeNull();
    expect(parsed.rows).toEqual([
      {
        price: "$25,990",
        stocknum: "HS-1",
        make: "Toyota",
        model: "Corolla",
        year: "2021",
        km: "42,000",
        car_type: "Used",
        dealercomments: 'One owner, "as new", <b>logbooks</b>',
        colour: "Glacier White",
      },
    ]);
    const car = parseFeedCar(parsed.rows[0], 1);
    expect(car.ok && car.car).toMatchObject({ price: 25_990, km: 42_000, year: 2021, car_type: "used" });
  });

  it("takes the drive-away price as the price, and splits body, transmission, fuel and engine", () => {
    const csv =
      "Stock Number,Make,Model,Year,Price,Drive Away Price,Body,Transmission,Fuel Type,Engine,Images\n" +
      "A1,Mazda,CX-5,2022,30000,32990,SUV,6 Sp Automatic,Unleaded Petrol,2.5L,https://cdn.example/a.jpg|https://cdn.example/b.jpg\n";
    const [row] = parseStockCsv(csv).rows;
    expect(row).toMatchObject({
      price: "32990",
      price_type: "Drive Away",
      simple_body: "SUV",
      trans: "6 Sp Automatic",
      simple_transmission: "Automatic",
      simple_fuel: "Petrol",
      engine_size_litres: 2.5,
      engine_size: 2500,
    });
    const car = parseFeedCar({ ...row, car_type: "used" }, 1);
    expect(car.ok && car.car.images).toEqual(["https://cdn.example/a.jpg", "https://cdn.example/b.jpg"]);
  });

  it("reads semicolon- and tab-separated exports too", () => {
    expect(parseStockCsv("stocknum;make\nA1;Kia\n").rows).toEqual([{ stocknum: "A1", make: "Kia" }]);
    expect(parseStockCsv("stocknum\tmake\nA1\tKia\n").rows).toEqual([{ stocknum: "A1", make: "Kia" }]);
  });

  it("says what is wrong with a file it cannot use, and which columns it ignored", () => {
    expect(parseStockCsv("").error).toMatch(/empty/);
    expect(parseStockCsv("make,model\nKia,Rio\n").error).toMatch(/no stock number column/);
    expect(parseStockCsv('stocknum,make\n"A1,Kia\n').error).toMatch(/could not be read/);
    expect(parseStockCsv("stocknum,Floor Plan Cost\nA1,100\n").ignoredColumns).toEqual(["Floor Plan Cost"]);
  });

  it("knows the common export names", () => {
    expect(fieldForHeader("Stock #")).toBe("stocknum");
    expect(fieldForHeader("Rego")).toBe("regplate");
    expect(fieldForHeader("KMs")).toBe("km");
    expect(fieldForHeader("Color")).toBe("colour");
    expect(fieldForHeader("New/Used")).toBe("car_type");
    expect(fieldForHeader("RRP")).toBe("msrp");
    expect(fieldForHeader("Recommended Retail Price")).toBe("msrp");
    expect(fieldForHeader("Retail Price")).toBe("price");
    expect(simpleTransmission("6sp man")).toBe("Manual");
    expect(engineSize("1998cc")).toEqual({ engine_size: 1998, engine_size_litres: 2 });
  });
});
