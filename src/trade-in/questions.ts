// The trade-in flow's questions as the browser draws them: the condition questions (their wording
// lives here and only here), the messages and the limits. No zod here, so the page that shows the flow
// does not load it; ./schemas.ts checks the answers with these and re-exports them.

import { leadMessages } from "@/leads/lead-fields";

export const tradeInMessages = {
  regoRequired: leadMessages.regoRequired,
  regoInvalid: "Please enter a valid registration number: up to 9 letters and numbers",
  regoStateRequired: leadMessages.regoStateRequired,
  yearRequired: "Please choose the year",
  yearInvalid: "Please choose a year between 1950 and next year",
  makeRequired: "Please choose the make",
  modelRequired: "Please choose the model",
  kmRequired: "Please enter the kilometres",
  kmInvalid: "Please enter the kilometres as a whole number up to 999,999",
  vinInvalid: leadMessages.vinInvalid,
  carIdInvalid: "The car you want to buy could not be read; please open it again from its page",
  tooLong: leadMessages.tooLong,
} as const;

export const tradeInLimits = {
  regoMaxLength: 9,
  minYear: 1950,
  maxKm: 999_999,
  text: 60,
  vin: 17,
  carId: 100,
} as const;

/** A plate as registries store it: upper case, without spaces or hyphens ("abc-12 3" → "ABC123"). */
export function normaliseRego(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export const serviceHistoryOptions = ["full", "partial", "none"] as const;
export type ServiceHistory = (typeof serviceHistoryOptions)[number];
export const tyreOptions = ["good", "fair", "worn"] as const;
export type TyreCondition = (typeof tyreOptions)[number];

type Option<Value> = { value: Value; label: string };
const yesNoOptions: readonly [Option<boolean>, Option<boolean>] = [
  { value: false, label: "No" },
  { value: true, label: "Yes" },
];

/**
 * The condition questions in the order the flow asks them. Options run from the best answer for
 * the car's value to the worst; `required` is the message when a question is left unanswered.
 */
export const conditionQuestions = [
  {
    key: "accidentDamage",
    question: "Has the car been in an accident or does it have any body damage?",
    required: "Please tell us whether the car has accident or body damage",
    options: yesNoOptions,
  },
  {
    key: "serviceHistory",
    question: "Does the car have a service history?",
    required: "Please tell us about the car's service history",
    options: [
      { value: "full", label: "Full service history" },
      { value: "partial", label: "Partial service history" },
      { value: "none", label: "No service history" },
    ],
  },
  {
    key: "tyres",
    question: "What condition are the tyres in?",
    required: "Please tell us what condition the tyres are in",
    options: [
      { value: "good", label: "Good: plenty of tread" },
      { value: "fair", label: "Fair: some wear" },
      { value: "worn", label: "Worn: due for replacement" },
    ],
  },
  {
    key: "warningLights",
    question: "Are any warning lights showing on the dashboard?",
    required: "Please tell us whether any warning lights are showing",
    options: yesNoOptions,
  },
  {
    key: "modified",
    question: "Has the car been modified from the factory specification?",
    required: "Please tell us whether the car has been modified",
    options: yesNoOptions,
  },
  {
    key: "financeOwing",
    question: "Is there finance owing on the car?",
    required: "Please tell us whether there is finance owing on the car",
    options: yesNoOptions,
  },
] as const satisfies readonly {
  key: string;
  question: string;
  required: string;
  options: readonly Option<boolean | string>[];
}[];

export type ConditionQuestion = (typeof conditionQuestions)[number];
export type ConditionKey = ConditionQuestion["key"];
