// The one schema for a dealer site's configuration: every per-dealer switch the product documents
// name, grouped by the part of the site it changes.
//
// The schema validates; it does not supply defaults. All defaults live in `config-defaults.ts`,
// template defaults sit on top of them and a site's overrides on top of those (`resolve-config.ts`).
// Every object is strict, so a misspelt switch fails loudly instead of being silently ignored.

import { z } from "@/platform/zod";
import { australianStateConfigCodes } from "@/platform/australian-states";
import { isValidAbn } from "@/platform/abn";
import { financeProviders } from "@/platform/db/json-types";
import { contrastRatio, MIN_TEXT_CONTRAST } from "./color-contrast";
import { isLogoDataUrl, logoDataProblem } from "./logo-data";
import {
  bodyTypeNames,
  carTypeNames,
  facetNames,
  fontNames,
  sortOptionNames,
  templateNames,
  type BodyTypeName,
  type CarTypeName,
  type FacetName,
  type FontName,
  type SortOptionName,
  type TemplateName,
} from "./config-vocabularies";

// ---------------------------------------------------------------------------------------------
// Field building blocks

const nonBlankText = z.string().regex(/\S/, "Must not be blank");

// `format` and `contentMediaType` are read by the console's settings forms (z.toJSONSchema): a colour
// gets a colour picker, a link the site's pages to pick from, an image its preview. No effect on parsing.
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a hex colour like "#1a2b3c"')
  .meta({ format: "color" });

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lower-case slug like "toyota" or "isuzu-ute"');

function isSitePath(value: string): boolean {
  // "//host" is a protocol-relative URL to another site, not a path on this one.
  return value.startsWith("/") && !value.startsWith("//") && !/\s/.test(value);
}

function isWebUrl(value: string, allowedProtocols: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return allowedProtocols.includes(url.protocol) && url.hostname.includes(".");
}

/** A link target: a path on this site (`/finance`) or a web address (an external booking page). */
const href = z
  .string()
  .refine(
    (value) => isSitePath(value) || isWebUrl(value, ["https:", "http:"]),
    'Expected a site path starting with "/" or an http(s):// URL',
  )
  .meta({ format: "uri-reference" });

/** An image: a file under `public/` (`/brands/toyota.svg`) or an https image/CDN address. */
const imageSource = z
  .string()
  .refine(
    (value) => isSitePath(value) || isWebUrl(value, ["https:"]),
    'Expected a path starting with "/" or an https:// URL',
  )
  .meta({ format: "uri-reference", contentMediaType: "image/*" });

const httpsUrl = z
  .string()
  .refine((value) => isWebUrl(value, ["https:"]), "Expected an https:// URL")
  .meta({ format: "uri" });

const phoneNumber = z
  .string()
  .regex(
    /^(?=(?:\D*\d){6,15}\D*$)\+?[0-9 ()-]+$/,
    "Expected a phone number of 6 to 15 digits, optionally with spaces, brackets or dashes (e.g. 07 5550 0100)",
  );

function wholeNumber(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

const money = z.number().min(0);

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function findDuplicate<T>(values: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** An array whose entries must be distinct (a button or card listed twice is a mistake). */
function distinctArray<T extends z.ZodType<string | number>>(element: T) {
  return z.array(element).superRefine((values, ctx) => {
    const duplicate = findDuplicate(values);
    if (duplicate !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${String(duplicate)}" is listed more than once` });
    }
  });
}

function numberRange(limits: { min: number; max: number }) {
  const bound = z.number().min(limits.min).max(limits.max);
  return z.strictObject({ min: bound, max: bound }).superRefine(checkMinBelowMax);
}

/** A slider's range and its step. */
function steppedRange(limits: { min: number; max: number }) {
  const bound = z.number().min(limits.min).max(limits.max);
  return z.strictObject({ min: bound, max: bound, step: z.number().positive() }).superRefine(checkMinBelowMax);
}

function checkMinBelowMax(range: { min: number; max: number }, ctx: z.RefinementCtx): void {
  if (range.min >= range.max) {
    ctx.addIssue({ code: "custom", path: ["min"], message: `min (${range.min}) must be below max (${range.max})` });
  }
}

// ---------------------------------------------------------------------------------------------
// Closed vocabularies (exported so feature code can iterate them; defined in config-vocabularies.ts)

export { bodyTypeNames, carTypeNames, templateNames, type BodyTypeName, type CarTypeName, type TemplateName };

// ---------------------------------------------------------------------------------------------
// identity

const identitySchema = z.strictObject({
  name: nonBlankText.describe("The dealer's name as shoppers see it: page titles, the header, e-mails and receipts."),
  shortName: nonBlankText.describe("A shorter name where space is tight (phone headers, SMS messages)."),
  tagline: z.string().describe("One line under the name, and the home page's description for search engines."),
  dealerLicence: nonBlankText
    .optional()
    .describe("Motor dealer licence number shown in the footer and on printed pages."),
  legalName: nonBlankText
    .max(200)
    .optional()
    .describe(
      'The business that takes the site\'s payments, as registered ("Harbourside Motors Pty Ltd"): named with the ABN on receipts and in the footer.',
    ),
  abn: z
    .string()
    .refine(
      isValidAbn,
      'Expected an ABN of 11 digits that passes the ATO check (e.g. "51 824 753 556"); check it on the ABN Lookup',
    )
    .optional()
    .describe("Its Australian Business Number, 11 digits (spaces allowed), checked with the ATO's rule."),
});

// ---------------------------------------------------------------------------------------------
// theme

export { fontNames, type FontName };

/** Local and system font stacks only: no web-font download, no third-party font host. */
export const fontStacks: Record<FontName, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Times New Roman", serif',
  rounded:
    'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, sans-serif',
  condensed:
    '"Roboto Condensed", "Arial Narrow", "Helvetica Neue Condensed", "Liberation Sans Narrow", "Nimbus Sans Narrow", sans-serif-condensed, sans-serif',
};

export const radiusNames = ["none", "sm", "md", "lg"] as const;
export type RadiusName = (typeof radiusNames)[number];

/** CSS lengths behind each radius name (the `--radius` variable). */
export const radiusScale: Record<RadiusName, string> = {
  none: "0",
  sm: "0.25rem",
  md: "0.5rem",
  lg: "1rem",
};

/** Foreground/background pairs that carry text, so each must reach WCAG AA contrast. */
export const textColorPairs = [
  ["primaryContrast", "primary"],
  ["secondaryContrast", "secondary"],
  ["text", "surface"],
  ["text", "surfaceAlt"],
  ["textMuted", "surface"],
  ["textMuted", "surfaceAlt"],
] as const;

const themeColorsSchema = z
  .strictObject({
    primary: hexColor.describe("Buttons, links and the header's highlights."),
    primaryContrast: hexColor.describe("Text on the primary colour (button labels)."),
    secondary: hexColor.describe("Second buttons and banners."),
    secondaryContrast: hexColor.describe("Text on the secondary colour."),
    surface: hexColor.describe("The page's background."),
    surfaceAlt: hexColor.describe("Panels and alternate rows on the page."),
    text: hexColor.describe("Body text."),
    textMuted: hexColor.describe("Quieter text: hints, dates, small print."),
    border: hexColor.describe("Lines around cards, fields and tables."),
    accent: hexColor.describe("Tags and small highlights."),
  })
  .superRefine((colors, ctx) => {
    for (const [foreground, background] of textColorPairs) {
      const ratio = contrastRatio(colors[foreground], colors[background]);
      // An unparseable colour already has its own issue; there is nothing to compare.
      if (ratio === undefined || ratio >= MIN_TEXT_CONTRAST) continue;
      ctx.addIssue({
        code: "custom",
        path: [foreground],
        message: `Contrast of ${foreground} ${colors[foreground]} on ${background} ${colors[background]} is ${ratio.toFixed(2)}:1; text needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`,
      });
    }
  });

const themeSchema = z.strictObject({
  colors: themeColorsSchema.describe("Text colours must reach WCAG AA contrast (4.5:1) on the colours they sit on."),
  font: z.enum(fontNames).describe("Local and system font stacks only: nothing is downloaded from a font host."),
  radius: z.enum(radiusNames).describe("How round the corners of buttons, cards and fields are."),
});

// ---------------------------------------------------------------------------------------------
// branding

/** The dealer's logo: a picture's address, or one uploaded in the console (a `data:` URL, logo-data.ts). */
const logoSource = z
  .string()
  .superRefine((value, ctx) => {
    const problem = isLogoDataUrl(value)
      ? logoDataProblem(value)
      : imageSource.safeParse(value).success
        ? null
        : 'Expected a path starting with "/", an https:// URL or an uploaded picture';
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  // A picture, like imageSource (the settings form offers it as one); uploads arrive as data: URLs.
  .meta({ format: "uri-reference", contentMediaType: "image/*" });

const brandingSchema = z.strictObject({
  logoUrl: logoSource.nullable().describe("The header's logo; none shows the dealer's name."),
  faviconUrl: imageSource.nullable().describe("The browser tab's icon; none uses the platform's."),
  /** Hero images used when a page has no banner of its own. */
});

// ---------------------------------------------------------------------------------------------
// header

export const navItemKinds = ["link", "models", "stock"] as const;
export type NavItemKind = (typeof navItemKinds)[number];

const navLinkSchema = z.strictObject({ label: nonBlankText, href });

/** Links in one list must go to distinct places: a list that repeats a target is a copy-paste slip. */
const navLinkList = z.array(navLinkSchema).superRefine((links, ctx) => {
  const duplicate = findDuplicate(links.map((link) => link.href));
  if (duplicate !== undefined) {
    ctx.addIssue({ code: "custom", message: `Two links go to "${duplicate}"` });
  }
});

const navItemSchema = z
  .strictObject({
    label: nonBlankText,
    href: href.optional(),
    children: navLinkList
      .min(1)
      .optional()
      .describe("One level of dropdown; deeper menus are not part of the product."),
    kind: z
      .enum(navItemKinds)
      .optional()
      .describe('"models" fills the dropdown from the dealer\'s model list; "stock" marks the stock menu.'),
  })
  .superRefine((item, ctx) => {
    if (item.href === undefined && item.children === undefined && item.kind !== "models") {
      ctx.addIssue({
        code: "custom",
        path: ["href"],
        message: 'A menu item needs an href, children, or kind "models" (a dropdown filled from the model list)',
      });
    }
  });

const megaMenuBrandSchema = z.strictObject({
  name: nonBlankText,
  slug,
  logoUrl: imageSource.nullable().describe("null: the mega-menu shows the brand name in place of a logo."),
  href,
});

const headerSchema = z.strictObject({
  dropdownTrigger: z.enum(["click", "hover"]).describe("Whether a menu's dropdown opens on a click or on hover."),
  stickyAfterPx: wholeNumber(0, 10_000).describe("The header sticks once the page has scrolled this far."),
  showPhone: z.boolean().describe("The dealer's phone number in the header."),
  showFavouritesLink: z
    .boolean()
    .describe(
      "A heart linking the saved cars' page with the number saved, where `features.favourites` or `watchlist` is on.",
    ),
  menus: z
    .array(navItemSchema)
    .superRefine((menus, ctx) => {
      const duplicate = findDuplicate(menus.map((item) => item.label));
      if (duplicate !== undefined) ctx.addIssue({ code: "custom", message: `Two menus are labelled "${duplicate}"` });
    })
    .describe(
      "The header's menus, in order: each a link, a dropdown of links, or the dealer's models. A link goes to a page the site has or an https:// address.",
    ),
  megaMenu: z
    .strictObject({
      enabled: z.boolean(),
      title: nonBlankText,
      brands: z.array(megaMenuBrandSchema),
    })
    .superRefine((megaMenu, ctx) => {
      if (megaMenu.enabled && megaMenu.brands.length === 0) {
        ctx.addIssue({ code: "custom", path: ["brands"], message: "An enabled mega-menu needs at least one brand" });
      }
    }),
});

// ---------------------------------------------------------------------------------------------
// footer

export const paymentMethodNames = ["mastercard", "visa", "maestro", "google-pay", "apple-pay"] as const;
export type PaymentMethodName = (typeof paymentMethodNames)[number];

const footerSchema = z.strictObject({
  groups: z
    .array(z.strictObject({ title: nonBlankText, links: navLinkList }))
    .superRefine((groups, ctx) => {
      const duplicate = findDuplicate(groups.map((group) => group.title));
      if (duplicate !== undefined) ctx.addIssue({ code: "custom", message: `Two groups are titled "${duplicate}"` });
    })
    .describe("A group with no links is filled from the dealer's models in stock."),
  showDealershipGroup: z.boolean().describe("Adds a group titled with the dealership name, built from its locations."),
  disclaimer: nonBlankText.nullable().describe("Small print at the foot of every page; empty for none."),
  copyrightText: nonBlankText.nullable().describe('null: "© {year} {identity.name}".'),
  showPaymentsAccepted: z.boolean().describe("The card logos of the payments the dealer takes."),
  paymentsAccepted: distinctArray(z.enum(paymentMethodNames)).describe("Which card logos show, in order."),
});

// ---------------------------------------------------------------------------------------------
// social

const socialSchema = z.strictObject({
  facebook: httpsUrl.optional(),
  instagram: httpsUrl.optional(),
  youtube: httpsUrl.optional(),
  tiktok: httpsUrl.optional(),
  linkedin: httpsUrl.optional(),
  twitter: httpsUrl.optional(),
});

// ---------------------------------------------------------------------------------------------
// contact and locations

const phoneNumberEntrySchema = z.strictObject({
  label: nonBlankText,
  number: phoneNumber,
  carTypes: distinctArray(z.enum(carTypeNames))
    .min(1)
    .optional()
    .describe("Show this number only for these car types (e.g. new-car sales vs used-car sales lines)."),
});

/** Which locations a locations block lists; "one" lists only `locationSlug`. */
export const locationBlockSelections = [
  "primary",
  "sales",
  "service",
  "parts",
  "service-and-parts",
  "all",
  "one",
] as const;

const locationBlockSchema = z
  .strictObject({
    show: z.enum(locationBlockSelections),
    // Slugs rather than database ids: a config must survive a reseed.
    locationSlug: slug.nullable(),
    manufacturer: nonBlankText.nullable(),
    subtype: nonBlankText.nullable(),
    includeLocationSlugs: z.array(slug),
    excludeLocationSlugs: z.array(slug),
  })
  .superRefine((block, ctx) => {
    if (block.show === "one" && block.locationSlug === null) {
      ctx.addIssue({ code: "custom", path: ["locationSlug"], message: 'show "one" needs a locationSlug' });
    }
  });

const contactSchema = z.strictObject({
  pageLayout: z
    .enum(["cards", "single", "map-left"])
    .describe(
      'The contact page: "cards" puts the form beside the location cards and hours; "map-left" puts a map of the locations and their cards on the left; "single" opens with the primary location\'s map and details (a one-location dealer).',
    ),
  phoneNumbers: z
    .array(phoneNumberEntrySchema)
    .describe("Site-wide numbers; when empty, each location's own phone is used."),
  maskPhone: z
    .boolean()
    .describe(
      "Hide the number after its first characters until the shopper clicks (the click is logged). Masking keeps the first 5 characters (a product constant, `visiblePhoneCharacters`).",
    ),
  locationCarouselTitle: nonBlankText,
  closedDayText: z
    .enum(["by-appointment", "status"])
    .describe('A Closed day shows its status text, or "By appointment only".'),
  defaultState: z
    .enum(australianStateConfigCodes)
    .describe('Pre-selected state for rego and address fields, in lower case ("qld").'),
  showHolidayHours: z
    .boolean()
    .describe("The 'View Holiday Hours' button beside the opening hours (shown only when entries apply)."),
  showGoogleReviewsBadge: z
    .boolean()
    .describe("The Google-style reviews badge (average and count) on the location and contact pages."),
  mapProvider: z
    .enum(["static", "google-embed"])
    .describe(
      'How location maps are drawn: "static" draws them locally (no network); "google-embed" embeds the provider\'s map of each location\'s place_id / map_key, falling back to the static map without one.',
    ),
  mapDefaultZoom: wholeNumber(1, 20),
  locationBlocks: locationBlockSchema.describe("Which locations the contact page lists."),
  serviceBookingUrl: httpsUrl
    .nullable()
    .describe(
      "The manufacturer's own service booking page: when set, the menus' and footer's links to /service go there instead (in a new tab); /service keeps its booking form.",
    ),
});

// ---------------------------------------------------------------------------------------------
// blog

export const blogCtaCardNames = ["test-drive", "view-stock", "reserve-online"] as const;
export type BlogCtaCardName = (typeof blogCtaCardNames)[number];

const blogSchema = z.strictObject({
  layout: z.enum(["grid", "list"]).describe("The blog list: cards in a grid, or one post a row with its summary."),
  ctaCards: distinctArray(z.enum(blogCtaCardNames)).describe(
    "The call-to-action cards under each post, in order; reserve online shows only where checkout is on.",
  ),
});

// ---------------------------------------------------------------------------------------------
// reviews

const reviewsSchema = z.strictObject({
  enabled: z.boolean(),
  minimumRating: z.number().min(0).max(5).describe("Reviews below this star rating are not shown."),
  googleReviewsCount: wholeNumber(1, 50).describe("How many reviews a reviews list shows at most."),
});

// ---------------------------------------------------------------------------------------------
// search

export { facetNames, sortOptionNames, type FacetName, type SortOptionName };

const listingFiltersSchema = z.strictObject({
  stockAgeFilter: wholeNumber(0, 14).describe("The per-site parameter of the default stock-age listing filter."),
  usedOnly: z.boolean(),
  certifiedOnly: z.boolean().describe('Also hides the "false" value of the certified facet.'),
  excludedStockNumbers: z.array(nonBlankText),
  excludedNewMakes: z.array(nonBlankText).describe("Makes whose new cars are not listed (their used cars still are)."),
  recentlySoldDays: wholeNumber(0, 365).describe("Sold cars stay listed (tagged sold) for this many days."),
  justArrivedDays: wholeNumber(0, 365).describe("Cars created within this many days get the just-arrived tag."),
  inStockOnly: z.boolean(),
});

const searchSchema = z.strictObject({
  facets: z
    .record(z.enum(facetNames), z.boolean())
    .describe("Which facets the search page offers; every facet is listed so none is forgotten."),
  sortOptions: z.record(z.enum(sortOptionNames), z.boolean()),
  defaultSort: z.enum(sortOptionNames),
  pageSize: wholeNumber(1, 100),
  makeFacetVisibleCount: wholeNumber(1, 100).describe('Makes listed before the "Show all makes" control.'),
  modelListLimit: wholeNumber(1, 500),
  priceSlider: z
    .strictObject({ min: wholeNumber(0, 10_000_000), max: wholeNumber(1, 10_000_000), step: wholeNumber(1, 100_000) })
    .refine((range) => range.min < range.max, { message: "Must be below max", path: ["min"] })
    .refine((range) => (range.max - range.min) % range.step === 0, {
      message: "The range must be a whole number of steps",
      path: ["step"],
    })
    .describe(
      "The search price slider's range and step, whatever the stock (the product's default $5,000 to $250,000 in steps of $500). Either end means \"no limit\": a dearer car is still found at the top.",
    ),
  lowestPriceExcludesZero: z
    .boolean()
    .describe('Sorting by lowest price leaves out cars priced 0 (usually "Enquire for price").'),
  filters: listingFiltersSchema,
  promoCards: z.strictObject({
    enabled: z.boolean(),
    every: wholeNumber(1, 100).describe("A promo card after every this many result cards."),
    offset: wholeNumber(0, 100).describe("Result cards before the first promo card."),
    randomise: z.boolean().describe("Vary each gap at random up to `every`, so promos do not line up in one column."),
  }),
  collapseSoldRuns: z
    .boolean()
    .describe("Runs of consecutive sold cars collapse to one card (all kept when all are sold)."),
  resultCard: z.strictObject({
    showViewsCount: z.boolean(),
    showLocationOverlay: z.boolean(),
    showFinanceEstimate: z.boolean(),
    hideSaveControlsWhenNoPrice: z
      .boolean()
      .describe("Save/compare controls hide for cars priced 0 or less, unless already saved (one tenant's rule)."),
  }),
});

// ---------------------------------------------------------------------------------------------
// labels and button sets

const labelsSchema = z.strictObject({
  soldTag: nonBlankText.describe("The tag on a sold car's card and page."),
  noPriceText: nonBlankText.describe('Shown in place of a price of 0 (e.g. "Enquire for price").'),
  defaultCarTag: nonBlankText.describe("The just-arrived tag."),
  comingSoonTag: nonBlankText,
  reservedTag: nonBlankText,
  certifiedTag: nonBlankText,
  preorderText: nonBlankText,
  carNoun: z.strictObject({ singular: nonBlankText, plural: nonBlankText }),
  viewDetailsButton: nonBlankText,
  enquireButton: nonBlankText,
  testDriveButton: nonBlankText,
  reserveButton: nonBlankText.describe('Vehicle page sidebar ("Reserve Car Now").'),
  reserveCardButton: nonBlankText.describe('Result card ("Reserve Now").'),
  onlinePurchaseButton: nonBlankText,
  financeButton: nonBlankText.describe('Vehicle page sidebar: "Get Finance Quote" or "Finance Enquiry".'),
  financeCardButton: nonBlankText.describe('Result card ("Get Finance").'),
  tradeInButton: nonBlankText.describe('The trade-in flow\'s submit and the result card ("Get Your Valuation").'),
  sidebarTradeInButton: nonBlankText.describe(
    'Vehicle page sidebar and sticky bar ("Trade-In Valuation", as the product names the button there).',
  ),
  tradeInOfferButton: nonBlankText.describe(
    'Both trade-in buttons once the shopper has accepted an offer in this browser ("Your Trade-In Offer").',
  ),
  historyReportButton: nonBlankText,
  callButton: nonBlankText,
  printButton: nonBlankText,
  shareButton: nonBlankText,
  findSimilarButton: nonBlankText,
  findSimilarPrompt: nonBlankText,
  dealerCommentsPending: nonBlankText,
  noResultsTitle: nonBlankText,
  noResultsText: nonBlankText,
});

export const vehicleSidebarButtonNames = [
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
] as const;
export type VehicleSidebarButtonName = (typeof vehicleSidebarButtonNames)[number];

export const resultCardButtonNames = [
  "view-details",
  "finance",
  "reserve",
  "enquire",
  "test-drive",
  "trade-in",
] as const;
export type ResultCardButtonName = (typeof resultCardButtonNames)[number];

const buttonSetsSchema = z.strictObject({
  vehicleSidebar: distinctArray(z.enum(vehicleSidebarButtonNames)),
  resultCard: distinctArray(z.enum(resultCardButtonNames)),
  stickyBar: distinctArray(z.enum(vehicleSidebarButtonNames)).describe("The sticky call-to-action bar on phones."),
});

// ---------------------------------------------------------------------------------------------
// features

const featuresSchema = z.strictObject({
  checkout: z.boolean().describe("Reserve online with a card deposit."),
  onlineSale: z.boolean().describe("Buy online (the checkout journey)."),
  financeButton: z.boolean(),
  testDrive: z.boolean(),
  tradeIn: z.boolean(),
  favourites: z
    .boolean()
    .describe("Saving cars without an account, in this browser (the one saved-cars list, decision 041)."),
  compare: z.boolean(),
  subscriptions: z.boolean(),
  caravans: z.boolean(),
  motorcycles: z.boolean(),
  electricTag: z.boolean().describe("Electric/hybrid tag banner on cards."),
  youxQuotes: z.boolean(),
  historyReports: z.boolean(),
  deliveryCalculator: z.boolean(),
  priceComparison: z.boolean().describe("Market price comparison on the vehicle page."),
  fuelCalculator: z.boolean(),
  similarCars: z.boolean(),
  printPdf: z.boolean(),
  share: z.boolean(),
  watchlist: z
    .boolean()
    .describe(
      "The saved cars follow the shopper into their account (phone sign-in), and the garage page lists them (decision 041).",
    ),
  signInGate: z
    .boolean()
    .describe("Gate the routes in `signIn.gatedRoutes` behind phone sign-in (the garage is gated whatever this says)."),
  onlinePayment: z
    .boolean()
    .describe(
      "/online-payment: a signed-in shopper pays an invoice or deposit by card (always behind sign-in). Footer link.",
    ),
  spinToWin: z
    .boolean()
    .describe("/spin-to-win: one promotional spin per signed-in phone over `spinToWin.prizes`. Footer link."),
});

// ---------------------------------------------------------------------------------------------
// sign-in gate

/** Routes a site may gate behind sign-in; the garage page always is. */
export const gateableRouteNames = ["checkout", "finance", "personalisedFinance", "spinToWin"] as const;
export type GateableRouteName = (typeof gateableRouteNames)[number];

/** Where the watchlist page lives: /my-garage, or one dealer group's own name for it. */
export const garagePaths = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"] as const;
export type GaragePath = (typeof garagePaths)[number];

const signInSchema = z.strictObject({
  gatedRoutes: distinctArray(z.enum(gateableRouteNames)),
  garagePath: z.enum(garagePaths),
});

// ---------------------------------------------------------------------------------------------
// vehicle page

export const viewerModeNames = ["spinner", "walkaround", "gallery", "interior"] as const;
export type ViewerModeName = (typeof viewerModeNames)[number];

const vehiclePageSchema = z.strictObject({
  breadcrumbPrefix: z
    .enum(["/search", "/used-car"])
    .describe("Used-car dealers breadcrumb through /used-car instead of /search."),
  regoUnregisteredText: z.boolean().describe('Show "Unregistered" when the car has no rego expiry.'),
  viewerDefaultMode: z.enum(viewerModeNames),
  stockVideoPosition: z
    .enum(["start", "second", "middle", "end"])
    .describe("Where the stock video goes among the gallery images."),
  sectionLayout: z
    .enum(["standard", "one-dealer"])
    .describe(
      '"one-dealer": Key information, Our Comments, Reserve Online, Why Buy From Us?, Protect Your Car, Car Summary, All Specifications.',
    ),
  featureListLimit: wholeNumber(1, 100),
  keyInfoLimit: wholeNumber(1, 50),
  dealerCommentsCollapseAt: wholeNumber(50, 10_000),
  checkoutPath: z.enum(["checkout", "buy-online"]).describe("/cars/{slug}/checkout or /cars/{slug}/buy-online."),
  stickyCtaAfterPx: wholeNumber(0, 10_000).describe(
    "The phone call-to-action bar changes style after this much scrolling.",
  ),
  certifiedBenefits: z.array(nonBlankText).describe("Benefits listed under the certified-used badge."),
  whyBuyFromUs: z
    .array(nonBlankText)
    .max(12)
    .describe("The one-dealer layout's 'Why Buy From Us?' points; no points, no section."),
  protectionProducts: z
    .array(z.strictObject({ title: nonBlankText, description: nonBlankText }))
    .max(8)
    .describe("The one-dealer layout's 'Protect Your Car' products; none, no section."),
  showAnnouncementBar: z
    .boolean()
    .describe("Banner naming where the car is when its city differs from the primary location."),
  warrantyYears: z.union([z.literal(3), z.literal(5), z.literal(7)]),
  similarCarsMatchBody: z.boolean(),
  spin: z.strictObject({
    autoRotate: z.boolean(),
    autoRotateIntervalMs: wholeNumber(16, 2_000),
    dragPxPerFrame: wholeNumber(1, 200),
  }),
  fuelCalculator: z.strictObject({
    fuelPricePerLitre: z.number().positive().max(10),
    kmPerWeek: z.number().positive().max(10_000),
    litresPer100Km: z.number().positive().max(50),
  }),
});

// ---------------------------------------------------------------------------------------------
// online payment

function compilesAsPattern(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

const onlinePaymentSchema = z
  .strictObject({
    referencePattern: z
      .string()
      .max(200)
      .refine(compilesAsPattern, 'Expected a regular expression, e.g. "^INV-\\d{5,6}$"')
      .nullable()
      .describe(
        'The shape of the dealer\'s invoice and quote references (a regular expression, whole value, case-insensitive), e.g. "^INV-\\\\d{5,6}$". Null: any reference of letters, numbers, - / #.',
      ),
    referenceExample: nonBlankText
      .max(40)
      .nullable()
      .describe('A reference that fits the pattern, shown as the field\'s hint and in its message ("INV-10234").'),
  })
  .superRefine((section, ctx) => {
    const { referencePattern, referenceExample } = section;
    if (referencePattern === null) return;
    if (referenceExample === null) {
      ctx.addIssue({ code: "custom", path: ["referenceExample"], message: "A reference pattern needs an example" });
    } else if (compilesAsPattern(referencePattern) && !new RegExp(referencePattern, "i").test(referenceExample)) {
      ctx.addIssue({
        code: "custom",
        path: ["referenceExample"],
        message: `"${referenceExample}" does not fit referencePattern`,
      });
    }
  });

// ---------------------------------------------------------------------------------------------
// spin to win (a promotion)

/** A calendar date, YYYY-MM-DD, that exists. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD")
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Not a calendar date");

const spinToWinSchema = z.strictObject({
  prizes: z
    .array(z.strictObject({ name: nonBlankText.max(80), weight: z.number().int().min(1).max(1000) }))
    .min(2, "A wheel needs at least 2 prizes")
    .max(12, "At most 12 prizes fit on the wheel")
    .superRefine((prizes, ctx) => {
      const duplicate = findDuplicate(prizes.map((prize) => prize.name));
      if (duplicate !== undefined) ctx.addIssue({ code: "custom", message: `Two prizes are named "${duplicate}"` });
    })
    .describe(
      "What a spin can win; `weight` is its share of the draw (a prize of weight 2 comes up twice as often as 1).",
    ),
  terms: nonBlankText.describe("The promotion's terms, shown under the wheel."),
  promoter: nonBlankText
    .max(200)
    .nullable()
    .describe(
      "The trade promotion's particulars, shown with the terms: SA and ACT (and NSW for games of chance) need the promoter, the dates and the permit numbers in the terms. Null until set; a site cannot switch features.spinToWin on without the promoter and dates.",
    ),
  startsOn: calendarDate
    .nullable()
    .describe("The first and last day of the promotion (YYYY-MM-DD, the site's local dates)."),
  endsOn: calendarDate.nullable(),
  permits: z
    .array(z.strictObject({ state: z.enum(["NSW", "SA", "ACT"]), number: nonBlankText.max(40) }))
    .max(3)
    .superRefine((permits, ctx) => {
      const duplicate = findDuplicate(permits.map((permit) => permit.state));
      if (duplicate !== undefined) ctx.addIssue({ code: "custom", message: `Two permits for ${duplicate}` });
    })
    .describe('The permit of each state or territory that issued one, e.g. { state: "SA", number: "T23/1234" }.'),
});

// ---------------------------------------------------------------------------------------------
// checkout (reserve online)

const checkoutSchema = z.strictObject({
  depositAmount: money.positive(),
  holdHours: wholeNumber(1, 24 * 30),
  refundableText: nonBlankText,
  depositText: nonBlankText,
  guaranteeText: nonBlankText.nullable().describe("Used-car money-back guarantee; null when the dealer offers none."),
  returnTerms: z.strictObject({
    enabled: z.boolean(),
    days: wholeNumber(1, 90),
    maxKm: wholeNumber(0, 10_000),
    conditions: z.array(nonBlankText),
  }),
  reserveButton: z.strictObject({
    variant: z.enum(["primary", "secondary", "accent", "outline"]),
    badge: z.strictObject({ enabled: z.boolean(), text: nonBlankText }),
  }),
});

// ---------------------------------------------------------------------------------------------
// finance

/** The lenders a car's lender data can come from (one list, with the stock's), or none. */
export const financeProviderNames = [...financeProviders, "none"] as const;
export type FinanceProviderName = (typeof financeProviderNames)[number];

function isWithin(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

const financeSchema = z
  .strictObject({
    provider: z.enum(financeProviderNames),
    defaultLink: href
      .nullable()
      .describe("Where finance buttons go; null builds a finance-application link from the car."),
    applicationPath: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]),
    excludedMakes: z.array(nonBlankText),
    excludedDealerships: z.array(slug),
    defaultRate: z.number().min(0).max(30).describe("Calculator interest rate, % p.a."),
    defaultTermYears: z.number().min(1).max(10),
    defaultAmount: money.positive().describe("Calculator amount when the car has no price."),
    interestRange: steppedRange({ min: 0, max: 30 }),
    purchasePriceRange: numberRange({ min: 0, max: 10_000_000 }),
    termRangeYears: steppedRange({ min: 0.5, max: 10 }),
    vehiclePageLoan: z
      .strictObject({
        step: z.number().positive(),
        max: money.positive(),
        termMaxYears: z.number().min(1).max(10),
      })
      .nullable()
      .describe("Tighter loan slider on the vehicle page for some tenants; null uses the calculator ranges."),
    moneyInputPresets: z
      .array(z.number().int().positive())
      .min(1)
      .max(8)
      .superRefine((presets, ctx) => {
        if (presets.some((preset, index) => index > 0 && preset <= (presets[index - 1] ?? 0))) {
          ctx.addIssue({ code: "custom", message: "Presets must be distinct and in ascending order" });
        }
      })
      .describe("Quick-pick amounts beside the dollar input."),
    displayFrequency: z.enum(["weekly", "fortnightly", "monthly"]),
    estimate: z
      .strictObject({
        termYears: z.number().min(1).max(10),
        depositPercent: z.number().min(0).max(100),
      })
      .describe("The finance estimate shown on cards and the vehicle page."),
    quote: z
      .strictObject({
        loanTermYears: z.number().min(1).max(10),
        balloonPercent: z.number().min(0).max(100),
      })
      .describe("The third-party quote request (youX)."),
    establishmentFee: money,
    disclaimer: nonBlankText,
    disclaimerShortenAt: wholeNumber(20, 5_000).describe(
      '"Show More/Less" shortens the disclaimer to this many characters.',
    ),
    lenderDetails: z.strictObject({
      phone: phoneNumber.optional(),
      licenceNumber: nonBlankText.optional(),
      panel: nonBlankText.optional(),
    }),
  })
  .superRefine((finance, ctx) => {
    if (!isWithin(finance.defaultRate, finance.interestRange)) {
      ctx.addIssue({ code: "custom", path: ["defaultRate"], message: "Must lie within interestRange" });
    }
    if (!isWithin(finance.defaultAmount, finance.purchasePriceRange)) {
      ctx.addIssue({ code: "custom", path: ["defaultAmount"], message: "Must lie within purchasePriceRange" });
    }
    if (!isWithin(finance.defaultTermYears, finance.termRangeYears)) {
      ctx.addIssue({ code: "custom", path: ["defaultTermYears"], message: "Must lie within termRangeYears" });
    }
  });

// ---------------------------------------------------------------------------------------------
// budget widget

const budgetWidgetSchema = z
  .strictObject({
    enabled: z.boolean(),
    heading: nonBlankText,
    frequency: z.enum(["monthly", "weekly"]),
    defaultRepaymentMonthly: money.max(1_000_000),
    defaultRepaymentWeekly: money.max(1_000_000),
    defaultDeposit: money.max(1_000_000),
    termYears: z.number().min(1).max(10),
    sliderMin: money,
    sliderMax: money.positive(),
    sliderStep: money.positive(),
    minPriceFilter: money.describe("Searches from the widget leave out cars priced at or below this."),
    bodyTypeLimit: wholeNumber(1, 20),
    customBodyTypes: distinctArray(z.enum(bodyTypeNames))
      .min(1)
      .nullable()
      .describe("The picker's body types; null picks the most common in stock."),
  })
  .superRefine((widget, ctx) => {
    if (widget.sliderMin >= widget.sliderMax) {
      ctx.addIssue({ code: "custom", path: ["sliderMin"], message: "Must be below sliderMax" });
    }
  });

// ---------------------------------------------------------------------------------------------
// forms

const formsSchema = z
  .strictObject({
    messageRequired: z.boolean(),
    showCategory: z.boolean(),
    categories: z.array(nonBlankText).min(1),
    defaultCategory: nonBlankText,
    locationSelect: z.strictObject({
      show: z.boolean(),
      placeholder: nonBlankText.describe('"Please Select a Dealership Location" or "Please Select a Department".'),
    }),
    removePreferredDealership: z
      .boolean()
      .describe("Never ask for a preferred dealership, even with several dealerships."),
    preferredDealershipPlaceholder: nonBlankText,
    optInDefault: z.boolean(),
    optInLabel: nonBlankText,
    termsAgreement: z.strictObject({
      required: z.boolean(),
      label: nonBlankText,
      errorText: nonBlankText,
    }),
    privacyNotice: nonBlankText,
    successCategoryKey: nonBlankText.describe("Local-storage key marking which lead category succeeded (per site)."),
  })
  .superRefine((forms, ctx) => {
    if (!forms.categories.includes(forms.defaultCategory)) {
      ctx.addIssue({ code: "custom", path: ["defaultCategory"], message: "Must be one of forms.categories" });
    }
  });

// ---------------------------------------------------------------------------------------------
// trade-in, analytics, plugins

/** A page of the trade-in flow: its heading and the line under it, in the site's wording. */
const tradeInPageSchema = z.strictObject({ title: nonBlankText, intro: nonBlankText });

const tradeInSchema = z.strictObject({
  enabled: z.boolean().describe("With features.tradeIn: the flow's pages exist and are linked only when both are on."),
  saveValuation: z
    .boolean()
    .describe(
      'The dealership flag of the spec (§7): an accepted offer\'s valuation is also saved through POST /api/miscellaneous with column_name "valuation".',
    ),
  pages: z
    .strictObject({
      tradeIn: tradeInPageSchema,
      sellMyCar: tradeInPageSchema,
      sellYourCar: tradeInPageSchema,
      againstCar: tradeInPageSchema.describe(
        "/cars/trade-in?car_id=: valuing the shopper's car against the one they are looking at.",
      ),
    })
    .describe("The wording of each route of the flow."),
  faqsHeading: nonBlankText,
  faqs: z
    .array(z.strictObject({ question: nonBlankText, answer: nonBlankText }))
    .max(30)
    .describe("The questions and answers under the form (plain text)."),
  maxAgeYears: z
    .number()
    .int()
    .min(0)
    .max(50)
    .describe("No online estimate for a car older than this many years (counted from the model year)."),
  maxKm: z.number().int().min(0).max(1_000_000).describe("No online estimate above this odometer reading."),
  minComparables: z.number().int().min(1).max(100).describe("Fewest comparable cars an online estimate may rest on."),
  reconditioningCost: z
    .number()
    .int()
    .min(0)
    .max(100_000)
    .describe("Whole dollars the dealer spends readying a traded car for sale, taken off every offer."),
  marginPercent: z
    .number()
    .min(0)
    .max(50)
    .describe("The dealer's margin, percent of the market price, taken off every offer."),
  offerValidDays: z
    .number()
    .int()
    .min(1)
    .max(30)
    .describe("Days an online offer stands from when it is made; accepting it later needs a new valuation."),
});

const analyticsEventId = z.number().int().positive();

const analyticsSchema = z.strictObject({
  gaId: z
    .string()
    .regex(/^G-[A-Z0-9]{4,}$/, 'Expected a GA4 measurement id like "G-ABC123XYZ"')
    .optional(),
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,}$/, 'Expected a container id like "GTM-ABCD123"')
    .optional(),
  eventIds: z.strictObject({
    enquiryNew: analyticsEventId,
    enquiryUsed: analyticsEventId,
    testDriveNew: analyticsEventId,
    testDriveUsed: analyticsEventId,
    testDriveOnlyTag: analyticsEventId,
    favourite: analyticsEventId,
    historyReport: analyticsEventId,
    print: analyticsEventId,
    usedDetailView: analyticsEventId,
    searchView: analyticsEventId,
    offerAccepted: analyticsEventId,
  }),
});

/** A frame-ancestors source: `'self'`, `'none'`, or an https origin (a `*.` subdomain wildcard allowed). */
const frameAncestorSource = z
  .string()
  .regex(
    /^(?:'self'|'none'|https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?)$/,
    "Expected 'self', 'none' or an https origin like \"https://www.dealer-group.com.au\"",
  );

const securitySchema = z.strictObject({
  frameAncestors: z
    .array(frameAncestorSource)
    .min(1)
    .max(20)
    .refine((sources) => !sources.includes("'none'") || sources.length === 1, "'none' must stand alone")
    .describe(
      "Who may show the site's pages in a frame (the Content-Security-Policy's frame-ancestors, decision 024): `['self']` by default; a dealer group that embeds the site adds its origin.",
    ),
});

const pluginsSchema = z.strictObject({
  carAnalysis: z.boolean(),
  ppsrReport: z.boolean(),
  autogauge: z.boolean().describe("Used cars only."),
});

// ---------------------------------------------------------------------------------------------
// home

export const brandGridKinds = ["car", "motorcycle", "truck", "own"] as const;
export type BrandGridKind = (typeof brandGridKinds)[number];

const homeSchema = z.strictObject({
  heroSlides: z.boolean(),
  showBudgetWidget: z.boolean(),
  showBodyTypePicker: z.boolean(),
  bodyTypeSelector: z
    .strictObject({ enabled: z.boolean(), limit: wholeNumber(1, 20) })
    .describe(
      "A 'Browse by body type' row of tiles, each opening the models directory at that body (/models?body=SUV).",
    ),
  featuredListTitle: nonBlankText,
  statsBanners: z.array(z.strictObject({ value: nonBlankText, label: nonBlankText })),
  brandGrids: z
    .array(z.strictObject({ title: nonBlankText, kind: z.enum(brandGridKinds) }))
    .describe(
      "Group sites: which brand grids the home page shows, in order, with their titles. The brands themselves are data (the brand_entries table); a grid with no entries is not shown.",
    ),
  disclaimer: nonBlankText.nullable(),
  showLocations: z.boolean(),
  salesCounter: z
    .strictObject({
      enabled: z.boolean(),
      timeZone: z.string().refine(isValidTimeZone, 'Expected an IANA time zone like "Australia/Brisbane"'),
      unitsPerDay: z.number().int().positive().max(86_400),
      refreshSeconds: wholeNumber(1, 3_600),
    })
    .describe('"Cars sold this month" counter: rises by unitsPerDay spread evenly, resets each month.'),
});

// ---------------------------------------------------------------------------------------------
// personal data

/**
 * How long shoppers' personal data is kept (src/leads/retention.ts deletes it on the worker's loop;
 * defaults and reasons in decision 028).
 */
const privacySchema = z.strictObject({
  leadRetentionDays: wholeNumber(30, 3650).describe(
    "Days a lead's contact details (its fields, delivery rows, saved values, notes; turned-away records) are kept after it came in; the lead then stays blanked (decision 044).",
  ),
  signInCodeRetentionDays: wholeNumber(1, 30).describe(
    "Days a sign-in code (and the local SMS log's copy) is kept once it is used or expired.",
  ),
  expiredSessionRetentionDays: wholeNumber(0, 365).describe(
    "Days a session is kept once it has expired (it signs no one in after expiry).",
  ),
  transactionRetentionDays: wholeNumber(30, 3650).describe(
    "Days the shopper's details on a finished reservation, online payment or confirmed buy-online journey are kept after it ended, and a spin-to-win entry after the spin. The reservation and payment rows stay for the dealer's accounts (amount, status, references), without name, phone and e-mail; a journey keeps its reference but not its answers; a spin entry is deleted.",
  ),
});

// ---------------------------------------------------------------------------------------------
// The whole site

export const siteConfigSchema = z
  .strictObject({
    template: z.enum(templateNames).describe("Set from the site's record when resolving; never an override."),
    identity: identitySchema.meta({
      title: "Identity",
      description: "Who the dealer is: names, tagline, licence and the business that takes payments.",
    }),
    theme: themeSchema.meta({ title: "Theme", description: "Colours, font and corner rounding of every page." }),
    branding: brandingSchema.meta({ title: "Branding", description: "The logo and the browser tab's icon." }),
    header: headerSchema.meta({
      title: "Header",
      description: "The header's menus, mega-menu, phone and saved-cars link.",
    }),
    footer: footerSchema.meta({
      title: "Footer",
      description: "The footer's link groups, small print and payment logos.",
    }),
    social: socialSchema.meta({
      title: "Social links",
      description: "The dealer's social media pages, linked from the footer.",
    }),
    contact: contactSchema.meta({
      title: "Contact and locations",
      description: "The contact page, phone numbers, maps and which locations are listed.",
    }),
    blog: blogSchema.meta({ title: "Blog", description: "How the blog lists posts and what follows each post." }),
    reviews: reviewsSchema.meta({ title: "Reviews", description: "Which customer reviews show, and how many." }),
    search: searchSchema.meta({
      title: "Search",
      description: "The search page's filters, sorting, paging and which cars are listed at all.",
    }),
    labels: labelsSchema.meta({ title: "Labels", description: "The words on tags and buttons across the site." }),
    buttonSets: buttonSetsSchema.meta({
      title: "Button sets",
      description:
        'Which buttons show, in order. Per-car rules still apply on top (reserve only when checkout is enabled for the car, history report only when it has a file, trade-in only when allowed, and a car not in stock shows only "Find Me Something Similar").',
    }),
    features: featuresSchema.meta({ title: "Features", description: "The parts of the product this site offers." }),
    signIn: signInSchema.meta({
      title: "Sign-in",
      description: "Which pages need a shopper to sign in with their phone, and where the saved cars live.",
    }),
    vehiclePage: vehiclePageSchema.meta({
      title: "Vehicle page",
      description: "The layout and blocks of a car's page.",
    }),
    checkout: checkoutSchema.meta({
      title: "Reserve online",
      description: "The deposit, the hold and the words around reserving a car.",
    }),
    onlinePayment: onlinePaymentSchema.meta({
      title: "Online payment",
      description: "The shape of invoice references a shopper pays against.",
    }),
    spinToWin: spinToWinSchema.meta({
      title: "Spin to win",
      description: "The promotion's prizes, terms and particulars.",
    }),
    finance: financeSchema.meta({
      title: "Finance",
      description: "Calculators, estimates, quotes and the finance disclaimer.",
    }),
    budgetWidget: budgetWidgetSchema.meta({
      title: "Budget widget",
      description: "The home page's search by weekly or monthly budget.",
    }),
    forms: formsSchema.meta({
      title: "Forms",
      description: "The enquiry forms' categories, consent and privacy wording.",
    }),
    tradeIn: tradeInSchema.meta({
      title: "Trade-in",
      description: "The trade-in flow's wording and how online offers are worked out.",
    }),
    analytics: analyticsSchema.meta({
      title: "Analytics",
      description: "The dealer's Google Analytics or Tag Manager and the events it counts.",
    }),
    security: securitySchema.meta({
      title: "Security",
      description: "Which websites may show this site's pages in a frame.",
    }),
    plugins: pluginsSchema.meta({
      title: "Plugins",
      description: "Reports from outside services on the vehicle page.",
    }),
    home: homeSchema.meta({ title: "Home page", description: "The home page's blocks, banners and counters." }),
    privacy: privacySchema.meta({ title: "Personal data", description: "How long shoppers' personal data is kept." }),
  })
  .superRefine((config, ctx) => {
    // Rules that span sections: each would otherwise show a control that cannot work.
    if (!config.search.sortOptions[config.search.defaultSort]) {
      ctx.addIssue({
        code: "custom",
        path: ["search", "defaultSort"],
        message: `"${config.search.defaultSort}" is not switched on in search.sortOptions`,
      });
    }
    if (!config.features.subscriptions) {
      if (config.search.sortOptions.subscriptionPrice) {
        ctx.addIssue({
          code: "custom",
          path: ["search", "sortOptions", "subscriptionPrice"],
          message: "Needs features.subscriptions",
        });
      }
      if (config.search.facets.subscription_price) {
        ctx.addIssue({
          code: "custom",
          path: ["search", "facets", "subscription_price"],
          message: "Needs features.subscriptions",
        });
      }
    }
    if (config.features.spinToWin) {
      const { promoter, startsOn, endsOn } = config.spinToWin;
      for (const [key, value] of Object.entries({ promoter, startsOn, endsOn })) {
        if (value === null) {
          ctx.addIssue({
            code: "custom",
            path: ["spinToWin", key],
            message: "A trade promotion needs this in its terms",
          });
        }
      }
      if (startsOn && endsOn && endsOn < startsOn) {
        ctx.addIssue({ code: "custom", path: ["spinToWin", "endsOn"], message: "Ends before it starts" });
      }
    }
    if (config.home.showBudgetWidget && !config.budgetWidget.enabled) {
      ctx.addIssue({ code: "custom", path: ["home", "showBudgetWidget"], message: "Needs budgetWidget.enabled" });
    }
  });

export type SiteConfig = z.output<typeof siteConfigSchema>;
/** The event ids a dealer's tag manager container triggers on (see src/platform/analytics.ts). */
export type AnalyticsEventIds = SiteConfig["analytics"]["eventIds"];
export type NavLink = z.output<typeof navLinkSchema>;
export type NavItem = z.output<typeof navItemSchema>;
export type ThemeColors = z.output<typeof themeColorsSchema>;
export type PhoneNumberEntry = z.output<typeof phoneNumberEntrySchema>;
export type MegaMenuBrand = z.output<typeof megaMenuBrandSchema>;
export type BrandGrid = SiteConfig["home"]["brandGrids"][number];
export type FooterGroup = SiteConfig["footer"]["groups"][number];

/**
 * Every field optional at every depth, except arrays: an array in an override replaces the
 * default array whole, so it must be given whole.
 */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [Key in keyof T]?: DeepPartial<T[Key]> }
    : T;

/** What a template or a site may set on top of the defaults (the template itself is not one of them). */
export type SiteConfigOverrides = DeepPartial<Omit<SiteConfig, "template">>;
