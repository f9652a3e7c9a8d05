import { describe, expect, it } from "vitest";
import {
  onlinePurchaseKey,
  onlinePurchaseLines,
  readOnlinePurchase,
  type OnlinePurchaseDetails,
} from "./online-purchase";

const cashPickup: OnlinePurchaseDetails = {
  reference: "BO-1A2B3C4D",
  journeyId: "1a2b3c4d-0000-4000-8000-000000000000",
  price: 32_990,
  payment: { method: "cash" },
  tradeIn: { hasTradeIn: false },
  handover: { method: "pickup", locationId: "loc-1", locationName: "Bayside Geelong" },
  deposit: {
    amount: 200,
    reservationId: "res-1",
    status: "held",
    heldUntil: "25 Nov 2026, 3:00 pm",
    cardLast4: "4242",
  },
};

describe("the online purchase a lead carries", () => {
  it("reads as one line per answer, in the journey's order", () => {
    expect(onlinePurchaseLines(cashPickup)).toEqual([
      "Online purchase reference: BO-1A2B3C4D",
      "Payment: Cash (or own arrangements)",
      "Trade-in: No",
      "Handover: Pick-up at Bayside Geelong",
      "Deposit paid: $200 by card ending 4242",
      "Reservation: res-1, held until 25 Nov 2026, 3:00 pm",
      "Deposit status: Held (authorised on the card, not yet taken)",
    ]);
  });

  it("says what became of the deposit, and reads a lead stored before the status was carried", () => {
    expect(onlinePurchaseLines({ ...cashPickup, deposit: { ...cashPickup.deposit, status: "captured" } })).toContain(
      "Deposit status: Taken",
    );
    const older = onlinePurchaseLines({ ...cashPickup, deposit: { ...cashPickup.deposit, status: "" } });
    expect(older.some((line) => line.startsWith("Deposit status"))).toBe(false);
  });

  it("spells out finance, a trade-in and a delivery", () => {
    const lines = onlinePurchaseLines({
      ...cashPickup,
      payment: {
        method: "finance",
        deposit: 5_000,
        termYears: 5,
        interestRate: 8.5,
        frequency: "weekly",
        repayment: 131.27,
        comparisonRate: 8.5,
      },
      tradeIn: { hasTradeIn: true, rego: "ABC123", make: "Mazda", model: "3", year: 2015, km: 120_000 },
      handover: { method: "delivery", postcode: "3000", region: "Melbourne Metro", price: 250, date: "2026-12-07" },
    });
    expect(lines).toContain("Estimated repayment: $131 weekly at 8.5% p.a. (comparison 8.50% p.a.)");
    expect(lines).toContain("Trade-in: 2015 Mazda 3, 120,000 km, rego ABC123");
    expect(lines).toContain("Handover: Delivery to 3000 (Melbourne Metro), $250");
    expect(lines).toContain("Handover date: Mon 7 Dec 2026");
  });

  it("gives the dealer an accepted trade-in offer's amount, validity and id", () => {
    const offer = {
      id: "offer-1",
      amount: 21_300,
      validUntil: "2026-12-06T03:00:00.000Z",
      validUntilLabel: "6 Dec 2026",
    };
    const lines = onlinePurchaseLines({
      ...cashPickup,
      tradeIn: { hasTradeIn: true, rego: null, make: "Ford", model: "Ranger XLT", year: 2023, km: 45_000, offer },
    });
    expect(lines).toContain("Trade-in: 2023 Ford Ranger XLT, 45,000 km");
    expect(lines).toContain("Trade-in offer accepted: $21,300, valid until 6 Dec 2026 (offer offer-1)");
  });

  it("is found only in a payload that carries one whole", () => {
    expect(readOnlinePurchase({ [onlinePurchaseKey]: cashPickup })).toEqual(cashPickup);
    expect(readOnlinePurchase({})).toBeNull();
    expect(readOnlinePurchase({ [onlinePurchaseKey]: { reference: "BO-1", price: 1 } })).toBeNull();
  });
});
