// A location as staff edit it in the console: its name and department, address and map position,
// phones, the week's hours and special days, whether the site lists it, and its Google place (which
// the map and the reviews badge name). One schema for the browser's form and the server's save; the
// server adds only what needs the database (who may, and whether the record changed meanwhile).

import { australianStateCodes } from "@/platform/australian-states";
import { isAustralianPhone } from "@/platform/phone";
import { z } from "@/platform/zod";
import { specialDaysSchema, weekHoursSchema, type DayHoursInput } from "./hours-schema";

export const departments = ["sales", "service", "parts", ""] as const;
export type Department = (typeof departments)[number];

/** What the site calls each department (the hours dropdown's options). */
export const departmentLabels: Record<Department, string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "": "General",
};

export const locationFieldLimits = {
  name: 120,
  street: 200,
  city: 80,
  email: 254,
  placeId: 300,
  url: 500,
  mapKey: 2000,
};

/** Australia's mainland, Tasmania and the Torres Strait: a position outside is a typo or a swapped sign. */
export const australianBounds = { lat: { min: -44, max: -9 }, lng: { min: 112, max: 154 } } as const;

export const locationMessages = {
  name: "Enter the location's name.",
  street: "Enter the street address.",
  city: "Enter the suburb or town.",
  state: "Choose the state.",
  postcode: "Enter the 4-digit postcode.",
  latRequired: "Enter the latitude, e.g. -33.8617.",
  lngRequired: "Enter the longitude, e.g. 151.1712.",
  lat: `Latitude in Australia is between ${australianBounds.lat.min} and ${australianBounds.lat.max} (south is negative).`,
  lng: `Longitude in Australia is between ${australianBounds.lng.min} and ${australianBounds.lng.max}.`,
  phoneRequired: "Enter the department's phone number.",
  phone: "Enter an Australian number, e.g. (02) 9876 5432, 1300 123 456 or 0412 345 678.",
  email: "Enter an e-mail address, or leave it empty.",
  tooLong: (max: number) => `Keep it under ${max} characters.`,
  placeId: "A Google place ID is letters, digits, - and _ (e.g. ChIJN1t_tDeuEmsRUsoyG83frY4).",
  placeUrl: "Enter a web address starting https://, or leave it empty.",
  mapKey: "Paste the embed code's pb= value without spaces, or leave it empty.",
} as const;

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, locationMessages.tooLong(max));

/** An optional text: empty is null. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable());

const coordinate = (bounds: { min: number; max: number }, required: string, outside: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
    z.number(required).min(bounds.min, outside).max(bounds.max, outside),
  );

const phone = z.string().trim().max(20, locationMessages.phone).refine(isAustralianPhone, locationMessages.phone);

export function locationFormSchema(options: { today: string }) {
  return z.strictObject({
    locationId: z.guid("No such location."),
    /** The version the editor started from (optimistic versioning). */
    version: z.string().min(1).max(100),
    name: text(locationFieldLimits.name, locationMessages.name),
    locationType: z.enum(departments),
    street: text(locationFieldLimits.street, locationMessages.street),
    city: text(locationFieldLimits.city, locationMessages.city),
    state: z.enum(australianStateCodes, locationMessages.state),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, locationMessages.postcode),
    lat: coordinate(australianBounds.lat, locationMessages.latRequired, locationMessages.lat),
    lng: coordinate(australianBounds.lng, locationMessages.lngRequired, locationMessages.lng),
    phone: z.string().trim().min(1, locationMessages.phoneRequired).pipe(phone),
    landlinePhone: optional(phone),
    email: optional(z.email(locationMessages.email).max(locationFieldLimits.email, locationMessages.email)),
    openingHours: weekHoursSchema,
    specialHours: specialDaysSchema(options.today),
    visible: z.boolean(),
    placeId: optional(
      z
        .string()
        .trim()
        .max(locationFieldLimits.placeId, locationMessages.placeId)
        .regex(/^[A-Za-z0-9_-]+$/, locationMessages.placeId),
    ),
    placeUrl: optional(
      z
        .url({ protocol: /^https$/, error: locationMessages.placeUrl })
        .max(locationFieldLimits.url, locationMessages.placeUrl),
    ),
    mapKey: optional(
      z
        .string()
        .trim()
        .max(locationFieldLimits.mapKey, locationMessages.mapKey)
        .regex(/^\S+$/, locationMessages.mapKey),
    ),
  });
}

export type LocationForm = z.output<ReturnType<typeof locationFormSchema>>;

/** The form's values as its inputs hold them (strings, "" for empty), which the schema parses. */
export type LocationFormValues = {
  locationId: string;
  version: string;
  name: string;
  locationType: Department;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: string;
  lng: string;
  phone: string;
  landlinePhone: string;
  email: string;
  openingHours: DayHoursInput[];
  specialHours: { date: string; label: string; status: "Open" | "Closed"; startHour: string; endHour: string }[];
  visible: boolean;
  placeId: string;
  placeUrl: string;
  mapKey: string;
};

/** Field messages by path ("name", "openingHours.2.close", "specialHours.0.date"); the first per field. */
export type LocationFieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): LocationFieldErrors {
  const errors: LocationFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}
