import { describe, expect, it } from "vitest";
import { withFeatureLinks } from "./footer-feature-links";

const groups = [
  { title: "Models", links: [] },
  { title: "Buyer Tools", links: [{ label: "Finance", href: "/finance" }] },
];

describe("the footer's links to switched-on pages", () => {
  it("adds none where the pages are off", () => {
    expect(withFeatureLinks(groups, { onlinePayment: false, spinToWin: false })).toEqual(groups);
  });

  it("adds Online Payment and Spin to Win to Buyer Tools where they are on", () => {
    expect(withFeatureLinks(groups, { onlinePayment: true, spinToWin: true })[1]?.links).toEqual([
      { label: "Finance", href: "/finance" },
      { label: "Online Payment", href: "/online-payment" },
      { label: "Spin to Win", href: "/spin-to-win" },
    ]);
  });

  it("makes a Buyer Tools group when the site has none", () => {
    expect(withFeatureLinks([{ title: "Models", links: [] }], { onlinePayment: false, spinToWin: true })).toEqual([
      { title: "Models", links: [] },
      { title: "Buyer Tools", links: [{ label: "Spin to Win", href: "/spin-to-win" }] },
    ]);
  });
});
