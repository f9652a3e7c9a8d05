// The demo's vehicle register, which the trade-in flow's local rego lookup answers from: every
// registered demo car under its own plate, a set of private cars documented in docs/trade-in.md so a
// tester can type one, and more private cars across every state and age. Ages are counted from the
// reference day, so a car documented as ten years old stays ten years old whenever the demo is seeded.

import type { regoRegister } from "@/platform/db/schema";
import { createRandom, deriveSeed, type Random } from "@/platform/random";
import { carModels, type CarModel } from "./catalogue";
import type { DemoData } from "./generate";

export type RegoRegisterRow = typeof regoRegister.$inferInsert;
type StateCode = "NSW" | "VIC" | "QLD" | "WA" | "SA" | "TAS" | "ACT" | "NT";

/** A private car a tester can look up: the plate, its state, its age in years and what it is. */
export type DocumentedRegistration = {
  state: StateCode;
  rego: string;
  age: number;
  make: string;
  model: string;
  /** Index into the catalogue model's badges; ignored for cars not in the catalogue. */
  badge?: number;
  /** What the flow does with it (docs/trade-in.md repeats these). */
  expect: "estimate" | "too-old" | "too-few-comparables";
};

/** Listed in docs/trade-in.md; src/trade-in/demo-register.test.ts holds the demo to them. */
export const documentedRegistrations: readonly DocumentedRegistration[] = [
  { state: "NSW", rego: "CV21AB", age: 3, make: "Ford", model: "Ranger", badge: 2, expect: "estimate" },
  { state: "VIC", rego: "2RG5XT", age: 2, make: "Toyota", model: "HiLux", badge: 1, expect: "estimate" },
  { state: "QLD", rego: "482MZD", age: 4, make: "Mazda", model: "CX-5", badge: 1, expect: "estimate" },
  { state: "WA", rego: "1DZX482", age: 2, make: "Toyota", model: "RAV4", badge: 0, expect: "estimate" },
  { state: "SA", rego: "S318KTR", age: 5, make: "Mitsubishi", model: "Triton", badge: 1, expect: "estimate" },
  { state: "TAS", rego: "F47KT", age: 3, make: "Kia", model: "Sportage", badge: 0, expect: "estimate" },
  { state: "NT", rego: "CB47XR", age: 4, make: "Isuzu", model: "D-Max", badge: 0, expect: "estimate" },
  { state: "NSW", rego: "BQ07LD", age: 10, make: "Toyota", model: "Corolla", badge: 0, expect: "too-old" },
  { state: "VIC", rego: "1XO9LD", age: 12, make: "Holden", model: "Commodore", expect: "too-old" },
  { state: "ACT", rego: "YRG42K", age: 2, make: "Alfa Romeo", model: "Giulia", expect: "too-few-comparables" },
];

/** Makes and models outside the demo catalogue that the documented cars use. */
const outsideCatalogue: Record<string, Pick<RegoRegisterRow, "badge" | "body" | "transmission" | "fuel">> = {
  "Holden Commodore": { badge: "SV6", body: "Sedan", transmission: "Automatic", fuel: "Petrol" },
  "Alfa Romeo Giulia": { badge: "Veloce", body: "Sedan", transmission: "Automatic", fuel: "Petrol" },
};

const plateLetters = "ABCDEFGHJKLMNPRSTUVWXYZ";
const vinAlphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

function chars(rng: Random, alphabet: string, count: number): string {
  let text = "";
  for (let index = 0; index < count; index += 1) text += alphabet.charAt(Math.floor(rng.next() * alphabet.length));
  return text;
}

/** A plate in the state's current general-issue style. */
function plateFor(rng: Random, state: StateCode): string {
  const letters = (count: number) => chars(rng, plateLetters, count);
  const digits = (count: number) => chars(rng, "0123456789", count);
  switch (state) {
    case "NSW":
      return `${letters(2)}${digits(2)}${letters(2)}`;
    case "VIC":
      return `${digits(1)}${letters(2)}${digits(1)}${letters(2)}`;
    case "QLD":
      return `${digits(3)}${letters(3)}`;
    case "WA":
      return `1${letters(3)}${digits(3)}`;
    case "SA":
      return `S${digits(3)}${letters(3)}`;
    case "TAS":
      return `${letters(1)}${digits(2)}${letters(2)}`;
    case "ACT":
      return `Y${letters(2)}${digits(2)}${letters(1)}`;
    case "NT":
      return `C${letters(1)}${digits(2)}${letters(2)}`;
  }
}

const states: readonly StateCode[] = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"];

function catalogueRow(
  rng: Random,
  model: CarModel,
  state: StateCode,
  rego: string,
  year: number,
  badgeIndex: number,
): RegoRegisterRow {
  const badge = model.badges[Math.min(badgeIndex, model.badges.length - 1)];
  const fuel = badge?.power?.fuel ?? model.power.fuel;
  const manual = (badge?.power?.manual ?? model.power.manual) === true && rng.chance(0.25);
  return {
    state,
    rego,
    year,
    make: model.make,
    model: model.model,
    badge: badge?.name ?? null,
    body: model.body,
    transmission: manual ? "Manual" : "Automatic",
    fuel,
    vin: `MR0${chars(rng, vinAlphabet, 14)}`,
  };
}

/**
 * The register for the demo: the registered cars among `cars` (first plate wins), then the
 * documented private cars, then `privateCount` more private cars, all deterministic for a seed.
 */
export function demoRegoRegister(
  cars: DemoData["cars"],
  referenceDate: Date,
  seed: number,
  privateCount = 120,
): RegoRegisterRow[] {
  const referenceYear = referenceDate.getUTCFullYear();
  const rows = new Map<string, RegoRegisterRow>();
  const add = (row: RegoRegisterRow) => {
    const key = `${row.state}/${row.rego}`;
    if (!rows.has(key)) rows.set(key, row);
  };
  for (const car of cars) {
    if (!car.regplate || !car.state || car.itemType === "caravan") continue;
    add({
      state: car.state,
      rego: car.regplate.replace(/[\s-]/g, "").toUpperCase(),
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge ?? null,
      body: car.simpleBody ?? null,
      transmission: car.simpleTransmission ?? null,
      fuel: car.simpleFuel ?? null,
      vin: car.vin ?? null,
    });
  }
  const rng = createRandom(deriveSeed(seed, "rego-register"));
  for (const documented of documentedRegistrations) {
    const year = referenceYear - documented.age;
    const model = carModels.find((entry) => entry.make === documented.make && entry.model === documented.model);
    const row = model
      ? catalogueRow(rng, model, documented.state, documented.rego, year, documented.badge ?? 0)
      : {
          state: documented.state,
          rego: documented.rego,
          year,
          make: documented.make,
          model: documented.model,
          vin: `6G1${chars(rng, vinAlphabet, 14)}`,
          ...outsideCatalogue[`${documented.make} ${documented.model}`],
        };
    // A documented plate always answers as documented, even if a dealer's car drew the same one.
    rows.set(`${row.state}/${row.rego}`, row);
  }
  const weighted = carModels.map((model) => [model, model.popularity] as const);
  for (let index = 0; index < privateCount; index += 1) {
    const state = states[index % states.length] ?? "NSW";
    const model = rng.weighted(weighted);
    const age = rng.int(0, 15);
    const year = Math.max(model.from, referenceYear - age);
    add(catalogueRow(rng, model, state, plateFor(rng, state), year, rng.int(0, model.badges.length - 1)));
  }
  return [...rows.values()];
}
