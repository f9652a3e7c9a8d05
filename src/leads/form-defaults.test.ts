import { describe, expect, it } from "vitest";
import { financePrefill } from "./finance-prefill";
import { requestPhotosText, userDetailsFrom, vehicleEnquiryDefaults, withUserDetails } from "./form-defaults";

const car = { name: "2021 Toyota Corolla Ascent Sport", stocknum: "A1" };

describe("form defaults", () => {
  it("asks whether a car in stock is available, and for something similar when it is not", () => {
    expect(vehicleEnquiryDefaults({ ...car, status: "in_stock" })).toEqual({
      message: "I'm interested in the 2021 Toyota Corolla Ascent Sport (stock #A1). Is it still available?",
    });
    const sold = vehicleEnquiryDefaults({ ...car, status: "sold" });
    expect(sold.subcategory).toBe("Find me something similar");
    expect(sold.message).toMatch(/no longer available.*something similar/);
  });

  it("prefills the photo request", () => {
    expect(requestPhotosText(car)).toBe(
      "Please send me more photos of the 2021 Toyota Corolla Ascent Sport (stock #A1).",
    );
  });

  it("prefills the finance form from its address, leaving out anything malformed or foreign", () => {
    const params = new URLSearchParams({
      preferredDealership: "harbourside-motors",
      vehiclePriceBudget: "32990",
      car_id: "7d0f8a52-6a0c-4e55-9a3c-1f2a3b4c5d6e",
      car_type: "used",
      vin: "jtdkb20u093123456",
    });
    expect(financePrefill(params, ["harbourside-motors"])).toEqual({
      values: {
        dealership_slug: "harbourside-motors",
        vehiclePriceBudget: "32990",
        car_type: "used",
        vin: "JTDKB20U093123456",
      },
      carId: "7d0f8a52-6a0c-4e55-9a3c-1f2a3b4c5d6e",
    });
    const junk = new URLSearchParams({
      preferredDealership: "someone-else",
      vehiclePriceBudget: "lots",
      car_id: "1",
      car_type: "spaceship",
      vin: "<script>",
    });
    expect(financePrefill(junk, ["harbourside-motors"])).toEqual({ values: {}, carId: null });
  });

  it("fills only empty contact fields from the stored details, and picks them back out", () => {
    const stored = {
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      postcode: "",
    };
    expect(withUserDetails({ name: "Janet", message: "Hi" }, stored)).toEqual({
      name: "Janet",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      message: "Hi",
    });
    expect(withUserDetails({ name: "" }, null)).toEqual({ name: "" });
    expect(userDetailsFrom({ name: "Jane", phone: "0412 345 678", opt_in: true })).toEqual({
      name: "Jane",
      last_name: undefined,
      email: undefined,
      phone: "0412 345 678",
      postcode: undefined,
    });
  });
});
