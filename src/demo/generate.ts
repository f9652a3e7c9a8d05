// The demo dealers' database rows, generated from a seed. Pure once the reference day is given: the
// same options give the same rows (ids included), so a reseed keeps every link into the demo working
// and tests can assert on it. Every date is an offset from the reference day, so the data looks
// freshly stocked whenever it is seeded.

import type {
  brandEntries,
  cars,
  contentPages,
  dealerships,
  locations,
  manufacturers,
  models,
  promoNodes,
  regoRegister,
  reviews,
  siteDomains,
  sites,
  slides,
  specialHours,
} from "@/platform/db/schema";
import type { FinanceProvider, OpeningHoursEntry } from "@/platform/db/json-types";
import { bodyTypeFor, carImageUrl, logoUrl, type BodyType } from "@/platform/media/car-svg";
import { slugify } from "@/platform/slugify";
import { demoSites, type DemoSite } from "@/demo/demo-sites";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { ContentSite } from "@/content/content-types";
import { defaultContentPages } from "@/content/defaults";
import type { BrandGridKind, SiteConfig } from "@/sites/config-schema";
import {
  caravanModels,
  carModels,
  coloursByMake,
  motorcycleColoursByMake,
  motorcycleModels,
  type CatalogueModel,
} from "./catalogue";
import { brandColours } from "./brand-colours";
import { sitePlans, type DealershipPlan, type HoursStyle, type LocationPlan, type SitePlan } from "./dealers";
import { createRandom, deriveSeed, hashString, namedUuid, type Random } from "@/platform/random";
import { buildVehicle, dayMs, isoDate, type VehicleContext } from "./vehicle";
import { pickSimilarCars } from "./similar-picks";
import { demoRegoRegister } from "./rego-register";

export type DemoData = {
  sites: (typeof sites.$inferInsert)[];
  siteDomains: (typeof siteDomains.$inferInsert)[];
  dealerships: (typeof dealerships.$inferInsert)[];
  locations: (typeof locations.$inferInsert)[];
  specialHours: (typeof specialHours.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  manufacturers: (typeof manufacturers.$inferInsert)[];
  models: (typeof models.$inferInsert)[];
  cars: (typeof cars.$inferInsert)[];
  promoNodes: (typeof promoNodes.$inferInsert)[];
  slides: (typeof slides.$inferInsert)[];
  brandEntries: (typeof brandEntries.$inferInsert)[];
  contentPages: (typeof contentPages.$inferInsert)[];
  /** The vehicle register the trade-in rego lookup answers from (national, like manufacturers). */
  regoRegister: (typeof regoRegister.$inferInsert)[];
};

export type GenerateDemoOptions = {
  seed?: number | undefined;
  /** The day every date is counted from; pass today at 00:00 UTC (see `seedReferenceDate`). */
  referenceDate?: Date | undefined;
  /** Stock items per site; each site's own default (300 to 600) when absent. */
  carsPerSite?: number | undefined;
  /** Only these demo sites; all of them when absent. */
  siteSlugs?: readonly string[] | undefined;
};

export const defaultDemoSeed = 20_251_122;

/** Slugs of the demo sites the generator knows, in seeding order. */
export const demoSiteSlugs: readonly string[] = demoSites.map((site) => site.slug);

const areaCodeByState: Record<LocationPlan["state"], string> = { NSW: "02", VIC: "03", QLD: "07", SA: "08", WA: "08" };
// ACMA reserves these for fiction: no demo number rings a real phone.
const fictionalMobiles = [
  "0491 570 006",
  "0491 570 156",
  "0491 570 157",
  "0491 570 158",
  "0491 570 159",
  "0491 570 110",
  "0491 570 313",
  "0491 570 737",
];
const fictionalInboundNumbers = ["1300 975 707", "1300 975 708"];

const distributionByState: Record<LocationPlan["state"], string[]> = {
  NSW: ["Sydney Metro", "Central Coast", "Blue Mountains"],
  VIC: ["Melbourne Metro", "Geelong", "Mornington Peninsula"],
  QLD: ["Brisbane Metro", "Sunshine Coast", "Gold Coast"],
  SA: ["Adelaide Metro", "Adelaide Hills", "Barossa"],
  WA: ["Perth Metro", "Mandurah", "Joondalup"],
};

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

function openingHours(style: HoursStyle): OpeningHoursEntry[] {
  const open = (weekday: number, from: string, to: string): OpeningHoursEntry => ({
    weekday,
    status: "Open",
    open: from,
    close: to,
  });
  const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: "Closed", open: null, close: null });
  switch (style) {
    case "even-weekdays":
      return [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "08:30", "17:30")), open(6, "08:30", "16:00")];
    case "late-thursday":
      return [
        closed(0),
        ...[1, 2, 3].map((day) => open(day, "08:30", "17:30")),
        open(4, "08:30", "19:00"),
        open(5, "08:30", "17:30"),
        open(6, "08:00", "16:00"),
      ];
    case "sunday-trading":
      return [
        open(0, "10:00", "16:00"),
        ...[1, 2, 3, 4].map((day) => open(day, "09:00", "17:30")),
        open(5, "09:00", "17:00"),
        open(6, "09:00", "17:00"),
      ];
    case "service":
      return [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "07:30", "17:00")), open(6, "08:00", "12:00")];
  }
}

/** Easter Sunday (anonymous Gregorian algorithm), for Good Friday. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

type Holiday = { date: string; label: string; salesHours: [string, string] | null };

function publicHolidays(year: number): Holiday[] {
  const goodFriday = isoDate(easterSunday(year).getTime() - 2 * dayMs);
  return [
    { date: `${year}-01-26`, label: "Australia Day", salesHours: ["10:00", "16:00"] },
    { date: goodFriday, label: "Good Friday", salesHours: null },
    { date: `${year}-04-25`, label: "Anzac Day", salesHours: ["13:00", "17:00"] },
    { date: `${year}-12-25`, label: "Christmas Day", salesHours: null },
    { date: `${year}-12-26`, label: "Boxing Day", salesHours: ["10:00", "16:00"] },
  ];
}

function licenceFor(rng: Random, state: LocationPlan["state"]): string {
  switch (state) {
    case "NSW":
      return `MD ${rng.int(10_000, 99_999)}`;
    case "VIC":
      return `LMCT ${rng.int(10_000, 99_999)}`;
    case "QLD":
      return `MD ${rng.int(3_000_000, 3_999_999)}`;
    case "SA":
      return `MVD ${rng.int(200_000, 299_999)}`;
    case "WA":
      return `DL ${rng.int(10_000, 29_999)}`;
  }
}

const reviewerFirstNames = [
  "Sarah",
  "Liam",
  "Chloe",
  "Jack",
  "Olivia",
  "Noah",
  "Mia",
  "Lachlan",
  "Emily",
  "Harrison",
  "Priya",
  "Tom",
  "Grace",
  "Mohammed",
  "Ella",
  "Josh",
  "Sophie",
  "Daniel",
  "Aisha",
  "Ben",
  "Hannah",
  "Riley",
  "Nguyen",
  "Zoe",
];
const reviewerLastInitials = "ABCDEFGHJKLMNPRSTVW";
const reviewTexts: Record<number, string[]> = {
  5: [
    "Fantastic experience from start to finish. No pressure, honest advice and the car was spotless on pick-up.",
    "Our salesperson went above and beyond to find the right car for our family. Highly recommend.",
    "Quick, easy and fair trade-in price. The finance team sorted everything in an afternoon.",
    "Best car buying experience I've had. Will definitely be back for our next one.",
  ],
  4: [
    "Great service and a good range of stock. Paperwork took a little longer than expected.",
    "Friendly team and a fair price. Delivery was a day late but they kept us informed.",
    "Happy with the car and the service. Would buy from them again.",
  ],
  3: [
    "The car is fine but communication could have been better during the handover.",
    "Decent experience overall. Had to chase up the second key.",
  ],
  2: [
    "Took several calls to get a straight answer on the trade-in value.",
    "Service booking was moved twice without notice.",
  ],
  1: ["Disappointed with the after-sales follow up. Still waiting on the promised accessories."],
};

const promoWindows: ["active" | "expired" | "future", number, number][] = [
  ["active", -20, 30],
  ["expired", -60, -5],
  ["future", 7, 45],
  ["active", -3, 14],
  ["active", -40, 90],
];

const imageBodyOf = (model: CatalogueModel): BodyType =>
  model.itemType === "car" ? bodyTypeFor(model.body) : model.itemType;
const heroColourOf = (make: string) => coloursByMake[make]?.[0] ?? "Alabaster White";

const allModels: readonly CatalogueModel[] = [...carModels, ...motorcycleModels, ...caravanModels];

/** Shared reference data; ids come from the slugs so every seed and site subset agrees on them. */
function referenceData(): Pick<DemoData, "manufacturers" | "models"> {
  const manufacturerRows = new Map<string, typeof manufacturers.$inferInsert>();
  const modelRows = new Map<string, typeof models.$inferInsert>();
  for (const model of allModels) {
    const makeSlug = slugify(model.make);
    const manufacturerId = namedUuid(0, `manufacturer:${makeSlug}`);
    if (!manufacturerRows.has(makeSlug)) {
      const colours = brandColours[model.make];
      manufacturerRows.set(makeSlug, {
        id: manufacturerId,
        name: model.make,
        slug: makeSlug,
        // Caravan builders have no logo on file, as happens with real feeds.
        logoUrl: colours
          ? logoUrl({ slug: makeSlug, text: model.make, primary: colours[0], contrast: colours[1] })
          : null,
      });
    }
    const modelSlug = slugify(model.model);
    const key = `${makeSlug}/${modelSlug}`;
    const badgeNames = model.badges.map((badge) => (typeof badge === "string" ? badge : badge.name));
    const known = modelRows.get(key);
    if (known) {
      // One model listed twice (a cab-chassis and a pick-up HiLux): one row with both lists of badges.
      known.badges = [...new Set([...(known.badges ?? []), ...badgeNames])];
      known.firstYear = Math.min(known.firstYear ?? model.from, model.from);
      continue;
    }
    modelRows.set(key, {
      id: namedUuid(0, `model:${key}`),
      manufacturerId,
      name: model.model,
      slug: modelSlug,
      body: model.itemType === "car" ? model.body : model.itemType === "motorcycle" ? "Motorcycle" : "Caravan",
      imageUrl: carImageUrl({ body: imageBodyOf(model), colour: heroColourOf(model.make), view: 2 }),
      accessoriesCount: model.itemType === "car" && !model.truck ? hashString(key) % 40 : 0,
      // A model page the dealer replaced with its own landing page.
      overrideUrl: key === "toyota/landcruiser-70" ? "/search/toyota/landcruiser-70" : null,
      badges: badgeNames,
      firstYear: model.from,
    });
  }
  const byName = <T extends { slug: string }>(rows: Iterable<T>) =>
    [...rows].sort((a, b) => a.slug.localeCompare(b.slug));
  return { manufacturers: byName(manufacturerRows.values()), models: byName(modelRows.values()) };
}

function financeProvidersFor(config: SiteConfig): FinanceProvider[] {
  const provider = config.finance.provider;
  return provider === "none" ? [] : [provider];
}

type PlacedLocation = { id: string; plan: LocationPlan };
type PlacedDealership = {
  id: string;
  plan: DealershipPlan;
  locations: PlacedLocation[];
  financeProviders: FinanceProvider[];
};

function generateSite(
  seed: number,
  site: DemoSite,
  plan: SitePlan,
  ordinal: number,
  referenceDate: Date,
  carCount: number,
  out: DemoData,
): void {
  const config = resolveSiteConfig(site.template, site.overrides, { site: site.slug });
  const referenceMs = referenceDate.getTime();
  const referenceYear = referenceDate.getUTCFullYear();
  const stream = (label: string) => createRandom(deriveSeed(seed, `${site.slug}:${label}`));
  const ids = stream("ids");
  const siteId = ids.uuid();
  const { primary, primaryContrast } = config.theme.colors;

  out.sites.push({
    id: siteId,
    slug: site.slug,
    name: site.name,
    template: site.template,
    configOverrides: site.overrides,
    createdAt: new Date(referenceMs - 400 * dayMs),
  });
  // The first domain listed is the site's production domain (canonical URLs, sitemaps, feeds).
  site.domains.forEach((domain, index) => out.siteDomains.push({ domain, siteId, isPrimary: index === 0 }));

  const siteProviders = financeProvidersFor(config);
  const contentRng = stream("locations");
  let locationIndex = 0;
  const placed: PlacedDealership[] = plan.dealerships.map((dealership) => {
    const dealershipId = ids.uuid();
    // A Nissan dealer also carries the manufacturer's own finance offers.
    const financeProviders: FinanceProvider[] =
      dealership.manufacturerName === "Nissan" && siteProviders.length > 0
        ? [...siteProviders, "nissan-finance"]
        : siteProviders;
    out.dealerships.push({
      id: dealershipId,
      siteId,
      name: dealership.name,
      slug: dealership.slug,
      manufacturerName: dealership.manufacturerName,
      logoUrl: logoUrl({ slug: dealership.slug, text: dealership.name, primary, contrast: primaryContrast }),
      financeProvider: financeProviders.at(-1) ?? null,
      youtubeUrl: dealership.youtubeUrl,
      crmEndpoint: null,
      crmFormat: null,
      createdAt: new Date(referenceMs - 380 * dayMs),
    });
    const placedLocations = dealership.locations.map((location): PlacedLocation => {
      const locationId = ids.uuid();
      const phoneSuffix = 1000 + ordinal * 100 + locationIndex * 10;
      locationIndex += 1;
      const address = `${location.street}, ${location.suburb} ${location.state} ${location.postcode}`;
      const mailbox = location.type === "sales" ? "sales" : location.type;
      out.locations.push({
        id: locationId,
        siteId,
        dealershipId,
        name: location.name,
        slug: location.slug,
        locationType: location.type,
        locationSubtype: location.subtype,
        manufacturers: [...location.manufacturers],
        isPrimary: location.primary === true,
        visible: location.visible !== false,
        street: location.street,
        city: location.suburb,
        state: location.state,
        postcode: location.postcode,
        lat: location.lat,
        lng: location.lng,
        placeUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location.name}, ${address}`)}`,
        placeId: null,
        mapKey: null,
        phone: `(${areaCodeByState[location.state]}) 5550 ${phoneSuffix}`,
        landlinePhone: location.primary
          ? (fictionalInboundNumbers[0] ?? null)
          : location.type === "service"
            ? (fictionalInboundNumbers[1] ?? null)
            : contentRng.pick(fictionalMobiles),
        email: `${mailbox}@${site.slug}.example`,
        leadEmail: `leads+${location.slug}@${site.slug}.example`,
        openingHours: openingHours(location.hours),
        dealerLicenseNumber: location.licence ?? licenceFor(contentRng, location.state),
        motorVehicleRepairer:
          location.type === "service" && location.state === "NSW" ? `MVRL ${contentRng.int(40_000, 59_999)}` : null,
        imageUrl: null,
        distributionLocations: location.holdsStock ? (distributionByState[location.state] ?? []) : [],
        createdAt: new Date(referenceMs - 380 * dayMs),
      });
      return { id: locationId, plan: location };
    });
    return { id: dealershipId, plan: dealership, locations: placedLocations, financeProviders };
  });

  out.contentPages.push(...siteContentPages(siteId, site, config, plan, stream("content"), referenceDate));

  // Holidays of this year and next, so upcoming entries exist whatever the day of seeding.
  const hoursRng = stream("special-hours");
  for (const dealership of placed) {
    for (const location of dealership.locations) {
      for (const holiday of [...publicHolidays(referenceYear), ...publicHolidays(referenceYear + 1)]) {
        const open = location.plan.type === "sales" && holiday.salesHours !== null;
        out.specialHours.push({
          id: hoursRng.uuid(),
          siteId,
          locationId: location.id,
          date: holiday.date,
          label: holiday.label,
          status: open ? "Open" : "Closed",
          startHour: open ? (holiday.salesHours?.[0] ?? null) : null,
          endHour: open ? (holiday.salesHours?.[1] ?? null) : null,
        });
      }
    }
  }

  const reviewRng = stream("reviews");
  for (const dealership of placed) {
    for (const location of dealership.locations) {
      const count = reviewRng.int(5, 20);
      for (let index = 0; index < count; index += 1) {
        const rating = reviewRng.weighted([
          [5, 55],
          [4, 25],
          [3, 8],
          [2, 5],
          [1, 7],
        ]);
        const firstName = reviewRng.pick(reviewerFirstNames);
        const reviewMs = referenceMs - reviewRng.int(3, 720) * dayMs;
        const replied = reviewRng.chance(rating <= 3 ? 0.7 : 0.35);
        out.reviews.push({
          id: reviewRng.uuid(),
          siteId,
          locationId: location.id,
          customerName: `${firstName} ${reviewerLastInitials.charAt(reviewRng.int(0, reviewerLastInitials.length - 1))}.`,
          text: reviewRng.pick(reviewTexts[rating] ?? reviewTexts[5] ?? ["Great service."]),
          rating,
          reviewDate: isoDate(reviewMs),
          replyText: replied
            ? rating <= 3
              ? `Hi ${firstName}, we're sorry to hear this. Please call ${location.plan.name} so our manager can make it right.`
              : `Thanks ${firstName}, we're glad you had a great experience with the team at ${location.plan.name}!`
            : null,
          replyDate: replied ? isoDate(Math.min(referenceMs, reviewMs + reviewRng.int(1, 7) * dayMs)) : null,
          imageUrl: null,
        });
      }
    }
  }

  const mediaRng = stream("media");
  const heroModels = plan.dealerships.flatMap((dealership) => dealership.stock.flatMap((rule) => rule.models));
  const pictureOf = (model: CatalogueModel, view: "front" | 2) => {
    const colour =
      model.itemType === "car"
        ? heroColourOf(model.make)
        : model.itemType === "caravan"
          ? "Alabaster White"
          : (motorcycleColoursByMake[model.make]?.[0] ?? "Icon Blue");
    return carImageUrl({ body: imageBodyOf(model), colour, view });
  };
  const heroImage = (view: "front" | 2) => pictureOf(mediaRng.pick(heroModels), view);
  // A brand's banner shows one of its own vehicles: "Honda Motorcycles" a Honda bike, "Hino" a truck.
  const brandBanner = (kind: BrandGridKind, title: string) => {
    const make = title.split(" ")[0] ?? "";
    const candidates = allModels.filter(
      (model) =>
        model.make === make &&
        (kind === "motorcycle"
          ? model.itemType === "motorcycle"
          : model.itemType === "car" && (kind === "truck") === (model.truck === true)),
    );
    return candidates.length > 0 ? pictureOf(mediaRng.pick(candidates), "front") : heroImage("front");
  };
  plan.promos.forEach((promo, index) => {
    const [, startOffset, endOffset] = promoWindows[index % promoWindows.length] ?? ["active", -20, 30];
    out.promoNodes.push({
      id: mediaRng.uuid(),
      siteId,
      title: promo.title,
      body: promo.body,
      imageUrl: heroImage("front"),
      href: promo.href,
      startsAt: new Date(referenceMs + startOffset * dayMs),
      expiresAt: new Date(referenceMs + endOffset * dayMs),
      position: 4 + index * 6,
      display: promo.display,
      strictDisplay: promo.display === "search" && index % 2 === 1,
    });
  });
  plan.slides.forEach((slide, index) => {
    out.slides.push({
      id: mediaRng.uuid(),
      siteId,
      name: slide.name,
      description: slide.description,
      url: slide.url,
      imageUrl: heroImage(2),
      hideOverlay: slide.hideOverlay === true,
      position: index,
    });
  });

  // The group's brand entries, with drawn logos and a banner of one of the brand's own vehicles.
  (site.brands ?? []).forEach((brand, position) => {
    const colours = brandColours[brand.title.split(" ")[0] ?? ""] ?? [primary, primaryContrast];
    out.brandEntries.push({
      id: mediaRng.uuid(),
      siteId,
      kind: brand.kind,
      title: brand.title,
      slug: brand.slug,
      logoUrl: logoUrl({ slug: brand.slug, text: brand.title, primary: colours[0], contrast: colours[1] }),
      bannerUrl: brandBanner(brand.kind, brand.title),
      description: brand.description,
      skipPage: brand.skipPage,
      position,
    });
  });

  const dealershipWeights = placed.map((dealership) => [dealership, dealership.plan.weight] as const);
  const ruleWeights = new Map(
    placed.map((dealership) => [dealership, dealership.plan.stock.map((rule) => [rule, rule.weight] as const)]),
  );
  const modelWeights = new Map(
    plan.dealerships.flatMap((dealership) =>
      dealership.stock.map((rule) => [
        rule,
        rule.models.map((model) => [model, model.itemType === "car" ? model.popularity : 1] as const),
      ]),
    ),
  );
  const firstCar = out.cars.length;
  for (let index = 0; index < carCount; index += 1) {
    const rng = stream(`car:${index}`);
    const dealership = rng.weighted(dealershipWeights);
    const rule = rng.weighted(ruleWeights.get(dealership) ?? []);
    const model = rng.weighted(modelWeights.get(rule) ?? []);
    const candidates = dealership.locations.filter((location) =>
      rule.locations ? rule.locations.includes(location.plan.slug) : location.plan.holdsStock,
    );
    const location = rng.pick(candidates);
    const context: VehicleContext = {
      siteId,
      siteCode: plan.code,
      dealershipId: dealership.id,
      dealershipName: dealership.plan.name,
      locationId: location.id,
      location: location.plan,
      referenceDate,
      certifiedShare: plan.certifiedShare,
      zeroPriceShare: plan.zeroPriceShare,
      subscription: plan.subscription,
      financeProviders: model.make === "Nissan" ? dealership.financeProviders : siteProviders,
      youxQuotes: config.features.youxQuotes,
    };
    out.cars.push(
      buildVehicle(rng, context, { model, carType: rule.carType, electrified: rule.electrified ?? 0 }, index),
    );
  }
  pickSimilarCars(out.cars.slice(firstCar));
  applyTradeInOffers(stream("trade-in-offers"), config, out.cars.slice(firstCar));
}

/**
 * Where the site takes trade-ins, about one used or demo car in eight carries a trade-in offer price:
 * the price with the dealer's trade-in bonus taken off. A stream of its own, so the cars' other
 * fields are the same with or without it.
 */
function applyTradeInOffers(rng: Random, config: SiteConfig, siteCars: DemoCar[]): void {
  if (!config.tradeIn.enabled || !config.features.tradeIn) return;
  for (const car of siteCars) {
    const eligible =
      car.carType !== "new" && car.status === "in_stock" && car.tradeInAllowed !== false && (car.price ?? 0) > 5_000;
    if (rng.chance(0.125) && eligible) car.offerPrice = (car.price ?? 0) - rng.int(5, 30) * 100;
  }
}

type DemoCar = DemoData["cars"][number];

/** The pages a dealer gets on day one (About Us, Warranty, Privacy Policy, the blog…), in its own words. */
function siteContentPages(
  siteId: string,
  site: DemoSite,
  config: SiteConfig,
  plan: SitePlan,
  ids: Random,
  referenceDate: Date,
): (typeof contentPages.$inferInsert)[] {
  const locationPlans = plan.dealerships.flatMap((dealership) => dealership.locations);
  const primary = locationPlans.find((location) => location.primary === true) ?? locationPlans[0];
  if (!primary) throw new Error(`Demo dealer "${site.slug}" has no location`);
  const phone = config.contact.phoneNumbers[0]?.number;
  const contentSite: ContentSite = {
    slug: site.slug,
    name: config.identity.name,
    template: site.template,
    state: primary.state,
    phone: phone ?? `(${areaCodeByState[primary.state]}) 5550 1000`,
    email: `enquiries@${site.slug}.example`,
    address: `${primary.street}, ${primary.suburb} ${primary.state} ${primary.postcode}`,
    carNoun: config.labels.carNoun,
    dealerLicence: config.identity.dealerLicence ?? null,
    newMakes: [
      ...new Set(
        plan.dealerships.flatMap((dealership) => (dealership.manufacturerName ? [dealership.manufacturerName] : [])),
      ),
    ],
    carTypes: site.template === "used-car" ? ["used"] : ["new", "used", "demo"],
    warrantyYears: config.vehiclePage.warrantyYears,
    reservation: config.features.checkout
      ? {
          depositAmount: config.checkout.depositAmount,
          holdHours: config.checkout.holdHours,
          refundableText: config.checkout.refundableText,
        }
      : null,
    returnTerms: config.checkout.returnTerms.enabled
      ? { days: config.checkout.returnTerms.days, maxKm: config.checkout.returnTerms.maxKm, fuel: "a quarter tank" }
      : null,
    dealerPages: site.dealerPages,
  };
  const updatedAt = new Date(referenceDate.getTime() - 30 * dayMs);
  return defaultContentPages(contentSite, referenceDate).map((page) => ({
    id: ids.uuid(),
    siteId,
    path: page.path,
    kind: page.kind,
    category: page.category ?? null,
    title: page.title,
    summary: page.summary,
    body: page.body,
    // The site's layout adds "| {site name}" to every title already.
    seoTitle: null,
    seoDescription: null,
    // Every default page and post is published: the dealer unpublishes what they do not want.
    publishedAt: page.publishedAt ?? updatedAt,
    updatedAt: page.publishedAt ?? updatedAt,
  }));
}

/** The demo sites' rows. Without a reference date, today (UTC) is used: pass one for repeatable output. */
export function generateDemoData(options: GenerateDemoOptions = {}): DemoData {
  const seed = options.seed ?? defaultDemoSeed;
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const carsPerSite = options.carsPerSite;
  if (carsPerSite !== undefined && (!Number.isInteger(carsPerSite) || carsPerSite < 0)) {
    throw new RangeError(`carsPerSite must be a whole number, got ${carsPerSite}`);
  }
  const unknown = (options.siteSlugs ?? []).filter((slug) => !demoSiteSlugs.includes(slug));
  if (unknown.length > 0) {
    throw new RangeError(`Unknown demo site ${unknown.join(", ")}; expected one of ${demoSiteSlugs.join(", ")}`);
  }
  const referenceDate = startOfUtcDay(options.referenceDate ?? new Date());
  if (Number.isNaN(referenceDate.getTime())) throw new RangeError("referenceDate is not a valid date");

  const out: DemoData = {
    sites: [],
    siteDomains: [],
    dealerships: [],
    locations: [],
    specialHours: [],
    reviews: [],
    ...referenceData(),
    cars: [],
    promoNodes: [],
    slides: [],
    brandEntries: [],
    contentPages: [],
    regoRegister: [],
  };
  demoSites.forEach((site) => {
    if (options.siteSlugs && !options.siteSlugs.includes(site.slug)) return;
    const ordinal = sitePlans.findIndex((plan) => plan.slug === site.slug);
    const plan = sitePlans[ordinal];
    if (!plan) throw new Error(`No demo dealer plan for site "${site.slug}" in src/platform/demo/dealers.ts`);
    generateSite(seed, site, plan, ordinal + 1, referenceDate, carsPerSite ?? plan.defaultCars, out);
  });
  out.regoRegister = demoRegoRegister(out.cars, referenceDate, seed);
  return out;
}
