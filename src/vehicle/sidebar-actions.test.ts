import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { SiteConfigOverrides } from "@/sites/config-schema";
import { canReserve, financeHref, sidebarActions, stickyBarButtons, type SidebarCar } from "./sidebar-actions";

const car: SidebarCar = {
  id: "6f1c2d3e-0000-4000-8000-000000000001",
  slug: "2024-toyota-corolla-ascent-sport-hs1",
  status: "in_stock",
  reserved: false,
  price: 31_990,
  carType: "used",
  vin: "JTDBR32E720123456",
  nvic: null,
  historyReportUrl: null,
  checkoutEnabled: true,
  tradeInAllowed: true,
  dealershipSlug: "harbourside-motors",
};

function config(overrides: SiteConfigOverrides = {}) {
  return resolveSiteConfig("default", overrides);
}

const kinds = (actions: { kind: string }[]) => actions.map((action) => action.kind);

describe("vehicle sidebar buttons", () => {
  it("an in-stock car on a site with every feature shows the buying buttons in the product's order", () => {
    const site = config({ features: { checkout: true, onlineSale: true, tradeIn: true, historyReports: true } });
    const actions = sidebarActions({ ...car, historyReportUrl: "/reports/hs1.pdf" }, site, { hasPhone: true });
    expect(kinds(actions)).toEqual([
      "enquire",
      "history-report",
      "finance",
      "trade-in",
      "reserve",
      "online-purchase",
      "test-drive",
      "request-photos",
      "call",
      "print",
      "pdf",
      "share",
    ]);
    expect(actions.find((action) => action.kind === "print")).toEqual({
      kind: "print",
      href: `/print?car_id=${car.slug}`,
    });
    expect(actions.find((action) => action.kind === "trade-in")).toEqual({
      kind: "trade-in",
      href: `/cars/trade-in?car_id=${car.id}`,
    });
    expect(actions.find((action) => action.kind === "online-purchase")).toEqual({
      kind: "online-purchase",
      href: `/checkout-journey?car_id=${car.slug}`,
    });
  });

  it("a sold car offers only 'Find Me Something Similar': no Call, Print or Share beside it", () => {
    const site = config({ features: { checkout: true, onlineSale: true, tradeIn: true } });
    expect(kinds(sidebarActions({ ...car, status: "sold" }, site, { hasPhone: true }))).toEqual(["find-similar"]);
    // Any status the product does not know counts as sold.
    expect(kinds(sidebarActions({ ...car, status: "withdrawn" }, site, { hasPhone: false }))[0]).toBe("find-similar");
  });

  it("the history report needs both the car's file and the site's switch", () => {
    const withFile = { ...car, historyReportUrl: "/reports/hs1.pdf" };
    expect(
      kinds(sidebarActions(withFile, config({ features: { historyReports: true } }), { hasPhone: true })),
    ).toContain("history-report");
    expect(
      kinds(sidebarActions(withFile, config({ features: { historyReports: false } }), { hasPhone: true })),
    ).not.toContain("history-report");
    expect(
      kinds(sidebarActions(car, config({ features: { historyReports: true } }), { hasPhone: true })),
    ).not.toContain("history-report");
  });

  it("each switched-on plugin adds its report download after the history report; Autogauge for used cars only", () => {
    const all = config({ plugins: { autogauge: true, carAnalysis: true, ppsrReport: true } });
    const reports = (subject: SidebarCar, site = all) =>
      sidebarActions(subject, site, { hasPhone: true }).flatMap((action) =>
        action.kind === "plugin-report" ? [`${action.report} ${action.href}`] : [],
      );
    const base = `/api/cars/${car.slug}/reports`;
    expect(reports(car)).toEqual([
      `autogauge ${base}/autogauge`,
      `car-analysis ${base}/car-analysis`,
      `ppsr ${base}/ppsr`,
    ]);
    expect(
      kinds(sidebarActions({ ...car, historyReportUrl: "/files/history/HS-1.pdf" }, all, { hasPhone: true })).slice(
        0,
        5,
      ),
    ).toEqual(["enquire", "history-report", "plugin-report", "plugin-report", "plugin-report"]);
    expect(reports({ ...car, carType: "new" })).toEqual([`car-analysis ${base}/car-analysis`, `ppsr ${base}/ppsr`]);
    expect(reports({ ...car, carType: "demo" })).toEqual([`car-analysis ${base}/car-analysis`, `ppsr ${base}/ppsr`]);
    // A PPSR search needs the VIN.
    expect(reports({ ...car, vin: null })).toEqual([
      `autogauge ${base}/autogauge`,
      `car-analysis ${base}/car-analysis`,
    ]);
    expect(reports(car, config({ plugins: { ppsrReport: true } }))).toEqual([`ppsr ${base}/ppsr`]);
    // Every plugin is off by default; the used-car template switches Autogauge on.
    expect(reports(car, config())).toEqual([]);
    expect(reports(car, resolveSiteConfig("used-car", {}))).toEqual([`autogauge ${base}/autogauge`]);
    // Sold: the informational downloads go with the buying buttons.
    expect(reports({ ...car, status: "sold" })).toEqual([]);
  });

  it("trade-in only where the site and the car allow it", () => {
    expect(
      kinds(
        sidebarActions({ ...car, tradeInAllowed: false }, config({ features: { tradeIn: true } }), {
          hasPhone: true,
        }),
      ),
    ).not.toContain("trade-in");
    expect(kinds(sidebarActions(car, config({ features: { tradeIn: false } }), { hasPhone: true }))).not.toContain(
      "trade-in",
    );
  });

  it("reserve needs checkout on the site and the car, the car in stock and not reserved; online purchase needs reserve", () => {
    const on = config({ features: { checkout: true, onlineSale: true } });
    expect(canReserve(car, on)).toBe(true);
    expect(canReserve({ ...car, reserved: true }, on)).toBe(false);
    expect(canReserve({ ...car, status: "coming_soon" }, on)).toBe(false);
    expect(canReserve({ ...car, checkoutEnabled: false }, on)).toBe(false);
    expect(canReserve(car, config({ features: { checkout: false } }))).toBe(false);
    expect(kinds(sidebarActions({ ...car, reserved: true }, on, { hasPhone: true }))).not.toContain("online-purchase");
    expect(
      kinds(sidebarActions(car, config({ features: { checkout: true, onlineSale: false } }), { hasPhone: true })),
    ).not.toContain("online-purchase");
  });

  it("reserve goes to the template's checkout path", () => {
    const oneDealer = resolveSiteConfig("one-dealer", {});
    expect(sidebarActions(car, oneDealer, { hasPhone: true }).find((action) => action.kind === "reserve")).toEqual({
      kind: "reserve",
      href: `/cars/${car.slug}/buy-online`,
    });
  });

  it("a coming-soon car keeps enquiry and finance but cannot be reserved", () => {
    const actions = kinds(
      sidebarActions({ ...car, status: "coming_soon" }, config({ features: { checkout: true } }), {
        hasPhone: true,
      }),
    );
    expect(actions).toContain("enquire");
    expect(actions).toContain("finance");
    expect(actions).not.toContain("reserve");
  });

  it("no call button without a location; no PDF or share where the site switches them off", () => {
    const actions = kinds(
      sidebarActions(car, config({ features: { printPdf: false, share: false } }), { hasPhone: false }),
    );
    expect(actions).not.toContain("call");
    expect(actions).not.toContain("pdf");
    expect(actions).not.toContain("share");
    expect(actions).toContain("print");
  });
});

describe("the site's button set", () => {
  it("shows only the configured buttons, in the configured order", () => {
    const site = config({ buttonSets: { vehicleSidebar: ["call", "test-drive", "finance", "enquire", "share"] } });
    expect(kinds(sidebarActions(car, site, { hasPhone: true }))).toEqual([
      "call",
      "test-drive",
      "finance",
      "enquire",
      "request-photos",
      "share",
    ]);
  });

  it("shows a sold car 'Find Me Something Similar' alone whatever the site's set", () => {
    const site = config({ buttonSets: { vehicleSidebar: ["call", "finance", "enquire", "print"] } });
    expect(kinds(sidebarActions({ ...car, status: "sold" }, site, { hasPhone: true }))).toEqual(["find-similar"]);
    const noBuying = config({ buttonSets: { vehicleSidebar: ["call", "print", "share"] } });
    expect(kinds(sidebarActions({ ...car, status: "sold" }, noBuying, { hasPhone: true }))).toEqual(["find-similar"]);
  });

  it("the subscription template leaves out finance, trade-in and reserve", () => {
    const site = resolveSiteConfig("subscription", { features: { checkout: true } });
    expect(kinds(sidebarActions(car, site, { hasPhone: true }))).toEqual([
      "enquire",
      "test-drive",
      "request-photos",
      "call",
      "print",
      "pdf",
      "share",
    ]);
  });

  it("builds the sticky bar from its own set, with the site's labels", () => {
    expect(stickyBarButtons(car, config(), "07 5550 0100")).toEqual([
      { kind: "call", label: "Call the Dealer", href: "tel:0755500100" },
      { kind: "enquire", label: "Enquire Now", href: "#enquire" },
    ]);
    const site = config({ buttonSets: { stickyBar: ["finance", "share"] }, labels: { shareButton: "Send" } });
    expect(stickyBarButtons(car, site, null).map((button) => [button.kind, button.label])).toEqual([
      ["finance", "Get Finance Quote"],
      ["share", "Send"],
    ]);
  });

  it("adds Reserve to the sticky bar on every site that reserves online, for a car that can be reserved", () => {
    const site = config({ features: { checkout: true } });
    expect(kinds(stickyBarButtons(car, site, "07 5550 0100"))).toEqual(["call", "enquire", "reserve"]);
    expect(stickyBarButtons(car, site, null).at(-1)).toEqual({
      kind: "reserve",
      label: site.labels.reserveButton,
      href: `/cars/${car.slug}/${site.vehiclePage.checkoutPath}`,
    });
    const named = config({ features: { checkout: true }, buttonSets: { stickyBar: ["reserve", "enquire", "call"] } });
    expect(kinds(stickyBarButtons(car, named, "07 5550 0100"))).toEqual(["reserve", "enquire", "call"]);
    expect(kinds(stickyBarButtons({ ...car, reserved: true }, site, null))).toEqual(["enquire"]);
    expect(kinds(stickyBarButtons({ ...car, status: "sold" }, site, null))).toEqual(["find-similar"]);
  });

  it("names the trade-in button 'Trade-In Valuation' as the product does, in the site's own words when it has them", () => {
    const site = config({ buttonSets: { stickyBar: ["trade-in"] } });
    expect(stickyBarButtons(car, site, null).map((button) => button.label)).toEqual(["Trade-In Valuation"]);
    const own = config({ buttonSets: { stickyBar: ["trade-in"] }, labels: { sidebarTradeInButton: "Value My Car" } });
    expect(stickyBarButtons(car, own, null).map((button) => button.label)).toEqual(["Value My Car"]);
  });

  it("points the sticky bar's dialog buttons at their dialogs' anchors, and Share at the sidebar", () => {
    const site = config({ buttonSets: { stickyBar: ["enquire", "test-drive", "share"] } });
    expect(stickyBarButtons(car, site, null).map((button) => [button.kind, button.href])).toEqual([
      ["enquire", "#enquire"],
      ["test-drive", "#test-drive"],
      ["share", "#vehicle-sidebar"],
    ]);
    const sold = stickyBarButtons({ ...car, status: "sold" }, site, null);
    expect(sold.map((button) => [button.kind, button.href])).toEqual([["find-similar", "#enquire"]]);
  });

  it("leaves the call button off the sticky bar on masking sites and without a number", () => {
    expect(kinds(stickyBarButtons(car, config({ contact: { maskPhone: true } }), "07 5550 0100"))).toEqual(["enquire"]);
    expect(kinds(stickyBarButtons(car, config(), null))).toEqual(["enquire"]);
  });
});

describe("the Finance button's address", () => {
  it("fills the finance form with the dealership, price, car and VIN", () => {
    const href = financeHref(car, config());
    expect(href.endsWith("#finance-form")).toBe(true);
    const query = new URLSearchParams(href.slice("/finance?".length, href.indexOf("#")));
    expect(Object.fromEntries(query)).toEqual({
      preferredDealership: "harbourside-motors",
      vehiclePriceBudget: "31990",
      car_id: car.id,
      car_type: "used",
      vin: car.vin,
    });
    expect(new URLSearchParams(financeHref({ ...car, vin: null }, config()).split("?")[1]).has("vin")).toBe(false);
  });

  it("uses the site's own finance link when it has one, and personalised finance for a car with an NVIC", () => {
    const site = config({ finance: { defaultLink: "https://finance.example.com/apply" } });
    expect(financeHref(car, site)).toBe("https://finance.example.com/apply");
    expect(financeHref({ ...car, nvic: "ABC1234" }, site)).toBe(`/personalised/finance?car_id=${car.id}`);
  });
});
