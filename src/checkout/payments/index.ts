// The process's payment provider. The local processor for now; the Stripe adapter plugs in here,
// chosen by configuration.
import "server-only";
import { LocalPaymentProvider } from "./local-provider";
import type { PaymentProvider } from "./provider";

const globalForPayments = globalThis as typeof globalThis & { __paymentProvider?: PaymentProvider };

export function getPaymentProvider(): PaymentProvider {
  globalForPayments.__paymentProvider ??= new LocalPaymentProvider();
  return globalForPayments.__paymentProvider;
}
