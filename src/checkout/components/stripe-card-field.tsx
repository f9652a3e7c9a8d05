"use client";

import { useEffect, useId, useRef, useState, type RefObject } from "react";
// Types only (erased at build): the module itself is imported on demand below, in Stripe mode only.
import type { StripeCardElement } from "@stripe/stripe-js";

// Stripe's own card field, for Stripe mode (decision 026): Stripe.js is fetched from js.stripe.com
// when this mounts, never before and never in local mode, so the demo and the tests load nothing
// from the internet. The card number goes from Stripe's iframe to Stripe; the form posts only the
// PaymentMethod id (`pm_…`) this field makes, which our server hands to its PaymentIntent.

export type StripeCardHandle = {
  /** Turns what the shopper typed into a PaymentMethod: its id, or Stripe's message for the shopper. */
  paymentMethod(): Promise<{ ok: true; token: string } | { ok: false; message: string }>;
};

export const stripeCardMessages = {
  loading: "The card form is still loading. Please try again in a moment.",
  failed: "We could not load the secure card form. Please check your connection and reload the page.",
  incomplete: "Please check your card details",
} as const;

type Props = {
  publishableKey: string;
  /** Set while the field is ready; the form calls it on submit. */
  handleRef: RefObject<StripeCardHandle | null>;
  /** A message from the server about the card (a decline). */
  error?: string | undefined;
};

export function StripeCardField({ publishableKey, handleRef, error }: Props) {
  const labelId = `stripe-card-${useId().replace(/:/g, "")}`;
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [typingError, setTypingError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    void (async () => {
      try {
        // The "pure" entry injects Stripe.js only when loadStripe is called, not on import.
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const stripe = await loadStripe(publishableKey);
        if (cancelled) return;
        if (!stripe || !mountRef.current) {
          setState("failed");
          return;
        }
        const element = stripe.elements({ locale: "en" }).create("card", { hidePostalCode: true });
        element.on("change", (event) => setTypingError(event.error?.message ?? null));
        element.mount(mountRef.current);
        card = element;
        handleRef.current = {
          async paymentMethod() {
            const result = await stripe.createPaymentMethod({ type: "card", card: element });
            if (result.error || !result.paymentMethod) {
              return { ok: false, message: result.error?.message ?? stripeCardMessages.incomplete };
            }
            return { ok: true, token: result.paymentMethod.id };
          },
        };
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      handleRef.current = null;
      card?.destroy();
    };
  }, [publishableKey, handleRef]);

  const message = state === "failed" ? stripeCardMessages.failed : (error ?? typingError);
  return (
    <div className="space-y-1" data-testid="stripe-card-field" data-state={state}>
      <p id={labelId} className="font-medium">
        Card details <span aria-hidden="true">*</span>
      </p>
      <div
        ref={mountRef}
        role="group"
        aria-labelledby={labelId}
        aria-busy={state === "loading"}
        className="min-h-11 rounded-site border border-border bg-surface px-3 py-3"
      />
      {state === "loading" ? <p className="text-sm text-muted">Loading the secure card form…</p> : null}
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The PaymentMethod id from the field, or the message to show when there is none yet. */
export async function stripePaymentToken(
  handleRef: RefObject<StripeCardHandle | null>,
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  const handle = handleRef.current;
  if (!handle) return { ok: false, message: stripeCardMessages.loading };
  try {
    return await handle.paymentMethod();
  } catch {
    return { ok: false, message: stripeCardMessages.failed };
  }
}
