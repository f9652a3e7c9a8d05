import { Link } from "@/ui/link";

// A room's pages as a strip of tabs (links, the current one marked as the page): the stock room's,
// the reservations', the content room's. Each room keeps its own list of tabs.

export type ConsoleTab = { href: string; label: string };

export function ConsoleTabs({
  label,
  tabs,
  current,
  linkTo = (href) => href,
}: {
  /** The navigation's name for screen readers ("Stock"). */
  label: string;
  tabs: readonly ConsoleTab[];
  /** The href of the tab this page is. */
  current: string;
  /** Where a tab's link goes, when it carries more than its href (the chosen site). */
  linkTo?: (href: string) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 border-b border-border text-sm">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={linkTo(tab.href)}
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
