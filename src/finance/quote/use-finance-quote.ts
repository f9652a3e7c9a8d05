"use client";

import { useEffect, useState } from "react";
import type { YouxQuote } from "@/platform/db/json-types";
import { fetchQuote } from "./fetch-quote";
import type { QuoteRequest } from "./quote-schema";

export type QuoteState = { status: "idle" } | { status: "loading" } | { status: "done"; quote: YouxQuote | null };

// One request per car per page view: a search refinement re-renders the same cards, and they should
// not ask again. A failure is remembered too: a car whose quote was refused shows '-' and is not
// asked again on every render (a results page asked 23 times for 15 cars).
const maxCached = 200;
const inFlight = new Map<string, Promise<YouxQuote | null>>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function requestQuoteOnce(
  key: string,
  request: QuoteRequest,
  fetchOne: (request: QuoteRequest) => Promise<YouxQuote | null> = fetchQuote,
): Promise<YouxQuote | null> {
  const known = inFlight.get(key);
  if (known) return known;
  // Each request starts in a task of its own: a page of cards asks for two dozen quotes as it
  // hydrates, and starting them all in one go is a long task on a phone.
  const pending = nextTask().then(() => fetchOne(request));
  if (inFlight.size >= maxCached) {
    const oldest = inFlight.keys().next();
    if (!oldest.done) inFlight.delete(oldest.value);
  }
  inFlight.set(key, pending);
  return pending;
}

/**
 * A youX quote for a car, fetched in the browser. Null request: nothing to fetch (see
 * `quoteRequestFor`). The server render and the first browser render agree on "loading".
 */
export function useFinanceQuote(request: QuoteRequest | null): QuoteState {
  const key = request === null ? null : JSON.stringify(request);
  const [answer, setAnswer] = useState<{ key: string; quote: YouxQuote | null } | null>(null);

  useEffect(() => {
    if (key === null || request === null) return;
    let current = true;
    void requestQuoteOnce(key, request).then((quote) => {
      if (current) setAnswer({ key, quote });
    });
    return () => {
      current = false;
    };
  }, [key, request]);

  if (key === null) return { status: "idle" };
  if (answer?.key === key) return { status: "done", quote: answer.quote };
  return { status: "loading" };
}
