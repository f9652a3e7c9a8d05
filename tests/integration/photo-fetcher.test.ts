import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPhoto, PhotoFetchError, type PhotoFetchSettings } from "@/media/fetch/photo-fetcher";
import { startPhotoServer, type PhotoServer } from "@/media/testing/photo-server";

// The worker's photo fetcher against a real HTTP photo server on loopback (decision 055): what it
// takes, and everything it refuses: private and local addresses unless the allow-list names them,
// redirects into them, bodies too big, servers too slow, and files that are not photos.

let server: PhotoServer;
let jpeg: Buffer;
let settings: PhotoFetchSettings;

beforeAll(async () => {
  server = await startPhotoServer();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1e4c8a" } })
    .jpeg()
    .toBuffer();
  settings = { allowHosts: [`127.0.0.1:${server.port}`], timeoutMs: 2_000, maxBytes: 100_000, retryBaseMs: 10 };
});

afterAll(async () => {
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<PhotoFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PhotoFetchError) return error;
    throw error;
  }
  throw new Error("the fetch was not refused");
}

describe("fetchPhoto", () => {
  it("fetches a photo from a host the allow-list names, and knows its type by its bytes", async () => {
    server.route("/cars/1.jpg", { kind: "bytes", body: jpeg, contentType: "application/octet-stream" });
    const photo = await fetchPhoto(server.url("/cars/1.jpg"), settings);
    expect(photo.type).toBe("image/jpeg");
    expect(photo.bytes.equals(jpeg)).toBe(true);
    const png = await sharp(jpeg).png().toBuffer();
    server.route("/cars/2", { kind: "bytes", body: png, contentType: "text/html" });
    expect((await fetchPhoto(server.url("/cars/2"), settings)).type).toBe("image/png");
  });

  it("follows a redirect within the allowed hosts, and the name localhost when its address is allowed", async () => {
    server.route("/moved.jpg", { kind: "redirect", location: "/cars/1.jpg" });
    server.route("/cars/1.jpg", { kind: "bytes", body: jpeg });
    expect((await fetchPhoto(server.url("/moved.jpg"), settings)).url).toBe(server.url("/cars/1.jpg"));
    expect((await fetchPhoto(`http://localhost:${server.port}/cars/1.jpg`, settings)).type).toBe("image/jpeg");
  });

  it("refuses loopback, private, link-local and metadata addresses without the allow-list, connecting to none", async () => {
    const before = server.hits("/cars/1.jpg");
    const refusedUrls = [
      server.url("/cars/1.jpg"),
      `http://localhost:${server.port}/cars/1.jpg`,
      `http://[::1]:${server.port}/cars/1.jpg`,
      `http://[::ffff:127.0.0.1]:${server.port}/cars/1.jpg`,
      "http://10.0.0.8/photo.jpg",
      "http://192.168.1.20/photo.jpg",
      "http://100.64.1.1/photo.jpg",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00::1]/photo.jpg",
      "http://[fe80::1]/photo.jpg",
      "http://0.0.0.0/photo.jpg",
    ];
    for (const url of refusedUrls) {
      const refused = await failure(fetchPhoto(url, { ...settings, allowHosts: [] }));
      expect(refused.failure, url).toBe("refused-address");
      expect(refused.retryable).toBe(false);
    }
    expect(server.hits("/cars/1.jpg")).toBe(before);
    // Another port of an allowed address is not allowed.
    const otherPort = await failure(
      fetchPhoto(server.url("/cars/1.jpg"), { ...settings, allowHosts: ["127.0.0.1:1"] }),
    );
    expect(otherPort.failure).toBe("refused-address");
  });

  it("refuses a redirect from an allowed host to a refused address", async () => {
    const outside = await startPhotoServer(); // also on loopback, and not on the allow-list
    try {
      outside.route("/inside.jpg", { kind: "bytes", body: jpeg });
      server.route("/bounce.jpg", { kind: "redirect", location: outside.url("/inside.jpg") });
      server.route("/metadata.jpg", { kind: "redirect", location: "http://169.254.169.254/latest/meta-data/" });
      expect((await failure(fetchPhoto(server.url("/bounce.jpg"), settings))).failure).toBe("refused-address");
      expect((await failure(fetchPhoto(server.url("/metadata.jpg"), settings))).failure).toBe("refused-address");
      expect(outside.hits("/inside.jpg")).toBe(0);
      server.route("/loop.jpg", { kind: "redirect", location: "/loop.jpg" });
      expect((await failure(fetchPhoto(server.url("/loop.jpg"), settings))).failure).toBe("too-many-redirects");
    } finally {
      await outside.close();
    }
  });

  it("refuses a body over the size limit, declared or not", async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(200_000)]);
    server.route("/big.jpg", { kind: "bytes", body: big });
    const declared = await failure(fetchPhoto(server.url("/big.jpg"), settings));
    expect(declared.failure).toBe("too-large");
    // A server that sends no length: counted as it arrives.
    server.route("/big-undeclared.jpg", { kind: "slow", body: big, delayMs: 1 });
    expect((await failure(fetchPhoto(server.url("/big-undeclared.jpg"), settings))).failure).toBe("too-large");
  });

  it("gives up on a server too slow to send the photo in time", async () => {
    server.route("/slow.jpg", { kind: "slow", body: jpeg, delayMs: 5_000 });
    const started = Date.now();
    const slow = await failure(fetchPhoto(server.url("/slow.jpg"), { ...settings, timeoutMs: 300, retries: 1 }));
    expect(slow.failure).toBe("timeout");
    expect(slow.retryable).toBe(true);
    expect(server.hits("/slow.jpg")).toBe(2);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("refuses an HTML page served as a .jpg, and a 404, without retrying", async () => {
    server.route("/error-page.jpg", {
      kind: "bytes",
      body: Buffer.from("<!doctype html><title>Photo not found</title>"),
      contentType: "image/jpeg",
    });
    const html = await failure(fetchPhoto(server.url("/error-page.jpg"), settings));
    expect(html.failure).toBe("not-a-photo");
    const missing = await failure(fetchPhoto(server.url("/no-such-photo.jpg"), settings));
    expect(missing.failure).toBe("http-status");
    expect(missing.retryable).toBe(false);
    expect(server.hits("/no-such-photo.jpg")).toBe(1);
  });

  it("retries a server error with backoff until the photo comes", async () => {
    server.route("/flaky.jpg", { kind: "status", status: 503, times: 2, then: { kind: "bytes", body: jpeg } });
    expect((await fetchPhoto(server.url("/flaky.jpg"), settings)).type).toBe("image/jpeg");
    expect(server.hits("/flaky.jpg")).toBe(3);
    server.route("/down.jpg", { kind: "status", status: 500 });
    const down = await failure(fetchPhoto(server.url("/down.jpg"), { ...settings, retries: 1 }));
    expect(down.failure).toBe("http-status");
    expect(down.retryable).toBe(true);
    expect(server.hits("/down.jpg")).toBe(2);
  });

  it("retries a dropped connection", async () => {
    let requests = 0;
    const dropping = createServer((request, response) => {
      requests += 1;
      if (requests === 1) request.socket.destroy();
      else response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    });
    await new Promise<void>((resolve) => dropping.listen(0, "127.0.0.1", resolve));
    const { port } = dropping.address() as AddressInfo;
    try {
      const photo = await fetchPhoto(`http://127.0.0.1:${port}/a.jpg`, {
        ...settings,
        allowHosts: [`127.0.0.1:${port}`],
      });
      expect(photo.type).toBe("image/jpeg");
      expect(requests).toBe(2);
    } finally {
      dropping.closeAllConnections();
      await new Promise((resolve) => dropping.close(resolve));
    }
  });

  it("refuses what is not an http or https URL", async () => {
    expect((await failure(fetchPhoto("file:///etc/passwd", settings))).failure).toBe("bad-url");
    expect((await failure(fetchPhoto("not a url", settings))).failure).toBe("bad-url");
  });
});
