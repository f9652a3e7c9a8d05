import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A photo server on a loopback port for the tests (decision 055): serves what each test gives it
// per path, counts requests per path, and can answer with a status, a redirect, a slow trickle or a
// body of any size, as the dealers' photo hosts do on their bad days.

export type PhotoRoute =
  | { kind: "bytes"; body: Buffer; contentType?: string }
  | { kind: "status"; status: number; times?: number; then?: PhotoRoute }
  | { kind: "redirect"; location: string }
  | { kind: "slow"; body: Buffer; delayMs: number };

export type PhotoServer = {
  origin: string;
  port: number;
  url: (path: string) => string;
  route: (path: string, route: PhotoRoute) => void;
  hits: (path: string) => number;
  close: () => Promise<void>;
};

/** `port`: a fixed one (the end-to-end server allows exactly one photo host); none: any free port. */
export async function startPhotoServer({ port: wanted = 0 }: { port?: number } = {}): Promise<PhotoServer> {
  const routes = new Map<string, PhotoRoute>();
  const counts = new Map<string, number>();
  const served = new Map<string, number>();

  function answer(route: PhotoRoute, path: string, response: ServerResponse): void {
    switch (route.kind) {
      case "bytes":
        response.writeHead(200, {
          "content-type": route.contentType ?? "image/jpeg",
          "content-length": route.body.length,
        });
        response.end(route.body);
        return;
      case "status": {
        const done = served.get(path) ?? 0;
        if (route.then && route.times !== undefined && done >= route.times) {
          answer(route.then, path, response);
          return;
        }
        served.set(path, done + 1);
        response.writeHead(route.status, { "content-type": "text/plain" });
        response.end(`status ${route.status}`);
        return;
      }
      case "redirect":
        response.writeHead(302, { location: route.location });
        response.end();
        return;
      case "slow": {
        response.writeHead(200, { "content-type": "image/jpeg" });
        response.write(route.body.subarray(0, 16));
        const timer = setTimeout(() => response.end(route.body.subarray(16)), route.delayMs);
        response.on("close", () => clearTimeout(timer));
        return;
      }
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://photos.test").pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    answer(route, path, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    route: (path, route) => {
      routes.set(path, route);
      served.delete(path);
    },
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
