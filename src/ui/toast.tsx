"use client";

// Short confirmations that come and go ('Saved to favourites', 'Link copied'), read out by screen
// readers from a polite live region. Sonner draws them (decision 012); it is loaded after the page
// has hydrated and only then, so it costs the first load nothing.

import dynamic from "next/dynamic";

const SonnerToaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** Mounted once per site, in its layout. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      closeButton
      // The product keeps one notification at a time: a new one replaces the last.
      visibleToasts={1}
      duration={4000}
      toastOptions={{ className: "rounded-site! border-border! bg-surface! text-text! font-sans!" }}
    />
  );
}

export type NotifyOptions = {
  /** A second, quieter line. */
  description?: string;
  /** Milliseconds (4 s by default). */
  duration?: number;
  /** One button on the toast ('View List'). */
  action?: { label: string; onClick: () => void };
};

/** Shows a confirmation (one at a time: a new one replaces the last). */
export function notify(message: string, options: NotifyOptions = {}): void {
  import("sonner").then(
    ({ toast }) => toast(message, options),
    (error: unknown) => console.warn("could not show a notification", error),
  );
}
