// A location as staff enter it (the console's onboarding, `npm run site`, decision 049): its name,
// street address, phone, enquiries address and the week's opening hours, in the shapes the
// `locations` table and the opening-hours code read (OpeningHoursEntry). Pure, for the browser's
// form and the server alike; the server adds what needs the postcode table (where the postcode is).

import { z } from "@/platform/zod";
import { australianStateCodes } from "@/platform/australian-states";
import { isAustralianPhone } from "@/platform/phone";
import type { OpeningHoursEntry } from "./opening-hours";
import { weekdayNames } from "./opening-hours";

export const locationLimits = { name: 120, street: 200, city: 80, email: 254 } as const;

/** Monday first, as a dealer reads a week; stored by weekday number (0 Sunday). */
export const weekdaysMondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;

function requiredText(max: number, missing: string) {
  return z.string().trim().min(1, missing).max(max, `Use ${max} characters or fewer.`);
}

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 08:30.");

const openingDaySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(["Open", "Closed"]),
    open: clockTime.nullable(),
    close: clockTime.nullable(),
  })
  .superRefine((day, ctx) => {
    if (day.status === "Closed") return;
    const name = weekdayNames[day.weekday] ?? "that day";
    if (!day.open) ctx.addIssue({ code: "custom", path: ["open"], message: `Enter when it opens on ${name}.` });
    if (!day.close) ctx.addIssue({ code: "custom", path: ["close"], message: `Enter when it closes on ${name}.` });
    if (day.open && day.close && day.close <= day.open) {
      ctx.addIssue({ code: "custom", path: ["close"], message: "Closing time must be after opening time." });
    }
  });

/** The seven days, each once; a closed day keeps no times. */
export const openingHoursSchema = z
  .array(openingDaySchema)
  .length(7, "Give the hours of all seven days.")
  .superRefine((days, ctx) => {
    if (new Set(days.map((day) => day.weekday)).size !== 7) {
      ctx.addIssue({ code: "custom", message: "Give each day of the week once." });
    }
  })
  .transform((days): OpeningHoursEntry[] =>
    days.map((day) =>
      day.status === "Closed"
        ? { weekday: day.weekday, status: "Closed", open: null, close: null }
        : { weekday: day.weekday, status: "Open", open: day.open, close: day.close },
    ),
  );

export const locationInputSchema = z.object({
  name: requiredText(locationLimits.name, "Enter the location's name."),
  street: requiredText(locationLimits.street, "Enter the street address."),
  city: requiredText(locationLimits.city, "Enter the suburb or town."),
  state: z.enum(australianStateCodes, { error: "Choose the state or territory." }),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Enter the 4-digit postcode."),
  phone: z.string().trim().refine(isAustralianPhone, "Enter an Australian phone number, like 02 9555 0100."),
  /** Where the location's enquiries (leads) are e-mailed; optional. */
  email: z
    .string()
    .trim()
    .max(locationLimits.email)
    .refine(
      (value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      "Enter an e-mail address like sales@example.com.au.",
    )
    .default(""),
  openingHours: openingHoursSchema,
});

export type LocationInput = z.input<typeof locationInputSchema>;
export type LocationFields = z.output<typeof locationInputSchema>;

/** A week to start from: Monday to Friday 8:30 to 5:30, Saturday 8:30 to 12:30, Sunday closed. */
export function usualOpeningHours(): OpeningHoursEntry[] {
  return weekdaysMondayFirst.map((weekday) =>
    weekday === 0
      ? { weekday, status: "Closed", open: null, close: null }
      : { weekday, status: "Open", open: "08:30", close: weekday === 6 ? "12:30" : "17:30" },
  );
}
