// The process's payment provider, chosen by PAYMENT_PROVIDER: the local processor (demo sites,
// development, tests) or Stripe. The browser learns which through `paymentClientConfig()`, so the
// checkout page renders Stripe's own card fields only in Stripe mode (decision 017). No `server-only`
// marker: instrumentation (which Next compiles outside the server-component layer) imports it for
// the reservation sweep, and must share this instance.
import { env, type Env } from "@/platform/env";
import { LocalPaymentProvider } from "./local-provider";
import type { PaymentProvider } from "./provider";
import { StripePaymentProvider } from "./stripe-provider";

const globalForPayments = globalThis as typeof globalThis & { __paymentProvider?: PaymentProvider };

/** The provider the configuration names; env() has already checked Stripe's keys are all there. */
export function providerFromEnv(config: Env): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "stripe") {
    return new StripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY!, apiBase: config.STRIPE_API_BASE });
  }
  if (config.PAYMENT_PROVIDER === "none") return noPaymentProvider;
  return new LocalPaymentProvider();
}

/**
 * PAYMENT_PROVIDER=none: every site's checkout is switched off (src/sites/service-features.ts), so
 * nothing asks; a payment left from before the change fails loudly rather than pretending to move.
 */
const refuse = (): Promise<never> =>
  Promise.reject(new Error("PAYMENT_PROVIDER=none: this platform takes no card payments"));
const noPaymentProvider: PaymentProvider = {
  name: "none",
  authorise: refuse,
  capture: refuse,
  voidAuthorisation: refuse,
  refund: refuse,
};

export function getPaymentProvider(): PaymentProvider {
  globalForPayments.__paymentProvider ??= providerFromEnv(env());
  return globalForPayments.__paymentProvider;
}

/**
 * What the checkout page's card form needs to know, safe to send to the browser: with the local
 * provider the page shows its own card fields (test cards only); with Stripe it loads Stripe.js
 * with the publishable key and mounts Stripe's card element, and posts only the payment method id.
 */
export type PaymentClientConfig = { provider: "local" } | { provider: "stripe"; publishableKey: string };

export function paymentClientConfig(config: Env = env()): PaymentClientConfig {
  if (config.PAYMENT_PROVIDER === "stripe")
    return { provider: "stripe", publishableKey: config.STRIPE_PUBLISHABLE_KEY! };
  return { provider: "local" };
}
