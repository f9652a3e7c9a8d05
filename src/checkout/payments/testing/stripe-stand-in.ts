// A stand-in for Stripe's HTTP API on a local port, as far as this platform uses it: PaymentIntents
// (create with manual capture and confirm, capture, cancel), refunds, bearer-key authentication,
// idempotency keys (a replay returns the stored answer; the same key with other parameters is a
// 400 idempotency_error), Stripe's error bodies and its test payment methods. It records every
// request it receives so tests can assert what our adapter sent, and it can be told to fail or to
// hang the next request. Nothing here reaches the network.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Readonly<Record<string, string | undefined>>;
  /** The form body as sent, `metadata[car]` style keys and all. */
  form: Readonly<Record<string, string>>;
  /** The query string's parameters (search). */
  query: Readonly<Record<string, string>>;
};

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: "requires_capture" | "succeeded" | "canceled" | "requires_payment_method";
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | Record<string, unknown> | null;
  refunded: number;
};

type Card = { brand: string; last4: string; decline?: { decline_code: string; message: string } };

/** Stripe's test payment methods and tokens that this stand-in knows. */
const testCards: Readonly<Record<string, Card>> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    decline: { decline_code: "generic_decline", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    decline: { decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  },
};

type Answer = { status: number; body: unknown };
type Fault = { kind: "status"; status: number } | { kind: "hang" };

export type StripeStandIn = {
  /** http://127.0.0.1:port, for STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  requests: ReceivedRequest[];
  intents: ReadonlyMap<string, Intent>;
  /** The next request (whatever it is) gets this status with an api_error body, or no answer at all. */
  failNext: (status: number) => void;
  hangNext: () => void;
  close: () => Promise<void>;
};

export async function startStripeStandIn(secretKey = "sk_test_standin_0123456789"): Promise<StripeStandIn> {
  const requests: ReceivedRequest[] = [];
  const intents = new Map<string, Intent>();
  const answers = new Map<string, { fingerprint: string; answer: Answer }>();
  const faults: Fault[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String((counter += 1)).padStart(6, "0")}`;

  function handle(request: ReceivedRequest): Answer {
    const { method, path, form } = request;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, "invalid_request_error", { message: "Invalid API Key provided." });
    }
    if (method === "GET" && path === "/v1/payment_intents/search") return search(request.query.query ?? "");
    if (method !== "POST") return error(404, "invalid_request_error", { message: `Unrecognized request URL` });
    if (path === "/v1/payment_intents") return createIntent(form);
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (action) {
      const intent = intents.get(action[1]!);
      if (!intent) {
        return error(404, "invalid_request_error", {
          code: "resource_missing",
          message: `No such payment_intent: '${action[1]}'`,
        });
      }
      return action[2] === "capture" ? capture(intent) : cancel(intent);
    }
    if (path === "/v1/refunds") return refund(form);
    return error(404, "invalid_request_error", { message: "Unrecognized request URL" });
  }

  function createIntent(form: Record<string, string>): Answer {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return error(400, "invalid_request_error", { param: "amount", message: "Invalid amount" });
    }
    const methodId = form.payment_method;
    const card = methodId ? testCards[methodId] : undefined;
    if (!methodId || !card) {
      return error(400, "invalid_request_error", {
        code: "resource_missing",
        param: "payment_method",
        message: `No such PaymentMethod: '${methodId ?? ""}'`,
      });
    }
    const intent: Intent = {
      id: nextId("pi"),
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: form.currency ?? "usd",
      capture_method: form.capture_method ?? "automatic",
      status: "requires_payment_method",
      description: form.description ?? null,
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith("metadata["))
          .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
      ),
      payment_method: methodId,
      latest_charge: null,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    if (card.decline) {
      return error(402, "card_error", {
        code: "card_declined",
        decline_code: card.decline.decline_code,
        message: card.decline.message,
        payment_intent: { ...intent },
      });
    }
    if (form.confirm === "true") {
      const charge = {
        id: nextId("ch"),
        object: "charge",
        amount,
        captured: false,
        payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4 } },
      };
      intent.latest_charge = charge.id;
      if (intent.capture_method === "manual") {
        intent.status = "requires_capture";
        intent.amount_capturable = amount;
      } else {
        intent.status = "succeeded";
        intent.amount_received = amount;
      }
      const expanded = Object.entries(form).some(
        ([key, value]) => key.startsWith("expand[") && value === "latest_charge",
      );
      return { status: 200, body: { ...intent, latest_charge: expanded ? charge : charge.id } };
    }
    return { status: 200, body: { ...intent } };
  }

  /**
   * Stripe's search language as far as we use it: clauses `metadata['key']:'value'` and
   * `status:'value'` joined by AND. (Stripe's search lags writes by up to a minute; this one does not.)
   */
  function search(query: string): Answer {
    const clauses = query.split(/\s+AND\s+/);
    const tests: ((intent: Intent) => boolean)[] = [];
    for (const clause of clauses) {
      const metadata = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(clause);
      const status = /^status:'([a-z_]+)'$/.exec(clause);
      if (metadata) {
        const value = metadata[2]!.replace(/\\(.)/g, "$1");
        tests.push((intent) => intent.metadata[metadata[1]!] === value);
      } else if (status) {
        tests.push((intent) => intent.status === status[1]);
      } else {
        return error(400, "invalid_request_error", { param: "query", message: `Invalid search query: ${clause}` });
      }
    }
    const data = [...intents.values()].filter((intent) => tests.every((test) => test(intent)));
    return {
      status: 200,
      body: { object: "search_result", data, has_more: false, next_page: null, url: "/v1/payment_intents/search" },
    };
  }

  function capture(intent: Intent): Answer {
    if (intent.status !== "requires_capture") return unexpectedState(intent, "capture");
    intent.status = "succeeded";
    intent.amount_received = intent.amount_capturable;
    intent.amount_capturable = 0;
    return { status: 200, body: { ...intent } };
  }

  function cancel(intent: Intent): Answer {
    if (intent.status === "succeeded" || intent.status === "canceled") return unexpectedState(intent, "cancel");
    intent.status = "canceled";
    intent.amount_capturable = 0;
    return { status: 200, body: { ...intent } };
  }

  function refund(form: Record<string, string>): Answer {
    const intent = form.payment_intent ? intents.get(form.payment_intent) : undefined;
    if (!intent) {
      return error(404, "invalid_request_error", { code: "resource_missing", message: "No such payment_intent" });
    }
    if (intent.status !== "succeeded") {
      return error(400, "invalid_request_error", {
        code: "charge_not_captured",
        message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      });
    }
    const left = intent.amount_received - intent.refunded;
    if (left <= 0) {
      return error(400, "invalid_request_error", {
        code: "charge_already_refunded",
        message: `Charge for ${intent.id} has already been refunded.`,
      });
    }
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (amount > left) {
      return error(400, "invalid_request_error", {
        code: "amount_too_large",
        param: "amount",
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      });
    }
    intent.refunded += amount;
    return {
      status: 200,
      body: { id: nextId("re"), object: "refund", amount, payment_intent: intent.id, status: "succeeded" },
    };
  }

  function unexpectedState(intent: Intent, action: string): Answer {
    return error(400, "invalid_request_error", {
      code: "payment_intent_unexpected_state",
      message: `This PaymentIntent could not be ${action === "capture" ? "captured" : "canceled"} because it has a status of ${intent.status}.`,
      payment_intent: { ...intent },
    });
  }

  async function listener(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(incoming.url ?? "/", "http://stand-in");
    const received: ReceivedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      headers,
      form: Object.fromEntries(new URLSearchParams(raw)),
      query: Object.fromEntries(url.searchParams),
    };
    requests.push(received);
    const fault = faults.shift();
    if (fault?.kind === "hang") return; // no answer: the client's timeout decides
    let answer: Answer;
    if (fault?.kind === "status") {
      answer = error(fault.status, "api_error", { message: "An unknown error occurred" });
    } else {
      const key = headers["idempotency-key"];
      const fingerprint = `${received.method} ${received.path} ${raw}`;
      const earlier = key ? answers.get(key) : undefined;
      if (earlier && earlier.fingerprint !== fingerprint) {
        answer = error(400, "idempotency_error", {
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        });
      } else if (earlier) {
        outgoing.setHeader("Idempotent-Replayed", "true");
        answer = earlier.answer;
      } else {
        answer = handle(received);
        // Stripe stores every answer but a 5xx or a rejected key under the key.
        if (key && answer.status < 500 && answer.status !== 401) answers.set(key, { fingerprint, answer });
      }
    }
    outgoing.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": nextId("req") });
    outgoing.end(JSON.stringify(answer.body));
  }

  const server: Server = createServer((incoming, outgoing) => {
    listener(incoming, outgoing).catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    intents,
    failNext: (status) => faults.push({ kind: "status", status }),
    hangNext: () => faults.push({ kind: "hang" }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function error(status: number, type: string, fields: Record<string, unknown>): Answer {
  return { status, body: { error: { type, ...fields } } };
}
