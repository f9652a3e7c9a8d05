import { Link } from "@/ui/link";

// The three lists of the Reservations section, as links to their own pages.

const tabs = [
  { href: "/reservations", label: "Reservations" },
  { href: "/reservations/journeys", label: "Buy-online journeys" },
  { href: "/reservations/payments", label: "Online payments" },
] as const;

export function PaymentsTabs({ current }: { current: (typeof tabs)[number]["href"] }) {
  return (
    <nav aria-label="Reservations and payments">
      <ul className="flex flex-wrap gap-1 border-b border-border text-sm">
        {tabs.map((tab) => (
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
