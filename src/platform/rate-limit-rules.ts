import type { RateLimitRule } from "./rate-limit";

// Every endpoint's per-address limit in one place (decision 028), applied by `withSite`'s
// `rateLimit` option before the handler runs. Generous for a shopper (a showroom's wifi is one
// address for many people), tight enough that a script gets 429s within a minute. Features keep
// their per-phone and per-car limits beside their code (leads, sign-in, view counts), on the same
// limiter.

const minute = 60_000;
const busy = "Too many requests from your network. Please wait a moment and try again.";

export const requestLimits = {
  leads: { bucket: "leads:ip", max: 30, windowMs: 10 * minute, message: busy },
  phoneReveals: { bucket: "phone-reveals:ip", max: 30, windowMs: 10 * minute, message: busy },
  carViews: { bucket: "car-views:ip", max: 300, windowMs: 10 * minute, message: busy },
  // Every card asks for its own quote (21 on a search page, more as the shopper pages on): 60 cut a
  // shopper's weekly figures off on their third page. 600 is a shopper paging for ten minutes.
  financeQuotes: { bucket: "finance-quotes:ip", max: 600, windowMs: 10 * minute, message: busy },
  signInCodes: { bucket: "sign-in-code:ip", max: 20, windowMs: 10 * minute, message: busy },
  signInChecks: { bucket: "sign-in-verify:ip", max: 40, windowMs: 10 * minute, message: busy },
  signOuts: { bucket: "sign-out:ip", max: 30, windowMs: 10 * minute, message: busy },
  watchlist: { bucket: "watchlist:ip", max: 120, windowMs: 10 * minute, message: busy },
  reservations: {
    bucket: "reservations:ip",
    // A card-testing robot is stopped after a few tries; a shopper who mistypes a card is not.
    max: 10,
    windowMs: 10 * minute,
    message: "Too many reservation attempts from your network. Please wait a few minutes and try again, or call us.",
  },
  onlinePayments: {
    bucket: "online-payments:ip",
    // As for reservations: a card-testing robot is stopped after a few tries.
    max: 10,
    windowMs: 10 * minute,
    message: "Too many payment attempts from your network. Please wait a few minutes and try again, or call us.",
  },
  spins: { bucket: "spin-to-win:ip", max: 30, windowMs: 10 * minute, message: busy },
  // A dealer management system's pushes: one car per PUT or DELETE for a day's changes, bulk POSTs for
  // the whole stock; a leaked key cannot hammer the database.
  stockApi: { bucket: "stock-api:ip", max: 1200, windowMs: 10 * minute, message: busy },
  journeySteps: { bucket: "journey-steps:ip", max: 120, windowMs: 10 * minute, message: busy },
  journeyResumeLinks: { bucket: "journey-resume-link:ip", max: 10, windowMs: 60 * minute, message: busy },
  tradeInValuations: { bucket: "trade-in-valuation:ip", max: 60, windowMs: 10 * minute, message: busy },
  regoLookups: { bucket: "rego-lookup:ip", max: 30, windowMs: 10 * minute, message: busy },
  miscellaneous: { bucket: "miscellaneous:ip", max: 30, windowMs: 10 * minute, message: busy },
  // Reads, counted in the process (decision 035). The search page asks /api/search on every filter
  // click and keystroke (after a pause): 1,200 in ten minutes is two a second, a showroom's worth of
  // shoppers on one address. A vehicle page asks for its similar cars once.
  searches: { bucket: "search:ip", max: 1200, windowMs: 10 * minute, message: busy },
  similarCars: { bucket: "similar-cars:ip", max: 600, windowMs: 10 * minute, message: busy },
  // A printable sheet takes most of a second of the server's CPU the first time a car's version is
  // asked for; a shopper prints a few.
  carSheets: { bucket: "car-sheets:ip", max: 30, windowMs: 10 * minute, message: busy },
  // A staff member opening a preview of unpublished settings from the console (decision 050).
  sitePreviews: { bucket: "site-preview:ip", max: 60, windowMs: 10 * minute, message: busy },
} as const satisfies Record<string, RateLimitRule>;
