import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GaragePrice } from "@/accounts/components/garage-price";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { cars, sites } from "@/platform/db/schema";
import { feedPrice, priceSentence } from "@/seo/feed-car";
import { loadFeedCars } from "@/seo/load-feed-cars";
import { isTemplateName } from "@/sites/config-defaults";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { Site } from "@/sites/get-site";
import { PriceLine } from "@/stock/components/price-line";
import { specialOffersCategory } from "@/stock/documents";
import { loadListableDocuments } from "@/stock/load-documents";
import { searchClientConfig } from "@/stock/search-client-config";
import { comparedVehicle } from "@/vehicle/compare-page";
import { readCarDetail } from "@/vehicle/get-car";
import { carJsonLd } from "@/vehicle/json-ld";
import { carSheet } from "@/vehicle/pdf";

// One price rule (src/cars/price.ts), every kind in every place a car's price shows: the result
// card and the vehicle page (the same price line, from the search document and from the car's
// detail), the print sheet and PDF, the garage, compare, the vehicle feeds and the JSON-LD. Each
// row sets one demo car's price fields as a dealer's feed would, then reads it back where a
// shopper, Google or Facebook would.

type Kind = {
  name: string;
  set: Partial<typeof cars.$inferInsert>;
  /** Cards, vehicle page, garage (the line a shopper reads). */
  line: string;
  /** Print sheet, PDF and compare (one line of text). */
  text: string;
  /** Feeds: the sale price sentence, or null when there is none to advertise. */
  feed: string | null;
  /** JSON-LD offers.price. */
  jsonLd: number | undefined;
  /** Listed among the special offers. */
  specialOffer: boolean;
};

const base = { price: 25_990, beforePrice: null, subscriptionPrice: null, preorder: false, tag: null };
const kinds: Kind[] = [
  {
    name: "drive away",
    set: { ...base, priceType: "Drive Away" },
    line: "$25,990 drive away",
    text: "$25,990 drive away",
    feed: "$25,990 drive away.",
    jsonLd: 25_990,
    specialOffer: false,
  },
  {
    name: "excluding government charges",
    set: { ...base, priceType: "Excl. Govt. Charges" },
    line: "$25,990 excl. govt. charges",
    text: "$25,990 excl. govt. charges",
    feed: "$25,990 excluding government charges.",
    jsonLd: 25_990,
    specialOffer: false,
  },
  {
    name: "reduced",
    set: { ...base, price: 23_990, beforePrice: 25_990, priceType: "Drive Away" },
    line: "$23,990 drive away was $25,990",
    text: "$23,990 drive away (was $25,990)",
    feed: "$23,990 drive away.",
    jsonLd: 23_990,
    specialOffer: true,
  },
  {
    name: "special offer (tagged, not reduced)",
    set: { ...base, tag: "Special Offer", priceType: "Drive Away" },
    line: "$25,990 drive away",
    text: "$25,990 drive away",
    feed: "$25,990 drive away.",
    jsonLd: 25_990,
    specialOffer: true,
  },
  {
    name: "subscription",
    set: { ...base, subscriptionPrice: 199, priceType: "Drive Away" },
    line: "$199 /week",
    text: "$199 /week",
    // A weekly figure is never a feed's sale price: the feeds keep the car's price.
    feed: "$25,990 drive away.",
    jsonLd: 25_990,
    specialOffer: false,
  },
  {
    name: "preorder",
    set: { ...base, price: 0, preorder: true, priceType: "Drive Away" },
    line: "PREORDER",
    text: "PREORDER",
    feed: null,
    jsonLd: undefined,
    specialOffer: false,
  },
  {
    name: "price on application",
    set: { ...base, price: 0, priceType: null },
    line: "Enquire for price.",
    text: "Enquire for price.",
    feed: null,
    jsonLd: undefined,
    specialOffer: false,
  },
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the one price rule, everywhere a price shows", () => {
  let database: Database;
  let site: Site;
  let slugs: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
    // Subscriptions on, so the weekly price shows where the rule says it does.
    await seedDemoData(database.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 20 }));
    const [row] = await database.db.select().from(sites).where(eq(sites.slug, "harbourside"));
    const config = resolveSiteConfig(row!.template, row!.configOverrides);
    site = {
      id: row!.id,
      slug: row!.slug,
      name: row!.name,
      template: isTemplateName(row!.template) ? row!.template : "default",
      status: "live",
      config: {
        ...config,
        features: { ...config.features, subscriptions: true },
        labels: { ...config.labels, noPriceText: "Enquire for price.", preorderText: "PREORDER" },
      },
    };
    const listed = await database.db
      .select({ id: cars.id, slug: cars.slug, categories: cars.categories })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")))
      .orderBy(cars.stocknum)
      .limit(kinds.length);
    expect(listed).toHaveLength(kinds.length);
    for (const [index, kind] of kinds.entries()) {
      await database.db
        .update(cars)
        .set({
          ...kind.set,
          categories: listed[index]!.categories.filter((category) => category !== specialOffersCategory),
        })
        .where(eq(cars.id, listed[index]!.id));
    }
    slugs = listed.map((car) => car.slug);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it.each(kinds.map((kind, index) => [kind.name, index] as const))("%s", async (_name, index) => {
    const kind = kinds[index]!;
    const slug = slugs[index]!;
    const detail = await readCarDetail(database.db, site, slug);
    if (!detail) throw new Error(`no car ${slug}`);
    const clientConfig = searchClientConfig(site.config);
    const documents = await loadListableDocuments(database.db, site, new Date());
    const card = documents.find((document) => document.slug === slug);
    if (!card) throw new Error(`${slug} is not listed`);

    const places = {
      card: text(renderToStaticMarkup(createElement(PriceLine, { car: card, config: clientConfig }))),
      vehiclePage: text(renderToStaticMarkup(createElement(PriceLine, { car: detail.document, config: clientConfig }))),
      garage: text(
        renderToStaticMarkup(
          createElement(GaragePrice, {
            car: { ...detail.row, imageUrl: null, savedAt: new Date() },
            config: site.config,
          }),
        ),
      ),
      sheet: carSheet(detail, site.config).price,
      compare: comparedVehicle(detail, site, new Date()).overview.price,
    };
    expect(places).toEqual({
      card: kind.line,
      vehiclePage: kind.line,
      garage: kind.line,
      sheet: kind.text,
      compare: kind.text,
    });

    const feedCar = (await loadFeedCars(database.db, site, "https://harbourside.example", new Date())).find(
      (car) => car.slug === slug,
    );
    if (!feedCar) throw new Error(`${slug} is not in the feeds`);
    const price = feedPrice(feedCar);
    expect(price === null ? null : priceSentence(feedCar, price.amount)).toBe(kind.feed);
    expect(carJsonLd(site, detail, `https://harbourside.example/cars/${slug}`).offers.price).toBe(kind.jsonLd);
    expect(card.categories.includes(specialOffersCategory)).toBe(kind.specialOffer);
  });
});
