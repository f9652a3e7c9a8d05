// Every default of the site configuration, in this one place, and the defaults each template lays
// on top. A site's own overrides go on top of both (see `resolve-config.ts`).

import {
  templateNames,
  type NavItem,
  type NavLink,
  type SiteConfig,
  type SiteConfigOverrides,
  type TemplateName,
} from "./config-schema";
import { defaultInterestRange, defaultPurchasePriceRange } from "./finance-range-defaults";

export { templateNames, type TemplateName };

export function isTemplateName(value: string): value is TemplateName {
  return templateNames.some((name) => name === value);
}

// ---------------------------------------------------------------------------------------------
// Menus, shared by the defaults and the templates that reshape them

const homeMenuItem: NavItem = { label: "Home", href: "/" };
const offersMenuItem: NavItem = { label: "Offers", href: "/special-offers" };
const financeMenuItem: NavItem = { label: "Finance", href: "/finance" };

function stockMenuItem(pluralNoun: string): NavItem {
  return {
    label: "Our Stock",
    kind: "stock",
    children: [
      { label: `New ${pluralNoun}`, href: "/search/new-cars" },
      { label: `Used ${pluralNoun}`, href: "/search/used-cars" },
      { label: `Demo ${pluralNoun}`, href: "/search/demo-cars" },
      { label: "All Stock", href: "/search/new-used-and-demo-cars" },
    ],
  };
}

const serviceMenuItem: NavItem = {
  label: "Service and Parts",
  children: [
    { label: "Book a Service", href: "/service" },
    { label: "Parts and Accessories", href: "/vehicle-parts-and-accessories" },
  ],
};

const moreMenuLinks: NavLink[] = [
  { label: "Sell My Car", href: "/sell-my-car" },
  { label: "Fleet", href: "/fleet" },
  { label: "Careers", href: "/careers" },
  { label: "About Us", href: "/about-us" },
  { label: "Contact Us", href: "/contact-us" },
  { label: "Terms", href: "/terms-and-conditions" },
];

const defaultMenus: NavItem[] = [
  homeMenuItem,
  { label: "Vehicles", kind: "models" },
  stockMenuItem("Cars"),
  offersMenuItem,
  serviceMenuItem,
  financeMenuItem,
  { label: "More", children: moreMenuLinks },
];

const buyerToolsFooterGroup = {
  title: "Buyer Tools",
  links: [
    { label: "Finance", href: "/finance" },
    { label: "Trade-In Valuation", href: "/trade-in" },
    { label: "Sell My Car", href: "/sell-my-car" },
    { label: "Book a Test Drive", href: "/book-test-drive" },
    { label: "Special Offers", href: "/special-offers" },
    { label: "Fleet", href: "/fleet" },
  ],
};

const servicingFooterGroup = {
  title: "Servicing and Parts",
  links: [
    { label: "Book a Service", href: "/service" },
    { label: "Parts and Accessories", href: "/vehicle-parts-and-accessories" },
    { label: "Warranty", href: "/warranty" },
    { label: "Capped Price Servicing", href: "/capped-price-servicing" },
    { label: "Roadside Assist", href: "/roadside-assist" },
  ],
};

// ---------------------------------------------------------------------------------------------
// The defaults

export const defaultSiteConfig: SiteConfig = {
  template: "default",
  identity: {
    name: "Dealer",
    shortName: "Dealer",
    tagline: "New, used and demo cars",
  },
  theme: {
    colors: {
      primary: "#1d4ed8",
      primaryContrast: "#ffffff",
      secondary: "#0f172a",
      secondaryContrast: "#ffffff",
      surface: "#ffffff",
      surfaceAlt: "#f1f5f9",
      text: "#0f172a",
      textMuted: "#475569",
      border: "#cbd5e1",
      accent: "#f59e0b",
    },
    font: "system",
    radius: "md",
  },
  branding: {
    logoUrl: null,
    faviconUrl: null,
  },
  header: {
    dropdownTrigger: "click",
    stickyAfterPx: 500,
    showPhone: true,
    showFavouritesLink: true,
    menus: defaultMenus,
    megaMenu: { enabled: false, title: "Our Brands", brands: [] },
  },
  footer: {
    groups: [
      // No links: the footer fills it with the dealer's models in stock.
      { title: "Models", links: [] },
      buyerToolsFooterGroup,
      servicingFooterGroup,
    ],
    showDealershipGroup: true,
    disclaimer: null,
    copyrightText: null,
    showPaymentsAccepted: false,
    paymentsAccepted: ["mastercard", "visa", "maestro", "google-pay", "apple-pay"],
  },
  social: {},
  contact: {
    pageLayout: "cards",
    phoneNumbers: [],
    maskPhone: false,
    locationCarouselTitle: "Our Locations",
    closedDayText: "status",
    defaultState: "qld",
    showHolidayHours: true,
    showGoogleReviewsBadge: true,
    mapProvider: "static",
    mapDefaultZoom: 10,
    locationBlocks: {
      show: "all",
      locationSlug: null,
      manufacturer: null,
      subtype: null,
      includeLocationSlugs: [],
      excludeLocationSlugs: [],
    },
    serviceBookingUrl: null,
  },
  blog: {
    layout: "grid",
    ctaCards: ["test-drive", "view-stock", "reserve-online"],
  },
  reviews: {
    enabled: true,
    minimumRating: 4,
    googleReviewsCount: 12,
  },
  search: {
    // Shoppers narrow by what they can see on the car; internal and derived attributes
    // (status, tags, timestamps, hierarchical make_model, budget ranges) stay hidden.
    facets: {
      badge: false,
      status: false,
      car_type: true,
      categories: false,
      city: false,
      colour: true,
      dealership_name: false,
      filtered_features: false,
      item_type: false,
      km: true,
      location_name: true,
      make: true,
      make_model: false,
      model: true,
      price: true,
      subscription_price: false,
      price_range: false,
      seats: true,
      body: true,
      drive: true,
      fuel: true,
      transmission: true,
      state: false,
      tag: false,
      weekly_price_range: false,
      year: true,
      certified: false,
      created_at_timestamp: false,
    },
    sortOptions: {
      mostRelevant: true,
      latest: true,
      highestPrice: true,
      lowestPrice: true,
      subscriptionPrice: false,
      kmsLowest: false,
      kmsHighest: false,
    },
    defaultSort: "mostRelevant",
    pageSize: 21,
    makeFacetVisibleCount: 7,
    modelListLimit: 30,
    priceSlider: { min: 5_000, max: 250_000, step: 500 },
    lowestPriceExcludesZero: false,
    filters: {
      stockAgeFilter: 0,
      usedOnly: false,
      certifiedOnly: false,
      excludedStockNumbers: [],
      excludedNewMakes: [],
      recentlySoldDays: 3,
      justArrivedDays: 8,
      inStockOnly: false,
    },
    promoCards: { enabled: false, every: 6, offset: 3, randomise: false },
    collapseSoldRuns: true,
    resultCard: {
      showViewsCount: true,
      showLocationOverlay: true,
      showFinanceEstimate: true,
      hideSaveControlsWhenNoPrice: false,
    },
  },
  labels: {
    soldTag: "JUST SOLD",
    noPriceText: "Enquire for price.",
    defaultCarTag: "New Arrival",
    comingSoonTag: "COMING SOON",
    reservedTag: "RESERVED",
    certifiedTag: "CERTIFIED PRE-OWNED",
    preorderText: "PREORDER",
    carNoun: { singular: "Car", plural: "Cars" },
    viewDetailsButton: "View Details",
    enquireButton: "Enquire Now",
    testDriveButton: "Book a Test Drive",
    reserveButton: "Reserve Car Now",
    reserveCardButton: "Reserve Now",
    onlinePurchaseButton: "Online Purchase",
    financeButton: "Get Finance Quote",
    financeCardButton: "Get Finance",
    tradeInButton: "Get Your Valuation",
    sidebarTradeInButton: "Trade-In Valuation",
    tradeInOfferButton: "Your Trade-In Offer",
    historyReportButton: "Car History Report",
    callButton: "Call the Dealer",
    printButton: "Print",
    shareButton: "Share",
    findSimilarButton: "Find Me Something Similar",
    findSimilarPrompt: "Like this and want something similar?",
    dealerCommentsPending: "Dealer comments are pending. Please check back here later.",
    noResultsTitle: "No Results Available",
    noResultsText: "No results found for your search at this time. Please try adjusting the filters for more results.",
  },
  buttonSets: {
    vehicleSidebar: [
      "enquire",
      "history-report",
      "finance",
      "trade-in",
      "reserve",
      "online-purchase",
      "test-drive",
      "call",
      "print",
      "share",
    ],
    resultCard: ["view-details", "finance", "reserve", "enquire"],
    stickyBar: ["call", "enquire"],
  },
  // Off by default: anything that takes money, needs a provider account or a sign-in.
  features: {
    checkout: false,
    onlineSale: false,
    financeButton: true,
    testDrive: true,
    tradeIn: true,
    favourites: true,
    compare: true,
    subscriptions: false,
    caravans: false,
    motorcycles: false,
    electricTag: true,
    youxQuotes: false,
    historyReports: true,
    deliveryCalculator: false,
    priceComparison: false,
    fuelCalculator: true,
    similarCars: true,
    printPdf: true,
    share: true,
    watchlist: false,
    signInGate: false,
    onlinePayment: false,
    spinToWin: false,
  },
  privacy: {
    leadRetentionDays: 730,
    signInCodeRetentionDays: 1,
    expiredSessionRetentionDays: 1,
    transactionRetentionDays: 730,
  },
  signIn: {
    gatedRoutes: [],
    garagePath: "/my-garage",
  },
  vehiclePage: {
    breadcrumbPrefix: "/search",
    regoUnregisteredText: false,
    viewerDefaultMode: "spinner",
    stockVideoPosition: "second",
    sectionLayout: "standard",
    featureListLimit: 8,
    keyInfoLimit: 4,
    dealerCommentsCollapseAt: 400,
    checkoutPath: "checkout",
    stickyCtaAfterPx: 900,
    certifiedBenefits: [],
    whyBuyFromUs: [],
    protectionProducts: [],
    showAnnouncementBar: true,
    warrantyYears: 3,
    similarCarsMatchBody: false,
    spin: { autoRotate: false, autoRotateIntervalMs: 100, dragPxPerFrame: 20 },
    fuelCalculator: { fuelPricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 },
  },
  onlinePayment: {
    referencePattern: null,
    referenceExample: null,
  },
  spinToWin: {
    prizes: [
      { name: "$50 fuel card", weight: 30 },
      { name: "Free car wash and detail", weight: 30 },
      { name: "$100 off your next service", weight: 25 },
      { name: "Free tinted windows on your next car", weight: 10 },
      { name: "$500 off your next car", weight: 5 },
    ],
    terms:
      "One spin per mobile number. Prizes are redeemed at the dealership within 90 days, are not transferable and cannot be exchanged for cash. We will call you to arrange your prize.",
    promoter: null,
    startsOn: null,
    endsOn: null,
    permits: [],
  },
  checkout: {
    depositAmount: 200,
    holdHours: 48,
    refundableText: "100% refundable",
    depositText: "Reserve this car online with a small deposit and we will hold it for you while you arrange the rest.",
    guaranteeText: null,
    returnTerms: {
      enabled: false,
      days: 14,
      maxKm: 500,
      conditions: [
        "Returned with at least a quarter tank of fuel",
        "All keys and accessories returned",
        "No lien or finance registered against the car",
      ],
    },
    reserveButton: {
      variant: "accent",
      badge: { enabled: false, text: "Reserve Online" },
    },
  },
  finance: {
    provider: "none",
    defaultLink: null,
    applicationPath: "/finance",
    excludedMakes: ["Suzuki"],
    excludedDealerships: [],
    defaultRate: 10,
    defaultTermYears: 5,
    defaultAmount: 30_000,
    interestRange: { ...defaultInterestRange },
    purchasePriceRange: { ...defaultPurchasePriceRange },
    termRangeYears: { min: 1, max: 7, step: 0.5 },
    vehiclePageLoan: null,
    moneyInputPresets: [5_000, 10_000, 20_000, 30_000, 50_000, 70_000],
    displayFrequency: "weekly",
    estimate: { termYears: 5, depositPercent: 10 },
    quote: { loanTermYears: 5, balloonPercent: 30 },
    establishmentFee: 0,
    disclaimer:
      "The finance estimate is indicative only and does not constitute a quote or an offer of credit. It is based on a 5-year secured consumer loan with a 10% deposit and no balloon. Fees and charges apply. Subject to lender approval; terms, conditions and lending criteria apply. Please speak to our finance team for a personalised quote.",
    disclaimerShortenAt: 197,
    lenderDetails: {},
  },
  budgetWidget: {
    enabled: true,
    heading: "Find cars for your budget",
    frequency: "monthly",
    defaultRepaymentMonthly: 600,
    defaultRepaymentWeekly: 200,
    defaultDeposit: 2_000,
    termYears: 5,
    sliderMin: 5_000,
    sliderMax: 250_000,
    sliderStep: 500,
    minPriceFilter: 1_000,
    bodyTypeLimit: 4,
    customBodyTypes: null,
  },
  forms: {
    messageRequired: true,
    showCategory: false,
    categories: [
      "General Enquiry",
      "Sales Enquiry",
      "Service Enquiry",
      "Parts Enquiry",
      "Finance Enquiry",
      "Careers Enquiry",
    ],
    defaultCategory: "General Enquiry",
    locationSelect: { show: false, placeholder: "Please Select a Dealership Location" },
    removePreferredDealership: false,
    preferredDealershipPlaceholder: "Select a Preferred Dealership",
    optInDefault: true,
    optInLabel: "Yes, send me news, offers and updates by email and SMS. You can unsubscribe at any time.",
    termsAgreement: {
      required: false,
      label: "I agree to the terms of use and privacy policy.",
      errorText: "You must agree to the terms of use before submitting the form.",
    },
    privacyNotice:
      "We collect your details to respond to your enquiry and, if you opt in, to keep you informed. See our privacy policy for how we handle your information.",
    successCategoryKey: "lead-success-category",
  },
  tradeIn: {
    enabled: true,
    saveValuation: false,
    pages: {
      tradeIn: {
        title: "Trade-In Valuation",
        intro:
          "Tell us about your car and get an instant trade-in offer, worked out from what cars like yours sell for today.",
      },
      sellMyCar: {
        title: "Sell My Car",
        intro: "Selling your car? Get an instant offer in a few minutes, with no obligation to sell.",
      },
      sellYourCar: {
        title: "Sell Your Car",
        intro: "We buy cars outright. Get an instant offer in a few minutes, with no obligation to sell.",
      },
      againstCar: {
        title: "Trade In Your Car",
        intro: "See what your current car is worth as a trade-in on the one you are looking at.",
      },
    },
    faqsHeading: "Trade-In FAQs",
    faqs: [
      {
        question: "How is my offer worked out?",
        answer:
          "We compare your car with cars of the same make and model, of a similar age and kilometres, that are for sale or have sold recently, first in your state and then across Australia. We adjust for its condition and take off what it costs us to recondition and sell it.",
      },
      {
        question: "Is the online offer final?",
        answer:
          "It is our offer for the car you described. We confirm it after a short inspection and test drive; if the car matches your answers, the offer stands.",
      },
      {
        question: "Why did I not get an instant offer?",
        answer:
          "We do not give online offers for cars older than 7 years or with more than 100,000 km, or when we have seen too few similar cars to price yours fairly. Send us your details and our buyer will value it personally.",
      },
      {
        question: "What if I still owe money on my car?",
        answer:
          "That is fine. We get a payout figure from your lender and settle the loan as part of the deal; anything left over is paid to you or comes off your next car.",
      },
      {
        question: "What should I bring?",
        answer:
          "Your driver licence, the registration papers, the service books and every key. If there is finance owing, bring the lender's details.",
      },
      {
        question: "Do I have to buy a car from you?",
        answer: "No. We are happy to buy your car outright, whether or not you buy from us.",
      },
    ],
    maxAgeYears: 7,
    maxKm: 100_000,
    minComparables: 3,
    reconditioningCost: 1_500,
    marginPercent: 12,
    offerValidDays: 7,
  },

  analytics: {
    eventIds: {
      enquiryNew: 14,
      enquiryUsed: 15,
      testDriveNew: 17,
      testDriveUsed: 48,
      testDriveOnlyTag: 17,
      favourite: 39,
      historyReport: 60,
      print: 61,
      usedDetailView: 4,
      searchView: 49,
      offerAccepted: 18,
    },
  },
  security: {
    frameAncestors: ["'self'"],
  },
  plugins: {
    carAnalysis: false,
    ppsrReport: false,
    autogauge: false,
  },
  home: {
    heroSlides: true,
    showBudgetWidget: true,
    showBodyTypePicker: true,
    bodyTypeSelector: { enabled: true, limit: 6 },
    featuredListTitle: "Featured Vehicles",
    statsBanners: [],
    brandGrids: [],
    disclaimer: null,
    showLocations: true,
    salesCounter: {
      enabled: false,
      timeZone: "Australia/Brisbane",
      // One unit every 450 seconds.
      unitsPerDay: 192,
      refreshSeconds: 150,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Template defaults

export const templateDefaults: Record<TemplateName, SiteConfigOverrides> = {
  default: {},

  "used-car": {
    identity: { tagline: "Quality used cars" },
    header: {
      menus: [
        homeMenuItem,
        { label: "Our Stock", kind: "stock", href: "/search/used-cars" },
        financeMenuItem,
        { label: "Trade-In", href: "/trade-in" },
        { label: "Sell My Car", href: "/sell-my-car" },
        {
          label: "More",
          children: [
            { label: "About Us", href: "/about-us" },
            { label: "Careers", href: "/careers" },
            { label: "Contact Us", href: "/contact-us" },
            { label: "Terms", href: "/terms-and-conditions" },
          ],
        },
      ],
    },
    footer: {
      groups: [
        {
          title: "Our Stock",
          links: [
            { label: "Used Cars", href: "/search/used-cars" },
            { label: "Special Offers", href: "/special-offers" },
          ],
        },
        // A used-car yard sells to families and traders, not fleets.
        { ...buyerToolsFooterGroup, links: buyerToolsFooterGroup.links.filter((link) => link.href !== "/fleet") },
        {
          title: "Buy With Confidence",
          links: [
            { label: "Warranty", href: "/warranty" },
            { label: "Return Policy", href: "/return-policy" },
            { label: "How Buying Works", href: "/buying" },
            { label: "FAQs", href: "/faqs" },
          ],
        },
      ],
    },
    search: {
      // Every car is used, so a car-type facet would have one value.
      facets: { car_type: false, certified: true },
      sortOptions: { kmsLowest: true, kmsHighest: true },
      filters: { usedOnly: true },
    },
    vehiclePage: { breadcrumbPrefix: "/used-car", regoUnregisteredText: true },
    plugins: { autogauge: true },
  },

  group: {
    identity: { tagline: "One group, many dealerships" },
    header: {
      menus: [
        homeMenuItem,
        { label: "Brands", href: "/brands" },
        stockMenuItem("Cars"),
        offersMenuItem,
        { label: "Dealer Locator", href: "/dealer-locator" },
        financeMenuItem,
        { label: "More", children: moreMenuLinks },
      ],
    },
    search: {
      facets: { dealership_name: true, state: true, city: true },
    },
    forms: { locationSelect: { show: true } },
    home: {
      statsBanners: [
        { value: "50+", label: "locations" },
        { value: "40+", label: "brands" },
        { value: "30+", label: "years" },
      ],
      // The brands come from the site's brand entries; a grid with none is not shown.
      brandGrids: [
        { title: "Car Brands", kind: "car" },
        { title: "Motorcycle Brands", kind: "motorcycle" },
        { title: "Truck Brands", kind: "truck" },
        { title: "Our Brands", kind: "own" },
      ],
      disclaimer:
        "Each dealership in the group is independently licensed and responsible for the vehicles, offers and services it advertises. Offers may vary between dealerships and states.",
    },
  },

  leisure: {
    identity: { tagline: "Caravans, motorcycles and more" },
    header: {
      menus: [
        homeMenuItem,
        { label: "Vehicles", kind: "models" },
        stockMenuItem("Vehicles"),
        offersMenuItem,
        serviceMenuItem,
        financeMenuItem,
        { label: "More", children: moreMenuLinks },
      ],
    },
    features: { caravans: true, motorcycles: true },
    labels: { carNoun: { singular: "Vehicle", plural: "Vehicles" } },
    search: { facets: { item_type: true } },
    budgetWidget: { heading: "Find vehicles for your budget" },
  },

  subscription: {
    identity: { tagline: "Car subscriptions, all-inclusive" },
    // No finance and no trade-in to offer a subscriber, so no links to them either.
    header: {
      menus: [
        homeMenuItem,
        { label: "Vehicles", kind: "models" },
        { label: "Our Stock", kind: "stock", href: "/search/new-used-and-demo-cars" },
        offersMenuItem,
        {
          label: "More",
          // Nothing to sell to a subscription service, and fleets subscribe through the enquiry form.
          children: moreMenuLinks.filter((link) => link.href !== "/sell-my-car" && link.href !== "/fleet"),
        },
      ],
    },
    footer: {
      groups: [
        { title: "Models", links: [] },
        {
          title: "Subscribing",
          links: [
            { label: "Book a Test Drive", href: "/book-test-drive" },
            { label: "Special Offers", href: "/special-offers" },
            { label: "FAQs", href: "/faqs" },
            { label: "How It Works", href: "/buying" },
          ],
        },
      ],
    },
    finance: { provider: "none" },
    search: {
      // The purchase price means nothing to a subscriber: filter and sort on the subscription.
      facets: { subscription_price: true, price: false },
      sortOptions: { subscriptionPrice: true, highestPrice: false, lowestPrice: false },
      resultCard: { showFinanceEstimate: false },
    },
    buttonSets: {
      vehicleSidebar: ["enquire", "test-drive", "call", "print", "share"],
      resultCard: ["view-details", "enquire"],
    },
    budgetWidget: { enabled: false },
    tradeIn: { enabled: false },
    features: { subscriptions: true, financeButton: false, youxQuotes: false, tradeIn: false },
    home: { showBudgetWidget: false },
  },

  "one-dealer": {
    // One dealer selling its own stock end to end: reserve online, and buy online (the checkout journey).
    features: { checkout: true, onlineSale: true },
    vehiclePage: {
      sectionLayout: "one-dealer",
      checkoutPath: "buy-online",
      whyBuyFromUs: [
        "Family owned and run: you deal with the same people from test drive to first service.",
        "Every used car passes a 150-point inspection and comes with a roadworthy certificate.",
        "No-haggle pricing: the price you see is the price you pay, on-road costs included where stated.",
        "48-hour money-back guarantee on used cars, so you can be sure at home.",
        "Finance, insurance and trade-ins arranged in one visit.",
      ],
      protectionProducts: [
        {
          title: "Extended warranty",
          description: "Cover for mechanical and electrical repairs after the factory warranty ends.",
        },
        {
          title: "Paint and interior protection",
          description: "A ceramic paint coating and fabric guard, applied before delivery.",
        },
        {
          title: "Gap insurance",
          description: "Pays the difference between what you owe and the insured value after a total loss.",
        },
        {
          title: "Tyre and rim cover",
          description: "Repairs or replaces damaged tyres and rims, including roadside assistance.",
        },
      ],
    },
  },
};
