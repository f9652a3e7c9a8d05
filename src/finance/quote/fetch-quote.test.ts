import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchQuote, quotePath, quoteRequestFor } from "./fetch-quote";
import type { QuoteRequest } from "./quote-schema";

// A local HTTP server stands in for the app: the browser code really sends and reads HTTP.
type Reply = { status: number; body: string };
let reply: Reply = { status: 200, body: "{}" };
const received: { path: string | undefined; method: string | undefined; body: string }[] = [];
let server: Server;
let baseUrl = "";

function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({ path: request.url, method: request.method, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(reply.body);
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port");
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const request: QuoteRequest = {
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2022,
  vin: null,
  nvic: null,
  whoIsHelping: "Harbourside Toyota",
  selfAssessedCreditScore: "GREAT",
};

describe("fetchQuote", () => {
  it("posts the request as JSON and reads the quote", async () => {
    reply = {
      status: 200,
      body: JSON.stringify({ weeklyRepaymentAmount: 120.02, advertisedRate: 10, comparisonRate: 10 }),
    };
    expect(await fetchQuote(request, { baseUrl })).toEqual({
      weeklyRepaymentAmount: 120.02,
      advertisedRate: 10,
      comparisonRate: 10,
    });
    const sent = received.at(-1);
    expect(sent?.path).toBe(quotePath);
    expect(sent?.method).toBe("POST");
    expect(JSON.parse(sent?.body ?? "null")).toEqual(request);
  });

  it("gives no quote, quietly, for a refusal, a malformed reply or no server", async () => {
    reply = { status: 400, body: JSON.stringify({ error: "purchasePrice must be above 0" }) };
    expect(await fetchQuote(request, { baseUrl })).toBeNull();
    reply = { status: 200, body: JSON.stringify({ weeklyRepaymentAmount: "lots" }) };
    expect(await fetchQuote(request, { baseUrl })).toBeNull();
    reply = { status: 200, body: "not json" };
    expect(await fetchQuote(request, { baseUrl })).toBeNull();
    expect(await fetchQuote(request, { baseUrl: "http://127.0.0.1:9" })).toBeNull();
  });
});

describe("quoteRequestFor", () => {
  const car = {
    price: 30_000,
    year: 2022,
    vin: "jtdbr32e720123456",
    nvic: "0AB12C",
    dealershipName: "Harbourside Toyota",
  };
  const options = { enabled: true, existingQuote: null, loanTermYears: 5 };

  it("asks only when the site takes quotes, the car has none and it has a price", () => {
    expect(quoteRequestFor(car, options)).toEqual({
      purchasePrice: 30_000,
      loanTerm: 5,
      year: 2022,
      vin: "JTDBR32E720123456",
      nvic: "0AB12C",
      whoIsHelping: "Harbourside Toyota",
      selfAssessedCreditScore: "GREAT",
    });
    expect(quoteRequestFor(car, { ...options, enabled: false })).toBeNull();
    expect(
      quoteRequestFor(car, {
        ...options,
        existingQuote: { weeklyRepaymentAmount: 1, advertisedRate: 1, comparisonRate: 1 },
      }),
    ).toBeNull();
    expect(quoteRequestFor({ ...car, price: 0 }, options)).toBeNull();
  });

  it("leaves out identifiers that would only get the quote refused", () => {
    expect(quoteRequestFor({ ...car, vin: "BAD", nvic: "way too long nvic" }, options)).toMatchObject({
      vin: null,
      nvic: null,
    });
  });
});
