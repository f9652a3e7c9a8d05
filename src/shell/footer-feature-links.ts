import type { FooterGroup, SiteConfig } from "@/sites/config-schema";

// Pages that exist only where the site switches them on get their footer links from the switch, not
// from the configured groups, so a link is there exactly when its page is (a link is a promise).

const featureLinks = [
  { feature: "onlinePayment", label: "Online Payment", href: "/online-payment" },
  { feature: "spinToWin", label: "Spin to Win", href: "/spin-to-win" },
] as const satisfies readonly { feature: keyof SiteConfig["features"]; label: string; href: string }[];

export const featureLinksGroupTitle = "Buyer Tools";

/** The footer's groups with the switched-on feature pages added to Buyer Tools (a group of its own when there is none). */
export function withFeatureLinks(
  groups: readonly FooterGroup[],
  features: Pick<SiteConfig["features"], "onlinePayment" | "spinToWin">,
): FooterGroup[] {
  const links = featureLinks.filter((link) => features[link.feature]).map(({ label, href }) => ({ label, href }));
  if (links.length === 0) return [...groups];
  const index = groups.findIndex((group) => group.title.toLowerCase() === featureLinksGroupTitle.toLowerCase());
  if (index === -1) return [...groups, { title: featureLinksGroupTitle, links }];
  return groups.map((group, at) => (at === index ? { ...group, links: [...group.links, ...links] } : group));
}
