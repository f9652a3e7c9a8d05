import { ConsoleTabs } from "../../components/console-tabs";

// The stock room's pages, as links: the cars, the feeds that brought them, and (for those who keep
// them) the dealerships' stock API keys.

const tabs = [
  { href: "/stock", label: "Cars" },
  { href: "/stock/feeds", label: "Feed history" },
  { href: "/stock/keys", label: "Stock API keys" },
] as const;

export type StockTab = (typeof tabs)[number]["href"];

export function StockTabs({ current, showKeys }: { current: StockTab; showKeys: boolean }) {
  const shown = showKeys ? tabs : tabs.filter((tab) => tab.href !== "/stock/keys");
  return <ConsoleTabs label="Stock" tabs={shown} current={current} />;
}
