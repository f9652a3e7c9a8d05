// The site-scoped page cache (decision 027). A page whose content depends only on its site and that
// site's stock, config and content (home, vehicle pages, searches, content and location pages, the
// lead-form pages) is rendered once, without the shopper's cookies, and then served from memory until
// the site changes: the app calls `invalidate(siteId)` when a `stock_changed` or `site_changed`
// notification arrives (src/stock/stock-index.ts), which reaches every server replica. An address with
// a query string is kept from its second request, its first rendered as any other page (decision 057).
//
// A miss asks this same server for the page over loopback, with no cookies and a marker only the
// server's processes know, so what is stored can never hold one shopper's state. The app describes each stored
// page (src/sites/cached-page.ts, through the registry below): which site it belongs to, and the
// Content-Security-Policy it needs, with the hashes of its inline scripts in place of the render's
// one-time nonce. Plain JavaScript: the container image runs this file with node.

import { createHash, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { promisify } from "node:util";
import { brotliCompress as brotliCompressCallback, constants as zlib, gzip as gzipCallback } from "node:zlib";
import { deferPageScripts } from "./deferred-scripts.mjs";

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

/** Where this server and the app's bundles meet: both run in one process, in separate module graphs. */
export const pageCacheRegistryKey = Symbol.for("dealer-platform.page-cache");

/**
 * @typedef {{ siteId: string; policy: string }} CachedPageDescription
 * @typedef {{
 *   describe?: (host: string, html: string) => CachedPageDescription | null;
 *   invalidate?: (siteId: string) => void;
 * }} PageCacheRegistry
 */

/** @returns {PageCacheRegistry} */
export function pageCacheRegistry() {
  const holder = /** @type {Record<symbol, PageCacheRegistry | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[pageCacheRegistryKey] ??= {};
  return /** @type {PageCacheRegistry} */ (holder[pageCacheRegistryKey]);
}

/**
 * Pages that show one shopper's own state (sign-in, the garage, checkout, payments, the prize draw,
 * the development SMS inbox, a form's thank-you page): always rendered for the request, cookies and
 * all. Paths are the site's own, as the shopper asked for them.
 */
const perShopperPages = [
  /^\/sign-in(\/|$)/,
  /^\/my[a-z-]*(\/|$)/,
  /^\/checkout-journey(\/|$)/,
  /^\/online-payment(\/|$)/,
  /^\/spin-to-win(\/|$)/,
  /^\/success(\/|$)/,
  /^\/dev\//,
  /^\/cars\/[^/]+\/(checkout|buy-online)(\/|$)/,
];

/** Not pages: API routes, media, Next's files and the public folder's, feeds, sitemaps, robots.txt, history reports. */
const notPages = /^\/(api|media|_next|body|feeds|files|sitemap)\/|^\/(favicon\.ico|robots\.txt)$|\.xml$/;

/** A Host header the cache may key on: a name or IPv4 address with an optional port, or a bracketed IPv6 literal. */
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The dealer console's host, `console.{root domain}` (src/sites/parse-host.ts). */
const consoleHost = /^console\./;

/**
 * The cookie of a staff preview of a site's unpublished settings (src/sites/preview-token.ts, decision
 * 050): a request that carries it is answered by Next alone, rendered with its draft, and never kept.
 */
export const previewCookiePattern = /(?:^|;\s*)__Host-site-preview=/;

/** Headers of a client-side navigation or server action: Next answers those with its own payloads. */
const nextInternalHeaders = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

/** Headers of the rendered page that are the transport's, or the render's own, not the page's. */
const transportHeaders = new Set([
  "connection",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
  "x-request-id",
  "x-middleware-rewrite",
  "content-security-policy",
  "set-cookie",
]);

const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Whether a path (and query) is one the cache may hold: a site's page, not one of the per-shopper
 * pages, and for a paged search only its first page.
 * @param {string} url the request's path and query
 * @returns {boolean}
 */
export function isCacheablePath(url) {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (notPages.test(path) || perShopperPages.some((pattern) => pattern.test(path))) return false;
  if (queryStart === -1) return true;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  if (query.has("_rsc")) return false;
  const page = query.get("page");
  return page === null || page === "1";
}

/**
 * @typedef {{
 *   key: string;
 *   siteId: string;
 *   headers: Record<string, string>;
 *   policy: string;
 *   body: Buffer;
 *   compressed: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
 *   etag: string;
 *   storedAt: number;
 *   bytes: number;
 * }} Entry
 * @typedef {{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }} Rendered
 */

/**
 * @param {{
 *   origin: () => { host: string; port: number };
 *   maxBytes?: number;
 *   ttlMs?: number;
 *   registry?: PageCacheRegistry;
 *   now?: () => number;
 *   fillToken?: string;
 * }} options `origin` is where this server listens (the loopback address the cache renders pages from);
 * `fillToken` marks the cache's own renders, shared by the web processes on one port (web-server.mjs)
 */
export function createPageCache(options) {
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const registry = options.registry ?? pageCacheRegistry();
  const now = options.now ?? Date.now;
  // The marker of the cache's own renders: they go to Next, never back to a cache. The processes that
  // share a port share it: a render this one asks for over loopback may be handed to another, which
  // must render it too rather than fill its own cache from the first (each waiting on the other).
  const fillToken = options.fillToken || randomBytes(18).toString("base64url");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  /** @type {Map<string, Entry>} insertion order is recency: the first entry is the next to go */
  const entries = new Map();
  /** @type {Map<string, Promise<{ entry: Entry | null; rendered: Rendered | null; raced?: boolean }>>} */
  const inFlight = new Map();
  /** Addresses whose cookie-less render was not a page to keep (a gate's redirect, a 404), until when. */
  /** @type {Map<string, number>} */
  const uncacheable = new Map();
  // Addresses with a query string asked for once (decision 057). A search refinement, a crawler's walk
  // through filter combinations, a campaign's tracking parameters: most are asked for once and never
  // again, and keeping one costs a loopback render, its inline scripts hashed, the page compressed and
  // memory that pushes out pages people do ask for again (an uncached search page at 50 connections:
  // 40 a second through the cache, 66 rendered straight). So such an address is rendered straight for
  // its first shopper, as a page the cache does not keep, and kept from its second. It stays known
  // when its site changes: a search people keep asking for is kept again at its next request.
  /** @type {Set<string>} */
  const askedOnce = new Set();
  // Every invalidation takes the next number; a render that started before its site's last one (or
  // before the last `*`) shows what the site was, and is sent but not kept.
  let sequence = 0;
  let everySiteInvalidatedAt = 0;
  /** @type {Map<string, number>} */
  const siteInvalidatedAt = new Map();
  let bytes = 0;

  /** @param {Entry} entry */
  function drop(entry) {
    entries.delete(entry.key);
    bytes -= entry.bytes;
  }

  /** @param {string} siteId a site's id, or `*` for every site */
  function invalidate(siteId) {
    sequence += 1;
    uncacheable.clear();
    if (siteId === "*") {
      everySiteInvalidatedAt = sequence;
      entries.clear();
      bytes = 0;
      return;
    }
    siteInvalidatedAt.set(siteId, sequence);
    for (const entry of [...entries.values()]) if (entry.siteId === siteId) drop(entry);
  }
  registry.invalidate = invalidate;

  /** @param {string} key */
  function lookup(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt > ttlMs) {
      drop(entry);
      return null;
    }
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** @param {Entry} entry */
  function store(entry) {
    const previous = entries.get(entry.key);
    if (previous) drop(previous);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    evictBeyondLimit();
  }

  function evictBeyondLimit() {
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * The request's id: the caller's when it is a sane token, else a new one, kept on the request so the
   * render and the answer log the same id.
   * @param {http.IncomingMessage} request
   */
  function requestIdOf(request) {
    const given = request.headers["x-request-id"];
    if (typeof given === "string" && requestIdPattern.test(given)) return given;
    const made = randomUUID();
    request.headers["x-request-id"] = made;
    return made;
  }

  /** @param {http.IncomingMessage} request */
  function hostOf(request) {
    return (request.headers.host ?? "").toLowerCase().replace(/\.(?=(:\d+)?$)/, "");
  }

  /** @param {http.IncomingMessage} request */
  function keyOf(request) {
    // A newline can be in neither half, so no host and path can pass for another pair.
    return `${hostOf(request)}\n${request.url ?? "/"}`;
  }

  /**
   * Whether this request is one the cache answers.
   * @param {http.IncomingMessage} request
   */
  function accepts(request) {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!plainHost.test(hostOf(request)) || request.headers["x-page-cache-fill"] === fillToken) return false;
    // The dealer console (decision 042) is every staff member's own: never kept, never rendered for no one.
    if (consoleHost.test(hostOf(request))) return false;
    if (previewCookiePattern.test(String(request.headers.cookie ?? ""))) return false;
    if (nextInternalHeaders.some((name) => request.headers[name] !== undefined)) return false;
    return isCacheablePath(request.url ?? "/");
  }

  /**
   * Renders the page as a shopper with no cookies would get it, from this server over loopback.
   * @param {http.IncomingMessage} request
   * @param {string} requestId
   * @returns {Promise<Rendered>}
   */
  function render(request, requestId) {
    const { host, port } = options.origin();
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host,
          port,
          agent,
          method: "GET",
          path: request.url,
          headers: {
            host: request.headers.host,
            accept: "text/html",
            "accept-encoding": "identity",
            // Next puts a page's metadata in <head> for this agent (next.config.ts htmlLimitedBots).
            "user-agent": "dealer-platform-page-cache",
            "x-page-cache-fill": fillToken,
            "x-request-id": requestId,
          },
          timeout: 60_000,
        },
        (answer) => {
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("end", () =>
            resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
          answer.on("error", reject);
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("page render timed out")));
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  /**
   * @param {string} key
   * @param {http.IncomingMessage} request
   * @param {string} requestId
   */
  async function fill(key, request, requestId) {
    const host = hostOf(request);
    const startedAt = sequence;
    const rendered = await render(request, requestId);
    const contentType = String(rendered.headers["content-type"] ?? "");
    if (rendered.status !== 200 || !contentType.startsWith("text/html") || rendered.headers["set-cookie"]) {
      return { entry: null, rendered };
    }
    // Kept pages start their scripts after the first picture has painted (decision 058).
    const html = deferPageScripts(rendered.body.toString("utf8"));
    const description = registry.describe?.(host, html);
    if (!description) return { entry: null, rendered };
    if (everySiteInvalidatedAt > startedAt || (siteInvalidatedAt.get(description.siteId) ?? 0) > startedAt) {
      return { entry: null, rendered, raced: true };
    }

    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (value === undefined || transportHeaders.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const body = Buffer.from(html);
    const etag = `"${createHash("sha256").update(body).update(description.policy).digest("base64url").slice(0, 32)}"`;
    const entry = {
      key,
      siteId: description.siteId,
      headers,
      policy: description.policy,
      body,
      compressed: {},
      etag,
      storedAt: now(),
      bytes: body.length + key.length,
    };
    store(entry);
    return { entry, rendered };
  }

  /**
   * The body in the best encoding the client takes, compressed once per entry (off the event loop, in
   * libuv's thread pool) and kept.
   * @param {Entry} entry
   * @param {string} accepted the request's Accept-Encoding
   * @returns {Promise<{ encoding: string | null; body: Buffer }>}
   */
  async function encoded(entry, accepted) {
    const takes = (/** @type {string} */ name) =>
      new RegExp(`(^|[\\s,])${name}(;q=(?!0(\\.0*)?([\\s,]|$))[0-9.]+)?([\\s,]|$)`).test(accepted);
    const encoding = takes("br") ? "br" : takes("gzip") ? "gzip" : null;
    if (!encoding) return { encoding, body: entry.body };
    let pending = entry.compressed[encoding];
    if (!pending) {
      pending =
        encoding === "br"
          ? brotliCompress(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(entry.body, { level: 6 });
      entry.compressed[encoding] = pending;
      pending.then(
        (body) => {
          entry.bytes += body.length;
          if (entries.get(entry.key) === entry) {
            bytes += body.length;
            evictBeyondLimit();
          }
        },
        () => {
          delete entry.compressed[encoding];
        },
      );
    }
    return { encoding, body: await pending };
  }

  /**
   * @param {Entry} entry
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {"hit" | "miss"} state
   */
  async function sendEntry(entry, request, response, state) {
    const common = {
      ...entry.headers,
      "Content-Security-Policy": entry.policy,
      // The browser may keep the page but asks again each time; the answer is a 304 while it holds.
      "Cache-Control": "no-cache",
      ETag: entry.etag,
      Vary: "Accept-Encoding",
      "X-Request-Id": requestIdOf(request),
      "X-Page-Cache": state,
      Age: String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))),
    };
    const condition = request.headers["if-none-match"];
    if (condition && condition.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
      response.writeHead(304, common);
      response.end();
      return;
    }
    const { encoding, body } = await encoded(entry, String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(200, {
      ...common,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": String(body.length),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /**
   * A render that is not stored (a 404, a redirect, a page of a site changing right now), sent as it came.
   * @param {Rendered} rendered
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  function sendRendered(rendered, request, response) {
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (
        value === undefined ||
        ["connection", "keep-alive", "transfer-encoding", "content-length", "date"].includes(name)
      )
        continue;
      headers[name] = value;
    }
    headers["content-length"] = String(rendered.body.length);
    headers["x-page-cache"] = "bypass";
    response.writeHead(rendered.status, headers);
    response.end(request.method === "HEAD" ? undefined : rendered.body);
  }

  /**
   * Answers a request `accepts` took: from memory, or by rendering and keeping the page. `forward`
   * hands the request to Next as it is, when the cache cannot answer (a render failed).
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {() => void} forward
   */
  async function serve(request, response, forward) {
    const key = keyOf(request);
    const cached = lookup(key);
    if (cached) return sendEntry(cached, request, response, "hit");
    const notKept = uncacheable.get(key);
    if (notKept !== undefined && notKept > now()) return forward();
    const pending = inFlight.get(key);
    if (!pending && request.url?.includes("?") && !askedOnce.has(key)) {
      if (askedOnce.size >= 20_000) askedOnce.clear();
      askedOnce.add(key);
      return forward();
    }
    if (pending) {
      // Another request is rendering this page: wait for it rather than render it twice.
      const entry = await pending.then(
        (result) => result.entry,
        () => null,
      );
      return entry ? sendEntry(entry, request, response, "hit") : forward();
    }
    const filling = fill(key, request, requestIdOf(request));
    inFlight.set(key, filling);
    let result;
    try {
      result = await filling;
    } catch {
      return forward();
    } finally {
      inFlight.delete(key);
    }
    if (result.entry) return sendEntry(result.entry, request, response, "miss");
    if (result.rendered && !result.raced) {
      // Not a page everyone gets (a sign-in gate's redirect, a 404, a feed): for a while, this address
      // goes straight to Next with the shopper's cookies.
      if (uncacheable.size >= 10_000) uncacheable.clear();
      uncacheable.set(key, now() + ttlMs);
    }
    // The render had no cookies; a shopper who sent some gets the page rendered for them.
    if (result.rendered && !request.headers.cookie) return sendRendered(result.rendered, request, response);
    return forward();
  }

  return {
    accepts,
    serve,
    invalidate,
    /** What the cache holds: entries and bytes (tests and diagnostics). */
    stats: () => ({ entries: entries.size, bytes }),
    close: () => agent.destroy(),
  };
}
