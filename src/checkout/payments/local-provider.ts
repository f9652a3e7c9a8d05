// A card processor in process memory, for the demo sites, development and tests. It behaves like a
// processor's test mode: 4242 4242 4242 4242 (and any other number that passes the card checks) is
// authorised, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; any
// expiry still to come and any CVC. Authorise, capture, void and refund follow a real processor's
// rules, including idempotency keys, so the code that takes deposits is tested against the same
// behaviour it meets in production. The ledger lives as long as the process.
import { randomUUID } from "node:crypto";
import { cardBrand } from "./card";
import {
  PaymentStateError,
  type Authorisation,
  type AuthoriseRequest,
  type AuthoriseResult,
  type PaymentProvider,
  type Refund,
} from "./provider";

export const localTestCards = {
  accepted: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

const declines: Readonly<Record<string, { code: string; message: string }>> = {
  [localTestCards.declined]: { code: "card_declined", message: "Your card was declined." },
  [localTestCards.insufficientFunds]: { code: "insufficient_funds", message: "Your card has insufficient funds." },
};

/** Token sources, named as Stripe's test tokens are. */
const tokenCards: Readonly<Record<string, string>> = {
  tok_visa: localTestCards.accepted,
  tok_chargeDeclined: localTestCards.declined,
  tok_chargeDeclinedInsufficientFunds: localTestCards.insufficientFunds,
};

export type LocalPayment = {
  reference: string;
  amountCents: number;
  status: "authorised" | "captured" | "voided" | "refunded";
  refundedCents: number;
  description: string;
  metadata: Readonly<Record<string, string>>;
};

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local";
  readonly #payments = new Map<string, LocalPayment>();
  /** Answers already given, per idempotency key, with the request they answered. */
  readonly #answers = new Map<string, { fingerprint: string; answer: unknown }>();

  authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    const fingerprint = JSON.stringify([request.amountCents, request.source, request.metadata]);
    return this.#once(`authorise:${request.idempotencyKey}`, fingerprint, () => {
      const number = request.source.kind === "card" ? request.source.card.number : tokenCards[request.source.token];
      if (number === undefined) {
        return { status: "declined", code: "invalid_token", message: "This payment could not be processed." };
      }
      const decline = declines[number];
      if (decline) return { status: "declined", ...decline };
      const reference = `pi_local_${randomUUID().replaceAll("-", "")}`;
      this.#payments.set(reference, {
        reference,
        amountCents: request.amountCents,
        status: "authorised",
        refundedCents: 0,
        description: request.description,
        metadata: { ...request.metadata },
      });
      return {
        status: "authorised",
        reference,
        amountCents: request.amountCents,
        brand: cardBrand(number),
        last4: number.slice(-4),
      };
    });
  }

  capture(reference: string, idempotencyKey: string): Promise<void> {
    return this.#once(`capture:${idempotencyKey}`, reference, () => {
      const payment = this.#payment(reference);
      if (payment.status === "captured") return undefined;
      if (payment.status !== "authorised") throw new PaymentStateError(`Cannot capture a ${payment.status} payment`);
      payment.status = "captured";
      return undefined;
    });
  }

  voidAuthorisation(reference: string, idempotencyKey: string): Promise<void> {
    return this.#once(`void:${idempotencyKey}`, reference, () => {
      const payment = this.#payment(reference);
      if (payment.status === "voided") return undefined;
      if (payment.status !== "authorised") throw new PaymentStateError(`Cannot void a ${payment.status} payment`);
      payment.status = "voided";
      return undefined;
    });
  }

  refund(reference: string, idempotencyKey: string, amountCents?: number): Promise<Refund> {
    return this.#once(`refund:${idempotencyKey}`, `${reference}:${amountCents ?? "all"}`, () => {
      const payment = this.#payment(reference);
      if (payment.status !== "captured" && payment.status !== "refunded") {
        throw new PaymentStateError(`Cannot refund a ${payment.status} payment`);
      }
      const left = payment.amountCents - payment.refundedCents;
      const amount = amountCents ?? left;
      if (amount <= 0 || amount > left) throw new PaymentStateError(`Cannot refund ${amount} of ${left} cents left`);
      payment.refundedCents += amount;
      if (payment.refundedCents === payment.amountCents) payment.status = "refunded";
      return { reference: `re_local_${randomUUID().replaceAll("-", "")}`, amountCents: amount };
    });
  }

  findAuthorisation(idempotencyKey: string): Promise<Authorisation | null> {
    const answer = this.#answers.get(`authorise:${idempotencyKey}`)?.answer as AuthoriseResult | undefined;
    if (answer?.status !== "authorised") return Promise.resolve(null);
    const payment = this.#payments.get(answer.reference);
    return Promise.resolve(payment?.status === "authorised" ? answer : null);
  }

  /** Every payment this processor has seen, for tests and the demo's checks. */
  payments(): readonly LocalPayment[] {
    return [...this.#payments.values()].map((payment) => ({ ...payment }));
  }

  #payment(reference: string): LocalPayment {
    const payment = this.#payments.get(reference);
    if (!payment) throw new PaymentStateError(`No such payment: ${reference}`);
    return payment;
  }

  /**
   * Runs `act` once per key, as a promise (a throw becomes a rejection): a repeat with the same
   * request gets the first answer, a different request under the same key is refused.
   */
  #once<T>(key: string, fingerprint: string, act: () => T): Promise<T> {
    return new Promise<T>((resolve) => {
      const earlier = this.#answers.get(key);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw new PaymentStateError("This idempotency key was already used for a different request");
        }
        resolve(earlier.answer as T);
        return;
      }
      const answer = act();
      this.#answers.set(key, { fingerprint, answer });
      resolve(answer);
    });
  }
}
