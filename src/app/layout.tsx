import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { HydrationMarker } from "./hydration-marker";

export const metadata: Metadata = {
  title: "Dealer websites",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
