"use client";

import { useEffect, useState } from "react";
import type { YouxQuote } from "@/platform/db/json-types";
import { fetchQuote } from "./fetch-quote";
import type { QuoteRequest } from "./quote-schema";

export type QuoteState = { status: "idle" } | { status: "loading" } | { status: "done"; quote: YouxQuote | null };

// One request per car per page view: a search refinement re-renders the same cards, and they should
// not ask again. Failures are not kept, so a later render may try once more.
const maxCached = 200;
const inFlight = new Map<string, Promise<YouxQuote | null>>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function requestOnce(key: string, request: QuoteRequest): Promise<YouxQuote | null> {
  const known = inFlight.get(key);
  if (known) return known;
  // Each request starts in a task of its own: a page of cards asks for two dozen quotes as it
  // hydrates, and starting them all in one go is a long task on a phone (issue 16).
  const pending = nextTask()
    .then(() => fetchQuote(request))
    .then((quote) => {
      if (quote === null) inFlight.delete(key);
      return quote;
    });
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
    void requestOnce(key, request).then((quote) => {
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
