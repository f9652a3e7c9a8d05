import { Link } from "@/ui/link";

// The stock room's pages, as links: the cars, the feeds that brought them, and (for those who keep
// them) the dealerships' stock API keys.

const tabs = [
  { href: "/stock", label: "Cars" },
  { href: "/stock/feeds", label: "Feed history" },
  { href: "/stock/keys", label: "Stock API keys" },
] as const;

export type StockTab = (typeof tabs)[number]["href"];

export function StockTabs({ current, showKeys }: { current: StockTab; showKeys: boolean }) {
  return (
    <nav aria-label="Stock">
      <ul className="flex flex-wrap gap-1 border-b border-border text-sm">
        {tabs
          .filter((tab) => showKeys || tab.href !== "/stock/keys")
          .map((tab) => (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={tab.href === current ? "page" : undefined}
                className="-mb-px block rounded-t border border-transparent px-3 py-1.5 hover:bg-surface aria-[current=page]:border-border aria-[current=page]:border-b-surface aria-[current=page]:bg-surface aria-[current=page]:font-semibold"
              >
                {tab.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
