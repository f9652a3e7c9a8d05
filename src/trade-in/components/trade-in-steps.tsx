"use client";

import type { ActionDispatch, FormEvent, Ref } from "react";
import { australianStateCodes } from "@/platform/australian-states";
import { formatCount, formatMoney, formatOdometer } from "@/platform/format";
import { Button } from "@/ui/button";
import { FieldMessage, describedBy, fieldId } from "@/ui/field";
import { describeVehicle, type CatalogueLevel } from "../flow";
import { foundVehicle, needsPicker, type FlowAction, type FlowState } from "../flow-state";
import { conditionQuestions, normaliseRego, tradeInLimits } from "../questions";
import { SelectInput, StepAlert, StepHeading, TextInput, type FieldsOf } from "./trade-in-fields";
import { OfferValidity } from "./trade-in-accepted";

// The trade-in flow's first three steps, one component each: the shopper's car (found by its rego,
// or picked from the catalogue when the rego is not found), its condition, and the offer. Each draws
// the flow's state; the flow sends and moves on.

type StepProps = {
  state: FlowState;
  dispatch: ActionDispatch<[FlowAction]>;
  formId: string;
  headingRef: Ref<HTMLHeadingElement>;
};

function LookupMessage({ state, messageRef }: { state: FlowState; messageRef: Ref<HTMLDivElement> }) {
  const { lookup, rego, regoState } = state;
  const found = foundVehicle(lookup);
  return (
    // Takes the focus when the lookup answers, so the keyboard carries on from what it found.
    <div aria-live="polite" ref={messageRef} tabIndex={-1} className="outline-none" data-testid="trade-in-lookup">
      {found ? (
        <p className="rounded-site bg-surface-alt p-3" data-testid="trade-in-found">
          <span className="font-semibold">We found your car:</span> {describeVehicle(found)}
        </p>
      ) : null}
      {needsPicker(lookup) ? (
        <p className="rounded-site bg-surface-alt p-3" data-testid="trade-in-not-found">
          {lookup.status === "failed"
            ? lookup.message
            : lookup.status === "answered" && !lookup.answer.found && lookup.answer.message
              ? `${lookup.answer.message} Please choose your car below.`
              : `We could not find rego ${normaliseRego(rego)} in ${regoState}. Please choose your car below.`}
        </p>
      ) : null}
    </div>
  );
}

function CataloguePicker({
  fields,
  state,
  onPick,
}: {
  fields: FieldsOf;
  state: FlowState;
  onPick: (level: CatalogueLevel, value: string) => void;
}) {
  const { picked, choices } = state;
  const level = (name: CatalogueLevel, label: string, placeholder: string, required = true) => (
    <SelectInput
      fields={fields}
      name={name}
      label={label}
      value={picked[name] ?? ""}
      options={choices[name] ?? []}
      onChange={(value) => onPick(name, value)}
      placeholder={placeholder}
      required={required}
    />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Your car</legend>
      {level("year", "Year", "Select a Year")}
      {level("make", "Make", "Select a Make")}
      {level("model", "Model", "Select a Model")}
      {level("badge", "Badge", "Not sure", false)}
    </fieldset>
  );
}

export function CarStep({
  state,
  dispatch,
  formId,
  headingRef,
  lookupRef,
  onFindCar,
  onPick,
  onSubmit,
}: StepProps & {
  lookupRef: Ref<HTMLDivElement>;
  onFindCar: () => void;
  onPick: (level: CatalogueLevel, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { busy, lookup } = state;
  const fields = { formId, errors: state.errors };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <StepHeading headingRef={headingRef}>Your car</StepHeading>
      <StepAlert alert={state.alert} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextInput
          fields={fields}
          name="rego"
          label="Rego"
          value={state.rego}
          onChange={(value) => dispatch({ type: "edit-rego", value })}
          maxLength={tradeInLimits.regoMaxLength + 2}
          hint="As on your registration papers, e.g. ABC123"
        />
        <SelectInput
          fields={fields}
          name="regoState"
          label="State"
          value={state.regoState}
          options={australianStateCodes}
          onChange={(value) => dispatch({ type: "edit-rego-state", value })}
          placeholder="Select a State"
        />
      </div>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page. */}
      <Button type="button" variant="outline" onClick={onFindCar} aria-disabled={lookup.status === "looking"}>
        {lookup.status === "looking" ? "Finding your car…" : "Find My Car"}
      </Button>

      <LookupMessage state={state} messageRef={lookupRef} />

      {needsPicker(lookup) ? <CataloguePicker fields={fields} state={state} onPick={onPick} /> : null}

      <TextInput
        fields={fields}
        name="km"
        label="Kilometres"
        value={state.km}
        onChange={(value) => dispatch({ type: "edit-km", value })}
        inputMode="numeric"
        maxLength={9}
        hint="The reading on the odometer, e.g. 85000"
      />
      <Button type="submit" size="lg" aria-disabled={busy}>
        {busy ? "Saving…" : "Next: Condition"}
      </Button>
    </form>
  );
}

export function ConditionStep({
  state,
  dispatch,
  formId,
  headingRef,
  onSubmit,
}: StepProps & { onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { busy, identified, errors, answers } = state;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <StepHeading headingRef={headingRef}>Condition</StepHeading>
      {identified ? (
        <p className="text-muted">
          {describeVehicle(identified.vehicle)}, {formatOdometer(identified.vehicle.km)}
        </p>
      ) : null}
      <StepAlert alert={state.alert} />
      {conditionQuestions.map((question) => {
        const id = fieldId(formId, question.key);
        const error = errors[question.key];
        return (
          <fieldset
            key={question.key}
            id={id}
            aria-describedby={describedBy(id, error)}
            aria-invalid={error ? true : undefined}
          >
            <legend className="mb-2 font-semibold">{question.question}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {question.options.map((option) => (
                <label key={String(option.value)} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${formId}-${question.key}`}
                    value={String(option.value)}
                    checked={answers[question.key] === String(option.value)}
                    onChange={() => dispatch({ type: "answer", key: question.key, value: String(option.value) })}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <FieldMessage controlId={id} message={error} />
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (!busy) dispatch({ type: "go-to", step: 0 });
          }}
          aria-disabled={busy}
        >
          Back
        </Button>
        <Button type="submit" size="lg" aria-disabled={busy}>
          {busy ? "Working out your offer…" : "Next: See My Offer"}
        </Button>
      </div>
    </form>
  );
}

export function OfferStep({
  state,
  dispatch,
  headingRef,
  siteState,
}: Omit<StepProps, "formId"> & { siteState: string }) {
  const { valuation, identified } = state;
  const estimate = valuation?.estimate ?? null;
  return (
    <div className="space-y-5">
      <StepHeading headingRef={headingRef}>{estimate ? "Your offer" : "We will value your car"}</StepHeading>
      {estimate ? (
        <div className="rounded-site border border-border p-5" data-testid="trade-in-offer">
          <p className="text-sm text-muted">
            Our offer for your {identified ? describeVehicle(identified.vehicle) : "car"}
          </p>
          <p className="mt-1 text-4xl font-bold" data-testid="trade-in-offer-price">
            {formatMoney(estimate.offer)}
          </p>
          {valuation?.estimate && valuation.offer ? (
            <OfferValidity validUntil={valuation.offer.validUntil} state={siteState} />
          ) : null}
          {/* The valuation's confidence and market range are the dealer's to weigh (they travel in the
              accepted offer's lead), not the shopper's: "Confidence: Low" beside a wide range made a fair
              offer look like a low one. */}
          <dl className="mt-4 grid gap-3">
            <div>
              <dt className="text-sm text-muted">Comparable cars</dt>
              <dd className="font-semibold" data-testid="trade-in-comparables">
                {formatCount(estimate.comparables)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted">
            Based on {estimate.basis === "state" ? "similar cars in your state" : "similar cars across Australia"}. We
            confirm the offer after a short inspection.
          </p>
        </div>
      ) : (
        <p className="rounded-site bg-surface-alt p-4" data-testid="trade-in-no-estimate">
          {valuation?.estimate === null ? valuation.message : null} Leave your details and our buyer will value your car
          personally and call you with an offer.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => dispatch({ type: "go-to", step: 1 })}>
          Back
        </Button>
        <Button type="button" size="lg" onClick={() => dispatch({ type: "go-to", step: 3 })}>
          {estimate ? "Accept Offer" : "Request a Valuation"}
        </Button>
      </div>
    </div>
  );
}
