import { describe, expect, it } from "vitest";
import { leadFormRules, leadMessages } from "@/leads/schemas";
import { resolveSiteConfig } from "@/sites/resolve-config";
import {
  checkStep,
  initialWizardState,
  wizardMessages,
  wizardReducer,
  type JourneyState,
  type WizardAction,
  type WizardState,
} from "./journey-wizard-state";
import { applicableSteps, financeFigures, journeyMessages, type JourneyAnswers, type JourneyContext } from "./steps";

const now = new Date(Date.UTC(2026, 10, 23));
const site = resolveSiteConfig("one-dealer", {});
const context: JourneyContext = {
  price: 32_990,
  depositAmount: 200,
  holdHours: 48,
  finance: site.finance,
  tradeIn: true,
  tradeInValuationHref: null,
  delivery: true,
  deliveryDates: ["2026-11-30"],
  pickupLocations: [
    { id: "loc-1", name: "Bayside Geelong", address: "1 Bay St, Geelong, VIC 3220", dates: ["2026-11-25"] },
  ],
  leadRules: leadFormRules(site.forms, 1),
};
const steps = applicableSteps(context);
const stored = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "" };

function journey(answers: JourneyAnswers, status: JourneyState["status"] = "in_progress"): JourneyState {
  return { id: "journey-1", answers, currentStep: "car", status, reference: status === "submitted" ? "BO-1" : null };
}

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

/** Continue as the wizard does it: the step's own check first, then (when it passes) the server's save. */
function continueWith(state: WizardState, saved: JourneyAnswers): WizardState {
  const checked = wizardReducer(state, {
    type: "continue",
    problems: checkStep(state.step, state.draft, context, now),
  });
  if (!checked.pending) return checked;
  return wizardReducer(checked, { type: "saved", journey: journey(saved), stored: null });
}

const finance = financeFigures(site.finance, context.price, { deposit: 5000, termYears: 5, frequency: "weekly" });

describe("the buy-online wizard's state", () => {
  it("opens on the car, or where a saved journey left off", () => {
    expect(initialWizardState({ steps, context, journey: null }).step).toBe("car");
    const resumed = initialWizardState({ steps, context, journey: journey({ car: { seen: true }, payment: finance }) });
    expect(resumed.step).toBe("trade-in");
    expect(resumed.moved).toBe(false);
  });

  it("stays on a step whose answer fails its check, with each message beside its field", () => {
    const onPayment = initialWizardState({ steps, context, journey: journey({ car: { seen: true } }) });
    const after = continueWith(onPayment, {});
    expect(after.step).toBe("payment");
    expect(after.pending).toBe(false);
    expect(after.errors).toEqual({ method: journeyMessages.paymentMethod });
    expect(after.formError).toBe(wizardMessages.fixFields);
  });

  it("moves on once the server saves the answer, with the next step's form fresh and no messages", () => {
    let state = initialWizardState({ steps, context, journey: journey({ car: { seen: true } }) });
    state = run(
      state,
      { type: "continue", problems: { method: journeyMessages.paymentMethod } },
      { type: "edit", name: "method", value: "cash" },
    );
    expect(state.errors).toEqual({ method: journeyMessages.paymentMethod });
    state = continueWith(state, { car: { seen: true }, payment: { method: "cash" } });
    expect(state.step).toBe("trade-in");
    expect(state.draft).toEqual({ hasTradeIn: "" });
    expect(state.errors).toEqual({});
    expect(state.formError).toBeNull();
    expect(state.moved).toBe(true);
  });

  it("skips the trade-in step where the site takes none", () => {
    const noTradeIn = applicableSteps({ tradeIn: false });
    const state = initialWizardState({ steps: noTradeIn, context, journey: journey({ car: { seen: true } }) });
    const after = continueWith(run(state, { type: "edit", name: "method", value: "cash" }), {
      car: { seen: true },
      payment: { method: "cash" },
    });
    expect(after.step).toBe("handover");
  });

  it("going back shows the answer saved for that step, as the shopper gave it", () => {
    const answers: JourneyAnswers = { car: { seen: true }, payment: finance };
    const onTradeIn = initialWizardState({ steps, context, journey: journey(answers) });
    const back = wizardReducer(onTradeIn, { type: "go-to", step: "payment", stored: null });
    expect(back.step).toBe("payment");
    expect(back.draft).toEqual({ method: "finance", deposit: "5000", termYears: "5", frequency: "weekly" });
  });

  it("fills the shopper's remembered details into an unanswered contact step, never over their answer", () => {
    const answers: JourneyAnswers = {
      car: { seen: true },
      payment: { method: "cash" },
      "trade-in": { hasTradeIn: false },
      handover: { method: "pickup", locationId: "loc-1", locationName: "Bayside Geelong", date: "2026-11-25" },
    };
    const onHandover = wizardReducer(initialWizardState({ steps, context, journey: journey(answers) }), {
      type: "go-to",
      step: "handover",
      stored,
    });
    const onContact = wizardReducer(onHandover, { type: "saved", journey: journey(answers), stored });
    expect(onContact.step).toBe("contact");
    expect(onContact.draft).toMatchObject({ name: "Jane", email: "jane@example.com", postcode: "" });

    const answered = {
      ...answers,
      contact: {
        name: "Janet",
        last_name: "C",
        email: "j@example.com",
        phone: "0400 000 000",
        opt_in: false,
        terms: true,
      },
    };
    const backToContact = wizardReducer(initialWizardState({ steps, context, journey: journey(answered) }), {
      type: "go-to",
      step: "contact",
      stored,
    });
    expect(backToContact.draft).toMatchObject({ name: "Janet", email: "j@example.com" });
  });

  it("keeps the shopper on the step with the server's messages when it refuses, and lets them try again", () => {
    const onDeposit = run(initialWizardState({ steps, context, journey: null }), {
      type: "go-to",
      step: "deposit",
      stored: null,
    });
    const sending = wizardReducer(onDeposit, { type: "continue", problems: {} });
    expect(sending.pending).toBe(true);
    const declined = wizardReducer(sending, {
      type: "refused",
      errors: { card_number: "Your card was declined." },
      message: "Your card was declined.",
    });
    expect(declined).toMatchObject({ step: "deposit", pending: false, formError: "Your card was declined." });
    expect(declined.errors).toEqual({ card_number: "Your card was declined." });
    const offline = run(declined, { type: "continue", problems: {} }, { type: "unreachable" });
    expect(offline).toMatchObject({ step: "deposit", pending: false, formError: wizardMessages.unreachable });
  });

  it("checks the contact step with the lead forms' own messages", () => {
    const errors = checkStep("contact", { name: "", last_name: "", email: "", phone: "" }, context, now);
    expect(errors.name).toBe(leadMessages.firstNameRequired);
  });

  it("ends on the confirmation once the journey is submitted", () => {
    const onReview = initialWizardState({ steps, context, journey: journey({ car: { seen: true } }) });
    const done = run(
      onReview,
      { type: "continue", problems: {} },
      {
        type: "saved",
        journey: journey({ car: { seen: true } }, "submitted"),
        stored: null,
      },
    );
    expect(done.journey?.status).toBe("submitted");
    expect(done).toMatchObject({ pending: false, moved: true, errors: {} });
  });
});
