// One process of the platform's web server: Next.js behind a thin guard (decision 024). `npm start`, the
// end-to-end server and the container image all run it through server/web-server.mjs (alone, or as one
// of WEB_PROCESSES on a shared port), so a request meets the same checks everywhere: the guard
// (request-guard.mjs) answers what Next would turn into a 500, sets the security headers every response
// carries, then hands the request to Next's own request handler.
//
// Pages that are the same for every shopper of a site are kept by the page cache (page-cache.mjs,
// decision 027) in front of Next, one cache per process.
//
//   PORT (3000), LISTEN_HOST (all interfaces), KEEP_ALIVE_TIMEOUT (ms, Node's default when unset),
//   PAGE_CACHE (`off` renders every page per request), PAGE_CACHE_MB (256), PAGE_CACHE_TTL_SECONDS (300)
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createPageCache, pageCacheRegistry } from "./page-cache.mjs";
import {
  allowedMethods,
  baselineSecurityHeaders,
  guardRequest,
  plainResponsePolicy,
  settleClientAddress,
  trustedProxyHops,
} from "./request-guard.mjs";

// This server only ever serves a production build.
Object.assign(process.env, { NODE_ENV: "production" });
const dir = process.cwd();
const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const listenHost = process.env.LISTEN_HOST || undefined;
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);

// The standalone output (the container image) has no next.config.ts: Next reads the configuration the
// build resolved from this variable, as the server.js that Next writes there does.
const requiredServerFiles = path.join(dir, ".next", "required-server-files.json");
if (!existsSync(path.join(dir, "next.config.ts")) && existsSync(requiredServerFiles)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(requiredServerFiles, "utf8")).config,
  );
}

/** @param {string | undefined} value @param {number} fallback */
const positiveNumber = (value, fallback) => {
  const parsed = Number.parseFloat(value ?? "");
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

// Before Next starts: the app's start-up (src/instrumentation.ts) finds the registry and fills in its part.
/** @type {import("node:net").AddressInfo | null} */
let listening = null;
const pageCache =
  process.env.PAGE_CACHE === "off"
    ? null
    : createPageCache({
        origin: () => ({
          // A wildcard address is reached on loopback, in its own family (`::` may be IPv6 only).
          host: !listening
            ? "127.0.0.1"
            : listening.address === "0.0.0.0"
              ? "127.0.0.1"
              : listening.address === "::"
                ? "::1"
                : listening.address,
          port: listening?.port ?? port,
        }),
        maxBytes: positiveNumber(process.env.PAGE_CACHE_MB, 256) * 1024 * 1024,
        ttlMs: positiveNumber(process.env.PAGE_CACHE_TTL_SECONDS, 300) * 1000,
        registry: pageCacheRegistry(),
        fillToken: process.env.PAGE_CACHE_FILL_TOKEN,
      });

const { default: next } = await import("next");
const app = next({ dev: false, dir, hostname: listenHost ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const securityHeaders = baselineSecurityHeaders({ production: true });

const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
let warnedOfForwarding = false;

const server = http.createServer((request, response) => {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  if (settleClientAddress(request, hops) && !warnedOfForwarding) {
    warnedOfForwarding = true;
    console.warn(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "warn",
        message:
          "requests arrive with X-Forwarded-For but TRUSTED_PROXY_HOPS is 0: the header is ignored and each " +
          "client is known by its connection's address. Behind a reverse proxy, set TRUSTED_PROXY_HOPS to " +
          "the number of proxies in front (decision 028).",
      }),
    );
  }
  const refusal = guardRequest(request);
  if (refusal) {
    // Read and drop any body, so the connection ends cleanly rather than reset mid-upload.
    request.resume();
    response.writeHead(refusal.status, {
      ...refusal.headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Security-Policy": plainResponsePolicy,
      "Cache-Control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : refusal.message);
    return;
  }
  const forward = () => {
    handle(request, response).catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      }
      response.end("Internal Server Error");
    });
  };
  if (pageCache?.accepts(request)) {
    pageCache.serve(request, response, forward).catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) forward();
      else response.end();
    });
    return;
  }
  forward();
});
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
/**
 * A short plain answer written straight to a socket Next never sees (a parse error, a CONNECT), with
 * the headers every response carries; the socket closes after it, or in 5 s at the latest.
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 * @param {string} reason
 * @param {string} message
 * @param {Record<string, string>} [extra]
 */
function answerOnSocket(socket, status, reason, message, extra = {}) {
  const headers = {
    ...securityHeaders,
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Security-Policy": plainResponsePolicy,
    "Content-Length": String(Buffer.byteLength(message)),
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${message}`);
  setTimeout(() => socket.destroy(), 5_000).unref();
}

// A request Node's HTTP parser cannot read (a method it does not know, a malformed header) never
// reaches the handler above. Node's default answer destroys the socket at once, which resets a client
// still sending its body before it reads the answer; here it gets the same short answer, with the
// headers every response carries, and what it still sends is read and dropped before the socket closes.
/** Sockets already answered: Node reports each further chunk the client sends as another parse error. */
const answered = new WeakSet();
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (answered.has(socket)) return;
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "Request header fields too large"]
      : error.code === "HPE_INVALID_METHOD"
        ? [405, "Method Not Allowed", "Method not allowed"]
        : [400, "Bad Request", "Bad request"];
  answered.add(socket);
  answerOnSocket(socket, status, reason, message);
  socket.resume();
});

// CONNECT (a proxy's tunnel request) is not routed: Node hands it to this event, and without a
// listener drops the socket with no status line. No route of the platform tunnels, so it is 405 like
// any other method the platform does not answer.
server.on(
  "connect",
  (/** @type {http.IncomingMessage} */ _request, /** @type {import("node:stream").Duplex} */ socket) => {
    socket.on("error", () => socket.destroy());
    answerOnSocket(socket, 405, "Method Not Allowed", "Method not allowed", { Allow: allowedMethods.join(", ") });
  },
);

server.listen(port, listenHost, () => {
  const address = server.address();
  listening = address && typeof address === "object" ? address : null;
  console.log(`Listening on http://${listenHost ?? "localhost"}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; the orchestrator's grace period is short.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
