"use client";

import { useRef, useState } from "react";
import { readViewedCars } from "@/shopper/viewed-cars";
import type { FieldValue, LeadFormType } from "../schemas";
import {
  advanceMultiStep,
  backMultiStep,
  isLastStep,
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
  startMultiStep,
  visitedPages,
  type MultiStepState,
  type SubmitOutcome,
} from "../submit-client";

/**
 * A lead form in steps (the trade-in flow): `next(answers)` moves on, and on the last step sends
 * every step's answers as `userData` with `isLastStep`. The submission key is made once, so a retry
 * of the last step never makes a second lead.
 */
export function useMultiStepLead(options: {
  siteSlug: string;
  formType: LeadFormType;
  stepCount: number;
  carId?: string | null;
  /** An earlier lead of the same flow (the valuation an accepted offer belongs to). */
  leadId?: string | null;
}) {
  const [state, setState] = useState<MultiStepState>(() => startMultiStep(options.stepCount));
  const [submitting, setSubmitting] = useState(false);
  const key = useRef<string | null>(null);

  async function next(answers: Record<string, FieldValue>): Promise<SubmitOutcome | null> {
    const advanced = advanceMultiStep(state, answers);
    setState(advanced.state);
    if (!advanced.send) return null;
    setSubmitting(true);
    key.current ??= newIdempotencyKey();
    try {
      return await postLead({
        formType: options.formType,
        idempotency_key: key.current,
        userData: advanced.send.userData,
        isLastStep: advanced.send.isLastStep,
        car_id: options.carId ?? null,
        lead_id: options.leadId ?? null,
        page_url: window.location.href,
        visited_pages: visitedPages(readViewedCars(options.siteSlug)),
        linked_query_params: linkedQueryParams(window.location.search),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return {
    step: state.step,
    stepCount: state.stepCount,
    isLastStep: isLastStep(state),
    userData: state.userData,
    submitting,
    next,
    back: () => setState((current) => backMultiStep(current)),
  };
}
