import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CarDocument } from "@/cars/car";
import { siteConfig } from "@/finance/test-configs";
import { searchClientConfig } from "./search-client-config";
import { cardDocument, packedCardSearchResult, unpackCardSearchResult } from "./card-document";
import { ResultCard } from "./components/result-card";

/** A full index document, every field set, so a card that reads a dropped one would show the difference. */
function fullDocument(overrides: Partial<CarDocument> = {}): CarDocument {
  return {
    id: "car-1",
    slug: "2021-toyota-corolla-hs10001",
    stocknum: "HS-10001",
    name: "2021 Toyota Corolla Ascent Sport",
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    make_model: "Toyota > Corolla",
    badge: "Ascent Sport",
    series: "ZWE211R",
    colour: "Glacier White",
    body: "Hatchback",
    drive: "FWD",
    fuel: "Hybrid",
    transmission: "Automatic",
    car_type: "used",
    item_type: "car",
    status: "in_stock",
    tag: "Test Drive Only",
    certified: true,
    reserved: false,
    preorder: false,
    seats: 5,
    categories: ["Family"],
    filtered_features: ["Bluetooth"],
    km: 42_000,
    price: 28_990,
    before_price: 30_990,
    offer_price: 26_990,
    subscription_price: null,
    price_qualifier: null,
    vin: null,
    weekly_price: 120,
    price_range: "$20,000 - $30,000",
    weekly_price_range: "$100 - $200/wk",
    city: "Drummoyne",
    state: "NSW",
    location_id: "location-1",
    location_name: "Harbourside Drummoyne",
    dealership_id: "dealer-1",
    dealership_name: "Harbourside Motors",
    dealership_slug: "harbourside-motors",
    created_at_timestamp: 1_790_000_000,
    sold_date_timestamp: null,
    custom_rank: 10,
    views: 12,
    primary_image_url: "/media/car/hatch/white/1.svg",
    primary_photo: null,
    image_count: 8,
    checkout_enabled: true,
    trade_in_allowed: true,
    has_history_report: true,
    ...overrides,
  };
}

const site = { slug: "harbourside", config: searchClientConfig(siteConfig()) };
const nowSeconds = 1_790_100_000;

function cardMarkup(car: Parameters<typeof ResultCard>[0]["car"]): string {
  const { container, unmount } = render(<ResultCard car={car} site={site} nowSeconds={nowSeconds} />);
  const markup = container.innerHTML;
  unmount();
  return markup;
}

describe("cardDocument", () => {
  it.each([
    ["in stock", {}],
    ["sold", { status: "sold" as const }],
    ["coming soon, no offer price", { status: "coming_soon" as const, offer_price: undefined }],
  ])("a card drawn from the card document is the card drawn from the whole document (%s)", (_, overrides) => {
    const car = fullDocument(overrides);
    expect(cardMarkup(cardDocument(car))).toBe(cardMarkup(car));
  });

  it("keeps none of the fields a card does not read", () => {
    const card = cardDocument(fullDocument());
    for (const dropped of ["make_model", "colour", "categories", "filtered_features", "dealership_id", "custom_rank"])
      expect(card).not.toHaveProperty(dropped);
    expect(cardDocument(fullDocument({ offer_price: undefined }))).not.toHaveProperty("offer_price");
  });
});

describe("the search page's packed first results", () => {
  const result = {
    hits: [fullDocument(), fullDocument({ id: "car-2", status: "sold", offer_price: undefined, before_price: null })],
    count: 2,
    facets: { make: { Toyota: 2 } },
    facetStats: { price: { min: 20_000, max: 30_000 } },
    ms: 1,
    pages: 1,
    page: 1,
    hitsPerPage: 24,
  };

  it("unpack to the cards the page would have drawn from the documents, counts and all", () => {
    const unpacked = unpackCardSearchResult(packedCardSearchResult(result));
    expect(unpacked).toEqual({ ...result, hits: result.hits.map(cardDocument) });
    expect(unpacked.hits[1]).not.toHaveProperty("offer_price");
    expect(unpacked.hits[1]?.before_price).toBeNull();
    for (const [index, car] of result.hits.entries()) {
      const card = unpacked.hits[index];
      if (!card) throw new Error("card missing");
      expect(cardMarkup(card)).toBe(cardMarkup(car));
    }
  });

  it("name each field once, not once per card", () => {
    const packed = JSON.stringify(packedCardSearchResult(result));
    expect(packed.match(/dealership_slug/g)).toHaveLength(1);
    const hits = Array.from({ length: 21 }, (_, index) => fullDocument({ id: `car-${index}` }));
    const page = { ...result, hits };
    const plain = JSON.stringify({ ...page, hits: hits.map(cardDocument) }).length;
    expect(JSON.stringify(packedCardSearchResult(page)).length).toBeLessThan(plain * 0.6);
  });

  it("carry the counts and ranges of the filters the page shows, not every facet's", () => {
    const wide = {
      ...result,
      facets: { make: { Toyota: 2 }, make_model: { "Toyota > Corolla": 2 }, badge: { Ascent: 2 } },
      facetStats: { price: { min: 20_000, max: 30_000 }, km: { min: 0, max: 9 } },
    };
    const unpacked = unpackCardSearchResult(packedCardSearchResult(wide, ["make", "price"]));
    expect(unpacked.facets).toEqual({ make: { Toyota: 2 } });
    expect(unpacked.facetStats).toEqual({ price: { min: 20_000, max: 30_000 } });
    expect(unpacked.count).toBe(2);
  });
});
