import { providerJson, serviceUrl, type HttpServiceOptions } from "@/platform/provider-http";
import { createRandom, hashString } from "@/platform/random";
import { z } from "@/platform/zod";

// A model's genuine accessories (the directory's Model has accessories_count; /{model-slug}/accessories
// lists them), from an accessories catalogue service (ACCESSORIES_API_URL) or, in demo mode only, the
// stand-in below, which makes the list up from the model itself: the same model always gets the same
// accessories, part numbers and prices, chosen from what suits its body (a tonneau cover for a ute, a
// cargo barrier for an SUV), as many as its accessories_count. Invented, so its page says it is a
// sample (decision 037).

export const accessoryCategories = ["Protection", "Exterior", "Interior", "Towing", "Cargo", "Technology"] as const;
export type AccessoryCategory = (typeof accessoryCategories)[number];

export type Accessory = {
  name: string;
  /** One of `accessoryCategories` from the stand-in; the catalogue's own wording from a service. */
  category: string;
  description: string;
  partNumber: string;
  /** Whole dollars, fitted, GST included. */
  price: number;
};

type Template = { name: string; category: AccessoryCategory; description: string; price: [number, number] };

const t = (category: AccessoryCategory, name: string, description: string, price: [number, number]): Template => ({
  name,
  category,
  description,
  price,
});

/** Suits any body. */
const common: readonly Template[] = [
  t("Interior", "All-weather floor mats (front)", "Deep-edged rubber mats cut to the floor shape.", [120, 190]),
  t("Interior", "All-weather floor mats (rear)", "Rubber mats for the second row, easy to hose out.", [90, 150]),
  t("Interior", "Carpet floor mats", "Tailored carpet mats with the model's name stitched in.", [140, 240]),
  t("Interior", "Seat covers (front)", "Water-resistant neoprene covers with airbag-safe seams.", [260, 420]),
  t("Interior", "Seat covers (rear)", "Matching neoprene covers for the rear bench.", [220, 360]),
  t("Interior", "Cargo organiser", "Folding boxes that keep shopping upright.", [60, 110]),
  t("Interior", "Sunshade set", "Fitted shades for the side and rear windows.", [150, 260]),
  t("Interior", "Ambient lighting kit", "Soft footwell lighting that comes on with the doors.", [280, 450]),
  t("Interior", "Coat hanger headrest mount", "Keeps a jacket pressed on the way to work.", [45, 80]),
  t("Interior", "Boot liner", "Moulded liner with a raised lip to hold spills.", [160, 260]),
  t("Exterior", "Weathershields (front)", "Smoked visors that let the windows stay cracked in the rain.", [150, 240]),
  t("Exterior", "Weathershields (rear)", "Rear-door visors to match the front pair.", [130, 210]),
  t("Exterior", "Bonnet protector", "Tinted acrylic guard against stone chips and insects.", [190, 290]),
  t("Exterior", "Mud flaps (front)", "Moulded flaps that keep road grime off the sills.", [90, 160]),
  t("Exterior", "Mud flaps (rear)", "Rear flaps with the maker's logo.", [90, 160]),
  t("Exterior", "Door sill protectors", "Brushed stainless plates for the door openings.", [180, 320]),
  t("Exterior", "Alloy wheel upgrade (set of four)", "Lighter alloy wheels in the sport design.", [1_900, 3_200]),
  t("Exterior", "Locking wheel nuts", "A keyed nut per wheel.", [70, 120]),
  t("Exterior", "Chrome exhaust tip", "Polished stainless tip for the tailpipe.", [120, 210]),
  t("Exterior", "Paint protection film (front)", "Clear film on the bonnet edge, guards and mirrors.", [690, 1_290]),
  t("Exterior", "Car cover", "Breathable outdoor cover cut for the model.", [220, 380]),
  t(
    "Protection",
    "Paint and fabric protection",
    "Sealant for the paintwork and stain guard for the seats.",
    [590, 990],
  ),
  t("Protection", "Rear bumper protector", "Stops bags and boots scratching the bumper.", [90, 150]),
  t("Protection", "First aid kit", "Vehicle-sized kit in a zip case.", [60, 110]),
  t("Protection", "Emergency roadside kit", "Jumper leads, torch, triangle and gloves in one bag.", [120, 190]),
  t("Protection", "Window tint", "Legal-limit tint for the rear and side glass.", [380, 620]),
  t("Technology", "Dash camera (front)", "Full HD camera hard-wired to the fuse box.", [390, 590]),
  t("Technology", "Dash camera (front and rear)", "Two-channel recorder with parking mode.", [590, 890]),
  t("Technology", "Rear parking sensors", "Four sensors colour-matched to the bumper.", [490, 760]),
  t("Technology", "Front parking sensors", "Four sensors with a dash tone.", [520, 790]),
  t("Technology", "Wireless phone charger", "Qi pad fitted to the console.", [220, 360]),
  t("Technology", "USB-C charging ports (rear)", "Two fast-charge ports for rear passengers.", [120, 210]),
  t("Technology", "Reversing camera", "Wide-angle camera shown on the head unit.", [450, 690]),
  t("Technology", "Tyre pressure monitors", "Sensors in each valve with a dash display.", [320, 480]),
  t("Technology", "Remote engine start", "Start the car and cool the cabin from the key.", [490, 790]),
  t("Cargo", "Roof rack cross bars", "Aluminium bars rated for 75 kg.", [420, 690]),
  t("Cargo", "Bike carrier (roof)", "Locking upright bike mount for the cross bars.", [220, 340]),
  t("Cargo", "Roof pod", "420-litre lockable pod for the cross bars.", [890, 1_290]),
  t("Cargo", "Ski and snowboard carrier", "Holds four pairs of skis or two boards.", [260, 390]),
  t("Cargo", "Cargo net", "Elastic net that keeps loose items in place.", [50, 90]),
  t("Towing", "Tow bar (light duty)", "Detachable tongue, 1,200 kg braked.", [890, 1_290]),
  t("Towing", "Trailer wiring harness", "Plug-in harness with a 7-pin flat socket.", [190, 320]),
  t("Towing", "Bike carrier (tow bar)", "Tilting platform for two bikes.", [490, 790]),
];

/** Suits utes and cab chassis. */
const work: readonly Template[] = [
  t("Cargo", "Tonneau cover (soft)", "Clip-on vinyl cover for the tub.", [690, 990]),
  t("Cargo", "Tonneau cover (hard, lockable)", "Roll-top aluminium cover that locks with the doors.", [2_400, 3_600]),
  t("Cargo", "Canopy", "Colour-coded canopy with lift-up side windows.", [3_900, 5_600]),
  t("Cargo", "Tub liner", "Under-rail liner that protects the tub floor.", [490, 690]),
  t("Cargo", "Sports bar", "Stainless bar behind the cab with tie-down points.", [1_290, 1_890]),
  t("Cargo", "Tub slide", "Slide-out floor rated for 300 kg.", [1_490, 2_200]),
  t("Protection", "Bull bar", "Steel bar rated for the airbag system, winch-compatible.", [2_900, 4_200]),
  t("Protection", "Nudge bar", "Light alloy bar with a light mount.", [890, 1_290]),
  t("Protection", "Underbody protection plates", "Steel plates for the sump and transfer case.", [790, 1_190]),
  t("Protection", "Side steps", "Aluminium steps with rubber treads.", [790, 1_190]),
  t("Towing", "Tow bar (heavy duty)", "Rated to 3,500 kg braked with a load-share hitch.", [1_190, 1_690]),
  t("Towing", "Electric brake controller", "Proportional controller for the trailer brakes.", [490, 790]),
  t("Exterior", "LED light bar", "Roof-mounted bar with a spot and flood pattern.", [890, 1_490]),
  t("Exterior", "Snorkel", "Raised air intake for creek crossings.", [690, 990]),
];

/** Suits SUVs, wagons and people movers. */
const family: readonly Template[] = [
  t("Cargo", "Cargo barrier", "Steel mesh barrier behind the rear seats.", [690, 990]),
  t("Cargo", "Cargo tray", "Moulded tray with raised edges.", [140, 220]),
  t("Cargo", "Roof rails", "Low-profile rails for cross bars.", [490, 790]),
  t("Protection", "Nudge bar", "Light alloy bar with a light mount.", [890, 1_290]),
  t("Protection", "Side steps", "Aluminium steps with rubber treads.", [790, 1_190]),
  t("Towing", "Tow bar (heavy duty)", "Rated to the model's braked towing capacity.", [1_090, 1_590]),
  t("Interior", "Rear seat entertainment mounts", "Tablet holders for the front headrests.", [90, 160]),
  t("Interior", "Child seat anchorage kit", "Extra tether straps for a third child seat.", [60, 110]),
];

/** Suits sedans, hatches, coupes and convertibles. */
const passenger: readonly Template[] = [
  t("Exterior", "Rear spoiler", "Colour-coded lip spoiler for the boot.", [490, 790]),
  t("Exterior", "Sports body kit", "Front lip, side skirts and rear diffuser.", [1_490, 2_400]),
  t("Interior", "Alloy pedal covers", "Drilled alloy pedals with rubber grips.", [190, 290]),
  t("Interior", "Leather-wrapped gear knob", "Stitched leather knob with the model's badge.", [150, 240]),
];

function poolFor(body: string | null): Template[] {
  const kind = (body ?? "").toLowerCase();
  const extra =
    kind.includes("ute") || kind.includes("cab")
      ? work
      : kind.includes("suv") || kind.includes("wagon") || kind.includes("people") || kind.includes("van")
        ? family
        : passenger;
  // A body-specific item with the name of a common one replaces it.
  const names = new Set(extra.map((item) => item.name));
  return [...extra, ...common.filter((item) => !names.has(item.name))];
}

export type AccessoryModel = {
  make: string;
  name: string;
  slug: string;
  body: string | null;
  accessoriesCount: number;
};

/** The model's accessories: as many as its count (at most the suitable ones), by category then name. */
export function modelAccessories(model: AccessoryModel): Accessory[] {
  const rng = createRandom(hashString(`accessories:${model.make}/${model.slug}`));
  const prefix = model.make
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, "X");
  const chosen = rng.sample(poolFor(model.body), Math.max(0, model.accessoriesCount));
  return chosen
    .map((item) => ({
      name: item.name,
      category: item.category,
      description: item.description,
      partNumber: `${prefix}-${String(rng.int(10_000, 99_999))}-${String(rng.int(10, 99))}`,
      // Dealer prices end in 9.
      price: Math.round(rng.int(item.price[0], item.price[1]) / 10) * 10 - 1,
    }))
    .sort(byCategoryThenName);
}

function categoryRank(category: string): number {
  const rank = accessoryCategories.findIndex((known) => known.toLowerCase() === category.toLowerCase());
  return rank === -1 ? accessoryCategories.length : rank;
}

function byCategoryThenName(a: Accessory, b: Accessory): number {
  return (
    categoryRank(a.category) - categoryRank(b.category) ||
    a.category.localeCompare(b.category) ||
    a.name.localeCompare(b.name)
  );
}

export interface AccessoriesProvider {
  /** A stand-in with invented part numbers and prices: its page must say it is a sample. */
  readonly sample: boolean;
  /** The model's accessories, by category then name; empty when the catalogue has none. */
  accessories(model: AccessoryModel): Promise<Accessory[]>;
}

/** The demo's stand-in. */
export const sampleAccessoriesProvider: AccessoriesProvider = {
  sample: true,
  accessories: (model) => Promise.resolve(modelAccessories(model)),
};

const catalogueAnswer = z.object({
  accessories: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        category: z.string().trim().min(1).max(60),
        description: z.string().trim().max(500).default(""),
        part_number: z.string().trim().min(1).max(40),
        /** Whole dollars, fitted, GST included. */
        fitted_price_inc_gst: z.coerce.number().min(0).max(1_000_000),
      }),
    )
    .max(1_000),
});

/**
 * An accessories catalogue over HTTP: `GET {url}/accessories?make=&model=` with the key as a Bearer
 * token, answering `{ accessories: [{ name, category, description, part_number, fitted_price_inc_gst }] }`.
 */
export function httpAccessoriesProvider(options: HttpServiceOptions): AccessoriesProvider {
  return {
    sample: false,
    async accessories(model) {
      const answer = await providerJson(
        {
          service: "accessories catalogue",
          url: serviceUrl(options.url, "accessories", { make: model.make, model: model.name }),
          apiKey: options.apiKey,
          timeoutMs: options.timeoutMs,
        },
        catalogueAnswer,
      );
      return (answer?.accessories ?? [])
        .map((item) => ({
          name: item.name,
          category: item.category,
          description: item.description,
          partNumber: item.part_number,
          price: Math.round(item.fitted_price_inc_gst),
        }))
        .sort(byCategoryThenName);
    },
  };
}

/**
 * Which make's model a /{model-slug}/accessories path stands for, per slug: among the models with
 * accessories, the first by make name (two makes rarely share a model slug, but a path names one).
 */
export function accessoriesOwners(
  rows: readonly { make: string; slug: string; accessoriesCount: number }[],
): Map<string, string> {
  const owners = new Map<string, string>();
  for (const row of rows) {
    if (row.accessoriesCount <= 0) continue;
    const owner = owners.get(row.slug);
    if (owner === undefined || row.make.localeCompare(owner) < 0) owners.set(row.slug, row.make);
  }
  return owners;
}

/** The accessories page of a model, when it has accessories. */
export function accessoriesPath(modelSlug: string): string {
  return `/${modelSlug}/accessories`;
}
