import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoConfig, siteConfig } from "@/finance/test-configs";
import type { CardDocument } from "../card-document";
import { searchClientConfig } from "../search-client-config";
import { ResultCard } from "./result-card";

const nowSeconds = 1_790_100_000;

/** A used petrol car in stock, no tag, listed a month ago: a card with no banner of its own. */
function card(overrides: Partial<CardDocument> = {}): CardDocument {
  return {
    id: "car-1",
    slug: "2021-mazda-cx-5-maxx-hs10001",
    stocknum: "HS-10001",
    name: "2021 Mazda CX-5 Maxx",
    year: 2021,
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx",
    series: null,
    body: "SUV",
    fuel: "Petrol",
    transmission: "Automatic",
    car_type: "used",
    item_type: "car",
    status: "in_stock",
    tag: null,
    certified: false,
    reserved: false,
    preorder: false,
    km: 42_000,
    price: 28_990,
    before_price: null,
    subscription_price: null,
    price_qualifier: null,
    vin: null,
    weekly_price: 120,
    location_name: "Harbourside Drummoyne",
    dealership_name: "Harbourside Motors",
    dealership_slug: "harbourside-motors",
    created_at_timestamp: nowSeconds - 30 * 86_400,
    views: 0,
    primary_image_url: "/media/car/suv/white/1.svg",
    primary_photo: null,
    checkout_enabled: true,
    trade_in_allowed: true,
    ...overrides,
  };
}

function renderCard(car: CardDocument, overrides: Parameters<typeof siteConfig>[0] = {}) {
  const site = { slug: "harbourside", config: searchClientConfig(siteConfig(overrides)) };
  return render(<ResultCard car={car} site={site} nowSeconds={nowSeconds} />);
}

describe("ResultCard's status banner", () => {
  it("labels a coming-soon car 'COMING SOON' in the colour the sold and reserved banners take", () => {
    const { container } = renderCard(card({ status: "coming_soon" }));
    const banner = container.querySelector('[data-tag="coming-soon"]');
    expect(banner).toHaveTextContent("COMING SOON");
    expect(banner).toHaveClass("bg-secondary");
    expect(screen.getByTestId("result-card")).toHaveAttribute("data-status", "coming_soon");
  });

  it("says coming soon beside the car type when a higher-ranked banner takes the picture", () => {
    const { container } = renderCard(card({ status: "coming_soon", certified: true }));
    expect(container.querySelector("[data-tag]")).toHaveAttribute("data-tag", "certified");
    expect(container.querySelector('[data-status-label="coming-soon"]')).toHaveTextContent("COMING SOON");
  });

  it("says it once when the banner already does, and not at all for a car in stock", () => {
    const comingSoon = renderCard(card({ status: "coming_soon" }));
    expect(comingSoon.container.querySelector("[data-status-label]")).toBeNull();
    comingSoon.unmount();
    const inStock = renderCard(card({ certified: true }));
    expect(inStock.container.querySelector("[data-status-label]")).toBeNull();
    expect(inStock.container).not.toHaveTextContent(/coming soon/i);
  });

  it("uses the site's own coming-soon wording", () => {
    const { container } = renderCard(card({ status: "coming_soon" }), { labels: { comingSoonTag: "ARRIVING" } });
    expect(container.querySelector('[data-tag="coming-soon"]')).toHaveTextContent("ARRIVING");
  });

  it("keeps enquiry for a coming-soon car but offers no deposit on a car not at the dealer", () => {
    const { container } = renderCard(card({ status: "coming_soon" }), { features: { checkout: true } });
    expect(container.querySelector('[data-button="enquire"]')).not.toBeNull();
    expect(container.querySelector('[data-button="reserve"]')).toBeNull();
    expect(container.querySelector('[data-button="find-similar"]')).toBeNull();
  });

  it("labels reserved and sold cars in that same colour", () => {
    const reserved = renderCard(card({ reserved: true }));
    expect(reserved.container.querySelector('[data-tag="reserved"]')).toHaveClass("bg-secondary");
    reserved.unmount();
    const sold = renderCard(card({ status: "sold" }));
    expect(sold.container.querySelector('[data-tag="sold"]')).toHaveClass("bg-secondary");
  });
});

describe("ResultCard's Get Finance link", () => {
  it("carries the same query as the vehicle page's Finance button: dealership, price, car, type and VIN", () => {
    renderCard(card({ vin: "JM0KF4W7A00123456" }), { buttonSets: { resultCard: ["view-details", "finance"] } });
    const href = screen.getByRole("link", { name: "Get Finance" }).getAttribute("href") ?? "";
    expect(href.startsWith("/finance?")).toBe(true);
    expect(href.endsWith("#finance-form")).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.slice("/finance?".length, href.indexOf("#"))))).toEqual({
      preferredDealership: "harbourside-motors",
      vehiclePriceBudget: "28990",
      car_id: "car-1",
      car_type: "used",
      vin: "JM0KF4W7A00123456",
    });
  });
});

describe("ResultCard's finance estimate", () => {
  // Redgum's lender (Taurus) has figures for the car; finance is for cars in stock only.
  const financed = card({
    make: "Kia",
    price: 25_990,
    dealership_slug: "redgum-motors",
    finance: {
      lenders: { taurus: { interestRate: 8.49, comparisonRate: 9.734, paymentWeek: 120.51, paymentMonth: 522.21 } },
      youxQuote: null,
    },
  });
  const renderRedgum = (car: CardDocument) =>
    render(
      <ResultCard
        car={car}
        site={{ slug: "redgum", config: searchClientConfig(demoConfig("redgum")) }}
        nowSeconds={nowSeconds}
      />,
    );

  it("shows the lender's weekly figure on a car in stock", () => {
    renderRedgum(financed);
    expect(screen.getByTestId("finance-estimate")).toHaveTextContent("$121");
  });

  it("shows no finance figures on a coming-soon car, lender figures or not", () => {
    renderRedgum({ ...financed, status: "coming_soon" });
    expect(screen.queryByTestId("finance-estimate")).toBeNull();
    expect(screen.queryByText(/\$121/)).toBeNull();
  });
});

describe("ResultCard's picture", () => {
  const photo = {
    hash: "a".repeat(64),
    width: 1600,
    height: 1200,
    colour: "#335577",
    widths: [240, 480, 800, 1200, 1600],
  };
  const renderWith = (car: CardDocument, flags: { priority?: boolean; largest?: boolean } = {}) => {
    const site = { slug: "harbourside", config: searchClientConfig(siteConfig({})) };
    return render(<ResultCard car={car} site={site} nowSeconds={nowSeconds} {...flags} />);
  };
  const photoCard = card({ primary_photo: photo, primary_image_url: `/media/photo/${photo.hash}/480.jpg` });

  it("draws a processed photo as AVIF, WebP and JPEG at the stored widths up to 800, in a frame of its own size", () => {
    const { container } = renderWith(photoCard);
    const sources = container.querySelectorAll("picture source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const widths = (srcset: string | null) => (srcset ?? "").split(", ").map((entry) => entry.split(" ")[1]);
    for (const source of sources) {
      // Never the 1,200 or 1,600 file: a 3× phone's card takes 800 (cardPhotoMaxWidth).
      expect(widths(source.getAttribute("srcset"))).toEqual(["240w", "480w", "800w"]);
      expect(source.getAttribute("sizes")).toBe("(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw");
    }
    const image = screen.getByRole("img", { name: "2021 Mazda CX-5" });
    expect(image.closest("picture")).not.toBeNull();
    expect(image.getAttribute("srcset")).toBe(
      [240, 480, 800].map((width) => `/media/photo/${photo.hash}/${width}.jpg ${width}w`).join(", "),
    );
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "1200");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(image.closest("a")).toHaveAttribute("href", "/cars/2021-mazda-cx-5-maxx-hs10001");
  });

  it("fetches a first-row photo at once but at low priority, and only the page's largest paint at high", () => {
    // On a phone only the first card is on screen: the rest of the row must not take its bandwidth.
    const firstRow = renderWith(photoCard, { priority: true });
    const image = screen.getByRole("img", { name: "2021 Mazda CX-5" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "low");
    firstRow.unmount();
    renderWith(photoCard, { priority: true, largest: true });
    expect(screen.getByRole("img", { name: "2021 Mazda CX-5" })).toHaveAttribute("fetchpriority", "high");
  });

  it("draws a car without photos from its listed picture, and keeps the empty frame for a car with none", () => {
    const drawn = renderWith(card());
    expect(drawn.container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: "2021 Mazda CX-5" }).getAttribute("src")).toContain("1.svg");
    drawn.unmount();
    const { container } = renderWith(card({ primary_image_url: null }));
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("a.card-picture")).not.toBeNull();
  });
});
