// For benchmarks that measure pages as a shopper gets them: the production server's environment on
// its own port with a fresh embedded database of the demo dealers, and a page asked for with its
// site's Host header (Node's fetch sends the address's own host, which names no site).
import { get as httpGet, request as httpRequest } from "node:http";

export function demoServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO_MODE: "true",
    SEED_ON_START: "true",
    LEAD_WORKER: "off",
    LOG_LEVEL: "warn",
  };
}

/** A page of a demo site on the server at `port`; anything but 200 is an error naming the page. */
export function sitePage(port: number, site: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { host: "127.0.0.1", port, path: pathname, headers: { host: `${site}.localhost:${port}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${site} ${pathname} answered ${response.statusCode}`));
          else resolve(Buffer.concat(chunks).toString("utf8"));
        });
      },
    );
    request.on("error", reject);
  });
}

/** The address of the first vehicle page a search page's HTML links. */
export function firstCarPath(searchHtml: string): string | undefined {
  return /href="(\/cars\/[^"/?#]+)"/.exec(searchHtml)?.[1];
}

/** Any request to a demo site on the server at `port` (fetch cannot set the Host header); the answer's status and text. */
export function siteRequest(
  port: number,
  site: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        headers: { ...options.headers, host: `${site}.localhost:${port}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
