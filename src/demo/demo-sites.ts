// The six fictional dealers the platform seeds for demonstration and end-to-end tests. Between
// them they exercise every template and the main per-dealer variants. Phone numbers are in the
// ranges ACMA reserves for fiction ((0x) 5550 xxxx), so none rings a real business; the ABNs are
// "NN 555 000 00n" in the same spirit, with the two check digits that make them pass the ATO's rule.

import { dealerPageNames, type DealerPageName } from "@/content/defaults/dealer-pages";
import { defaultSiteConfig } from "@/sites/config-defaults";
import { brandLogoUrl } from "./brand-colours";
import type { BrandGridKind, NavLink, SiteConfigOverrides, TemplateName } from "@/sites/config-schema";

/** A brand entry of a group site (logos and banners are drawn by the demo generator). */
export type DemoBrand = {
  kind: BrandGridKind;
  title: string;
  slug: string;
  description: string;
  /** No /{brand}/overview page: the grid entry links straight to the brand's search. */
  skipPage: boolean;
};

export type DemoSite = {
  slug: string;
  name: string;
  template: TemplateName;
  /** The first is the production domain: canonical URLs, sitemaps and feeds use it. */
  domains: string[];
  overrides: SiteConfigOverrides;
  /** Rows for the brand_entries table; only the group site has them. */
  brands?: DemoBrand[];
  /** Dealer-specific pages the site gets besides its template's (its footer links them). */
  dealerPages?: DealerPageName[];
};

/** The template's footer groups, with `replace` swapping the group of the same title and `add` after them. */
function footerGroups(
  add: { title: string; links: NavLink[] }[],
  replace: { title: string; links: NavLink[] }[] = [],
): { title: string; links: NavLink[] }[] {
  const groups = defaultSiteConfig.footer.groups.map(
    (group) => replace.find((other) => other.title === group.title) ?? group,
  );
  return [...groups, ...add];
}

/** The site's name is written once, here, and copied into its overrides; its domains become site_domains rows. */
function demoSite(site: DemoSite): DemoSite {
  return {
    ...site,
    overrides: {
      ...site.overrides,
      identity: { ...site.overrides.identity, name: site.name },
    },
  };
}

const harbourside = demoSite({
  slug: "harbourside",
  name: "Harbourside Motors",
  template: "default",
  domains: ["www.harboursidemotors.com.au", "harboursidemotors.com.au"],
  overrides: {
    identity: {
      shortName: "Harbourside",
      tagline: "New, used and demo Toyota and Mazda by the harbour",
      dealerLicence: "MD 555001",
      legalName: "Harbourside Motors Pty Ltd",
      abn: "94 555 000 001",
    },
    theme: {
      colors: {
        primary: "#0b4f6c",
        primaryContrast: "#ffffff",
        secondary: "#f2a541",
        secondaryContrast: "#1a1a1a",
        surface: "#ffffff",
        surfaceAlt: "#eef4f7",
        text: "#102a43",
        textMuted: "#486581",
        border: "#bcccdc",
        accent: "#01baef",
      },
      font: "system",
      radius: "md",
    },
    header: {
      dropdownTrigger: "click",
      megaMenu: {
        enabled: true,
        title: "Our Brands",
        // No logo files ship with the demo: the brands' marks are drawn locally, as the makes' are.
        brands: [
          { name: "Toyota", slug: "toyota", logoUrl: brandLogoUrl("toyota", "Toyota"), href: "/search/toyota" },
          { name: "Mazda", slug: "mazda", logoUrl: brandLogoUrl("mazda", "Mazda"), href: "/search/mazda" },
        ],
      },
    },
    footer: {
      groups: footerGroups([
        {
          title: "The Harbourside Advantage",
          links: [
            { label: "Diamond Advantage", href: "/diamond-advantage" },
            { label: "Autopact Handback Guarantee", href: "/autopact-handback-guarantee" },
            { label: "Autopact Protection Plan", href: "/autopact-protection-plan" },
            { label: "Ultratek Protection", href: "/ultratek" },
          ],
        },
      ]),
      showPaymentsAccepted: true,
      paymentsAccepted: ["visa", "mastercard", "apple-pay"],
    },
    contact: {
      defaultState: "nsw",
      // The brand's sales lines are split by car type; service takes every call about any car.
      phoneNumbers: [
        { label: "New Car Sales", number: "02 5550 0101", carTypes: ["new", "demo"] },
        { label: "Used Car Sales", number: "02 5550 0102", carTypes: ["used"] },
        { label: "Service", number: "02 5550 0103" },
      ],
    },
    features: {
      checkout: true,
      onlineSale: true,
      tradeIn: true,
      youxQuotes: true,
      priceComparison: true,
      deliveryCalculator: true,
      // Shoppers sign in with their mobile to keep a watchlist at /my-garage.
      watchlist: true,
      // Customers pay invoices and deposits online; a spin-to-win promotion for signed-in shoppers.
      onlinePayment: true,
      spinToWin: true,
      signInGate: true,
    },
    signIn: { gatedRoutes: ["spinToWin"] },
    // Its invoices and quotes are numbered INV- and five or six digits.
    onlinePayment: { referencePattern: "^INV-\\d{5,6}$", referenceExample: "INV-10234" },
    spinToWin: {
      promoter: "Harbourside Motors Pty Ltd (ABN 94 555 000 001), 1 Harbour Street, Sydney NSW 2000",
      startsOn: "2026-01-01",
      endsOn: "2027-12-31",
      permits: [
        { state: "NSW", number: "TP/05551" },
        { state: "SA", number: "T26/0555" },
        { state: "ACT", number: "TP 26/05551" },
      ],
    },
    checkout: { reserveButton: { badge: { enabled: true } } },
    finance: {
      provider: "youx",
      lenderDetails: { phone: "02 5550 0104", panel: "youX lender panel", licenceNumber: "ACL 555001" },
    },
    forms: { showCategory: true, termsAgreement: { required: false } },
    plugins: { autogauge: true, carAnalysis: true, ppsrReport: true },
  },
  dealerPages: ["diamond-advantage", "autopact-handback-guarantee", "autopact-protection-plan", "ultratek"],
});

const redgum = demoSite({
  slug: "redgum",
  name: "Redgum Used Cars",
  template: "used-car",
  domains: ["www.redgumusedcars.com.au", "redgumusedcars.com.au"],
  overrides: {
    identity: {
      shortName: "Redgum",
      tagline: "Certified used cars with a 48-hour money-back guarantee",
      dealerLicence: "MVD 555002",
      legalName: "Redgum Used Cars Pty Ltd",
      abn: "75 555 000 002",
    },
    // A used-car dealer buys its stock from trade-ins: every card offers a valuation.
    buttonSets: { resultCard: ["view-details", "finance", "reserve", "enquire", "trade-in"] },
    theme: {
      colors: {
        primary: "#8c2a14",
        primaryContrast: "#ffffff",
        secondary: "#e9b44c",
        secondaryContrast: "#1f1300",
        surface: "#fffdf8",
        surfaceAlt: "#f6efe6",
        text: "#2b1d14",
        textMuted: "#6b5344",
        border: "#dccbb8",
        accent: "#3f7f84",
      },
      font: "condensed",
      radius: "sm",
    },
    contact: {
      pageLayout: "map-left",
      maskPhone: true,
      defaultState: "sa",
      phoneNumbers: [{ label: "Sales", number: "08 5550 0201" }],
    },
    search: {
      facets: { certified: true },
      filters: { certifiedOnly: true },
      lowestPriceExcludesZero: true,
      // The tenant the product documents mean: no favourite or compare for a car priced 0 or less.
      resultCard: { hideSaveControlsWhenNoPrice: true },
    },
    // Reserving is for signed-in shoppers: Reserve sends others to /sign-in first, then back to the car's checkout.
    features: { checkout: true, historyReports: true, signInGate: true },
    signIn: { gatedRoutes: ["checkout"] },
    checkout: {
      guaranteeText:
        "48-hour money-back guarantee: change your mind within 48 hours and we will refund you in full. Within 14 days you can return or exchange the car under our return terms.",
      returnTerms: { enabled: true, days: 14, maxKm: 500 },
    },
    vehiclePage: {
      viewerDefaultMode: "gallery",
      regoUnregisteredText: true,
      warrantyYears: 5,
      certifiedBenefits: ["Full service history", "90 point inspection", "1 year roadside assist"],
    },
    labels: { financeButton: "Finance Enquiry" },
    finance: { provider: "taurus", defaultRate: 8.5 },
    forms: {
      termsAgreement: {
        required: true,
        label: "I agree to the terms of use.",
        errorText: "*You must agree to the terms of use before submitting.",
      },
    },
    plugins: { ppsrReport: true },
    // One standing hero, no rotating slides.
    home: { heroSlides: false },
  },
});

const southernCross = demoSite({
  slug: "southern-cross",
  name: "Southern Cross Auto Group",
  template: "group",
  domains: ["www.southerncrossautogroup.com.au", "southerncrossautogroup.com.au"],
  overrides: {
    identity: {
      shortName: "Southern Cross",
      tagline: "Cars, motorcycles and trucks across the south-east",
      legalName: "Southern Cross Auto Group Pty Ltd",
      abn: "56 555 000 003",
    },
    theme: {
      colors: {
        primary: "#14213d",
        primaryContrast: "#ffffff",
        secondary: "#fca311",
        secondaryContrast: "#14213d",
        surface: "#ffffff",
        surfaceAlt: "#f3f4f6",
        text: "#111827",
        textMuted: "#4b5563",
        border: "#d1d5db",
        accent: "#e63946",
      },
      font: "serif",
      radius: "none",
    },
    header: { dropdownTrigger: "hover" },
    // Every method the template lists: Mastercard, Visa, Maestro, Google Pay and Apple Pay.
    footer: { showPaymentsAccepted: true },
    contact: {
      defaultState: "vic",
      phoneNumbers: [{ label: "Group Enquiries", number: "03 5550 0301" }],
      // Service is booked through the manufacturers' own booking page (made up: nothing is fetched).
      serviceBookingUrl: "https://www.example.com.au/owners/book-a-service",
    },
    search: { promoCards: { enabled: true, every: 3, offset: 2, randomise: true } },
    // The group keeps its shoppers' watchlists under its own name for the garage, /mymotorama (the
    // product's garage variants); /my-garage and the other variants are not found here.
    features: { watchlist: true },
    signIn: { garagePath: "/mymotorama" },
    forms: {
      messageRequired: false,
      // The group's select lists dealership locations (sales, service), so it asks for a location.
      locationSelect: { show: true, placeholder: "Please Select a Dealership Location" },
    },
    finance: { provider: "manual", excludedMakes: ["Suzuki"] },
    home: {
      disclaimer:
        "Southern Cross Auto Group dealerships are independently licensed motor dealers. Vehicles, prices and offers vary by dealership and state; confirm details with the selling dealership.",
    },
  },
  brands: [
    brandEntry("car", "Toyota", "toyota"),
    brandEntry("car", "Mazda", "mazda"),
    brandEntry("car", "Hyundai", "hyundai"),
    brandEntry("car", "Kia", "kia"),
    brandEntry("car", "Ford", "ford"),
    brandEntry("car", "Volkswagen", "volkswagen"),
    brandEntry("car", "Nissan", "nissan"),
    brandEntry("car", "Mitsubishi", "mitsubishi"),
    brandEntry("car", "Subaru", "subaru"),
    brandEntry("car", "Isuzu UTE", "isuzu-ute"),
    brandEntry("motorcycle", "Yamaha", "yamaha"),
    brandEntry("motorcycle", "Kawasaki", "kawasaki"),
    brandEntry("motorcycle", "Honda Motorcycles", "honda-motorcycles"),
    brandEntry("motorcycle", "Suzuki Motorcycles", "suzuki-motorcycles"),
    brandEntry("truck", "Isuzu Trucks", "isuzu-trucks"),
    brandEntry("truck", "Hino", "hino"),
    brandEntry("truck", "Fuso", "fuso"),
    {
      kind: "own",
      title: "Southern Cross Certified",
      slug: "southern-cross-certified",
      description: "Inspected, serviced and warranted used cars from across the group.",
      skipPage: false,
    },
    {
      kind: "own",
      title: "SX Fleet",
      slug: "sx-fleet",
      description: "Vehicles, finance and servicing for business fleets of any size.",
      // Fleet buyers go straight to the fleet page rather than a brand overview.
      skipPage: true,
    },
  ],
});

function brandEntry(kind: DemoBrand["kind"], title: string, slug: string): DemoBrand {
  return { kind, title, slug, description: `${title} sales, service and parts.`, skipPage: false };
}

const coastalRv = demoSite({
  slug: "coastal-rv",
  name: "Coastal Caravans & Motorcycles",
  template: "leisure",
  domains: ["www.coastalcaravans.com.au", "coastalcaravans.com.au"],
  overrides: {
    identity: {
      shortName: "Coastal",
      tagline: "Caravans, campers and motorcycles on the Sunshine Coast",
      legalName: "Coastal Caravans & Motorcycles Pty Ltd",
      abn: "37 555 000 004",
    },
    theme: {
      colors: {
        primary: "#00695c",
        primaryContrast: "#ffffff",
        secondary: "#ffb74d",
        secondaryContrast: "#3e2723",
        surface: "#fffdf7",
        surfaceAlt: "#eef7f4",
        text: "#1b2e2b",
        textMuted: "#4f615e",
        border: "#c8d8d4",
        accent: "#ff7043",
      },
      font: "rounded",
      radius: "lg",
    },
    contact: {
      closedDayText: "by-appointment",
      defaultState: "qld",
      phoneNumbers: [
        { label: "Caravan Sales", number: "07 5550 0401" },
        { label: "Motorcycle Sales", number: "07 5550 0402" },
      ],
    },
    // Finance applications are for signed-in shoppers: the finance pages send others to /sign-in first.
    features: { deliveryCalculator: true, signInGate: true },
    signIn: { gatedRoutes: ["finance", "personalisedFinance"] },
    finance: {
      provider: "angle",
      // The narrower rate band and $5,000 floor the finance document gives for one provider.
      interestRange: { min: 7.5, max: 14.5, step: 0.5 },
      purchasePriceRange: { min: 5_000, max: 250_000 },
      vehiclePageLoan: { step: 500, max: 100_000, termMaxYears: 5 },
      // Presets up to the vehicle-page loan maximum. The $300,000-$800,000 variant fits none of
      // the six demo dealers (it suits prestige or truck sales), so no demo site uses it.
      moneyInputPresets: [10_000, 20_000, 40_000, 60_000, 80_000, 100_000],
    },
    budgetWidget: {
      frequency: "weekly",
      customBodyTypes: ["motorhome", "hardtop", "softtop", "van", "ute"],
      bodyTypeLimit: 5,
    },
    vehiclePage: { spin: { autoRotate: true } },
    home: { salesCounter: { enabled: true } },
  },
});

const driveflex = demoSite({
  slug: "driveflex",
  name: "DriveFlex Car Subscriptions",
  template: "subscription",
  domains: ["www.driveflex.com.au", "driveflex.com.au"],
  overrides: {
    identity: {
      shortName: "DriveFlex",
      tagline: "One weekly price for the car, rego, insurance and servicing",
      legalName: "DriveFlex Subscriptions Pty Ltd",
      abn: "18 555 000 005",
    },
    theme: {
      colors: {
        primary: "#5b21b6",
        primaryContrast: "#ffffff",
        secondary: "#0f766e",
        secondaryContrast: "#ffffff",
        surface: "#ffffff",
        surfaceAlt: "#f5f3ff",
        text: "#1e1b4b",
        textMuted: "#55557a",
        border: "#ddd6fe",
        accent: "#db2777",
      },
      font: "system",
      radius: "lg",
    },
    contact: {
      pageLayout: "single",
      defaultState: "wa",
      phoneNumbers: [{ label: "Subscriptions", number: "08 5550 0501" }],
    },
    features: { checkout: false, onlineSale: false, tradeIn: false },
    search: { defaultSort: "subscriptionPrice" },
    labels: { enquireButton: "Ask About Subscribing" },
    blog: { layout: "list", ctaCards: ["test-drive", "view-stock"] },
    tradeIn: { enabled: false },
  },
});

// The one-dealer template decides the layout (one-dealer vehicle page, checkout at /buy-online);
// the overrides are only the dealer's identity, colours, phones and finance provider.
const bayside = demoSite({
  slug: "bayside",
  name: "Bayside Auto Co",
  template: "one-dealer",
  domains: ["www.baysideautoco.com.au", "baysideautoco.com.au"],
  overrides: {
    identity: {
      shortName: "Bayside",
      tagline: "New, used and demo Hyundai and Kia in Geelong",
      dealerLicence: "LMCT 555006",
      legalName: "Bayside Auto Co Pty Ltd",
      abn: "88 555 000 006",
    },
    theme: {
      colors: {
        primary: "#0e5a8a",
        primaryContrast: "#ffffff",
        secondary: "#ffd166",
        secondaryContrast: "#1a1a1a",
        surface: "#ffffff",
        surfaceAlt: "#eef5fa",
        text: "#0d2233",
        textMuted: "#4a6072",
        border: "#c5d6e3",
        accent: "#ef476f",
      },
      font: "system",
      radius: "sm",
    },
    contact: {
      defaultState: "vic",
      phoneNumbers: [
        { label: "Sales", number: "03 5550 0601" },
        { label: "Service", number: "03 5550 0602" },
      ],
    },
    finance: { provider: "360-finance" },
    // A reserve-online dealer puts Reserve first on the phone's call-to-action bar.
    buttonSets: { stickyBar: ["reserve", "enquire", "call"] },
    // The dealer's own owner and buyer pages, in place of the standard servicing links.
    footer: {
      groups: footerGroups(
        [
          {
            title: "Why Buy From Us",
            links: [
              { label: "Home Drive", href: "/pages/home-drive" },
              { label: "Pre-Owned Benefits", href: "/pages/pre-owned-benefits" },
              { label: "Experience GT", href: "/pages/experience-gt" },
              { label: "Customer Reviews", href: "/pages/reviews" },
              { label: "Unsubscribe", href: "/pages/unsubscribe" },
            ],
          },
        ],
        [
          {
            title: "Servicing and Parts",
            links: [
              { label: "Book a Service", href: "/pages/book-a-service" },
              { label: "Service Benefits", href: "/pages/service-benefits" },
              { label: "Lifecycle Check-Up", href: "/pages/lifecycle-checkup" },
              { label: "Parts and Accessories", href: "/pages/parts-accessories" },
              { label: "Warranty", href: "/pages/warranty" },
              { label: "Capped Price Servicing", href: "/capped-price-servicing" },
              { label: "Roadside Assist", href: "/roadside-assist" },
            ],
          },
        ],
      ),
    },
  },
  // Every "pages/…" page the dealer-pages writer knows: this dealer's menus link them all.
  dealerPages: dealerPageNames.filter((name) => name.startsWith("pages/")),
});

export const demoSites: DemoSite[] = [harbourside, redgum, southernCross, coastalRv, driveflex, bayside];
