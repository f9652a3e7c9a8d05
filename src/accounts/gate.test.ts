import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import type { SiteConfig } from "@/sites/config-schema";
import { gateBackPath, gateDecision, pagePath, signInHref, type GatedPage } from "./gate";

function config(
  signInGate: boolean,
  gatedRoutes: SiteConfig["signIn"]["gatedRoutes"],
  garagePath = "/my-garage" as const,
) {
  return {
    features: { ...defaultSiteConfig.features, signInGate },
    signIn: { gatedRoutes, garagePath },
  } satisfies Pick<SiteConfig, "features" | "signIn">;
}

describe("the sign-in gate", () => {
  it("always gates the garage, under the garage's own name", () => {
    expect(gateDecision({ route: "garage" }, config(false, []))).toEqual({ kind: "sign-in", type: "my-garage" });
    expect(
      gateDecision(
        { route: "garage" },
        { ...config(false, []), signIn: { gatedRoutes: [], garagePath: "/mymotorama" } },
      ),
    ).toEqual({
      kind: "sign-in",
      type: "mymotorama",
    });
  });

  it("gates checkout, finance and personalised finance only where the site switches the gate on and lists them", () => {
    const pages: GatedPage[] = [
      { route: "finance" },
      { route: "personalisedFinance" },
      { route: "checkout", carSlug: "a-car" },
    ];
    for (const page of pages) {
      expect(gateDecision(page, config(false, ["finance", "personalisedFinance", "checkout"]))).toEqual({
        kind: "open",
      });
      expect(gateDecision(page, config(true, []))).toEqual({ kind: "open" });
    }
    const all = config(true, ["finance", "personalisedFinance", "checkout"]);
    expect(gateDecision({ route: "finance" }, all)).toEqual({ kind: "sign-in", type: "finance" });
    expect(gateDecision({ route: "personalisedFinance" }, all)).toEqual({ kind: "sign-in", type: "equifaxFinance" });
    expect(gateDecision({ route: "checkout", carSlug: "a-car" }, all)).toEqual({ kind: "sign-in", type: "checkout" });
    expect(gateDecision({ route: "finance" }, config(true, ["checkout"]))).toEqual({ kind: "open" });
  });

  it("does nothing on a checkout path until the car's slug is known", () => {
    const all = config(true, ["checkout"]);
    expect(gateDecision({ route: "checkout", carSlug: null }, all)).toEqual({ kind: "blocked" });
    expect(gateDecision({ route: "checkout", carSlug: "" }, all)).toEqual({ kind: "blocked" });
  });

  it("always gates online payment; spin-to-win only where the site lists it", () => {
    expect(gateDecision({ route: "onlinePayment" }, config(false, []))).toEqual({
      kind: "sign-in",
      type: "onlinePayment",
    });
    expect(gateDecision({ route: "spinToWin" }, config(false, ["spinToWin"]))).toEqual({ kind: "open" });
    expect(gateDecision({ route: "spinToWin" }, config(true, ["checkout"]))).toEqual({ kind: "open" });
    expect(gateDecision({ route: "spinToWin" }, config(true, ["spinToWin"]))).toEqual({
      kind: "sign-in",
      type: "spinToWin",
    });
  });

  it("never gates trade-in or sell-my-car", () => {
    const all = config(true, ["finance", "personalisedFinance", "checkout"]);
    expect(gateDecision({ route: "trade-in" }, all)).toEqual({ kind: "open" });
    expect(gateDecision({ route: "sell-my-car" }, all)).toEqual({ kind: "open" });
  });

  it("sends to /sign-in with type, redirect and back", () => {
    const url = new URL(
      signInHref("finance", pagePath("/finance", { car_id: "c1", vin: ["v1", "v2"] })),
      "http://x.invalid",
    );
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("finance");
    expect(url.searchParams.get("redirect")).toBe("/finance?car_id=c1&vin=v1&vin=v2");
    expect(url.searchParams.get("back")).toBe("/finance?car_id=c1&vin=v1&vin=v2");
    expect(pagePath("/my-garage")).toBe("/my-garage");
  });
});

describe("Back on the gate's sign-in page", () => {
  const host = "redgum.localhost:3000";
  it("returns to the page the shopper came from on this site", () => {
    expect(gateBackPath(`http://${host}/cars/a-car?x=1`, host, "/cars/a-car/checkout", "/cars/a-car")).toBe(
      "/cars/a-car?x=1",
    );
    expect(gateBackPath(`http://${host}/promotions`, host, "/spin-to-win")).toBe("/promotions");
  });

  it("never returns to the gated page itself or to sign-in, which would loop back to sign-in", () => {
    expect(gateBackPath(`http://${host}/my-garage`, host, "/my-garage")).toBe("/");
    expect(gateBackPath(`http://${host}/online-payment?ref=1`, host, "/online-payment")).toBe("/");
    expect(gateBackPath(`http://${host}/cars/a-car/checkout`, host, "/cars/a-car/checkout", "/cars/a-car")).toBe(
      "/cars/a-car",
    );
    expect(gateBackPath(`http://${host}/sign-in?type=checkout`, host, "/spin-to-win")).toBe("/");
  });

  it("falls back without a referer, or with another host's", () => {
    expect(gateBackPath(null, host, "/my-garage")).toBe("/");
    expect(gateBackPath("http://evil.example/cars", host, "/my-garage")).toBe("/");
    expect(gateBackPath("not a url", host, "/my-garage", "/cars/x")).toBe("/cars/x");
  });
});
