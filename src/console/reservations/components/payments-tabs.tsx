import { ConsoleTabs } from "../../components/console-tabs";

// The three lists of the Reservations section, as links to their own pages.

const tabs = [
  { href: "/reservations", label: "Reservations" },
  { href: "/reservations/journeys", label: "Buy-online journeys" },
  { href: "/reservations/payments", label: "Online payments" },
] as const;

export function PaymentsTabs({ current }: { current: (typeof tabs)[number]["href"] }) {
  return <ConsoleTabs label="Reservations and payments" tabs={tabs} current={current} />;
}
