// What a processor tells us about a payment after the fact, in our own words: the webhook turns
// Stripe's events into these, and `applyPaymentEvent` moves the reservation that holds the payment.
// `reference` is the processor's payment id, the reservation's `payment_reference`.

export type PaymentEvent = {
  /** The processor's event id: the same event delivered twice has the same id. */
  eventId: string;
  /** When the processor says it happened. */
  occurredAt: Date;
  reference: string;
  /**
   * The idempotency key of the API request that caused it, when a request did: one of ours (the
   * code that sent it records the move itself) or the processor dashboard's. Null for the
   * processor's own moves (an authorisation lapsing).
   */
  requestKey: string | null;
} & (
  | { kind: "authorised"; amountCents: number }
  | { kind: "captured"; amountCents: number }
  | { kind: "voided"; reason: string | null }
  | { kind: "refunded"; refundedCents: number; fully: boolean }
  | { kind: "failed"; code: string | null; message: string | null }
);

export type PaymentEventKind = PaymentEvent["kind"];
