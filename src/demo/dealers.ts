// The dealerships, locations and stock mix behind each demo site. The site's identity, template and
// switches live in `src/sites/demo-sites.ts`; this file adds what the database holds for it. Streets
// are real arterial roads with invented numbers; states and area codes match each site's config.

import type { AustralianStateCode as AnyStateCode } from "@/platform/australian-states";
import { caravanModels, carModels, motorcycleModels, type CatalogueModel } from "./catalogue";

/** The states the demo dealers trade in (plates and licences are drawn for these). */
export type AustralianStateCode = Extract<AnyStateCode, "NSW" | "VIC" | "QLD" | "WA" | "SA">;

/** Weekly opening patterns; the variety exercises the opening-hours grouping rules. */
export type HoursStyle = "even-weekdays" | "late-thursday" | "sunday-trading" | "service";

export type LocationPlan = {
  slug: string;
  name: string;
  type: "sales" | "service" | "parts";
  subtype: string | null;
  street: string;
  suburb: string;
  state: AustralianStateCode;
  postcode: string;
  lat: number;
  lng: number;
  primary?: boolean;
  visible?: boolean;
  manufacturers: readonly string[];
  hours: HoursStyle;
  /** Holds stock; service-only and hidden locations carry none unless listed by a stock rule. */
  holdsStock: boolean;
  /** Licence shown on the location; generated when absent. */
  licence?: string;
};

export type StockRule = {
  weight: number;
  carType: "new" | "demo" | "used";
  models: readonly CatalogueModel[];
  /** Share of picks that prefer an electrified badge when the model has one. */
  electrified?: number;
  /** Where this stock sits; defaults to the dealership's stock-holding locations. */
  locations?: readonly string[];
};

export type DealershipPlan = {
  slug: string;
  name: string;
  manufacturerName: string | null;
  /** Relative share of the site's stock. */
  weight: number;
  locations: readonly LocationPlan[];
  stock: readonly StockRule[];
  youtubeUrl: string | null;
};

export type PromoPlan = { title: string; body: string; href: string; display: "search" | "offers" | "home" | "all" };
export type SlidePlan = { name: string; description: string; url: string; hideOverlay?: boolean };

export type SitePlan = {
  slug: string;
  /** Stock number prefix, e.g. HS-10234. */
  code: string;
  defaultCars: number;
  dealerships: readonly DealershipPlan[];
  /** Share of used stock sold as certified. */
  certifiedShare: number;
  /** Share of stock listed with no price ('Enquire for price.'). */
  zeroPriceShare: number;
  subscription: boolean;
  promos: readonly PromoPlan[];
  slides: readonly SlidePlan[];
};

const carsOf = (makes: readonly string[]) => carModels.filter((model) => makes.includes(model.make) && !model.truck);
const usedCars = carModels.filter((model) => !model.truck);
const trucks = carModels.filter((model) => model.truck === true);
const motorcyclesOf = (makes: readonly string[]) => motorcycleModels.filter((model) => makes.includes(model.make));
const towVehicles = carModels.filter(
  (model) => !model.truck && (model.body === "Ute" || model.body === "SUV") && (model.towing ?? 0) >= 3000,
);
const electrifiedFuels = new Set(["Hybrid", "Electric", "PHEV"]);
const subscriptionCars = carModels.filter(
  (model) =>
    !model.truck &&
    (electrifiedFuels.has(model.power.fuel) ||
      model.badges.some((badge) => badge.power?.fuel !== undefined && electrifiedFuels.has(badge.power.fuel))),
);

const franchiseStock = (makes: readonly string[], usedShare = 45): StockRule[] => [
  { weight: 100 - usedShare - 10, carType: "new", models: carsOf(makes) },
  { weight: 10, carType: "demo", models: carsOf(makes) },
  { weight: usedShare, carType: "used", models: usedCars },
];

const harbourside: SitePlan = {
  slug: "harbourside",
  code: "HS",
  defaultCars: 450,
  certifiedShare: 0.3,
  zeroPriceShare: 0,
  subscription: false,
  dealerships: [
    {
      slug: "harbourside-motors",
      name: "Harbourside Motors",
      manufacturerName: "Toyota",
      weight: 1,
      youtubeUrl: "https://www.youtube.com/@harboursidemotors",
      locations: [
        {
          slug: "rozelle",
          name: "Harbourside Toyota & Mazda Rozelle",
          type: "sales",
          subtype: "New and Used Sales",
          street: "612 Victoria Road",
          suburb: "Rozelle",
          state: "NSW",
          postcode: "2039",
          lat: -33.8617,
          lng: 151.1712,
          primary: true,
          manufacturers: ["Toyota", "Mazda"],
          hours: "late-thursday",
          holdsStock: true,
          licence: "MD 555001",
        },
        {
          slug: "drummoyne-service",
          name: "Harbourside Service Centre Drummoyne",
          type: "service",
          subtype: "Service and Parts",
          street: "48 Lyons Road",
          suburb: "Drummoyne",
          state: "NSW",
          postcode: "2047",
          lat: -33.8528,
          lng: 151.1543,
          manufacturers: ["Toyota", "Mazda"],
          hours: "service",
          // Used overflow waits here, so some cars are in a different suburb from the primary location.
          holdsStock: true,
          licence: "MD 555001",
        },
      ],
      stock: [
        ...franchiseStock(["Toyota", "Mazda"], 50).slice(0, 2),
        { weight: 42, carType: "used", models: usedCars, locations: ["rozelle"] },
        { weight: 8, carType: "used", models: usedCars, locations: ["drummoyne-service"] },
      ],
    },
  ],
  promos: [
    {
      title: "Toyota Hybrid Bonus",
      body: "Bonus accessories pack on selected hybrid Corolla and RAV4 stock.",
      href: "/special-offers",
      display: "all",
    },
    {
      title: "Mazda CX-5 Drive Away",
      body: "Sharp drive-away pricing on in-stock CX-5 Maxx Sport and Touring.",
      href: "/search/mazda/cx-5",
      display: "search",
    },
    {
      title: "Trade-In Bonus",
      body: "Get your valuation online and we'll add $1,000 when you trade in.",
      href: "/trade-in",
      display: "all",
    },
    {
      title: "Service Special",
      body: "Logbook service from $299 at our Drummoyne Service Centre.",
      href: "/service",
      display: "home",
    },
    {
      title: "Finance from 6.29% p.a.",
      body: "Comparison rate 8.19% p.a. on approved credit, 5-year term.",
      href: "/finance",
      display: "offers",
    },
  ],
  slides: [
    {
      name: "New Toyota Hybrids",
      description: "Corolla, Camry, RAV4 and Kluger hybrids in stock now.",
      url: "/search/new-cars",
    },
    {
      name: "Mazda CX-5",
      description: "Australia's favourite mid-size SUV, ready to drive away.",
      url: "/search/mazda/cx-5",
    },
    {
      name: "Quality Used Cars",
      description: "Every used car inspected, with history reports available.",
      url: "/search/used-cars",
    },
    {
      name: "Book a Service",
      description: "Factory-trained technicians in Drummoyne.",
      url: "/service",
      hideOverlay: true,
    },
  ],
};

const redgum: SitePlan = {
  slug: "redgum",
  code: "RG",
  defaultCars: 350,
  certifiedShare: 0.95,
  zeroPriceShare: 0.03,
  subscription: false,
  dealerships: [
    {
      slug: "redgum-used-cars",
      name: "Redgum Used Cars",
      manufacturerName: null,
      weight: 1,
      youtubeUrl: null,
      locations: [
        {
          slug: "gepps-cross",
          name: "Redgum Used Cars Gepps Cross",
          type: "sales",
          subtype: "Used Car Sales",
          street: "770 Main North Road",
          suburb: "Gepps Cross",
          state: "SA",
          postcode: "5094",
          lat: -34.8422,
          lng: 138.6021,
          primary: true,
          manufacturers: [],
          hours: "even-weekdays",
          holdsStock: true,
          licence: "MVD 555002",
        },
        {
          slug: "morphett-vale",
          name: "Redgum Used Cars Morphett Vale",
          type: "sales",
          subtype: "Used Car Sales",
          street: "191 Main South Road",
          suburb: "Morphett Vale",
          state: "SA",
          postcode: "5162",
          lat: -35.1259,
          lng: 138.5262,
          manufacturers: [],
          hours: "sunday-trading",
          holdsStock: true,
          licence: "MVD 555002",
        },
      ],
      stock: [{ weight: 1, carType: "used", models: usedCars }],
    },
  ],
  promos: [
    {
      title: "48-Hour Money-Back Guarantee",
      body: "Change your mind within 48 hours and get a full refund.",
      href: "/about-us",
      display: "all",
    },
    {
      title: "Certified Under $20k",
      body: "Inspected, serviced and certified cars under $20,000.",
      href: "/search/used-cars",
      display: "search",
    },
    {
      title: "Free Roadside Assist",
      body: "12 months roadside assist with every certified car.",
      href: "/special-offers",
      display: "offers",
    },
    {
      title: "Sell Us Your Car",
      body: "Instant online valuation, paid the same day.",
      href: "/sell-my-car",
      display: "home",
    },
  ],
  slides: [
    {
      name: "Certified Used Cars",
      description: "90 point inspection, full service history, 1 year roadside assist.",
      url: "/search/used-cars",
    },
    {
      name: "Utes and 4x4s",
      description: "HiLux, Ranger, D-Max and more, ready for work or the weekend.",
      url: "/search/used-cars",
    },
    { name: "Finance Made Simple", description: "Quick pre-approval with our lending panel.", url: "/finance" },
  ],
};

const sxLocation = (
  slug: string,
  name: string,
  street: string,
  suburb: string,
  state: AustralianStateCode,
  postcode: string,
  lat: number,
  lng: number,
  manufacturers: readonly string[],
  extra: Partial<LocationPlan> = {},
): LocationPlan => ({
  slug,
  name,
  type: "sales",
  subtype: "New and Used Sales",
  street,
  suburb,
  state,
  postcode,
  lat,
  lng,
  manufacturers,
  hours: "late-thursday",
  holdsStock: true,
  ...extra,
});

const southernCross: SitePlan = {
  slug: "southern-cross",
  code: "SX",
  defaultCars: 600,
  certifiedShare: 0.25,
  zeroPriceShare: 0,
  subscription: false,
  dealerships: [
    {
      slug: "southern-cross-toyota",
      name: "Southern Cross Toyota",
      manufacturerName: "Toyota",
      weight: 18,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "parramatta",
          "Southern Cross Toyota Parramatta",
          "85 Church Street",
          "Parramatta",
          "NSW",
          "2150",
          -33.8093,
          151.0031,
          ["Toyota"],
          { primary: true },
        ),
        sxLocation(
          "wetherill-park",
          "Southern Cross Fleet & Remarketing",
          "1120 The Horsley Drive",
          "Wetherill Park",
          "NSW",
          "2164",
          -33.8462,
          150.9004,
          [],
          {
            type: "parts",
            subtype: "Fleet and Remarketing",
            // Back-of-house site: kept for leads routing, never listed to shoppers.
            visible: false,
            holdsStock: false,
            hours: "service",
          },
        ),
      ],
      stock: franchiseStock(["Toyota"]),
    },
    {
      slug: "southern-cross-mazda",
      name: "Southern Cross Mazda",
      manufacturerName: "Mazda",
      weight: 12,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "penrith",
          "Southern Cross Mazda Penrith",
          "155 Mulgoa Road",
          "Penrith",
          "NSW",
          "2750",
          -33.7562,
          150.6843,
          ["Mazda"],
          { hours: "sunday-trading" },
        ),
      ],
      stock: franchiseStock(["Mazda"]),
    },
    {
      slug: "southern-cross-ford-volkswagen",
      name: "Southern Cross Ford & Volkswagen",
      manufacturerName: "Ford",
      weight: 16,
      youtubeUrl: "https://www.youtube.com/@southerncrossford",
      locations: [
        sxLocation(
          "dandenong",
          "Southern Cross Ford & Volkswagen Dandenong",
          "230 Princes Highway",
          "Dandenong",
          "VIC",
          "3175",
          -37.9872,
          145.2148,
          ["Ford", "Volkswagen"],
        ),
        sxLocation(
          "ringwood-service",
          "Southern Cross Service Ringwood",
          "412 Maroondah Highway",
          "Ringwood",
          "VIC",
          "3134",
          -37.8141,
          145.2287,
          ["Ford", "Volkswagen"],
          {
            type: "service",
            subtype: "Service and Parts",
            hours: "service",
            holdsStock: false,
          },
        ),
      ],
      stock: franchiseStock(["Ford", "Volkswagen"]),
    },
    {
      slug: "southern-cross-hyundai-kia",
      name: "Southern Cross Hyundai & Kia",
      manufacturerName: "Hyundai",
      weight: 12,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "osborne-park",
          "Southern Cross Hyundai & Kia Osborne Park",
          "300 Scarborough Beach Road",
          "Osborne Park",
          "WA",
          "6017",
          -31.9012,
          115.8127,
          ["Hyundai", "Kia"],
          { hours: "even-weekdays" },
        ),
      ],
      stock: franchiseStock(["Hyundai", "Kia"]),
    },
    {
      slug: "southern-cross-nissan-mitsubishi",
      name: "Southern Cross Nissan & Mitsubishi",
      manufacturerName: "Nissan",
      weight: 12,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "newstead",
          "Southern Cross Nissan & Mitsubishi Newstead",
          "41 Breakfast Creek Road",
          "Newstead",
          "QLD",
          "4006",
          -27.4468,
          153.0452,
          ["Nissan", "Mitsubishi"],
        ),
      ],
      stock: franchiseStock(["Nissan", "Mitsubishi"]),
    },
    {
      slug: "southern-cross-subaru-isuzu-ute",
      name: "Southern Cross Subaru & Isuzu UTE",
      manufacturerName: "Subaru",
      weight: 10,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "mile-end",
          "Southern Cross Subaru & Isuzu UTE Mile End",
          "88 Sir Donald Bradman Drive",
          "Mile End",
          "SA",
          "5031",
          -34.9247,
          138.5703,
          ["Subaru", "Isuzu"],
          { hours: "even-weekdays" },
        ),
      ],
      stock: franchiseStock(["Subaru", "Isuzu"]),
    },
    {
      slug: "southern-cross-trucks",
      name: "Southern Cross Trucks",
      manufacturerName: "Isuzu",
      weight: 8,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "wacol",
          "Southern Cross Trucks Wacol",
          "540 Boundary Road",
          "Wacol",
          "QLD",
          "4076",
          -27.5893,
          152.9287,
          ["Isuzu", "Hino", "Fuso"],
          { subtype: "Truck Sales", hours: "service" },
        ),
      ],
      stock: [
        { weight: 60, carType: "new", models: trucks },
        { weight: 40, carType: "used", models: trucks },
      ],
    },
    {
      slug: "southern-cross-motorcycles",
      name: "Southern Cross Motorcycles",
      manufacturerName: "Yamaha",
      weight: 12,
      youtubeUrl: null,
      locations: [
        sxLocation(
          "moorabbin",
          "Southern Cross Motorcycles Moorabbin",
          "905 Nepean Highway",
          "Moorabbin",
          "VIC",
          "3189",
          -37.9352,
          145.0379,
          ["Yamaha", "Kawasaki", "Honda", "Suzuki"],
          { subtype: "Motorcycle Sales", hours: "sunday-trading" },
        ),
      ],
      stock: [
        { weight: 50, carType: "new", models: motorcyclesOf(["Yamaha", "Kawasaki", "Honda", "Suzuki"]) },
        { weight: 10, carType: "demo", models: motorcyclesOf(["Yamaha", "Kawasaki", "Honda", "Suzuki"]) },
        { weight: 40, carType: "used", models: motorcycleModels },
      ],
    },
  ],
  promos: [
    {
      title: "Group Trade-In Guarantee",
      body: "Top dollar for your trade at any Southern Cross dealership.",
      href: "/trade-in",
      display: "all",
    },
    {
      title: "Truck Finance Offer",
      body: "Low-rate finance on new Isuzu N Series for ABN holders.",
      href: "/search/isuzu",
      display: "search",
    },
    {
      title: "Ride Away Motorcycles",
      body: "Ride-away pricing on Yamaha and Kawasaki LAMS bikes.",
      href: "/search/yamaha",
      display: "search",
    },
    {
      title: "End of Financial Year",
      body: "EOFY deals across all eight dealerships.",
      href: "/special-offers",
      display: "offers",
    },
    {
      title: "Southern Cross Certified",
      body: "Inspected, serviced and warranted used cars.",
      href: "/search/used-cars",
      display: "home",
    },
  ],
  slides: [
    {
      name: "Eight Dealerships, One Group",
      description: "Cars, motorcycles and trucks across NSW, VIC, QLD, WA and SA.",
      url: "/dealer-locator",
    },
    { name: "Work-Ready Trucks", description: "Isuzu, Hino and Fuso light trucks in stock.", url: "/search/isuzu" },
    { name: "Motorcycles", description: "Yamaha, Kawasaki, Honda and Suzuki in Moorabbin.", url: "/search/yamaha" },
    {
      name: "Southern Cross Certified",
      description: "Quality used cars from across the group.",
      url: "/search/used-cars",
      hideOverlay: true,
    },
  ],
};

const coastalRv: SitePlan = {
  slug: "coastal-rv",
  code: "CR",
  defaultCars: 300,
  certifiedShare: 0,
  zeroPriceShare: 0,
  subscription: false,
  dealerships: [
    {
      slug: "coastal-caravans-motorcycles",
      name: "Coastal Caravans & Motorcycles",
      manufacturerName: null,
      weight: 1,
      youtubeUrl: "https://www.youtube.com/@coastalcaravans",
      locations: [
        {
          slug: "caloundra-west",
          name: "Coastal Caravans Caloundra West",
          type: "sales",
          subtype: "Caravan Sales",
          street: "96 Caloundra Road",
          suburb: "Caloundra West",
          state: "QLD",
          postcode: "4551",
          lat: -26.7982,
          lng: 153.0958,
          primary: true,
          manufacturers: ["Jayco", "Coromal", "Avan", "Lotus Caravans", "New Age"],
          hours: "sunday-trading",
          holdsStock: true,
        },
        {
          slug: "maroochydore",
          name: "Coastal Motorcycles Maroochydore",
          type: "sales",
          subtype: "Motorcycle Sales",
          street: "12 Maroochydore Road",
          suburb: "Maroochydore",
          state: "QLD",
          postcode: "4558",
          lat: -26.6588,
          lng: 153.0881,
          manufacturers: ["Yamaha", "Kawasaki", "Honda", "Harley-Davidson"],
          hours: "even-weekdays",
          holdsStock: true,
        },
      ],
      stock: [
        { weight: 33, carType: "new", models: caravanModels, locations: ["caloundra-west"] },
        { weight: 27, carType: "used", models: caravanModels, locations: ["caloundra-west"] },
        {
          weight: 16,
          carType: "new",
          models: motorcyclesOf(["Yamaha", "Kawasaki", "Honda", "Harley-Davidson"]),
          locations: ["maroochydore"],
        },
        {
          weight: 4,
          carType: "demo",
          models: motorcyclesOf(["Yamaha", "Kawasaki", "Honda", "Harley-Davidson"]),
          locations: ["maroochydore"],
        },
        {
          weight: 12,
          carType: "used",
          models: motorcyclesOf(["Yamaha", "Kawasaki", "Honda", "Harley-Davidson"]),
          locations: ["maroochydore"],
        },
        { weight: 8, carType: "used", models: towVehicles, locations: ["caloundra-west"] },
      ],
    },
  ],
  promos: [
    {
      title: "Caravan Show Specials",
      body: "Show pricing on Jayco and New Age vans, this month only.",
      href: "/special-offers",
      display: "all",
    },
    {
      title: "Free Weight Distribution Hitch",
      body: "With every new off-road caravan.",
      href: "/search/new-cars",
      display: "search",
    },
    {
      title: "LAMS Bikes from $8,999",
      body: "Learner-approved motorcycles ready to ride away.",
      href: "/search/kawasaki",
      display: "search",
    },
    {
      title: "Tow Vehicle Bundle",
      body: "Buy a van and a tow vehicle together and save.",
      href: "/special-offers",
      display: "offers",
    },
  ],
  slides: [
    {
      name: "Off-Road Caravans",
      description: "Lotus, New Age and Jayco built for the Australian outback.",
      url: "/search/new-cars",
    },
    {
      name: "Motorcycles",
      description: "Yamaha, Kawasaki, Honda and Harley-Davidson in Maroochydore.",
      url: "/search/yamaha",
    },
    { name: "Pre-Loved Vans", description: "Inspected used caravans with a fresh service.", url: "/search/used-cars" },
  ],
};

const driveflex: SitePlan = {
  slug: "driveflex",
  code: "DF",
  defaultCars: 300,
  certifiedShare: 0.5,
  zeroPriceShare: 0,
  subscription: true,
  dealerships: [
    {
      slug: "driveflex",
      name: "DriveFlex Car Subscriptions",
      manufacturerName: null,
      weight: 1,
      youtubeUrl: null,
      locations: [
        {
          slug: "west-perth",
          name: "DriveFlex West Perth",
          type: "sales",
          subtype: "Subscription Hub",
          street: "1060 Hay Street",
          suburb: "West Perth",
          state: "WA",
          postcode: "6005",
          lat: -31.9514,
          lng: 115.8453,
          primary: true,
          manufacturers: [],
          hours: "even-weekdays",
          holdsStock: true,
        },
      ],
      stock: [
        { weight: 85, carType: "new", models: subscriptionCars, electrified: 0.8 },
        { weight: 10, carType: "demo", models: subscriptionCars, electrified: 0.8 },
        { weight: 5, carType: "used", models: subscriptionCars, electrified: 0.5 },
      ],
    },
  ],
  promos: [
    {
      title: "First Week Free",
      body: "Subscribe to any EV this month and your first week is on us.",
      href: "/special-offers",
      display: "all",
    },
    { title: "Swap Any Time", body: "Change cars after three months at no cost.", href: "/about-us", display: "home" },
    {
      title: "Insurance Included",
      body: "Comprehensive insurance, rego and servicing in one weekly price.",
      href: "/faqs",
      display: "search",
    },
  ],
  slides: [
    {
      name: "Subscribe to an EV",
      description: "Tesla, BYD, MG and Kia EVs from one weekly price.",
      url: "/search/new-cars",
    },
    {
      name: "Hybrids from $149 a week",
      description: "Toyota hybrids with insurance, rego and servicing included.",
      url: "/search/toyota",
    },
    {
      name: "How Subscriptions Work",
      description: "No deposit, no loan, cancel with 30 days notice.",
      url: "/faqs",
      hideOverlay: true,
    },
  ],
};

const bayside: SitePlan = {
  slug: "bayside",
  code: "BA",
  defaultCars: 300,
  certifiedShare: 0.2,
  zeroPriceShare: 0,
  subscription: false,
  dealerships: [
    {
      slug: "bayside-auto-co",
      name: "Bayside Auto Co",
      manufacturerName: "Hyundai",
      weight: 1,
      youtubeUrl: null,
      locations: [
        {
          slug: "geelong",
          name: "Bayside Hyundai & Kia Geelong",
          type: "sales",
          subtype: "Sales and Service",
          street: "318 Latrobe Terrace",
          suburb: "Geelong",
          state: "VIC",
          postcode: "3220",
          lat: -38.1526,
          lng: 144.3556,
          primary: true,
          manufacturers: ["Hyundai", "Kia"],
          hours: "late-thursday",
          holdsStock: true,
          licence: "LMCT 555006",
        },
      ],
      stock: franchiseStock(["Hyundai", "Kia"]),
    },
  ],
  promos: [
    {
      title: "Buy Online, Drive Away",
      body: "Reserve your next Hyundai or Kia online and pick it up in Geelong.",
      href: "/search/new-cars",
      display: "all",
    },
    {
      title: "Kia Sportage Run-Out",
      body: "Sharp drive-away pricing on outgoing Sportage stock.",
      href: "/search/kia/sportage",
      display: "search",
    },
    {
      title: "Hyundai Tucson Bonus",
      body: "Bonus floor mats and tint on in-stock Tucson.",
      href: "/search/hyundai/tucson",
      display: "search",
    },
    {
      title: "Trade-In Valuation",
      body: "Value your car online and use it as a deposit on your next one.",
      href: "/trade-in",
      display: "home",
    },
    {
      title: "Finance from 6.49% p.a.",
      body: "Comparison rate 8.29% p.a. on approved credit, 5-year term.",
      href: "/finance",
      display: "offers",
    },
  ],
  slides: [
    {
      name: "Hyundai and Kia in Geelong",
      description: "New, demo and used stock ready to reserve online.",
      url: "/search/new-cars",
    },
    {
      name: "Quality Used Cars",
      description: "Every used car inspected, with a roadworthy certificate.",
      url: "/search/used-cars",
    },
    {
      name: "Electric and Hybrid",
      description: "IONIQ 5, EV6 and Niro on display now.",
      url: "/search/new-cars",
      hideOverlay: true,
    },
  ],
};

// A new site goes last: each site's location phone numbers follow its place in this list.
export const sitePlans: readonly SitePlan[] = [harbourside, redgum, southernCross, coastalRv, driveflex, bayside];
