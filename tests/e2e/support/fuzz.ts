// Generated bad requests for the fuzz suite (tests/e2e/fuzz.spec.ts): every route under src/app is
// found on disk, given sample values for its dynamic segments, then hit with fast-check's requests —
// wrong types, huge and deep bodies, control characters, `__proto__` keys, bad percent-encoding,
// unusual methods, wrong content types — over raw HTTP on loopback, many at a time.
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import fc from "fast-check";
import { demo } from "./demo";

const port = Number(process.env.E2E_PORT ?? 3100);
const appDir = path.join(process.cwd(), "src", "app");

export type Route = {
  /** The file, relative to src/app. */
  file: string;
  /** The URL template the shopper's browser sees: `/cars/[slug]/pdf` (no `[site]`). */
  template: string;
  kind: "api" | "page";
  /** The methods the file exports (a page answers GET). */
  methods: string[];
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every route the app serves: route handlers (API, media) at 1,000 requests, pages and [site] files at 100. */
export function listRoutes(): Route[] {
  return walk(appDir)
    .map((absolute) => path.relative(appDir, absolute).split(path.sep).join("/"))
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => {
      const segments = file.split("/").slice(0, -1);
      const template = `/${segments.filter((segment) => segment !== "[site]" && segment !== "demo-index").join("/")}`;
      const isHandler = file.endsWith("route.ts");
      const source = readFileSync(path.join(appDir, file), "utf8");
      const methods = isHandler
        ? [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
            (match) => match[1] ?? "GET",
          )
        : ["GET"];
      const kind = isHandler && !file.startsWith("[site]/") ? "api" : "page";
      return { file, template, kind, methods } satisfies Route;
    });
}

const harbourside = demo.sites.find((site) => site.slug === "harbourside");
const harboursideCars = demo.cars.filter((car) => car.siteId === harbourside?.id);
const carSlugs = harboursideCars.map((car) => car.slug).slice(0, 5);
const historyFiles = harboursideCars
  .map((car) => car.historyReportUrl?.split("/").at(-1))
  .filter((file): file is string => Boolean(file))
  .slice(0, 3);

/** Real values for each dynamic segment, so some requests get past the 404 into the handler's checks. */
export const segmentSamples: Record<string, string[]> = {
  slug: carSlugs,
  report: ["autogauge", "car-analysis", "ppsr"],
  step: ["contact", "delivery", "finance", "trade-in", "payment", "review"],
  id: ["00000000-0000-4000-8000-000000000000"],
  action: ["capture", "cancel", "refund"],
  file: [
    ...historyFiles,
    "toyota.svg",
    "ford.svg?primary=%23000000",
    "toyota.png",
    "ford.og.png",
    "1200.jpg",
    "480.avif",
  ],
  // A photo's content hash (decision 055): well formed and unknown, and the SHA-256 of nothing.
  hash: ["0".repeat(64), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  part: ["1.xml", "2.xml"],
  path: ["toyota/corolla/white/front.svg", "ford/ranger/blue/side.svg", "suv/white/front.png", "ute/blue/side.og.png"],
  segments: ["new", "used/toyota", "toyota/corolla"],
  rest: ["some/page", "about-us"],
  dealership: ["harbourside-motors", "no-such-dealership"],
  stocknum: ["HS-10507", "NEW-1"],
  // The console's e-mailed links (/invite/[token], /reset-password/[token]): one never issued.
  token: ["Zm9yLWEtZnV6ei1ydW4tb25seS1uZXZlci1pc3N1ZWQ"],
  // A site's settings (/sites/[id]/settings/[section], …/versions/[version]).
  section: ["labels", "theme", "header", "no-such-section"],
  version: ["1", "2", "0", "999999"],
};

/** The segment names a template has: `[slug]`, `[...path]`, `[[...segments]]`. */
export function segmentNames(template: string): string[] {
  return [...template.matchAll(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g)].map((match) => match[1] ?? "");
}

const badPercent = fc.constantFrom(
  "%",
  "%ff",
  "%E0%A4%A",
  "%zz",
  "%%",
  "%c0%af",
  "%ed%a0%80",
  "%00",
  "%0a%0d",
  "%2e%2e%2f",
  "%u0041",
  "..",
  "__proto__",
  "constructor",
);
const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom("\u0000", "\u0007", "\u001b", "\u007f", "\u2028", "\ud800", "\uffff", "a", "/"),
    maxLength: 20,
  }),
  fc.constant("x".repeat(3000)),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Every byte but the unreserved ones as %XX (a lone surrogate goes out as U+FFFD, as a browser sends it). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, "0")}`,
    )
    .join("");
}

/** One path segment value: a sample, generated text percent-encoded, or a raw bad encoding. */
function segmentValue(name: string): fc.Arbitrary<string> {
  const samples = segmentSamples[name] ?? [];
  return fc.oneof(
    { weight: 2, arbitrary: samples.length ? fc.constantFrom(...samples) : fc.constant("x") },
    { weight: 3, arbitrary: weirdText.map((text) => percentEncode(text)) },
    { weight: 2, arbitrary: badPercent },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...(samples.length ? samples : ["x"])), badPercent).map(([a, b]) => a + b),
    },
  );
}

function pathFor(template: string): fc.Arbitrary<string> {
  const parts = template.split("/").filter(Boolean);
  return fc
    .tuple(
      ...parts.map((part) => {
        const name = /^\[/.test(part) ? segmentNames(part)[0] : undefined;
        return name === undefined ? fc.constant(part) : segmentValue(name);
      }),
    )
    .map((values) => `/${values.join("/")}`);
}

const queryKey = fc.oneof(
  fc.constantFrom(
    "q",
    "page",
    "sort",
    "make",
    "price_min",
    "__proto__",
    "__proto__[admin]",
    "constructor.prototype",
    "a[b][c]",
    "redirect",
    "car_id",
    "token",
  ),
  weirdText.map((text) => percentEncode(text)),
);
const queryValue = fc.oneof(
  weirdText.map((text) => percentEncode(text)),
  badPercent,
  fc.constant("-1"),
  fc.constant("1e309"),
);
const query = fc.oneof(
  { weight: 2, arbitrary: fc.constant("") },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 6 })
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
  },
);

const fieldNames = [
  "name",
  "first_name",
  "phone",
  "email",
  "message",
  "car_id",
  "carId",
  "slug",
  "postcode",
  "rego",
  "state",
  "answers",
  "code",
  "token",
  "kind",
  "type",
  "amount",
  "deposit",
  "term",
  "query",
  "filters",
  "searches",
  "make",
  "model",
  "year",
  "km",
  "consent",
  "idempotency_key",
  "__proto__",
  "constructor",
  "prototype",
];
const jsonLike = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    weirdText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie("value"), { maxKeys: 6 }),
  ),
})).value;

function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

type Body = { contentType?: string; payload?: string | Buffer };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 5,
    arbitrary: jsonLike.map((value) => ({ contentType: "application/json", payload: JSON.stringify(value) ?? "null" })),
  },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.constantFrom(...fieldNames), jsonLike, { maxKeys: 8 })
      .map((value) => ({ contentType: "application/json", payload: JSON.stringify(value) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '{"__proto__":{"admin":true,"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '{"name":"\\u0000\\u0007","phone":"\\ud800"}',
        "{",
        "[1,2",
        "nul",
        '"just a string"',
        "1e99999",
        "\u0000\u0001\u0002",
        "\ufeff{}",
      )
      .map((payload) => ({ contentType: "application/json", payload })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 2_000, max: 20_000 }), fc.constantFrom("array" as const, "object" as const))
      .map(([depth, kind]) => ({ contentType: "application/json", payload: deepJson(depth, kind) })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=xyz",
          "multipart/form-data",
          "application/xml",
          "application/json; charset=utf-16",
          "image/png",
          "",
          "application/json, text/html",
          "*/*",
        ),
        fc.oneof(
          weirdText,
          jsonLike.map((value) => JSON.stringify(value) ?? ""),
        ),
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
  },
  // Huge: past every route's body cap (a few are left to the server's own limit).
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(300_000, 2_100_000)
      .map((size) => ({ contentType: "application/json", payload: `{"message":"${"x".repeat(size)}"}` })),
  },
);

const headerText = fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_;=,./%\"'<>{}()\\".split("")), maxLength: 60 });

const extraHeaders = fc.record(
  {
    accept: fc.constantFrom("*/*", "text/html", "application/json", "text/x-component", "image/*", ""),
    cookie: fc.oneof(headerText, fc.constantFrom("dp_session=garbage", "session=%ff; a=b", "__proto__=1")),
    "x-request-id": headerText,
    rsc: fc.constant("1"),
    "next-router-state-tree": headerText,
    "accept-language": headerText,
    origin: fc.constantFrom("http://evil.example", "null", ""),
    range: fc.constantFrom("bytes=0-10", "bytes=99999999-", "bytes=a-b"),
  },
  { requiredKeys: [] },
);

const unusualMethods = ["HEAD", "OPTIONS", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND", "M-SEARCH", "FOO", "CONNECT"];

export type FuzzRequest = {
  method: string;
  path: string;
  host: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const hosts = fc.oneof(
  { weight: 8, arbitrary: fc.constant("harbourside") },
  { weight: 2, arbitrary: fc.constantFrom(...demo.sites.map((site) => site.slug)) },
  { weight: 1, arbitrary: fc.constantFrom("nope", "xn--bad-", "a..b", "%ff", "localhost") },
);

/** fast-check's requests for one route. */
export function requestsFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...route.methods) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST") },
    { weight: 2, arbitrary: fc.constantFrom(...unusualMethods) },
  );
  return fc
    .record({
      method,
      path: pathFor(route.template),
      query,
      host: hosts,
      body,
      headers: extraHeaders,
      ip: fc.integer({ min: 1, max: 254 }),
    })
    .map(({ method: chosen, path: pathname, query: search, host, body: given, headers, ip }) => ({
      method: chosen,
      path: pathname + search,
      host: host.includes(".") || host === "localhost" || host.includes("%") ? host : `${host}.localhost:${port}`,
      // A documentation address of its own per request: the suite's requests never use up loopback's limits.
      headers: {
        ...headers,
        "x-forwarded-for": `198.51.100.${ip}`,
        ...(given.contentType === undefined ? {} : { "content-type": given.contentType }),
      },
      ...(given.payload === undefined || chosen === "GET" || chosen === "HEAD" ? {} : { payload: given.payload }),
    }));
}

export type FuzzOutcome = { request: FuzzRequest; status: number } | { request: FuzzRequest; error: string };

/**
 * Sends one request; a refused or dropped connection or no answer in 30 s is an error. A request that
 * went out on a kept-alive connection the server was closing as it idled (the client's race, which
 * Node's documentation says to retry) is sent once more on a connection of its own.
 */
export function send(request: FuzzRequest, fresh = false): Promise<FuzzOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: FuzzOutcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          host: request.host,
          ...(request.payload === undefined ? {} : { "content-length": Buffer.byteLength(request.payload) }),
        },
        timeout: 30_000,
        ...(fresh ? { agent: false } : {}),
        // Node's client stops at 16 KB of response headers; a browser takes far more, and a long
        // path comes back in Next's rewrite header. The server is under test, not the client.
        maxHeaderSize: 1024 * 1024,
      },
      (response) => {
        response.resume();
        response.on("end", () => finish({ request, status: response.statusCode ?? 0 }));
        response.on("error", () => finish({ request, status: response.statusCode ?? 0 }));
      },
    );
    // A CONNECT's answer comes as this event, not as a response (the server answers it 405).
    outgoing.on("connect", (response: IncomingMessage, socket: Duplex) => {
      socket.destroy();
      finish({ request, status: response.statusCode ?? 0 });
    });
    outgoing.on("timeout", () => {
      outgoing.destroy();
      finish({ request, error: "no answer in 30 s" });
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (!settled && !fresh && outgoing.reusedSocket && error.code === "ECONNRESET") {
        settled = true;
        void send(request, true).then(resolve);
        return;
      }
      // A server may answer 413 and close before a huge body is all written: the answer counts.
      finish({ request, error: `${error.code ?? ""} ${error.message}` });
    });
    if (request.payload !== undefined) outgoing.write(request.payload);
    outgoing.end();
  });
}

/** Runs the requests `concurrency` at a time; returns the outcomes that are failures. */
export async function fuzz(requests: FuzzRequest[], concurrency = 24): Promise<FuzzOutcome[]> {
  const failures: FuzzOutcome[] = [];
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++];
      if (!request) break;
      let outcome = await send(request);
      // A connection closed while a huge body was still going out (the server answered 413 early):
      // what matters is that the server still answers.
      if ("error" in outcome && request.payload !== undefined && Buffer.byteLength(request.payload) > 16_000) {
        const probe = await send({ method: "GET", path: "/api/health/live", host: "localhost", headers: {} });
        if ("status" in probe && probe.status === 200) outcome = { request, status: 413 };
      }
      if ("error" in outcome || outcome.status >= 500) failures.push(outcome);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

/** A failure as one readable line (long bodies cut). */
export function describe(outcome: FuzzOutcome): string {
  const { request } = outcome;
  const payload =
    request.payload === undefined
      ? ""
      : ` body(${request.headers["content-type"] ?? "-"}): ${String(request.payload).slice(0, 120)}`;
  const result = "error" in outcome ? `error ${outcome.error}` : `status ${outcome.status}`;
  return `${result} ← ${request.method} ${request.path.slice(0, 200)} host=${request.host}${payload}`;
}
