// The registry adapter against a local HTTP stand-in that speaks the service's protocol: found,
// not found, and every way a service can fail, which must read as 'unavailable', never throw.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/platform/db/connect";
import { parseEnv } from "@/platform/env";
import { handleRegoLookup } from "./http";
import { HttpRegoLookup, LocalRegoLookup, lookupRego, regoLookupMessages, regoLookupProvider } from "./rego-lookup";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler = (_request, response) => response.end();
const seen: { url: string; authorization: string | undefined; accept: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? "", authorization: request.headers.authorization, accept: request.headers.accept });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/lookup`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function answer(status: number, body: string): Handler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(body);
  };
}

const ranger = {
  year: 2023,
  make: "Ford",
  model: "Ranger",
  badge: "XLT",
  body: "Ute",
  transmission: "Automatic",
  fuel: "Diesel",
  vin: "MNAUMFF50PW123456",
};
const unavailable = { found: false, unavailable: true, message: regoLookupMessages.unavailable };
const provider = (timeoutMs = 2_000) => new HttpRegoLookup({ url: baseUrl, apiKey: "secret-key", timeoutMs });

describe("HttpRegoLookup", () => {
  it("asks for the plate and state with the key, and returns the registered car", async () => {
    handler = answer(200, JSON.stringify({ vehicle: ranger }));
    seen.length = 0;
    expect(await provider().lookup({ rego: "CV21AB", regoState: "NSW" })).toEqual({ found: true, vehicle: ranger });
    expect(seen).toEqual([
      { url: "/v1/lookup?rego=CV21AB&state=NSW", authorization: "Bearer secret-key", accept: "application/json" },
    ]);
  });

  it("fills missing descriptive fields with null", async () => {
    handler = answer(200, JSON.stringify({ vehicle: { year: "2019", make: "Mazda", model: "CX-5", badge: "" } }));
    expect(await provider().lookup({ rego: "ABC123", regoState: "QLD" })).toEqual({
      found: true,
      vehicle: {
        year: 2019,
        make: "Mazda",
        model: "CX-5",
        badge: null,
        body: null,
        transmission: null,
        fuel: null,
        vin: null,
      },
    });
  });

  it("reads 404 and an empty record as not found", async () => {
    handler = answer(404, JSON.stringify({ error: "no such plate" }));
    expect(await provider().lookup({ rego: "NOPE1", regoState: "VIC" })).toEqual({ found: false });
    handler = answer(200, JSON.stringify({ vehicle: null }));
    expect(await provider().lookup({ rego: "NOPE1", regoState: "VIC" })).toEqual({ found: false });
  });

  it("reads a server error, a refused key, nonsense and a half-record as unavailable", async () => {
    for (const [status, body] of [
      [500, "{}"],
      [401, JSON.stringify({ error: "bad key" })],
      [200, "<html>maintenance</html>"],
      [200, JSON.stringify({ vehicle: { make: "Ford" } })],
    ] as const) {
      handler = answer(status, body);
      expect(await provider().lookup({ rego: "CV21AB", regoState: "NSW" })).toEqual(unavailable);
    }
  });

  it("gives up on a service that does not answer in time", async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    expect(await provider(200).lookup({ rego: "CV21AB", regoState: "NSW" })).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a service that stalls halfway through its answer", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"vehicle":');
    };
    expect(await provider(200).lookup({ rego: "CV21AB", regoState: "NSW" })).toEqual(unavailable);
  });

  it("reads a refused connection as unavailable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = new HttpRegoLookup({ url: `http://127.0.0.1:${port}/`, timeoutMs: 1_000 });
    expect(await gone.lookup({ rego: "CV21AB", regoState: "NSW" })).toEqual(unavailable);
  });
});

describe("the rego lookup API over the registry adapter", () => {
  const db = {} as Db; // the HTTP provider never touches the database
  const post = (body: unknown) =>
    handleRegoLookup(
      new Request("http://harbourside.localhost/api/trade-in/rego-lookup", {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      { db, provider: provider(200) },
    );

  it("answers 200 unavailable, not 500, when the registry is down", async () => {
    handler = answer(503, "");
    const response = await post({ rego: "cv21 ab", regoState: "nsw" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(unavailable);
  });

  it("answers 400 with the field's message for a bad plate or state, and for a body that is not JSON", async () => {
    const bad = await post({ rego: "TOO-LONG-PLATE", regoState: "XX" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Please enter a valid registration number: up to 9 letters and numbers",
      fieldErrors: {
        rego: "Please enter a valid registration number: up to 9 letters and numbers",
        regoState: "Please select the state the car is registered in",
      },
    });
    const unreadable = await post("{not json");
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({ error: "The request body must be JSON" });
  });
});

describe("choosing the provider", () => {
  const db = {} as Db;

  it("uses the local register unless REGO_LOOKUP_URL is set", () => {
    expect(regoLookupProvider(db, parseEnv({}))).toBeInstanceOf(LocalRegoLookup);
    expect(regoLookupProvider(db, parseEnv({ REGO_LOOKUP_URL: baseUrl }))).toBeInstanceOf(HttpRegoLookup);
  });

  it("refuses a registry address that is not http(s)", () => {
    expect(() => parseEnv({ REGO_LOOKUP_URL: "ftp://registry.example" })).toThrow(/REGO_LOOKUP_URL/);
  });

  it("reads a provider that throws as unavailable", async () => {
    const broken = { lookup: () => Promise.reject(new Error("connection reset")) };
    expect(await lookupRego(db, { rego: "ABC123", regoState: "SA" }, broken)).toEqual(unavailable);
  });
});
