import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { allowListFrom, isPublicAddress, type AllowList } from "./address-policy";
import { sniffPhotoType, type PhotoType } from "./sniff";

// Downloads one photo a feed names, in the worker, never in a request (decision 055): within a size
// and a time limit, only from public addresses (or those the allow-list names), connecting to the
// very address that was checked so a DNS answer that changes between the check and the connection
// (DNS rebinding) cannot move it inside, following a few redirects with the same check each, and
// taking only bytes that are a JPEG, PNG, WebP or AVIF. Server errors and dropped connections are
// tried again with growing pauses; a 4xx, a refused address or a wrong type is final.

export type PhotoFetchSettings = {
  /** MEDIA_FETCH_ALLOW_HOSTS: host names or addresses (optionally :port) exempt from the address rule. */
  allowHosts: readonly string[];
  /** The whole download, redirects included, per attempt. */
  timeoutMs: number;
  maxBytes: number;
  /** Redirects followed per attempt (default 3). */
  maxRedirects?: number;
  /** Attempts after the first for a server error, a timeout or a dropped connection (default 2). */
  retries?: number;
  /** The first pause before a retry; each next one doubles, plus up to as much again at random (default 500 ms). */
  retryBaseMs?: number;
};

export type FetchedPhoto = { bytes: Buffer; type: PhotoType; url: string };

export type PhotoFetchFailure =
  | "bad-url"
  | "refused-address"
  | "not-found-host"
  | "http-status"
  | "too-many-redirects"
  | "too-large"
  | "not-a-photo"
  | "timeout"
  | "network";

export class PhotoFetchError extends Error {
  constructor(
    message: string,
    readonly failure: PhotoFetchFailure,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "PhotoFetchError";
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const retryableCodes = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

type Target = { url: URL; host: string; port: number; address: string; family: 4 | 6 };

function parsePhotoUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PhotoFetchError(`not a URL: ${text}`, "bad-url", false);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new PhotoFetchError(`only http and https photo URLs are fetched: ${url.protocol}`, "bad-url", false);
  }
  return url;
}

/** The address to connect to: resolved once, every answer checked, the first one used. */
async function resolveTarget(url: URL, allowed: AllowList): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch (error) {
      const code = error instanceof Error && "code" in error ? String(error.code) : "";
      throw new PhotoFetchError(
        `the photo's host ${host} does not resolve (${code})`,
        "not-found-host",
        code === "EAI_AGAIN",
      );
    }
  }
  // Every address must pass: a name that resolves to one public and one private address is refused,
  // since which one a connection would get is not ours to decide.
  const refused = addresses.find((entry) => !isPublicAddress(entry.address) && !allowed(host, entry.address, port));
  const first = addresses[0];
  if (refused || !first) {
    const where = !refused
      ? "at no address"
      : refused.address === host
        ? "not a public address"
        : `at ${refused.address}, not a public address`;
    throw new PhotoFetchError(`refused to fetch ${url.origin}: ${host} is ${where}`, "refused-address", false);
  }
  return { url, host, port, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A DNS lookup that answers the address already checked, whatever the name resolves to now. */
function pinnedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

type Response = { status: number; location: string | null; body: Buffer };

function request(target: Target, maxBytes: number, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const secure = target.url.protocol === "https:";
    const transport = secure ? https : http;
    const outgoing = transport.request(
      {
        protocol: target.url.protocol,
        hostname: target.host,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: "GET",
        headers: {
          host: target.url.host,
          accept: "image/avif,image/webp,image/jpeg,image/png;q=0.9,*/*;q=0.1",
          "user-agent": "dealer-platform-photo-fetcher/1",
        },
        lookup: pinnedLookup(target),
        // Certificates are checked against the host name, not the pinned address.
        ...(secure && isIP(target.host) === 0 ? { servername: target.host } : {}),
        agent: false,
        signal,
      },
      (incoming: IncomingMessage) => {
        const status = incoming.statusCode ?? 0;
        if (redirectStatuses.has(status) || status < 200 || status >= 300) {
          incoming.resume();
          resolve({ status, location: incoming.headers.location ?? null, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(incoming.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          incoming.destroy();
          reject(
            new PhotoFetchError(`the photo is ${declared} bytes, over the limit of ${maxBytes}`, "too-large", false),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        incoming.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            incoming.destroy();
            reject(new PhotoFetchError(`the photo is over the limit of ${maxBytes} bytes`, "too-large", false));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on("end", () => resolve({ status, location: null, body: Buffer.concat(chunks) }));
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function asFetchError(error: unknown, url: URL, timedOut: boolean): PhotoFetchError {
  if (error instanceof PhotoFetchError) return error;
  if (timedOut) return new PhotoFetchError(`${url.origin} did not send the photo in time`, "timeout", true);
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  const message = error instanceof Error ? error.message : String(error);
  return new PhotoFetchError(
    `fetching ${url.origin} failed: ${message}`,
    "network",
    retryableCodes.has(code) || code === "",
  );
}

async function attempt(first: URL, settings: PhotoFetchSettings, allowed: AllowList): Promise<FetchedPhoto> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  let url = first;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await resolveTarget(url, allowed);
      let answer: Response;
      try {
        answer = await request(target, settings.maxBytes, controller.signal);
      } catch (error) {
        throw asFetchError(error, url, timedOut);
      }
      if (redirectStatuses.has(answer.status) && answer.location) {
        if (redirects >= (settings.maxRedirects ?? 3)) {
          throw new PhotoFetchError(
            `more than ${settings.maxRedirects ?? 3} redirects from ${first.href}`,
            "too-many-redirects",
            false,
          );
        }
        url = parsePhotoUrl(new URL(answer.location, url).href);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new PhotoFetchError(`${url.href} answered ${answer.status}`, "http-status", answer.status >= 500);
      }
      const type = sniffPhotoType(answer.body);
      if (!type) {
        throw new PhotoFetchError(`${url.href} is not a JPEG, PNG, WebP or AVIF photo`, "not-a-photo", false);
      }
      return { bytes: answer.body, type, url: url.href };
    }
  } catch (error) {
    throw asFetchError(error, url, timedOut);
  } finally {
    clearTimeout(timer);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchPhoto(urlText: string, settings: PhotoFetchSettings): Promise<FetchedPhoto> {
  const url = parsePhotoUrl(urlText);
  const allowed = allowListFrom(settings.allowHosts);
  const retries = settings.retries ?? 2;
  const base = settings.retryBaseMs ?? 500;
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt(url, settings, allowed);
    } catch (error) {
      const failure = error instanceof PhotoFetchError ? error : asFetchError(error, url, false);
      if (!failure.retryable || tried >= retries) throw failure;
      const delay = base * 2 ** tried;
      await pause(delay + Math.random() * delay);
    }
  }
}
