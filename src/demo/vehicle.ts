// One demo stock item (car, motorcycle or caravan) as a database row. Each item draws from its own
// random stream, so item N is the same whatever the stock count, and every date is an offset from
// the reference day so 'just arrived', 'recently sold' and expired rego exist on the day of seeding.

import { carTitle } from "@/cars/car-title";
import type { cars } from "@/platform/db/schema";
import type {
  CarImage,
  CarVariant,
  CaravanSpecs,
  FinanceLenders,
  FinanceProvider,
  Hotspot,
  LenderEntry,
  MarketData,
  SpecificationRow,
  YouxQuote,
} from "@/platform/db/json-types";
import {
  bodyTypeFor,
  carImageUrl,
  carVideoUrl,
  spinFrameCount,
  type BodyType,
  type CarView,
} from "@/platform/media/car-svg";
import { slugify } from "@/platform/slugify";
import {
  caravanColours,
  caravanFeaturePool,
  coloursByMake,
  interiorColours,
  motorcycleColoursByMake,
  motorcycleFeaturePool,
  standardEquipmentPool,
  type CaravanModel,
  type CarModel,
  type CatalogueModel,
  type MotorcycleModel,
  type Powertrain,
  type SimpleBody,
} from "./catalogue";
import type { AustralianStateCode, LocationPlan } from "./dealers";
import type { Random } from "@/platform/random";
import { expectedCheckDigit } from "@/cars/vin";

export type CarRow = typeof cars.$inferInsert;

export const dayMs = 86_400_000;

/** Everything about the item's site and placement that the item itself does not choose. */
export type VehicleContext = {
  siteId: string;
  siteCode: string;
  dealershipId: string;
  dealershipName: string;
  locationId: string;
  location: LocationPlan;
  referenceDate: Date;
  certifiedShare: number;
  zeroPriceShare: number;
  subscription: boolean;
  /** Lender entries each financed item carries, keyed by provider. */
  financeProviders: readonly FinanceProvider[];
  youxQuotes: boolean;
};

export type VehiclePick = {
  model: CatalogueModel;
  carType: "new" | "demo" | "used";
  /** Share of picks that prefer an electrified badge. */
  electrified: number;
};

const vinAlphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const plateLetters = "ABCDEFGHJKLMNPRSTUVWXYZ";
const vinYearCodes = "ABCDEFGHJKLMNPRSTVWXY";
const wmiByMake: Record<string, string> = {
  Toyota: "MR0",
  Mazda: "JM0",
  Hyundai: "KMH",
  Kia: "KNA",
  Ford: "MPB",
  Mitsubishi: "MMA",
  Isuzu: "MPA",
  Nissan: "JN1",
  Subaru: "JF1",
  Volkswagen: "WVW",
  Honda: "JHM",
  Tesla: "LRW",
  BYD: "LGX",
  MG: "LSJ",
  GWM: "LGW",
  Hino: "JHH",
  Fuso: "JLF",
  Yamaha: "JYA",
  Kawasaki: "JKA",
  Suzuki: "JS1",
  "Harley-Davidson": "1HD",
};

const chars = (rng: Random, alphabet: string, count: number) => {
  let text = "";
  for (let index = 0; index < count; index += 1) text += alphabet.charAt(Math.floor(rng.next() * alphabet.length));
  return text;
};

/** 17 characters without I, O or Q; position 10 carries the model-year code as real VINs do. */
function makeVin(rng: Random, make: string, year: number, itemType: CatalogueModel["itemType"]): string {
  const wmi = itemType === "caravan" ? "6T9" : (wmiByMake[make] ?? "MR0");
  const yearCode = year <= 2009 ? String(year - 2000) : vinYearCodes.charAt((year - 2010) % vinYearCodes.length);
  // The 9th character is drawn and then replaced by the VIN's real check digit, so that every other
  // draw of the generator stays where it was and the demo's VINs pass the stock API's check.
  const drawn = `${wmi}${chars(rng, vinAlphabet, 5)}${chars(rng, "0123456789X", 1)}${yearCode}${chars(rng, vinAlphabet, 1)}${chars(rng, "0123456789", 6)}`;
  const check = expectedCheckDigit(drawn);
  return check ? `${drawn.slice(0, 8)}${check}${drawn.slice(9)}` : drawn;
}

function makePlate(rng: Random, state: AustralianStateCode): string {
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
  }
}

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `$12,345`: Intl formatting is too slow for fifty thousand rows. */
const dollars = (amount: number) => `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** Dealer-style asking price: nearest $500 less $10 ($24,490), at least $8,490, at most $119,990. */
const askingPrice = (value: number) => Math.min(119_990, Math.max(8_490, Math.round(value / 500) * 500 - 10));

/** Monthly repayment of a standard amortising loan. */
export function monthlyRepayment(principal: number, annualRatePercent: number, months: number): number {
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

const establishmentFeeByProvider: Partial<Record<FinanceProvider, number>> = { taurus: 1360.5, angle: 1300 };
const financeTermYears = 5;
const depositShare = 0.1;

function lenderEntry(rng: Random, provider: FinanceProvider, price: number, age: number): LenderEntry {
  const months = financeTermYears * 12;
  const deposit = Math.round(price * depositShare);
  const establishmentFees = establishmentFeeByProvider[provider] ?? 0;
  const base = {
    financeProvider: provider,
    termYears: financeTermYears,
    termMonths: months,
    termWeeks: financeTermYears * 52,
    deposit,
    balloon: 0,
    establishmentFees,
  };
  const disclaimer = (rate: string, comparison: string) =>
    `Estimated repayments are based on a ${financeTermYears} year secured consumer loan with a 10% deposit of ${dollars(deposit)} ` +
    `at ${rate} p.a. (comparison rate ${comparison} p.a., based on a secured loan of $30,000 over 5 years). ` +
    "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Subject to lender approval.";
  // Lenders sometimes return no rate for a car; the finance summary must then stay hidden.
  if (rng.chance(0.08)) {
    return {
      ...base,
      interestRate: null,
      comparisonRate: null,
      paymentWeek: null,
      paymentMonth: null,
      totalPayable: null,
      disclaimer: disclaimer("-", "-"),
    };
  }
  const interestRate = roundTo(
    age <= 1 ? rng.float(5.99, 7.99) : age <= 5 ? rng.float(7.49, 10.99) : rng.float(9.49, 14.99),
    2,
  );
  const comparisonRate = roundTo(interestRate + rng.float(0.6, 1.9), 2);
  const monthly = monthlyRepayment(price - deposit + establishmentFees, interestRate, months);
  return {
    ...base,
    interestRate,
    comparisonRate,
    paymentWeek: roundTo((monthly * 12) / 52, 2),
    paymentMonth: roundTo(monthly, 2),
    totalPayable: roundTo(monthly * months, 2),
    disclaimer: disclaimer(`${interestRate.toFixed(2)}%`, `${comparisonRate.toFixed(2)}%`),
  };
}

function marketDataFor(rng: Random, price: number, title: string, state: string): MarketData {
  const average = Math.round(price * rng.float(0.94, 1.12));
  const stateAverage = Math.round(average * rng.float(0.97, 1.04));
  const min = Math.round(average * rng.float(0.82, 0.9));
  const max = Math.round(average * rng.float(1.02, 1.2));
  const fill = Math.min(100, Math.max(0, Math.round(((price - min) / (max - min)) * 100)));
  const difference = dollars(Math.abs(average - price));
  const description = `Priced ${difference} ${price < average ? "below" : "above"} the average market price of similar ${title} listings in ${state}.`;
  // A few feeds come back partial; the price comparison must then stay hidden.
  const partial = rng.chance(0.06);
  return {
    average_market_price: average,
    state_average_market_price: rng.chance(0.1) ? null : stateAverage,
    fill,
    market_range_min: min,
    market_range_max: partial ? null : max,
    confidence: roundTo(rng.float(0.1, 0.98), 2),
    description,
  };
}

type BodyDimensions = { length: number; width: number; height: number; gvm: number; tank: number };
const dimensionsByBody: Record<SimpleBody, BodyDimensions> = {
  Sedan: { length: 4810, width: 1840, height: 1450, gvm: 2100, tank: 60 },
  Hatch: { length: 4370, width: 1790, height: 1455, gvm: 1850, tank: 50 },
  SUV: { length: 4620, width: 1865, height: 1690, gvm: 2350, tank: 65 },
  Ute: { length: 5330, width: 1920, height: 1820, gvm: 3100, tank: 80 },
  Wagon: { length: 4870, width: 1875, height: 1675, gvm: 2300, tank: 63 },
  Van: { length: 5265, width: 1950, height: 1990, gvm: 3300, tank: 70 },
  Coupe: { length: 4270, width: 1780, height: 1310, gvm: 1700, tank: 50 },
  Convertible: { length: 3915, width: 1735, height: 1235, gvm: 1300, tank: 45 },
  "People Mover": { length: 5155, width: 1995, height: 1775, gvm: 2850, tank: 72 },
  "Cab Chassis": { length: 5300, width: 1860, height: 1800, gvm: 3000, tank: 80 },
};

const filteredFeatureByEquipment: Record<string, string> = {
  "Apple CarPlay": "Apple CarPlay",
  "Android Auto": "Android Auto",
  "Reversing Camera": "Reversing Camera",
  Sunroof: "Sunroof",
  "Tow Bar": "Tow Bar",
  "Heated Front Seats": "Heated Seats",
  "Bluetooth Connectivity": "Bluetooth",
  "Adaptive Cruise Control": "Adaptive Cruise Control",
  "Satellite Navigation": "Navigation",
  "Keyless Entry": "Keyless Entry",
  "360 Degree Camera": "360 Camera",
  "Wireless Phone Charger": "Wireless Charging",
};

const driveText: Record<string, string> = {
  FWD: "Front Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "Four Wheel Drive",
  RWD: "Rear Wheel Drive",
};

const ageWeights = (oldest: number, newest: number): [number, number][] => {
  const years: [number, number][] = [];
  // Most used stock is 2 to 8 years old; a long tail reaches back to 2008.
  for (let year = oldest; year <= newest; year += 1) {
    const age = newest + 1 - year;
    years.push([year, age <= 8 ? 10 - age * 0.5 : Math.max(1, 14 - age)]);
  }
  return years;
};

function pickYear(rng: Random, model: CatalogueModel, carType: VehiclePick["carType"], referenceYear: number): number {
  const first = Math.max(2008, model.from);
  if (carType === "new") return first >= referenceYear || rng.chance(0.85) ? referenceYear : referenceYear - 1;
  if (carType === "demo") return first >= referenceYear || rng.chance(0.6) ? referenceYear : referenceYear - 1;
  if (first > referenceYear - 1) return referenceYear;
  return rng.weighted(ageWeights(first, referenceYear - 1));
}

function pickKm(
  rng: Random,
  itemType: CatalogueModel["itemType"],
  carType: VehiclePick["carType"],
  age: number,
): number {
  if (itemType === "caravan") return 0;
  if (carType === "new") return rng.chance(0.3) ? 0 : rng.int(5, 50);
  if (carType === "demo") return rng.int(500, 9_000);
  if (itemType === "motorcycle")
    return Math.min(80_000, Math.max(800, age * rng.int(2_000, 7_000) + rng.int(0, 1_500)));
  return Math.min(250_000, Math.max(10_000, age * rng.int(9_000, 21_000) + rng.int(0, 5_000)));
}

/** Views in the order a photographer would list them: hero angle first, interior by the sixth. */
const galleryViews: readonly CarView[] = [
  2,
  "front",
  22,
  "rear",
  0,
  "interior",
  4,
  20,
  8,
  16,
  10,
  14,
  1,
  23,
  3,
  21,
  9,
  15,
  11,
  13,
];

function hotspotsFor(rng: Random, bodyType: BodyType, used: boolean): Hotspot[] {
  const exteriorFeatures: [string, string, number, number][] = [
    ["Alloy Wheels", "Factory alloy wheels with near-new tyres.", 74, 70],
    ["LED Headlights", "Automatic LED headlights with daytime running lights.", 90, 56],
    ["Tow Bar", "Braked tow bar with wiring harness.", 8, 66],
  ];
  if (bodyType === "ute" || bodyType === "cab-chassis")
    exteriorFeatures.push(["Tray", "Tub liner and tie-down points.", 20, 48]);
  if (used) exteriorFeatures.push(["Minor Scuff", "Small scuff on the rear bumper, priced accordingly.", 10, 60]);
  const interiorFeatures: [string, string, number, number][] = [
    ["Touchscreen", "Touchscreen with Apple CarPlay and Android Auto.", 52, 56],
    ["Steering Wheel", "Leather-wrapped wheel with audio and cruise controls.", 28, 78],
  ];
  const exterior = rng.sample(exteriorFeatures, rng.int(2, 3)).map(([title, description, x, y]): Hotspot => ({
    id: rng.uuid(),
    placement: "exterior",
    title,
    description,
    // The point swings around the centre as the car turns, matching the drawn spin frames.
    anchors: Array.from({ length: spinFrameCount }, (_, frame) => ({
      frame,
      posX: roundTo(50 + (x - 50) * Math.cos((frame * 2 * Math.PI) / spinFrameCount), 1),
      posY: y,
    })),
  }));
  const interior = rng.sample(interiorFeatures, rng.int(1, 2)).map(([title, description, x, y]): Hotspot => ({
    id: rng.uuid(),
    placement: "interior",
    title,
    description,
    anchors: [{ frame: 0, posX: x, posY: y }],
  }));
  return [...exterior, ...interior];
}

// Many cars share a body and paint, so their picture addresses are built once and shared.
const galleryCache = new Map<string, { gallery: string[]; spin: string[]; interior: string }>();
function pictureUrls(body: BodyType, colour: string) {
  const key = `${body}/${colour}`;
  let urls = galleryCache.get(key);
  if (urls === undefined) {
    urls = {
      gallery: galleryViews.map((view) => carImageUrl({ body, colour, view })),
      spin: Array.from({ length: spinFrameCount }, (_, frame) => carImageUrl({ body, colour, view: frame })),
      interior: carImageUrl({ body, colour, view: "interior" }),
    };
    galleryCache.set(key, urls);
  }
  return urls;
}

function dealerComments(
  rng: Random,
  name: string,
  features: readonly string[],
  context: VehicleContext,
  carType: string,
): string | null {
  const roll = rng.next();
  if (roll < 0.07) return null;
  if (roll < 0.1) return "";
  const openers = [
    `This ${name} is ready for its next owner.`,
    `Just arrived at ${context.dealershipName}: a well-presented ${name}.`,
    `Looking for a reliable ${carType === "used" ? "pre-owned" : carType} vehicle? This ${name} ticks every box.`,
    `Presented in excellent condition inside and out, this ${name} is one not to miss.`,
  ];
  const intro = `<p>${rng.pick(openers)}</p>`;
  if (rng.chance(0.25)) return intro;
  const highlights = rng
    .sample(features, rng.int(3, 6))
    .map((feature) => `<li>${feature}</li>`)
    .join("");
  const closing = `<p><strong>Visit us at ${context.location.street}, ${context.location.suburb} or call today to book a test drive.</strong></p>`;
  const long = rng.chance(0.5)
    ? `<p>Every vehicle we sell is inspected by our qualified technicians before delivery. Finance, extended warranty and trade-ins are available on site, and we can arrange delivery anywhere in ${context.location.state}. Ask our team about the history of this vehicle and any current offers.</p>`
    : "";
  return `${intro}<p>Highlights include:</p><ul>${highlights}</ul>${long}${closing}`;
}

function carSpecifications(model: CarModel, power: Powertrain, variant: CarVariant, trans: string): SpecificationRow[] {
  const rows: SpecificationRow[] = [
    { group: "Engine", label: "Engine Size (L)", value: power.engine === null ? "" : power.engine.toFixed(1) },
    { group: "Engine", label: "Cylinders", value: power.cylinders === null ? "" : String(power.cylinders) },
    { group: "Engine", label: "Power", value: `${power.kw} kW` },
    { group: "Engine", label: "Torque", value: `${power.nm} Nm` },
    { group: "Engine", label: "Induction", value: power.induction ?? (power.fuel === "Electric" ? "" : "Aspirated") },
    { group: "Transmission", label: "Transmission", value: trans },
    { group: "Transmission", label: "Drive", value: driveText[power.drive] ?? power.drive },
    { group: "Fuel", label: "Fuel Type", value: power.fuel },
    {
      group: "Fuel",
      label: "Fuel Consumption (Combined)",
      value: power.use === null ? "" : `${power.use.toFixed(1)} L/100km`,
    },
    {
      group: "Fuel",
      label: "Fuel Tank Capacity",
      value: variant.fuelcapacity === null ? "" : `${variant.fuelcapacity} L`,
    },
    { group: "Dimensions", label: "Length", value: `${variant.vehiclelength ?? ""} mm` },
    { group: "Dimensions", label: "Width", value: `${variant.vehiclewidth ?? ""} mm` },
    { group: "Dimensions", label: "Height", value: `${variant.vehicleheight ?? ""} mm` },
    { group: "Dimensions", label: "Gross Vehicle Mass", value: `${variant.grossvehiclemass ?? ""} kg` },
    { group: "Towing", label: "Towing Capacity (Braked)", value: model.towing === null ? "" : `${model.towing} kg` },
    { group: "Safety", label: "ANCAP Rating", value: model.ancap === null ? "" : `${model.ancap} stars` },
    { group: "General", label: "Seats", value: String(model.seats) },
    { group: "General", label: "Doors", value: String(model.doors) },
  ];
  if (power.fuel === "Electric")
    rows.push({ group: "Fuel", label: "Driving Range (WLTP)", value: `${Math.round(300 + power.kw * 1.2)} km` });
  return rows;
}

const stableJitter = (label: string, spread: number) => {
  let hash = 0;
  for (let index = 0; index < label.length; index += 1) hash = (hash * 31 + label.charCodeAt(index)) | 0;
  return 1 + ((Math.abs(hash) % 1000) / 1000 - 0.5) * spread;
};

type Described = Pick<
  CarRow,
  | "badge"
  | "series"
  | "colour"
  | "interiorColour"
  | "drive"
  | "seats"
  | "doors"
  | "engineSize"
  | "engineSizeLitres"
  | "gearnum"
  | "trans"
  | "bodyconfiguration"
  | "simpleBody"
  | "simpleDrive"
  | "simpleFuel"
  | "simpleTransmission"
  | "variant"
  | "caravanSpecs"
  | "specifications"
  | "standardEquipment"
  | "filteredFeatures"
> & { imageBody: BodyType; newPrice: number; features: readonly string[]; categories: string[] };

function describeCar(rng: Random, model: CarModel, electrified: number, age: number): Described {
  const electrifiedBadges = model.badges.filter((badge) => {
    const fuel = badge.power?.fuel ?? model.power.fuel;
    return fuel !== "Petrol" && fuel !== "Diesel";
  });
  const badge =
    electrifiedBadges.length > 0 && rng.chance(electrified) ? rng.pick(electrifiedBadges) : rng.pick(model.badges);
  const power: Powertrain = { ...model.power, ...badge.power };
  const manual = power.manual === true && rng.chance(0.15);
  const gears = manual ? 6 : power.gears;
  const trans =
    power.fuel === "Electric"
      ? "Single Speed Reduction Gear"
      : manual
        ? "6 Speed Manual"
        : power.cvt
          ? "Constantly Variable Transmission"
          : `${gears} Speed Automatic`;
  const dimensions = dimensionsByBody[model.body];
  const jitter = stableJitter(`${model.make}/${model.model}/${model.body}`, 0.06);
  const seven = model.seats >= 7 ? 1.06 : 1;
  const variant: CarVariant = {
    cylinders: power.cylinders,
    enginesize: power.engine === null ? null : Math.round(power.engine * 1000) - 2,
    enginesize_litres: power.engine,
    induction: power.induction ?? (power.fuel === "Electric" ? null : "Aspirated"),
    fuelconsumptioncombined: power.use,
    fuelcapacity: power.fuel === "Electric" ? null : Math.round(dimensions.tank * jitter * (model.truck ? 1.4 : 1)),
    grossvehiclemass: Math.round(dimensions.gvm * jitter * seven * (model.truck ? 1.8 : 1)),
    vehiclelength: Math.round(dimensions.length * jitter * seven * (model.truck ? 1.15 : 1)),
    vehicleheight: Math.round(dimensions.height * jitter * (model.truck ? 1.25 : 1)),
    vehiclewidth: Math.round(dimensions.width * jitter),
    towingcapacitybraked: model.towing,
    bodyconfiguration: model.bodyconfiguration,
    torque: power.nm,
    ancaprating: model.ancap,
    geartype: manual ? "Manual" : power.fuel === "Electric" ? "Reduction Gear" : power.cvt ? "CVT" : "Automatic",
  };
  const interiorColour = rng.pick(interiorColours);
  const equipment = rng.sample(standardEquipmentPool, rng.int(8, 30));
  // The search facet lists a subset of the equipment under shorter names, plus a few dealer fit-outs.
  const filtered = equipment.flatMap((item) => filteredFeatureByEquipment[item] ?? []);
  const workVehicle = model.body === "Ute" || model.body === "Cab Chassis";
  if (workVehicle && !filtered.includes("Tow Bar") && rng.chance(0.6)) filtered.push("Tow Bar");
  if (workVehicle && power.drive === "4WD" && rng.chance(0.3)) filtered.push("Bull Bar");
  if ((workVehicle || model.body === "SUV") && rng.chance(0.25)) filtered.push("Roof Racks");
  if (interiorColour.includes("Leather")) filtered.push("Leather Seats");
  if (model.seats >= 7) filtered.push("Third Row Seating");
  const categories: string[] = [];
  if (model.truck) categories.push("Trucks");
  if (power.drive === "4WD") categories.push("4x4");
  if (power.fuel === "Electric") categories.push("Electric");
  if (power.fuel === "Hybrid" || power.fuel === "PHEV") categories.push("Hybrid");
  if (model.seats >= 7) categories.push("Family");
  if (model.body === "Ute" || model.body === "Cab Chassis" || model.body === "Van") categories.push("Work Ready");
  return {
    badge: badge.name,
    series: model.series,
    colour: rng.pick(coloursByMake[model.make] ?? ["Glacier White"]),
    interiorColour,
    drive: power.drive,
    seats: model.seats,
    doors: model.doors,
    engineSize: variant.enginesize,
    engineSizeLitres: power.engine,
    gearnum: power.fuel === "Electric" || (power.cvt && !manual) ? 1 : gears,
    trans,
    bodyconfiguration: model.bodyconfiguration,
    simpleBody: model.body,
    simpleDrive: power.drive,
    simpleFuel: power.fuel,
    simpleTransmission: manual ? "Manual" : "Automatic",
    variant,
    caravanSpecs: null,
    specifications: carSpecifications(model, power, variant, trans),
    standardEquipment: equipment,
    filteredFeatures: filtered,
    imageBody: bodyTypeFor(model.body),
    newPrice: badge.price * (1 - 0.015 * age),
    features: equipment,
    categories,
  };
}

function describeMotorcycle(rng: Random, model: MotorcycleModel, age: number): Described {
  const badgeIndex = rng.int(0, model.badges.length - 1);
  const badge = model.badges[badgeIndex] ?? "Standard";
  const dct = model.automatic === true || badge.includes("DCT");
  const trans = dct ? "6 Speed Dual Clutch Transmission" : "6 Speed Manual";
  const litres = roundTo(model.cc / 1000, 1);
  const equipment = rng.sample(motorcycleFeaturePool, rng.int(8, motorcycleFeaturePool.length));
  const variant: CarVariant = {
    cylinders: model.cylinders,
    enginesize: model.cc,
    enginesize_litres: litres,
    induction: "Aspirated",
    fuelconsumptioncombined: roundTo(3.8 + model.cc / 600, 1),
    fuelcapacity: model.style === "Touring" || model.style === "Adventure" ? 20 : 14,
    grossvehiclemass: null,
    vehiclelength: null,
    vehicleheight: null,
    vehiclewidth: null,
    towingcapacitybraked: null,
    bodyconfiguration: model.style,
    torque: null,
    ancaprating: null,
    geartype: dct ? "Automatic" : "Manual",
  };
  const lams = badge === "LAMS" || model.kw <= 50;
  return {
    badge,
    series: null,
    colour: rng.pick(motorcycleColoursByMake[model.make] ?? ["Jet Black"]),
    interiorColour: null,
    drive: null,
    seats: model.style === "Trail" ? 1 : 2,
    doors: null,
    engineSize: model.cc,
    engineSizeLitres: litres,
    gearnum: 6,
    trans,
    bodyconfiguration: model.style,
    simpleBody: "Motorcycle",
    simpleDrive: null,
    simpleFuel: "Petrol",
    simpleTransmission: dct ? "Automatic" : "Manual",
    variant,
    caravanSpecs: null,
    specifications: [
      { group: "Engine", label: "Capacity", value: `${model.cc} cc` },
      { group: "Engine", label: "Cylinders", value: String(model.cylinders) },
      { group: "Engine", label: "Power", value: `${model.kw} kW` },
      { group: "Transmission", label: "Transmission", value: trans },
      { group: "Transmission", label: "Final Drive", value: model.finalDrive },
      { group: "General", label: "Style", value: model.style },
      { group: "General", label: "LAMS Approved", value: lams ? "Yes" : "No" },
      { group: "General", label: "Seat Height", value: rng.chance(0.2) ? "" : `${rng.int(690, 880)} mm` },
    ],
    standardEquipment: equipment,
    filteredFeatures: rng.sample(equipment, rng.int(2, 4)),
    imageBody: "motorcycle",
    newPrice: model.price * (badgeIndex > 0 ? 1.08 : 1) * (1 - 0.02 * age),
    features: equipment,
    categories: ["Motorcycles", ...(lams ? ["LAMS"] : [])],
  };
}

const caravanBodies: Record<CaravanModel["style"], string> = {
  Caravan: "Hardtop",
  "Off Road Caravan": "Hardtop",
  "Pop Top": "Pop Top",
  "Hybrid Caravan": "Softtop",
  "Camper Trailer": "Softtop",
  Motorhome: "Motorhome",
};

function describeCaravan(rng: Random, model: CaravanModel, age: number): Described {
  const [shortest, longest] = model.lengthFt;
  const lengthFt = rng.int(shortest * 2, longest * 2) / 2;
  const share = longest === shortest ? 0 : (lengthFt - shortest) / (longest - shortest);
  const offRoad = model.style === "Off Road Caravan" || model.badges.some((badge) => badge.includes("Off"));
  const tare = Math.round((110 * lengthFt + rng.int(-150, 250) + (offRoad ? 300 : 0)) / 10) * 10;
  const specs: CaravanSpecs = {
    body_width: roundTo(rng.float(7.2, 7.9), 1),
    body_length: lengthFt,
    tare_weight: tare,
    axle_type: lengthFt >= 19 ? (offRoad ? "Tandem Independent" : "Tandem") : "Single",
    sleeps: rng.int(model.sleeps[0], model.sleeps[1]),
    aggregate_trailer_mass: Math.round((tare + rng.int(450, 800)) / 10) * 10,
  };
  const equipment = rng.sample(caravanFeaturePool, rng.int(8, 14));
  const badge = `${lengthFt}ft ${rng.pick(model.badges)}`;
  return {
    badge,
    series: null,
    colour: rng.pick(caravanColours),
    interiorColour: rng.pick(["Oak Woodgrain", "Ivory Gloss", "Walnut"]),
    drive: null,
    seats: null,
    doors: 1,
    engineSize: null,
    engineSizeLitres: null,
    gearnum: null,
    trans: null,
    bodyconfiguration: model.style,
    simpleBody: caravanBodies[model.style],
    simpleDrive: null,
    simpleFuel: null,
    simpleTransmission: null,
    variant: null,
    caravanSpecs: specs,
    specifications: [
      // Length, width, tare, ATM, sleeps and axle are the caravan specifications above: listed once.
      { group: "Weights", label: "Ball Weight", value: rng.chance(0.2) ? "" : `${Math.round(tare * 0.09)} kg` },
      { group: "Water and Power", label: "Fresh Water", value: `${rng.pick([95, 190, 285])} L` },
      { group: "Water and Power", label: "Solar", value: rng.chance(0.3) ? "" : `${rng.pick([200, 340, 400, 600])} W` },
    ],
    standardEquipment: equipment,
    filteredFeatures: rng.sample(equipment, rng.int(2, 5)),
    imageBody: model.style === "Motorhome" ? "motorhome" : "caravan",
    newPrice: (model.price[0] + (model.price[1] - model.price[0]) * share) * (1 - 0.015 * age),
    features: equipment,
    categories: [model.style === "Motorhome" ? "Motorhomes" : "Caravans", ...(offRoad ? ["Off Road"] : [])],
  };
}

function describe(rng: Random, model: CatalogueModel, electrified: number, age: number): Described {
  switch (model.itemType) {
    case "car":
      return describeCar(rng, model, electrified, age);
    case "motorcycle":
      return describeMotorcycle(rng, model, age);
    case "caravan":
      return describeCaravan(rng, model, age);
  }
}

const depreciationByItem: Record<CatalogueModel["itemType"], number> = { car: 0.86, motorcycle: 0.88, caravan: 0.91 };

/** The row for stock item `index` of a site; `rng` is the item's own stream. */
export function buildVehicle(rng: Random, context: VehicleContext, pick: VehiclePick, index: number): CarRow {
  const { model, carType } = pick;
  const referenceMs = context.referenceDate.getTime();
  const referenceYear = context.referenceDate.getUTCFullYear();
  const year = pickYear(rng, model, carType, referenceYear);
  const age = Math.max(0, referenceYear - year);
  const described = describe(rng, model, pick.electrified, age);
  const { imageBody, newPrice, features, categories, ...details } = described;
  const km = pickKm(rng, model.itemType, carType, age);
  const used = carType === "used";

  const status = rng.weighted<"in_stock" | "coming_soon" | "sold">([
    ["in_stock", 85],
    ["coming_soon", 5],
    ["sold", 10],
  ]);
  // Sales spread over the last ten days, so some fall inside the three-day 'recently sold' window.
  const soldDaysAgo = status === "sold" ? rng.float(0, 10) : null;
  const daysInStock =
    status === "coming_soon"
      ? rng.int(0, 6)
      : soldDaysAgo !== null
        ? soldDaysAgo + rng.int(2, 150)
        : rng.chance(0.15)
          ? rng.int(0, 7)
          : rng.int(8, 150);
  const createdAt = new Date(Math.round(referenceMs - daysInStock * dayMs - rng.int(0, 86_399) * 1000));
  const soldAt = soldDaysAgo === null ? null : new Date(Math.round(referenceMs - soldDaysAgo * dayMs));

  let price: number;
  if (carType === "new") price = askingPrice(newPrice * rng.float(0.98, 1.04));
  else if (carType === "demo") price = askingPrice(newPrice * rng.float(0.88, 0.94));
  else {
    const wear = model.itemType === "car" && km > 150_000 ? 0.85 : 1;
    price = askingPrice(newPrice * depreciationByItem[model.itemType] ** age * wear * rng.float(0.92, 1.08));
  }
  const preorder = status === "coming_soon" && carType === "new" && rng.chance(0.4);
  if (preorder || rng.chance(context.zeroPriceShare)) price = 0;
  const beforePrice = price > 0 && status === "in_stock" && rng.chance(0.1) ? price + rng.int(2, 12) * 250 : null;
  // A new car's recommended price is the model's list price the asking price was drawn around
  // (derived, no draw of its own: every other value stays as it was).
  const msrp = carType === "new" ? Math.round(newPrice / 10) * 10 : null;

  const stockNumber = 10_000 + index * 3 + rng.int(0, 2);
  const stocknum = `${context.siteCode}-${stockNumber}`;
  const name = carTitle({ year, make: model.make, model: model.model, badge: details.badge });
  const slug = slugify(`${name} ${context.siteCode}${stockNumber}`);

  const registered = used || carType === "demo";
  const regoExpiry = registered
    ? isoDate(referenceMs + (carType === "demo" ? rng.int(120, 360) : rng.int(-45, 330)) * dayMs)
    : null;
  const buildMonth = carType === "new" ? rng.int(1, 6) : rng.int(1, 12);
  const buildDate = `${year}-${String(buildMonth).padStart(2, "0")}-01`;
  const complianceDate = `${year}-${String(Math.min(12, buildMonth + 1)).padStart(2, "0")}-01`;

  const tagRoll = rng.next();
  const tag =
    carType === "demo" && tagRoll < 0.3
      ? "Test Drive Only"
      : tagRoll < 0.04
        ? "Special Offer"
        : used && km > 0 && km < 30_000 && tagRoll < 0.5
          ? "Low Kms"
          : used && tagRoll > 0.94
            ? "One Owner"
            : null;
  if (tag === "Special Offer" || beforePrice !== null) categories.push("Special Offers");

  // Most listings carry 6 to 20 photos; one in 25 only two or three, as a car photographed in a hurry is.
  // (The draw is made either way, so every other value of every car stays as it was.)
  const drawnImageCount = rng.int(6, 20);
  const imageCount = index % 25 === 3 ? 2 + (drawnImageCount % 2) : drawnImageCount;
  const colour = details.colour ?? "Glacier White";
  const pictures = pictureUrls(imageBody, colour);
  // The pictures are vector drawings, so one address serves every size.
  const images: CarImage[] = pictures.gallery.slice(0, imageCount).map((url) => ({ url, thumbUrl: url }));
  const hasSpin = rng.chance(0.2);
  const spinImages = hasSpin ? [...pictures.spin] : [];
  // Demo videos are short turntable clips of the body's drawing, committed under public/media/video/.
  const videoUrl = rng.chance(0.1) ? carVideoUrl(imageBody) : null;
  const walkaround = videoUrl !== null && rng.chance(0.6) ? [{ url: videoUrl, title: `${name} walkaround` }] : [];

  const financeLenders: FinanceLenders = {};
  if (price > 0 && rng.chance(0.8)) {
    for (const provider of context.financeProviders) financeLenders[provider] = lenderEntry(rng, provider, price, age);
  }
  let youxQuote: YouxQuote | null = null;
  if (context.youxQuotes && price > 0 && rng.chance(0.3)) {
    const advertisedRate = roundTo(rng.float(6.29, 11.99), 2);
    youxQuote = {
      weeklyRepaymentAmount: Math.round((monthlyRepayment(price * (1 - depositShare), advertisedRate, 60) * 12) / 52),
      advertisedRate,
      comparisonRate: roundTo(advertisedRate + rng.float(0.5, 1.5), 2),
    };
  }
  const marketData =
    used && model.itemType === "car" && price > 0 && rng.chance(0.6)
      ? marketDataFor(rng, price, name, context.location.state)
      : null;

  const subscriptionPrice = context.subscription
    ? Math.min(400, Math.max(150, Math.round((150 + ((price || newPrice) - 25_000) / 260) / 10) * 10)) - 1
    : null;

  return {
    id: rng.uuid(),
    siteId: context.siteId,
    dealershipId: context.dealershipId,
    locationId: context.locationId,
    slug,
    stocknum,
    name,
    itemType: model.itemType,
    carType,
    status,
    soldAt,
    reserved: status === "in_stock" && rng.chance(0.03),
    certified: used && rng.chance(context.certifiedShare),
    showOnDealerWebsite: !rng.chance(0.02),
    tag,
    customRank: rng.int(0, 1000),
    year,
    make: model.make,
    model: model.model,
    ...details,
    km,
    price,
    beforePrice,
    msrp,
    subscriptionPrice,
    preorder,
    priceType: used
      ? rng.weighted([
          ["Drive Away", 70],
          ["Excl. Govt. Charges", 30],
        ])
      : model.itemType === "motorcycle"
        ? "Ride Away"
        : "Drive Away",
    vin: makeVin(rng, model.make, year, model.itemType),
    nvic:
      model.itemType === "car" && rng.chance(0.4)
        ? `${chars(rng, vinAlphabet, 3)}${chars(rng, plateLetters, 1)}${String(year).slice(2)}`
        : null,
    regplate: registered ? makePlate(rng, context.location.state) : null,
    regoExpiry,
    buildDate,
    complianceDate,
    city: context.location.suburb,
    state: context.location.state,
    privateSuburb: null,
    privatePostcode: null,
    carsalesTitle: `${name}${details.trans ? ` ${details.simpleTransmission === "Manual" ? "Manual" : "Auto"}` : ""}${details.series ? ` ${details.series}` : ""}`,
    historyReportUrl: used && rng.chance(0.3) ? `/files/history/${stocknum}.pdf` : null,
    dealerComments: dealerComments(rng, name, features, context, carType),
    categories,
    images,
    videoUrl,
    externalVideoUrl: null,
    walkaroundVideos: walkaround,
    spinImages,
    spinInteriorImage: hasSpin ? pictures.interior : null,
    spinCode: hasSpin ? `spin-${stocknum.toLowerCase()}` : null,
    hotspots: hasSpin ? hotspotsFor(rng, imageBody, used) : [],
    financeLenders,
    marketData,
    youxQuote,
    paymentProcessors: rng.chance(0.3) ? (rng.chance(0.7) ? ["stripe"] : ["stripe", "paypal"]) : [],
    checkoutEnabled: rng.chance(0.9),
    tradeInAllowed: rng.chance(0.92),
    views: Math.floor(rng.next() ** 2 * Math.min(2_500, 40 + daysInStock * 20)),
    createdAt,
    updatedAt: soldAt ?? createdAt,
  };
}
