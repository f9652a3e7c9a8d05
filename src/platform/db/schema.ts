import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  CaravanSpecs,
  CarImage,
  CarVariant,
  CarVideo,
  CheckoutJourneyAnswers,
  FinanceLenders,
  Hotspot,
  LeadPayload,
  MarketData,
  OpeningHoursEntry,
  OutboxMessage,
  PhotoDerivative,
  ShownPhoto,
  SpecificationRow,
  YouxQuote,
} from "./json-types";

// Every tenant-owned table carries site_id (and dealership_id where the row belongs to one dealer),
// so every query can be scoped to the site it serves. Columns are camelCase here and snake_case in
// SQL (drizzle's `casing: "snake_case"`).

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const siteRef = () =>
  uuid()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export const sites = pgTable("sites", {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  template: text().notNull(),
  /** Per-site switches; merged over the template's and the platform's defaults when loaded. */
  configOverrides: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  /** The dealer group that owns the site, if any: a group admin's grant covers its sites (decision 042). */
  groupId: uuid().references((): AnyPgColumn => dealerGroups.id, { onDelete: "set null" }),
  /**
   * 'live', or 'paused': a paused site answers with a holding page and leaves feeds and sitemaps
   * (the console's onboarding, decision 049).
   */
  status: text().notNull().default("live"),
  /**
   * The published configuration's version, raised by every publish and rollback; an edit names the
   * version it started from, and a stale one is refused (optimistic versioning).
   */
  configVersion: integer().notNull().default(1),
  /** Unpublished settings staff are editing: shown only to staff with a signed preview cookie. */
  draftOverrides: jsonb().$type<Record<string, unknown>>(),
  /** The published version the draft was started from. */
  draftBaseVersion: integer(),
  draftUpdatedAt: timestamp({ withTimezone: true }),
  draftUpdatedBy: uuid(),
  createdAt: createdAt(),
});

/** Every published configuration of a site, so versions can be listed, compared and rolled back to. */
export const siteConfigVersions = pgTable(
  "site_config_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    configOverrides: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The staff member who published it; null for the seed, a CLI run or a deleted account. */
    publishedBy: uuid(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What changed, in the publisher's words, or "Rolled back to version N". */
    note: text(),
  },
  (t) => [uniqueIndex("site_config_versions_site_version").on(t.siteId, t.version)],
);

/** Production hostnames. One row per domain, so a domain can never point at two tenants. */
export const siteDomains = pgTable(
  "site_domains",
  {
    domain: text().primaryKey(),
    siteId: siteRef(),
    /**
     * The site's production domain: canonical URLs, sitemaps and feeds are written with it (https).
     * At most one per site; a site with none uses its first domain by name (src/sites/site-origin.ts).
     */
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("site_domains_one_primary")
      .on(t.siteId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const dealerships = pgTable(
  "dealerships",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    name: text().notNull(),
    slug: text().notNull(),
    manufacturerName: text(),
    logoUrl: text(),
    financeProvider: text(),
    youtubeUrl: text(),
    /** Where leads go: the e-mail channel uses each location's lead address; this is the CRM. */
    crmEndpoint: text(),
    crmFormat: text().$type<"adf" | "json">(),
    /**
     * A full stock feed that would mark more than this share of the dealership's listed cars (in
     * stock or coming soon) sold is held until confirmed with the exact number (decision 033).
     */
    fullFeedRemovalThresholdPercent: integer().notNull().default(20),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("dealerships_site_slug").on(t.siteId, t.slug),
    check(
      "dealerships_full_feed_removal_threshold_percent",
      sql`${t.fullFeedRemovalThresholdPercent} between 0 and 100`,
    ),
  ],
);

export const locations = pgTable(
  "locations",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    dealershipId: uuid()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    locationType: text().$type<"sales" | "service" | "parts" | "">().notNull().default(""),
    locationSubtype: text(),
    manufacturers: jsonb().$type<string[]>().notNull().default([]),
    isPrimary: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    placeUrl: text(),
    placeId: text(),
    mapKey: text(),
    phone: text().notNull(),
    landlinePhone: text(),
    email: text(),
    /** Address the lead e-mail channel sends this location's enquiries to. */
    leadEmail: text(),
    openingHours: jsonb().$type<OpeningHoursEntry[]>().notNull().default([]),
    dealerLicenseNumber: text(),
    motorVehicleRepairer: text(),
    imageUrl: text(),
    distributionLocations: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("locations_site_slug").on(t.siteId, t.slug), index("locations_dealership").on(t.dealershipId)],
);

export const specialHours = pgTable(
  "special_hours",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    label: text().notNull(),
    status: text().$type<"Open" | "Closed">().notNull(),
    startHour: text(),
    endHour: text(),
  },
  (t) => [index("special_hours_location_date").on(t.locationId, t.date)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    locationId: uuid().references(() => locations.id, { onDelete: "cascade" }),
    customerName: text().notNull(),
    text: text().notNull(),
    rating: real().notNull(),
    reviewDate: date({ mode: "string" }).notNull(),
    replyText: text(),
    replyDate: date({ mode: "string" }),
    imageUrl: text(),
  },
  (t) => [
    index("reviews_site_location").on(t.siteId, t.locationId),
    check("reviews_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

// Manufacturers and models are shared reference data (the same Toyota for every dealer).
export const manufacturers = pgTable("manufacturers", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  logoUrl: text(),
});

export const models = pgTable(
  "models",
  {
    id: uuid().primaryKey().defaultRandom(),
    manufacturerId: uuid()
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    body: text(),
    imageUrl: text(),
    accessoriesCount: integer().notNull().default(0),
    overrideUrl: text(),
    /** The badges (trim levels) sold under this model, for the trade-in flow's car picker. */
    badges: jsonb().$type<string[]>().notNull().default([]),
    /** First model year sold in Australia; null when unknown. */
    firstYear: integer(),
  },
  (t) => [uniqueIndex("models_manufacturer_slug").on(t.manufacturerId, t.slug)],
);

export const cars = pgTable(
  "cars",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    dealershipId: uuid()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: uuid().references(() => locations.id, { onDelete: "set null" }),
    slug: text().notNull(),
    stocknum: text().notNull(),
    name: text().notNull(),
    itemType: text().$type<"car" | "caravan" | "motorcycle">().notNull().default("car"),
    carType: text().$type<"new" | "used" | "demo">().notNull(),
    /** in_stock, coming_soon or sold; any other value a feed sends is treated as sold. */
    status: text().notNull(),
    soldAt: timestamp({ withTimezone: true }),
    reserved: boolean().notNull().default(false),
    certified: boolean().notNull().default(false),
    showOnDealerWebsite: boolean().notNull().default(true),
    tag: text(),
    customRank: integer().notNull().default(0),
    year: integer().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    badge: text(),
    series: text(),
    colour: text(),
    interiorColour: text(),
    km: integer().notNull().default(0),
    /** Whole dollars. */
    price: integer().notNull().default(0),
    beforePrice: integer(),
    /** The manufacturer's recommended price in whole dollars, for a new car (Google's vehicle_msrp); null when unknown. */
    msrp: integer(),
    /** The price with the dealer's trade-in offer applied (whole dollars); null when none applies. */
    offerPrice: integer(),
    subscriptionPrice: integer(),
    preorder: boolean().notNull().default(false),
    priceType: text(),
    vin: text(),
    nvic: text(),
    regplate: text(),
    regoExpiry: date({ mode: "string" }),
    buildDate: date({ mode: "string" }),
    complianceDate: date({ mode: "string" }),
    drive: text(),
    seats: integer(),
    doors: integer(),
    engineSize: integer(),
    engineSizeLitres: real(),
    gearnum: integer(),
    trans: text(),
    bodyconfiguration: text(),
    simpleBody: text(),
    simpleDrive: text(),
    simpleFuel: text(),
    simpleTransmission: text(),
    city: text(),
    state: text(),
    privateSuburb: text(),
    privatePostcode: text(),
    carsalesTitle: text(),
    /** History report file address; the Car History Report button shows only when set. */
    historyReportUrl: text(),
    dealerComments: text(),
    standardEquipment: jsonb().$type<string[]>().notNull().default([]),
    filteredFeatures: jsonb().$type<string[]>().notNull().default([]),
    categories: jsonb().$type<string[]>().notNull().default([]),
    specifications: jsonb().$type<SpecificationRow[]>().notNull().default([]),
    images: jsonb().$type<CarImage[]>().notNull().default([]),
    /**
     * The processed photos the car shows, in order (decision 055): its car_photos' shown list,
     * copied here by the photo job whenever that list changes, so the search index and the pages
     * read them with the car. Empty until a list is processed; pages then draw `images`.
     */
    photos: jsonb().$type<ShownPhoto[]>().notNull().default([]),
    /**
     * When staff last arranged the car's photos in the console (upload, order, delete): from then the
     * feed's photo URLs are not used for it, until staff hand its photos back to the feed. Null: the feed's.
     */
    photosEditedAt: timestamp({ withTimezone: true }),
    videoUrl: text(),
    externalVideoUrl: text(),
    walkaroundVideos: jsonb().$type<CarVideo[]>().notNull().default([]),
    spinImages: jsonb().$type<string[]>().notNull().default([]),
    spinInteriorImage: text(),
    spinCode: text(),
    hotspots: jsonb().$type<Hotspot[]>().notNull().default([]),
    variant: jsonb().$type<CarVariant>(),
    caravanSpecs: jsonb().$type<CaravanSpecs>(),
    financeLenders: jsonb().$type<FinanceLenders>().notNull().default({}),
    marketData: jsonb().$type<MarketData>(),
    youxQuote: jsonb().$type<YouxQuote>(),
    paymentProcessors: jsonb().$type<string[]>().notNull().default([]),
    /** Checkout (reserve and buy online) allowed for this car; the site switch must be on too. */
    checkoutEnabled: boolean().notNull().default(true),
    tradeInAllowed: boolean().notNull().default(true),
    /** The dealer's own picks for 'Similar cars' (car ids on the same site); empty: the page searches by price. */
    similarCarIds: jsonb().$type<string[]>().notNull().default([]),
    views: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cars_site_slug").on(t.siteId, t.slug),
    uniqueIndex("cars_site_stocknum").on(t.siteId, t.stocknum),
    index("cars_site_status").on(t.siteId, t.status),
    // The search index reads a site's cars a page at a time in id order (decision 032).
    index("cars_site_id").on(t.siteId, t.id),
    index("cars_dealership").on(t.dealershipId),
    check("cars_car_type", sql`${t.carType} in ('new', 'used', 'demo')`),
    check("cars_price_non_negative", sql`${t.price} >= 0`),
  ],
);

/**
 * A car's photographs (decision 055), as lists: each time a feed names the car's photo URLs, a new
 * list (`list_version`) is written, its photos pending until the worker has fetched and processed
 * them. The car shows the newest list that is settled (every photo ready or failed) and has a
 * ready photo, or is empty; a newer list replaces it only then, so the car keeps its last good
 * photos meanwhile. A photo whose URL the site already has ready is written ready, fetching nothing.
 */
export const carPhotos = pgTable(
  "car_photos",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    listVersion: integer().notNull(),
    /** From 0, in the feed's order; the first is the car's main photo. */
    position: integer().notNull(),
    /** The feed's URL; null for a photo uploaded in the console. */
    sourceUrl: text(),
    /** pending → processing → ready, or failed with `error`; a retryable failure goes back to pending. */
    status: text().$type<"pending" | "processing" | "ready" | "failed">().notNull().default("pending"),
    error: text(),
    attempts: integer().notNull().default(0),
    /** When a pending photo is due; while processing, when the worker's claim lapses. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the photo's bytes (hex): its derivatives are kept under photos/{hash}/. */
    contentHash: text(),
    width: integer(),
    height: integer(),
    /** A 16-pixel WebP data: URL, painted blurred before the photo arrives. */
    placeholder: text(),
    /** `#rrggbb`. */
    dominantColour: text(),
    derivatives: jsonb().$type<PhotoDerivative[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("car_photos_car_list_position").on(t.carId, t.listVersion, t.position),
    index("car_photos_due").on(t.status, t.nextAttemptAt),
    index("car_photos_site_source").on(t.siteId, t.sourceUrl),
    index("car_photos_hash").on(t.contentHash),
    check("car_photos_status", sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
  ],
);

/**
 * A car's price moves, one row per change a stock feed or the stock API makes (whole dollars): the
 * price history behind the 'price drop' display (src/stock/documents.ts) and the market comparison.
 */
export const carPriceChanges = pgTable(
  "car_price_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    oldPrice: integer().notNull(),
    newPrice: integer().notNull(),
    changedAt: createdAt(),
  },
  (t) => [
    index("car_price_changes_car").on(t.carId, t.changedAt),
    index("car_price_changes_site_changed").on(t.siteId, t.changedAt),
  ],
);

/**
 * The stock change log (decision 032): every write to a site's cars (the app, a feed, a script or an
 * operator's SQL) adds a row per car, under the writing transaction's id, by a statement-level
 * trigger; at commit the transaction takes the site's next number (`stockChangeCommits`) and
 * announces the site on `stock_changed`. Each server process reads the cars of the numbers after
 * the last it applied and updates its search index in place; a number it cannot find (pruned)
 * makes it rebuild the site. Written only by migration 0018's triggers; pruned by the lead
 * worker's chores.
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    siteId: siteRef(),
    /** The writing transaction (`txid_current()`), which `stockChangeCommits` numbers at its commit. */
    tx: bigint({ mode: "number" }).notNull(),
    /** No reference: a deleted car's row says it went. */
    carId: uuid().notNull(),
    changedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.tx, t.carId] }), index("stock_changes_changed_at").on(t.changedAt)],
);

/**
 * One row per transaction that changed a site's cars, numbered at its commit by the site's
 * sequence below: numbers follow commit order without gaps. The number is null only inside the
 * writing transaction, before its commit-time trigger has run; no other reader ever sees that.
 */
export const stockChangeCommits = pgTable(
  "stock_change_commits",
  {
    siteId: siteRef(),
    tx: bigint({ mode: "number" }).notNull(),
    seq: bigint({ mode: "number" }),
    committedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.tx] }),
    uniqueIndex("stock_change_commits_site_seq").on(t.siteId, t.seq),
    index("stock_change_commits_committed_at").on(t.committedAt),
  ],
);

/**
 * Each site's last stock change number. Taken under this row's lock at commit, so numbers follow
 * commit order without gaps: a process that has applied n and reads past it misses nothing.
 */
export const stockChangeSequences = pgTable("stock_change_sequences", {
  siteId: siteRef().primaryKey(),
  seq: bigint({ mode: "number" }).notNull().default(0),
});

/**
 * Keys a dealership's stock system sends to the stock API (`Authorization: Bearer …`). Only the
 * SHA-256 of the key is kept (decision 022); the prefix lets a person tell keys apart in a listing.
 */
export const stockApiKeys = pgTable(
  "stock_api_keys",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    dealershipId: uuid()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    label: text().notNull(),
    keyHash: text().notNull(),
    keyPrefix: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("stock_api_keys_hash").on(t.keyHash), index("stock_api_keys_dealership").on(t.dealershipId)],
);

/**
 * Feed history: one row per stock feed a dealership sent (a bulk feed, one car through the stock API,
 * an import), applied or not, dry runs included, with its counts, its row errors and its warnings
 * (a VIN whose check digit fails is stored with one). Written after the feed's own transaction, so a
 * refused or held feed is on record too; kept 90 days (src/stock-feed/feed-history.ts).
 */
export const stockFeedRuns = pgTable(
  "stock_feed_runs",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    dealershipId: uuid()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    /** How it came: 'api' (POST …/cars), 'api_car' (PUT …/cars/{stocknum}), 'import' (npm run import). */
    channel: text().notNull(),
    /** 'json' or 'csv'. */
    format: text().notNull(),
    /** 'upsert' or 'full' (the dealership's whole stock: cars it leaves out are marked sold). */
    mode: text().notNull(),
    atomic: boolean().notNull(),
    /** 'applied', 'refused' (atomic with a bad row), 'held' (a full feed over its limit) or 'dry_run'. */
    outcome: text().notNull(),
    received: integer().notNull(),
    created: integer().notNull(),
    updated: integer().notNull(),
    markedSold: integer().notNull(),
    priceChanges: integer().notNull(),
    failed: integer().notNull(),
    /** Photo addresses new to the site that the feed queued for the worker (decision 055). */
    photosQueued: integer().notNull().default(0),
    /** Row errors as the feed's answer gave them, the first 500. */
    rowErrors: jsonb().$type<{ row: number; stocknum: string | null; messages: string[] }[]>().notNull(),
    /** Warnings (stored, but look wrong), the first 500. */
    warnings: jsonb().$type<string[]>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    index("stock_feed_runs_dealership").on(t.siteId, t.dealershipId, t.receivedAt),
    index("stock_feed_runs_received_at").on(t.receivedAt),
    check("stock_feed_runs_channel", sql`${t.channel} in ('api', 'api_car', 'import')`),
    check("stock_feed_runs_outcome", sql`${t.outcome} in ('applied', 'refused', 'held', 'dry_run')`),
  ],
);

export const promoNodes = pgTable(
  "promo_nodes",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    title: text().notNull(),
    body: text().notNull(),
    imageUrl: text(),
    href: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Grid position the card is inserted at, counted in result cards. */
    position: integer().notNull(),
    /** Where the card shows: "search", "offers", "home" or "all". */
    display: text().notNull().default("all"),
    /** When set, the card shows only where display matches exactly. */
    strictDisplay: boolean().notNull().default(false),
  },
  (t) => [index("promo_nodes_site").on(t.siteId)],
);

export const slides = pgTable(
  "slides",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    name: text().notNull(),
    description: text().notNull(),
    url: text().notNull(),
    imageUrl: text().notNull(),
    hideOverlay: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (t) => [index("slides_site").on(t.siteId)],
);

export const brandEntries = pgTable(
  "brand_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    kind: text().$type<"car" | "motorcycle" | "truck" | "own">().notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    logoUrl: text(),
    bannerUrl: text(),
    description: text().notNull(),
    skipPage: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex("brand_entries_site_slug").on(t.siteId, t.slug)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    dealershipId: uuid().references(() => dealerships.id, { onDelete: "set null" }),
    locationId: uuid().references(() => locations.id, { onDelete: "set null" }),
    carId: uuid().references(() => cars.id, { onDelete: "set null" }),
    /** One submission is one lead: the browser sends the same key again on a retry. */
    idempotencyKey: text().notNull(),
    category: text().notNull(),
    subcategory: text(),
    payload: jsonb().$type<LeadPayload>().notNull(),
    /** Which form or sender made it (enquiry, test-drive, valuation…); see src/leads/schemas.ts. */
    formType: text().notNull().default("enquiry"),
    source: text().notNull().default("Website"),
    url: text(),
    userAgent: text(),
    createdAt: createdAt(),
    /** Where the dealership's staff have taken it in the console (decision 042): new → contacted → appointment → sold or lost. */
    status: text().$type<"new" | "contacted" | "appointment" | "sold" | "lost">().notNull().default("new"),
    /** Why a lost lead was lost (required with "lost"). */
    lostReason: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    /** The staff member working it; null while unassigned. */
    assignedStaffId: uuid().references(() => staffAccounts.id, { onDelete: "set null" }),
    /** When retention blanked the shopper's contact details (src/leads/retention.ts); the rest stays for the dealer's figures. */
    contactBlankedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("leads_site_idempotency").on(t.siteId, t.idempotencyKey),
    index("leads_site_created").on(t.siteId, t.createdAt),
    index("leads_site_created_id").on(t.siteId, t.createdAt.desc(), t.id.desc()),
    index("leads_site_status").on(t.siteId, t.status),
    index("leads_assigned").on(t.assignedStaffId),
    check("leads_status", sql`${t.status} in ('new', 'contacted', 'appointment', 'sold', 'lost')`),
  ],
);

/** A staff member's note on a lead, in the console (decision 042). */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffAccountId: uuid().references(() => staffAccounts.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead").on(t.leadId, t.createdAt)],
);

/** Written in the lead's transaction; the delivery worker sends each row on and records the outcome. */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    /** The lead sent; null for a "message" row, which carries its own e-mail. */
    leadId: uuid().references(() => leads.id, { onDelete: "cascade" }),
    /**
     * "email" to the dealer, "crm" to its CRM, "shopper-email" a confirmation to the shopper;
     * "message" sends `message` (a prepared e-mail, such as a buy-online resume link) to `target`.
     */
    channel: text().$type<"email" | "crm" | "shopper-email" | "message">().notNull(),
    target: text().notNull(),
    /** The CRM document format, fixed when the lead is written so a later settings change cannot reshape it. */
    format: text().$type<"adf" | "json">(),
    /** A "message" row's e-mail to a shopper (a buy-online resume link), written whole when queued. */
    message: jsonb().$type<OutboxMessage>(),
    status: text().$type<"pending" | "sending" | "sent" | "dead">().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_outbox_due").on(t.status, t.nextAttemptAt)],
);

/** Submissions turned away (honeypot, rate limit, invalid input), kept so none is silently dropped. */
export const leadRejections = pgTable(
  "lead_rejections",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    reason: text().$type<"honeypot" | "rate-limit-phone" | "rate-limit-ip" | "invalid">().notNull(),
    formType: text(),
    ipHash: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_rejections_site_created").on(t.siteId, t.createdAt)],
);

/**
 * Values a lead's sender saves beside it afterwards (spec §7: POST /api/miscellaneous with a
 * column_name, for now only "valuation": the trade-in offer a shopper accepted, where the
 * dealership's flag says to keep it). One value per lead and column; saving again replaces it.
 */
export const leadMiscellaneous = pgTable(
  "lead_miscellaneous",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    dealershipId: uuid().references(() => dealerships.id, { onDelete: "set null" }),
    /** "valuation": the browser's record of an accepted offer; "offer": the offer the server made (src/trade-in/offer.ts). */
    columnName: text().$type<"valuation" | "offer">().notNull(),
    value: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lead_miscellaneous_lead_column").on(t.leadId, t.columnName)],
);

/** A shopper signed in by phone on one site; `phone` is E.164 (+614…). */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    phone: text().notNull(),
    name: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_site_phone").on(t.siteId, t.phone)],
);

/** One-time sign-in codes: only a hash is stored; single use, short-lived, a few tries each. */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_codes_site_phone").on(t.siteId, t.phone)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Text messages the local SMS provider "sent": what a development machine shows instead of texting anyone. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    to: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_messages_site_created").on(t.siteId, t.createdAt)],
);

export const watchlistItems = pgTable(
  "watchlist_items",
  {
    siteId: siteRef(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.carId] }), index("watchlist_site").on(t.siteId)],
);

export const carViews = pgTable(
  "car_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    viewedAt: createdAt(),
  },
  (t) => [index("car_views_car").on(t.carId, t.viewedAt), index("car_views_site_viewed").on(t.siteId, t.viewedAt)],
);

/**
 * The vehicle register the trade-in flow's local rego lookup answers from: national reference data
 * like a state registry's, keyed by state and plate (upper case, no spaces). Production sites use a
 * registry service instead (src/trade-in/rego-lookup.ts); the demo seed fills this table.
 */
export const regoRegister = pgTable(
  "rego_register",
  {
    state: text().notNull(),
    rego: text().notNull(),
    year: integer().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    badge: text(),
    body: text(),
    transmission: text(),
    fuel: text(),
    vin: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.state, t.rego] })],
);

/** The 'Call the Dealer' reveal log on phone-masking sites. */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    carId: uuid().references(() => cars.id, { onDelete: "set null" }),
    dealershipId: uuid().references(() => dealerships.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("phone_reveals_site").on(t.siteId, t.createdAt)],
);

/**
 * A deposit that holds a car (src/checkout/reservation-rules.ts has the states). The row claims the
 * car before the card is touched: the partial unique index lets one car have at most one row that is
 * pending, held or captured, so of any number of simultaneous attempts exactly one goes on to the
 * card. Only the card's brand, last four digits and the processor's reference are kept.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The caller's key for this attempt: the same key answers with the same reservation. */
    idempotencyKey: text().notNull(),
    /** "reserve" (the reserve page and API) or "journey" (the buy-online journey's deposit step). */
    origin: text().$type<"reserve" | "journey">().notNull().default("reserve"),
    journeyId: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    postcode: text(),
    optIn: boolean().notNull().default(false),
    /** Whole cents (AUD). */
    amountCents: integer().notNull(),
    status: text()
      .$type<"pending" | "held" | "captured" | "expired" | "cancelled" | "refunded" | "failed">()
      .notNull()
      .default("pending"),
    /** Why a failed attempt failed: the processor's decline code, "payment_unavailable" or "abandoned". */
    failureCode: text(),
    /** The processor's words for a decline, repeated to a retry with the same idempotency key. */
    failureMessage: text(),
    /**
     * True while the processor may hold an authorisation this row does not account for (a failed or
     * abandoned attempt whose authorise call did not answer): the sweeper looks it up and voids it.
     */
    paymentUnresolved: boolean().notNull().default(false),
    paymentProvider: text().notNull(),
    paymentReference: text(),
    cardBrand: text(),
    cardLast4: text(),
    /**
     * The shopper's key to the confirmation page's personal details: set in a cookie of the browser
     * that made the reservation and in the link of the confirmation e-mail; without it the page shows
     * none of them (issue 28). Null for reservations made before it existed.
     */
    accessToken: text(),
    refundReference: text(),
    heldUntil: timestamp({ withTimezone: true }),
    heldAt: timestamp({ withTimezone: true }),
    capturedAt: timestamp({ withTimezone: true }),
    /** When the hold ended without a sale (expired, cancelled, refunded) or the attempt failed. */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_active_car")
      .on(t.carId)
      .where(sql`${t.status} in ('pending', 'held', 'captured')`),
    uniqueIndex("reservations_site_idempotency").on(t.siteId, t.idempotencyKey),
    index("reservations_site_car").on(t.siteId, t.carId),
    index("reservations_sweep").on(t.status, t.heldUntil),
    check(
      "reservations_status",
      sql`${t.status} in ('pending', 'held', 'captured', 'expired', 'cancelled', 'refunded', 'failed')`,
    ),
    check("reservations_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * A shopper's buy-online journey for one car (src/checkout/journey): the answers of each step as they
 * were saved, the step to resume at, and who may resume it. `tokenHash` is the SHA-256 of the browser's
 * journey cookie; `resumeTokenHash` that of the last e-mailed resume link (another device). Tokens
 * themselves are never stored.
 */
export const checkoutJourneys = pgTable(
  "checkout_journeys",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    answers: jsonb().$type<CheckoutJourneyAnswers>().notNull().default({}),
    currentStep: text().notNull(),
    status: text().$type<"in_progress" | "submitted">().notNull().default("in_progress"),
    tokenHash: text().notNull(),
    resumeTokenHash: text(),
    resumeTokenExpiresAt: timestamp({ withTimezone: true }),
    /** The shopper's purchase reference, given when the journey is confirmed. */
    reference: text(),
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("checkout_journeys_owner").on(t.siteId, t.tokenHash, t.carId),
    uniqueIndex("checkout_journeys_resume").on(t.resumeTokenHash),
    uniqueIndex("checkout_journeys_reference").on(t.siteId, t.reference),
  ],
);

/**
 * A payment a signed-in shopper made on /online-payment (an invoice, a quote's deposit, a service
 * bill) through the PaymentProvider: authorised and captured at once. Only the card's brand, last four
 * digits and the processor's reference are kept. `idempotencyKey` is the form's key for one attempt.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The signed-in phone (E.164) that paid. */
    phone: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    /** What the payment is for, as the dealer wrote it on the invoice or quote ("INV-10234"). */
    reference: text().notNull(),
    /** Whole cents (AUD). */
    amountCents: integer().notNull(),
    status: text().$type<"pending" | "paid" | "declined" | "failed">().notNull().default("pending"),
    idempotencyKey: text().notNull(),
    paymentProvider: text().notNull(),
    paymentReference: text(),
    cardBrand: text(),
    cardLast4: text(),
    failureMessage: text(),
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("online_payments_site_idempotency").on(t.siteId, t.idempotencyKey),
    check("online_payments_status", sql`${t.status} in ('pending', 'paid', 'declined', 'failed')`),
    check("online_payments_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * One spin of a site's spin-to-win promotion: the prize a CSPRNG drew from the site's configured
 * prizes. One spin per signed-in phone per site, enforced by the unique index.
 */
export const spinEntries = pgTable(
  "spin_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** E.164. */
    phone: text().notNull(),
    prize: text().notNull(),
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("spin_entries_one_per_phone").on(t.siteId, t.phone)],
);

/**
 * A dealer's own pages (About Us, Warranty, Privacy Policy…) and blog posts. `path` is the address
 * without its leading slash ("about-us", "blog/vehicle-reviews/2025-ford-ranger-xlt-review"); the body
 * is Markdown, rendered without raw HTML, so a page cannot carry a script.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteRef(),
    path: text().notNull(),
    kind: text().$type<"page" | "post">().notNull().default("page"),
    /** A post's blog category slug ("vehicle-reviews", "news"); null for a page. */
    category: text(),
    title: text().notNull(),
    /** One or two sentences: a post's teaser in the blog list, and the description when seoDescription is empty. */
    summary: text().notNull().default(""),
    body: text().notNull(),
    seoTitle: text(),
    seoDescription: text(),
    publishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_pages_site_path").on(t.siteId, t.path),
    index("content_pages_site_kind").on(t.siteId, t.kind, t.publishedAt),
  ],
);

/**
 * The platform's rate limits (src/platform/rate-limit.ts): hits per site, rule ("bucket") and hashed
 * key (an IP address, a phone number, a client and car) in the key's current window, which opens at
 * its first hit and ends at `expiresAt`. One row per key, counted by an upsert, so every server
 * process shares the count; rows past `expiresAt` are purged by the worker.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    siteId: siteRef(),
    bucket: text().notNull(),
    keyHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.bucket, t.keyHash] }),
    index("rate_limit_counters_expires").on(t.expiresAt),
  ],
);

// The dealer console's staff (decision 042): platform tables, not a site's. A staff member may work
// for several sites, so these rows carry no site_id; the console checks a member's grants on the
// server before every action and then reads a site's data acting for that site (row-level security).

/** A dealer group: the sites one owner runs, which a group admin is granted together. */
export const dealerGroups = pgTable("dealer_groups", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  createdAt: createdAt(),
});

/** A member of a dealer's or the platform's staff, signing in to the console by e-mail and password. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored as given, compared in lower case: one account per address whatever its case. */
    email: text().notNull(),
    name: text().notNull(),
    /** argon2id, PHC string (algorithm, parameters and salt with the hash). */
    passwordHash: text().notNull(),
    /** Base32 TOTP secret once enrolled; never logged or shown again. */
    totpSecret: text(),
    /** The last TOTP time step accepted: a code is good once (no replay within its window). */
    totpLastStep: bigint({ mode: "number" }),
    failedSignIns: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_accounts_email").on(sql`lower(${t.email})`)],
);

/**
 * What a staff member may do, and where: the operator everywhere, a group admin within one group's
 * sites, a manager or salesperson at one dealership (one row per dealership).
 */
export const staffGrants = pgTable(
  "staff_grants",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffAccountId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    role: text().$type<"operator" | "group_admin" | "manager" | "salesperson">().notNull(),
    groupId: uuid().references(() => dealerGroups.id, { onDelete: "cascade" }),
    dealershipId: uuid().references(() => dealerships.id, { onDelete: "cascade" }),
    /** A dealership manager who may also edit the site's settings (decision 054); only managers carry it. */
    siteSettings: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_grants_account").on(t.staffAccountId),
    check("staff_grants_site_settings", sql`not ${t.siteSettings} or ${t.role} = 'manager'`),
    check(
      "staff_grants_scope",
      sql`(${t.role} = 'operator' and ${t.groupId} is null and ${t.dealershipId} is null)
        or (${t.role} = 'group_admin' and ${t.groupId} is not null and ${t.dealershipId} is null)
        or (${t.role} in ('manager', 'salesperson') and ${t.groupId} is null and ${t.dealershipId} is not null)`,
    ),
  ],
);

/**
 * A console session: the cookie holds a random token, this row its SHA-256. `awaitingTotp` marks the
 * half-way session between the password and the second factor, which opens no page but that step.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffAccountId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    awaitingTotp: boolean().notNull().default(false),
    /** A TOTP secret offered at first sign-in, kept here until a code from it proves the app has it. */
    enrolmentSecret: text(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_account").on(t.staffAccountId)],
);

/**
 * Every staff action: who, when, on which site (none for signing in and out), what, and the record
 * before and after. Site rows are held to their site by row-level security like any tenant's table.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffAccountId: uuid().references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The e-mail address given, for attempts that name no account. */
    email: text(),
    siteId: uuid().references(() => sites.id, { onDelete: "cascade" }),
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_audit_account_at").on(t.staffAccountId, t.at), index("staff_audit_site_at").on(t.siteId, t.at)],
);

/**
 * A single-use link sent by e-mail (decision 042): an invitation to set a first password, or a
 * password reset. The link holds a random token, this row its SHA-256; used once, then marked.
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffAccountId: uuid()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    purpose: text().$type<"invite" | "reset">().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Who sent the invitation; null for a reset the member asked for. */
    createdByStaffId: uuid().references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_tokens_account").on(t.staffAccountId)],
);

/**
 * The console's per-address sign-in counters, shared by every server process (decision 042): the
 * platform's own, as the sites' `rate_limit_counters` belong to a site.
 */
export const staffRateLimits = pgTable("staff_rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
