// Where a journey stands: which steps are done, where a shopper resumes, and whether a step may be
// saved yet. Pure, so the page, the API and the tests agree on it.

import type { JourneyAnswers, JourneyStep } from "./steps";

/** Whether a step's answer is saved (the review's: the shopper went through the deal). */
export function isStepDone(step: JourneyStep, answers: JourneyAnswers): boolean {
  return answers[step] !== undefined;
}

/**
 * Where the shopper picks up: the first step of this journey not yet answered (the review once all
 * are). A journey saved when its car took a trade-in keeps that answer, but skips the step if the
 * site stops asking.
 */
export function resumeStep(steps: readonly JourneyStep[], answers: JourneyAnswers): JourneyStep {
  return steps.find((step) => !isStepDone(step, answers)) ?? "deposit";
}

/** A step may be saved once every step before it is: nobody pays a deposit before giving contact details. */
export function canSaveStep(step: JourneyStep, steps: readonly JourneyStep[], answers: JourneyAnswers): boolean {
  const index = steps.indexOf(step);
  if (index < 0) return false;
  return steps.slice(0, index).every((earlier) => isStepDone(earlier, answers));
}

/** The step after this one, or null after the last. */
export function nextStep(step: JourneyStep, steps: readonly JourneyStep[]): JourneyStep | null {
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? (steps[index + 1] ?? null) : null;
}

/** The step before this one, or null on the first. */
export function previousStep(step: JourneyStep, steps: readonly JourneyStep[]): JourneyStep | null {
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}
