import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "@/sites/resolve-config";
import {
  canTransition,
  depositCents,
  holdEndsAt,
  holdIsOver,
  holdsCar,
  isActive,
  isTerminal,
  pendingIsStale,
  planDealerAction,
  reservationStatuses,
  processorLookupLagMs,
  stalePendingMs,
  type ReservationStatus,
} from "./reservation-rules";

describe("deposit and hold", () => {
  it("takes the spec's $200 by default and holds the car 48 hours", () => {
    const { checkout } = resolveSiteConfig("default", {});
    expect(depositCents(checkout.depositAmount)).toBe(20_000);
    const start = new Date("2026-11-23T15:00:00Z");
    expect(holdEndsAt(start, checkout.holdHours).toISOString()).toBe("2026-11-25T15:00:00.000Z");
  });

  it("counts a dealer's own deposit in whole cents", () => {
    expect(depositCents(499.99)).toBe(49_999);
    expect(depositCents(1000)).toBe(100_000);
  });

  it("ends a hold at its end time, and only a held one", () => {
    const heldUntil = new Date("2026-11-25T15:00:00Z");
    expect(holdIsOver({ status: "held", heldUntil }, new Date("2026-11-25T14:59:59Z"))).toBe(false);
    expect(holdIsOver({ status: "held", heldUntil }, heldUntil)).toBe(true);
    expect(holdIsOver({ status: "captured", heldUntil }, new Date("2026-12-01T00:00:00Z"))).toBe(false);
  });

  it("takes a pending attempt for abandoned only well after any processor call", () => {
    const createdAt = new Date("2026-11-23T15:00:00Z");
    expect(pendingIsStale({ status: "pending", createdAt }, new Date(createdAt.getTime() + 30_000))).toBe(false);
    expect(pendingIsStale({ status: "pending", createdAt }, new Date(createdAt.getTime() + stalePendingMs))).toBe(true);
    expect(pendingIsStale({ status: "held", createdAt }, new Date(createdAt.getTime() + stalePendingMs))).toBe(false);
  });

  it("asks the processor about an attempt only once its search has caught up (Stripe's lags about a minute)", () => {
    expect(processorLookupLagMs).toBe(2 * 60_000);
    // An abandoned attempt is looked up too: it must be at least as old.
    expect(stalePendingMs).toBeGreaterThanOrEqual(processorLookupLagMs);
  });
});

describe("reservation states", () => {
  const allowed: readonly (readonly [ReservationStatus, ReservationStatus])[] = [
    ["pending", "held"],
    ["pending", "failed"],
    ["held", "captured"],
    ["held", "expired"],
    ["held", "cancelled"],
    ["captured", "refunded"],
  ];

  it("allows exactly the moves of the state diagram", () => {
    for (const from of reservationStatuses) {
      for (const to of reservationStatuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it("claims the car while pending, held or captured; shows it reserved only once the card said yes", () => {
    expect(reservationStatuses.filter(isActive)).toEqual(["pending", "held", "captured"]);
    expect(reservationStatuses.filter(holdsCar)).toEqual(["held", "captured"]);
    expect(reservationStatuses.filter(isTerminal)).toEqual(["expired", "cancelled", "refunded", "failed"]);
  });

  it("plans the dealer's moves and refuses the rest with a reason", () => {
    expect(planDealerAction("capture", "held")).toEqual({ ok: true, to: "captured", payment: "capture" });
    expect(planDealerAction("cancel", "held")).toEqual({ ok: true, to: "cancelled", payment: "void" });
    expect(planDealerAction("refund", "captured")).toEqual({ ok: true, to: "refunded", payment: "refund" });
    expect(planDealerAction("cancel", "captured")).toEqual({
      ok: false,
      message: "The deposit was already taken: refund it instead.",
    });
    expect(planDealerAction("refund", "held")).toMatchObject({ ok: false });
    expect(planDealerAction("capture", "expired")).toMatchObject({ ok: false });
    for (const action of ["capture", "cancel", "refund"] as const) {
      for (const status of reservationStatuses) {
        const plan = planDealerAction(action, status);
        if (plan.ok) expect(canTransition(status, plan.to)).toBe(true);
      }
    }
  });
});
