import type { Metadata } from "next";
import type { ReactNode } from "react";

// The dealer console's host (decision 042): no dealer's shell, theme or analytics; never indexed.
export const metadata: Metadata = {
  title: { default: "Dealer console", template: "%s · Dealer console" },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen bg-surface-alt text-text">{children}</div>;
}
