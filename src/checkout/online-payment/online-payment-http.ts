// POST /api/online-payment `{ name, email, reference, amount, payment: { card_number, expiry, cvc } |
// { token }, idempotency_key }` from a signed-in shopper: 201 `{ payment_id, status, amount, reference }`,
// 400 with field messages, 401 signed out, 402 declined (with the processor's message), 404 where the
// site takes no online payments, 429 when rate-limited (withSite, requestLimits.onlinePayments), 503 when the processor cannot be reached.
import { z } from "@/platform/zod";
import { findAccount, readSessionToken } from "@/accounts/session";
import type { FieldErrors } from "@/leads/schemas";
import type { Db } from "@/platform/db/connect";
import { readJsonBody } from "@/platform/http";
import type { SiteConfig } from "@/sites/config-schema";
import { cardInputSchema } from "../payments/card";
import { cardDetailsNotAccepted, type PaymentProvider, type PaymentSource } from "../payments/provider";
import { onlinePaymentFieldsSchema } from "./online-payment-form-schema";
import { payOnline } from "./online-payments";

export const onlinePaymentApiMessages = {
  off: "This site does not take online payments.",
  signIn: "Please sign in to make a payment.",
  unreadable: "The payment could not be read. Please reload the page and try again.",
  invalid: "Please check the highlighted fields and try again.",
} as const;

const requestSchema = z.object({
  name: z.unknown(),
  email: z.unknown(),
  reference: z.unknown(),
  amount: z.unknown(),
  payment: z.union([
    z.object({ token: z.string().min(1).max(255) }),
    z.object({ card_number: z.unknown(), expiry: z.unknown(), cvc: z.unknown() }),
  ]),
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
});

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}

export type OnlinePaymentTarget = {
  db: Db;
  site: { id: string; slug: string; name: string; config: Pick<SiteConfig, "features" | "onlinePayment" | "identity"> };
  provider: PaymentProvider;
  now?: () => Date;
};

export async function handleOnlinePaymentPost(
  request: Request,
  target: OnlinePaymentTarget,
): Promise<{ response: Response; paid: boolean }> {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    response: Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } }),
    paid: false,
  });
  if (!target.site.config.features.onlinePayment) return answer(404, { error: onlinePaymentApiMessages.off });
  const account = await findAccount(target.db, target.site.id, readSessionToken(request.headers.get("cookie")));
  if (!account) return answer(401, { error: onlinePaymentApiMessages.signIn });
  const body = await readJsonBody(request, 16 * 1024);
  if (!body.ok) return answer(400, { error: onlinePaymentApiMessages.unreadable });
  const parsed = requestSchema.safeParse(body.value);
  if (!parsed.success) return answer(400, { error: onlinePaymentApiMessages.unreadable });
  const input = parsed.data;

  const errors: FieldErrors = {};
  const fields = onlinePaymentFieldsSchema(target.site.config.onlinePayment).safeParse(input);
  if (!fields.success) Object.assign(errors, fieldErrors(fields.error.issues));
  let source: PaymentSource | null = null;
  if ("token" in input.payment) source = { kind: "token", token: input.payment.token };
  else if (target.provider.acceptsCardDetails === false) return answer(400, { error: cardDetailsNotAccepted });
  else {
    const card = cardInputSchema(target.now).safeParse(input.payment);
    if (card.success) source = { kind: "card", card: card.data };
    else Object.assign(errors, fieldErrors(card.error.issues));
  }
  if (!fields.success || !source) {
    return answer(400, { error: onlinePaymentApiMessages.invalid, fieldErrors: errors });
  }

  const outcome = await payOnline(
    target.db,
    target.site,
    account,
    { fields: fields.data, source, idempotencyKey: input.idempotency_key },
    target.provider,
  );
  switch (outcome.kind) {
    case "paid":
      return {
        ...answer(201, {
          payment_id: outcome.payment.id,
          status: outcome.payment.status,
          amount: outcome.payment.amountCents / 100,
          reference: outcome.payment.reference,
        }),
        paid: true,
      };
    case "declined":
      return answer(402, { error: outcome.message, fieldErrors: { card_number: outcome.message } });
    case "invalid":
      return answer(400, { error: outcome.message, fieldErrors: { card_number: outcome.message } });
    case "payment-unavailable":
      return answer(503, { error: outcome.message });
  }
}
