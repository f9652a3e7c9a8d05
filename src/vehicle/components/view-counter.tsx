"use client";

import { useEffect, useRef, useState } from "react";
import type { CarViewReply } from "@/vehicle/view-count";
import { hasListingChanged, readCarViewReply, viewCountLabel, viewCountUrl } from "@/vehicle/view-count-client";

async function fetchViewCount(url: string): Promise<CarViewReply | null> {
  try {
    const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) {
      console.warn(`View count unavailable (HTTP ${response.status})`);
      return null;
    }
    const reply = readCarViewReply(await response.json());
    if (!reply) console.warn("View count unavailable (unexpected reply)");
    return reply;
  } catch (error) {
    console.warn("View count unavailable", error);
    return null;
  }
}

export type ViewCounterProps = {
  slug: string;
  /** The number of pictures the page rendered (`shownPictureCount(row)`). */
  photosCount: number;
  /** The car's `updated_at` the page rendered with. */
  updatedAt: string | Date;
  /** The site's id; the server refuses a view sent for another site. */
  websiteId?: string;
  /** The price and status the page rendered; without them any reported change shows the note. */
  price?: number;
  status?: string;
  className?: string;
};

/**
 * Counts this page view once and shows 'Viewed N times', plus a refresh note when the car left stock
 * or its price changed after the page was rendered. Shows nothing when the count cannot be had.
 */
export function ViewCounter({ slug, photosCount, updatedAt, websiteId, price, status, className }: ViewCounterProps) {
  const url = viewCountUrl(slug, {
    photosCount,
    updatedAt: typeof updatedAt === "string" ? updatedAt : updatedAt.toISOString(),
    websiteId,
  });
  const request = useRef<{ url: string; reply: Promise<CarViewReply | null> } | null>(null);
  const [result, setResult] = useState<{ url: string; reply: CarViewReply | null } | null>(null);

  useEffect(() => {
    // Strict mode mounts effects twice; the second run reuses the request, so one view counts once.
    if (request.current?.url !== url) request.current = { url, reply: fetchViewCount(url) };
    let active = true;
    void request.current.reply.then((reply) => {
      if (active) setResult({ url, reply });
    });
    return () => {
      active = false;
    };
  }, [url]);

  const reply = result?.url === url ? result.reply : null;
  if (!reply) return null;
  return (
    <div className={className}>
      <p className="text-sm text-muted" data-testid="view-count">
        {viewCountLabel(reply.views)}
      </p>
      {hasListingChanged(reply.car_fields, { price, status }) ? (
        <p role="status" className="mt-1 text-sm font-semibold text-accent" data-testid="listing-changed">
          This listing has changed since the page loaded. Refresh to see the latest.
        </p>
      ) : null}
    </div>
  );
}
