// The PaymentProvider over Stripe's PaymentIntents API, through the official SDK (decision 017).
//
// A deposit is a PaymentIntent created with `capture_method=manual` and confirmed at once: Stripe
// holds the money on the card (`requires_capture`) until `capture`, or releases it on `cancel`.
// Every call passes our idempotency key as Stripe's `Idempotency-Key`, so a retry (ours after a
// crash, or the SDK's own after a dropped connection) repeats the first answer instead of charging
// twice. Card numbers never reach this server in Stripe mode: the shopper types them into Stripe's
// own fields in the browser and we receive a payment method id (`pm_…`).
import Stripe from "stripe";
import { logger } from "@/platform/logger";
import {
  cardDetailsNotAccepted,
  PaymentSourceError,
  PaymentStateError,
  PaymentUnavailableError,
  type Authorisation,
  type AuthoriseRequest,
  type AuthoriseResult,
  type PaymentProvider,
  type Refund,
} from "./provider";

export type StripeProviderOptions = {
  secretKey: string;
  /** Where the API answers: https://api.stripe.com in production, a local stand-in in tests. */
  apiBase?: string;
  /** Milliseconds before one request counts as lost (default 30 s). */
  timeoutMs?: number;
  /** Retries of a lost request or a 5xx, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
};

const shopperMessages = {
  unprocessable: "This payment could not be processed. Please try another card.",
  authentication: "Your bank asked to confirm this payment. Please try again or use another card.",
} as const;

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";
  readonly acceptsCardDetails = false;
  readonly #stripe: Stripe;

  constructor(options: StripeProviderOptions) {
    const base = new URL(options.apiBase ?? "https://api.stripe.com");
    const protocol = base.protocol === "http:" ? "http" : "https";
    this.#stripe = new Stripe(options.secretKey, {
      host: base.hostname,
      port: base.port === "" ? (protocol === "http" ? 80 : 443) : Number(base.port),
      protocol,
      timeout: options.timeoutMs ?? 30_000,
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      telemetry: false,
      appInfo: { name: "dealer-platform" },
    });
  }

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    if (request.source.kind !== "token") throw new PaymentSourceError(cardDetailsNotAccepted);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: "aud",
          capture_method: "manual",
          confirm: true,
          // The payment method id from Stripe's card fields in the browser (pm_…).
          payment_method: request.source.token,
          // Only methods that complete without leaving the page: no redirect, so no return_url.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          // A card that wants 3-D Secure fails with a card error instead of waiting for the shopper
          // on a page we do not show; the shopper is told to try again or use another card.
          error_on_requires_action: true,
          description: request.description,
          // Our key travels with the payment, so a lost authorisation can be found by it later.
          metadata: { ...request.metadata, idempotency_key: request.idempotencyKey },
          expand: ["latest_charge"],
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      const declined = asDecline(error);
      if (declined) return declined;
      throw this.#failure(error, "authorise");
    }
    if (intent.status !== "requires_capture") {
      logger.warn("Stripe left a deposit unauthorised", { paymentIntent: intent.id, status: intent.status });
      return intent.status === "requires_action"
        ? { status: "declined", code: "authentication_required", message: shopperMessages.authentication }
        : { status: "declined", code: `unexpected_${intent.status}`, message: shopperMessages.unprocessable };
    }
    const card = typeof intent.latest_charge === "object" ? intent.latest_charge?.payment_method_details?.card : null;
    return {
      status: "authorised",
      reference: intent.id,
      amountCents: intent.amount_capturable || intent.amount,
      brand: card?.brand ?? null,
      last4: card?.last4 ?? null,
    };
  }

  /**
   * The live authorisation an earlier `authorise` with this key created, or null: searched by the
   * key kept in its metadata among PaymentIntents still awaiting capture. For the sweeper that voids
   * authorisations a crash left without a reservation. Stripe's search runs up to about a minute
   * behind, so an authorisation made in the last minute may not be found yet (the sweeper comes back).
   */
  async findAuthorisation(idempotencyKey: string): Promise<Authorisation | null> {
    const quoted = idempotencyKey.replaceAll("\\", "\\\\").replaceAll("'", "\\'");
    let found: Stripe.PaymentIntent | undefined;
    try {
      const result = await this.#stripe.paymentIntents.search({
        query: `metadata['idempotency_key']:'${quoted}' AND status:'requires_capture'`,
        limit: 1,
      });
      found = result.data[0];
    } catch (error) {
      throw this.#failure(error, "find");
    }
    if (!found) return null;
    return {
      status: "authorised",
      reference: found.id,
      amountCents: found.amount_capturable,
      brand: null,
      last4: null,
    };
  }

  async capture(reference: string, idempotencyKey: string): Promise<void> {
    try {
      await this.#stripe.paymentIntents.capture(reference, {}, { idempotencyKey });
    } catch (error) {
      // Capturing a captured payment changes nothing (the interface's promise, whatever the key).
      if (stateOf(error) === "succeeded") return;
      throw this.#failure(error, "capture");
    }
  }

  async voidAuthorisation(reference: string, idempotencyKey: string): Promise<void> {
    try {
      await this.#stripe.paymentIntents.cancel(reference, {}, { idempotencyKey });
    } catch (error) {
      if (stateOf(error) === "canceled") return;
      throw this.#failure(error, "void");
    }
  }

  async refund(reference: string, idempotencyKey: string, amountCents?: number): Promise<Refund> {
    try {
      const refund = await this.#stripe.refunds.create(
        { payment_intent: reference, ...(amountCents === undefined ? {} : { amount: amountCents }) },
        { idempotencyKey },
      );
      return { reference: refund.id, amountCents: refund.amount };
    } catch (error) {
      throw this.#failure(error, "refund");
    }
  }

  /**
   * Any answer that is not a decline: a request Stripe refused (the payment's state, a reused key)
   * is a PaymentStateError; everything else (no answer, a timeout, a 5xx, a rejected key, a rate
   * limit) is a PaymentUnavailableError, with nothing known to have been charged. The log line
   * names the request and Stripe's request id, never the key or card details.
   */
  #failure(error: unknown, operation: string): Error {
    if (error instanceof Stripe.errors.StripeError) {
      const fields = {
        operation,
        type: error.type,
        code: error.code,
        status: error.statusCode,
        request: error.requestId,
      };
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError ||
        error instanceof Stripe.errors.StripeCardError
      ) {
        logger.info("Stripe refused a payment request", fields);
        return new PaymentStateError(error.message);
      }
      logger.error("Stripe could not be reached or failed", fields);
      return new PaymentUnavailableError(`The card processor is unavailable (${operation})`);
    }
    logger.error("Stripe request failed", { operation, error: error instanceof Error ? error.name : "unknown" });
    return new PaymentUnavailableError(`The card processor is unavailable (${operation})`);
  }
}

/** A card error (402) or an unusable payment method → the shopper's decline, with Stripe's message. */
function asDecline(error: unknown): AuthoriseResult | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    return {
      status: "declined",
      code: error.decline_code ?? error.code ?? "card_declined",
      message: error.message || shopperMessages.unprocessable,
    };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === "payment_method") {
    return { status: "declined", code: "invalid_token", message: shopperMessages.unprocessable };
  }
  return null;
}

/** The PaymentIntent's status when Stripe refused a request because of it. */
function stateOf(error: unknown): string | undefined {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return undefined;
  if (error.code !== "payment_intent_unexpected_state") return undefined;
  return error.payment_intent?.status;
}
