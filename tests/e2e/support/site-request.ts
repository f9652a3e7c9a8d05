import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

// Node cannot resolve `{slug}.localhost` the way Chromium does, so API checks connect to loopback
// and name the site in the Host header, exactly as a browser on that host would.

const port = Number(process.env.E2E_PORT ?? 3100);

export type SiteResponse = { status: number; body: unknown };

export function siteRequest(
  slug: string,
  path: string,
  options: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    json?: unknown;
    /** A body sent as it is, with its content type (e.g. a CSV). */
    raw?: { body: string; contentType: string };
    headers?: Record<string, string>;
  } = {},
): Promise<SiteResponse> {
  const payload = options.raw?.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const contentType = options.raw?.contentType ?? "application/json";
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: {
          host: `${slug}.localhost:${port}`,
          ...(payload ? { "content-type": contentType, "content-length": Buffer.byteLength(payload) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on("error", reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/** An answer as it came: status, headers and the body as text (pages, refusals, anything not JSON). */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/** The answer's status and headers, and the body read from `stream` until it ends (`done`). */
function readAnswer(
  response: IncomingMessage,
  stream: NodeJS.ReadableStream,
  done: "end" | "close",
  resolve: (answer: RawAnswer) => void,
): void {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  // A tunnel's socket may be reset once the server has closed it; what was read is the answer.
  if (done === "close") stream.on("error", () => undefined);
  stream.on(done, () =>
    resolve({
      status: response.statusCode ?? 0,
      headers: response.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    }),
  );
}

/** One request to loopback with the given Host, method and headers; the answer unparsed. */
export function rawRequest(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: { host, ...options.headers } },
      (response) => readAnswer(response, response, "end", resolve),
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * A CONNECT request (a proxy's tunnel request), which Node's client reports by its own event rather
 * than as a response: the status and headers the server answered with, and what followed them.
 */
export function connectRequest(host: string, authority: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method: "CONNECT", path: authority, headers: { host } });
    outgoing.on("connect", (response: IncomingMessage, socket: Duplex) =>
      readAnswer(response, socket, "close", resolve),
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
