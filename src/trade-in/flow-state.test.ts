import { describe, expect, it } from "vitest";
import type { IdentifiedCar, ValuationAnswer } from "./flow";
import {
  flowMessages,
  flowReducer,
  initialFlowState,
  needsPicker,
  type FlowAction,
  type FlowState,
} from "./flow-state";
import { identifyCar } from "./flow-checks";
import { bestCondition, tradeInMessages } from "./schemas";

function run(state: FlowState, ...actions: FlowAction[]): FlowState {
  return actions.reduce(flowReducer, state);
}

const start = initialFlowState("VIC");
const mazda = { year: 2020, make: "Mazda", model: "CX-5", badge: "Maxx", body: null };
const found: FlowAction = {
  type: "lookup-answered",
  answer: { found: true, vehicle: mazda },
  rego: "ABC123",
  regoState: "VIC",
};
const notFound: FlowAction = { type: "lookup-answered", answer: { found: false }, rego: "ABC123", regoState: "VIC" };
const car: IdentifiedCar = { rego: "ABC123", regoState: "VIC", vehicle: { ...mazda, km: 64_000 } };
const valuation: ValuationAnswer = {
  estimate: null,
  reason: "too-few-comparables",
  message: "We have too few similar cars to value yours online.",
};

describe("the trade-in flow's state", () => {
  it("starts on the car, in the site's state", () => {
    expect(start).toMatchObject({ step: 0, regoState: "VIC", lookup: { status: "idle" }, moved: false });
  });

  it("won't leave the first step before the rego is looked up, the car known and its kilometres given", () => {
    const typed = run(start, { type: "edit-rego", value: "abc123" }, { type: "edit-km", value: "64000" });
    const notLookedUp = identifyCar(typed);
    expect(notLookedUp.ok).toBe(false);
    expect(!notLookedUp.ok && notLookedUp.errors.rego).toBe(flowMessages.findFirst);

    const empty = identifyCar(start);
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.errors).toMatchObject({
      rego: tradeInMessages.regoRequired,
      km: tradeInMessages.kmRequired,
    });

    const identified = identifyCar(run(typed, found));
    expect(identified).toEqual({
      ok: true,
      car: { rego: "ABC123", regoState: "VIC", vehicle: { ...mazda, km: 64_000 } },
    });
  });

  it("forgets the lookup when the rego or its state changes", () => {
    const answered = run(start, { type: "edit-rego", value: "ABC123" }, found);
    expect(run(answered, { type: "edit-rego", value: "ABC124" }).lookup).toEqual({ status: "idle" });
    expect(run(answered, { type: "edit-rego-state", value: "NSW" }).lookup).toEqual({ status: "idle" });
    expect(run(answered, { type: "edit-km", value: "1" }).lookup).toBe(answered.lookup);
  });

  it("offers the catalogue when the rego is not found, and a new choice asks again for the levels below it", () => {
    const picking = run(
      start,
      notFound,
      { type: "choices", level: "year", choices: ["2020", "2019"] },
      { type: "pick", level: "year", value: "2020" },
      { type: "choices", level: "make", choices: ["Mazda", "Kia"] },
      { type: "pick", level: "make", value: "Mazda" },
      { type: "choices", level: "model", choices: ["CX-5"] },
      { type: "pick", level: "model", value: "CX-5" },
    );
    expect(needsPicker(picking.lookup)).toBe(true);
    expect(picking.picked).toEqual({ year: "2020", make: "Mazda", model: "CX-5" });

    const repicked = run(picking, { type: "pick", level: "year", value: "2019" });
    expect(repicked.picked).toEqual({ year: "2019" });
    expect(repicked.choices).toEqual({ year: ["2020", "2019"] });
  });

  it("moves to the condition once the car's lead is saved, and the flow's lead is that one", () => {
    const sent = run(start, { type: "sending" });
    expect(sent.busy).toBe(true);
    const next = run(sent, { type: "car-identified", car, leadId: "lead-1" });
    expect(next).toMatchObject({ step: 1, busy: false, moved: true, identified: car, flowLeadId: "lead-1" });
  });

  it("stays on the step with the lead's messages when it is refused", () => {
    const refused = run(
      start,
      { type: "sending" },
      { type: "refused", errors: { rego: "Please check the rego" }, alert: "Please check the rego" },
    );
    expect(refused).toMatchObject({ step: 0, busy: false, alert: "Please check the rego" });
    expect(refused.errors).toEqual({ rego: "Please check the rego" });
  });

  it("going back keeps every answer given, and clears the messages", () => {
    const onCondition = run(
      start,
      { type: "edit-rego", value: "ABC123" },
      found,
      { type: "edit-km", value: "64000" },
      { type: "car-identified", car, leadId: "lead-1" },
      { type: "answer", key: "tyres", value: "good" },
      { type: "invalid", errors: { accidentDamage: "Please tell us" } },
    );
    const back = run(onCondition, { type: "go-to", step: 0 });
    expect(back).toMatchObject({
      step: 0,
      rego: "ABC123",
      km: "64000",
      lookup: { status: "answered" },
    });
    expect(back.errors).toEqual({});
    expect(run(back, { type: "go-to", step: 1 }).answers).toEqual({ tyres: "good" });
  });

  it("shows the offer once valued, and keeps the shopper on the condition when it cannot be worked out", () => {
    const onCondition = run(start, { type: "car-identified", car, leadId: "lead-1" }, { type: "sending" });
    const failed = run(onCondition, { type: "valuation-failed", message: flowMessages.valuationFailed });
    expect(failed).toMatchObject({ step: 1, busy: false, alert: flowMessages.valuationFailed });
    const valued = run(onCondition, { type: "valued", condition: bestCondition, valuation });
    expect(valued).toMatchObject({ step: 2, busy: false, condition: bestCondition, valuation });
  });
});
