"use client";

import { Section } from "@/ui/section";
import type { CarDocument } from "@/cars/car";
import { useEffect, useRef, useState } from "react";
import type { SearchClientConfig } from "@/stock/search-client-config";
import type { ResultCard } from "@/stock/components/result-card";
import {
  pickSimilar,
  similarIdQuery,
  similarSearchQueries,
  type SimilarQuery,
  type SimilarSubject,
} from "../similar-cars";

/** Start loading when the section is this close to the screen. */
const loadMargin = "500px 0px";

type Results = { hits: CarDocument[] }[];

function isResults(body: unknown): body is { results: Results } {
  return (
    typeof body === "object" &&
    body !== null &&
    "results" in body &&
    Array.isArray(body.results) &&
    body.results.every((result: unknown) => typeof result === "object" && result !== null && "hits" in result)
  );
}

async function multiSearch(queries: SimilarQuery[]): Promise<Results> {
  const response = await fetch("/api/search/multi", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isResults(body)) throw new Error(`similar cars search failed (HTTP ${response.status})`);
  return body.results;
}

async function dealerList(slug: string): Promise<string[]> {
  const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/similar`);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== "object" || body === null || !("ids" in body) || !Array.isArray(body.ids)) {
    throw new Error(`similar car list failed (HTTP ${response.status})`);
  }
  return body.ids.filter((id): id is string => typeof id === "string");
}

/**
 * The dealer's own similar list when it names cars still in stock; otherwise, and whenever that
 * fails, the search by price band (and body where the site matches it).
 */
async function loadSimilar(slug: string, car: SimilarSubject, matchBody: boolean): Promise<CarDocument[]> {
  try {
    const query = similarIdQuery(car, await dealerList(slug));
    if (query) {
      const [listed] = await multiSearch([query]);
      const hits = pickSimilar(listed ? [listed] : []);
      if (hits.length > 0) return hits;
    }
  } catch (error) {
    console.warn("similar cars: falling back to the search-based list", error);
  }
  return pickSimilar(await multiSearch(similarSearchQueries(car, matchBody)));
}

/**
 * 'Similar cars' under the vehicle: up to six in-stock cars, loaded only when the section comes within
 * 500 px of the screen, so a shopper who never scrolls that far costs no search. The result card's
 * code (with its save controls and finance estimate) is fetched then too, alongside the search, so
 * it is not part of the page's first load.
 */
export function SimilarCars({
  slug,
  car,
  site,
  heading,
}: {
  slug: string;
  car: SimilarSubject;
  site: { slug: string; config: SearchClientConfig };
  heading: string;
}) {
  const section = useRef<HTMLElement>(null);
  // The cars and the card to show them with arrive together; a failure of either shows none.
  const [similar, setSimilar] = useState<{ cars: CarDocument[]; Card: typeof ResultCard; nowSeconds: number } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const matchBody = site.config.vehiclePage.similarCarsMatchBody;

  useEffect(() => {
    const node = section.current;
    if (!node) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // The card's code is fetched alongside the search, not after it.
        const card = import("@/stock/components/result-card").then((module) => module.ResultCard);
        Promise.all([loadSimilar(slug, car, matchBody), card]).then(
          ([cars, Card]) => {
            if (!cancelled) setSimilar({ cars, Card, nowSeconds: Math.floor(Date.now() / 1000) });
          },
          (error: unknown) => {
            console.warn("similar cars could not be loaded", error);
            if (!cancelled) setFailed(true);
          },
        );
      },
      { rootMargin: loadMargin },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [slug, car, matchBody]);

  if (failed || similar?.cars.length === 0) return null;
  return (
    <Section
      ref={section}
      titleId="similar-title"
      title={heading}
      size="lg"
      className="mt-12"
      data-testid="similar-section"
      aria-busy={similar === null}
    >
      {similar === null ? (
        <div className="h-96 animate-pulse rounded-site bg-surface-alt" aria-hidden="true" />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-cars">
          {similar.cars.map((found) => (
            <li key={found.id}>
              <similar.Card car={found} site={site} nowSeconds={similar.nowSeconds} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
