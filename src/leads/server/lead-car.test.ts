import { describe, expect, it } from "vitest";
import { leadCarFrom } from "./lead-car";

const row = {
  id: "car-1",
  slug: "2021-mazda-cx-5",
  stocknum: "S1",
  name: "2021 Mazda CX-5",
  year: 2021,
  make: "Mazda",
  model: "CX-5",
  badge: "Maxx",
  body: "SUV",
  car_type: "used" as const,
  tag: null,
  price: 32_990,
  dealership_id: "d-1",
  dealership_slug: "harbourside-mazda",
  location_id: "l-1",
  vin: null,
};

describe("the car a lead is about", () => {
  it("keeps a car for sale as it is and reads any other status as sold, as the stock does", () => {
    expect(leadCarFrom({ ...row, status: "in_stock" }).status).toBe("in_stock");
    expect(leadCarFrom({ ...row, status: "coming_soon" }).status).toBe("coming_soon");
    expect(leadCarFrom({ ...row, status: "sold" }).status).toBe("sold");
    expect(leadCarFrom({ ...row, status: "under_offer" }).status).toBe("sold");
    expect(leadCarFrom({ ...row, status: "in_stock" })).toEqual({ ...row, status: "in_stock" });
  });
});
