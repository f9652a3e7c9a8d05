// The one door to a card processor. Reservations and the buy-online journey take a deposit through
// this interface only; which processor sits behind it (the local one, Stripe) is configuration.
//
// The deposit is taken in two moves, so a car can never be paid for twice: `authorise` holds the
// money on the card, the caller writes its reservation row, and only then `capture` takes it. An
// attempt that loses the race for the car is `voidAuthorisation`ed: no money ever leaves that card.
// Every call carries an idempotency key, so a retry after a crash (or a double click) repeats the
// first answer instead of charging again.
//
// Card numbers pass through here to the processor and nowhere else: callers keep only the
// provider's reference and the card's brand and last four digits.

/** A card as the shopper typed it, for processors that take the number directly (the local one). */
export type CardDetails = {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits, e.g. 2028. */
  expiryYear: number;
  cvc: string;
};

/** What pays: a card typed into our form, or a token from the processor's own browser fields. */
export type PaymentSource = { kind: "card"; card: CardDetails } | { kind: "token"; token: string };

export type AuthoriseRequest = {
  /** Whole cents, in Australian dollars. */
  amountCents: number;
  source: PaymentSource;
  /** The same key always yields the same authorisation: one per checkout attempt. */
  idempotencyKey: string;
  /** Shown on the processor's dashboard, e.g. "Deposit: 2021 Toyota Corolla (stock 1234)". */
  description: string;
  /** Ids that tie the payment back to us (site, car, reservation); never personal data. */
  metadata: Readonly<Record<string, string>>;
};

export type Authorisation = {
  status: "authorised";
  /** The processor's id for this payment (a PaymentIntent id at Stripe). */
  reference: string;
  amountCents: number;
  /** For the receipt: "visa", "mastercard"… and the last four digits; null when unknown. */
  brand: string | null;
  last4: string | null;
};

export type Declined = {
  status: "declined";
  /** Why, in words a shopper can act on ("Your card was declined."). */
  message: string;
  /** The processor's reason code ("card_declined", "insufficient_funds", "expired_card"…). */
  code: string;
};

export type AuthoriseResult = Authorisation | Declined;

export type Refund = { reference: string; amountCents: number };

export interface PaymentProvider {
  readonly name: string;
  /**
   * False when card details must be typed into the processor's own fields in the browser (Stripe):
   * the API then refuses a raw card with `cardDetailsNotAccepted` (400) before anything else
   * happens. Absent or true: card details may be passed (the local processor).
   */
  readonly acceptsCardDetails?: boolean;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Takes the authorised money. Idempotent: capturing a captured payment changes nothing. */
  capture(reference: string, idempotencyKey: string): Promise<void>;
  /** Releases an authorisation that was never captured; no money moves. Idempotent. */
  voidAuthorisation(reference: string, idempotencyKey: string): Promise<void>;
  /** Gives captured money back (all of it when amountCents is omitted). Idempotent per key. */
  refund(reference: string, idempotencyKey: string, amountCents?: number): Promise<Refund>;
  /**
   * The live authorisation an earlier `authorise` with this idempotency key created, or null when
   * there is none (never created, declined, or already voided). Used to recover after a crash between
   * `authorise` and the caller's write: the reservation sweeper looks the payment up by the key it
   * derives from its row (metadata `reservation` carries the row's id too) and voids it, so no
   * authorisation outlives its reservation. A processor without such a lookup leaves it out; its
   * uncaptured authorisations then lapse on the processor's own schedule (decision 015).
   */
  findAuthorisation?(idempotencyKey: string): Promise<Authorisation | null>;
}

/**
 * The processor could not be reached or answered with something we do not understand. Nothing is
 * known to have been charged; the caller answers "try again" and keeps its idempotency key.
 */
export class PaymentUnavailableError extends Error {
  override readonly name = "PaymentUnavailableError";
}

export const cardDetailsNotAccepted = "Card details must be entered in the payment form";

/**
 * The processor does not take this kind of payment source: in Stripe mode card details are typed into
 * Stripe's own fields in the browser, so a raw card number sent to our server is refused before it
 * goes anywhere. The caller answers 400 with this message.
 */
export class PaymentSourceError extends Error {
  override readonly name = "PaymentSourceError";
}

/** The caller asked for something the payment's state does not allow (capturing a voided payment). */
export class PaymentStateError extends Error {
  override readonly name = "PaymentStateError";
}
