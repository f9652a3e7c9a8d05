import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { httpSmsProvider, SmsError } from "./sms";

// The production SMS adapter against a local stand-in that speaks the gateway's side of the
// Messages API: JSON in, Basic auth checked, 202 Accepted with the queued messages, or an error.

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

const servers: Server[] = [];

async function standIn(reply: (request: Received) => { status: number; body: unknown } | "hang") {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") as unknown,
      };
      received.push(entry);
      const answer = reply(entry);
      if (answer === "hang") return;
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/messages`, received };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;

describe("the SMS gateway adapter", () => {
  it("posts the message as the Messages API expects, with Basic auth", async () => {
    const gateway = await standIn((request) =>
      request.headers.authorization === basic("key-1", "secret-1")
        ? { status: 202, body: { messages: [{ message_id: "m-1", status: "queued" }] } }
        : { status: 401, body: { message: "Unauthorized" } },
    );
    const sms = httpSmsProvider({ url: gateway.url, apiKey: "key-1", apiSecret: "secret-1", sender: "Harbourside" });
    await sms.send({ siteId: "site", to: "+61412345678", body: "123456 is your code" });
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/messages");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      messages: [
        {
          content: "123456 is your code",
          destination_number: "+61412345678",
          format: "SMS",
          source_number: "Harbourside",
        },
      ],
    });
  });

  it("leaves the sender out when none is configured", async () => {
    const gateway = await standIn(() => ({ status: 202, body: {} }));
    await httpSmsProvider({ url: gateway.url, apiKey: "k", apiSecret: "s" }).send({
      siteId: "site",
      to: "+61412345678",
      body: "hi",
    });
    expect(gateway.received[0]?.body).toEqual({
      messages: [{ content: "hi", destination_number: "+61412345678", format: "SMS" }],
    });
  });

  it("fails with the gateway's answer when it refuses the message", async () => {
    const gateway = await standIn(() => ({ status: 401, body: { message: "Unauthorized" } }));
    const sms = httpSmsProvider({ url: gateway.url, apiKey: "wrong", apiSecret: "wrong" });
    const sending = sms.send({ siteId: "site", to: "+61412345678", body: "hi" });
    await expect(sending).rejects.toBeInstanceOf(SmsError);
    await expect(sending).rejects.toThrow(/401.*Unauthorized/);
  });

  it("fails when the gateway does not answer in time or cannot be reached", async () => {
    const gateway = await standIn(() => "hang");
    const slow = httpSmsProvider({ url: gateway.url, apiKey: "k", apiSecret: "s", timeoutMs: 200 });
    await expect(slow.send({ siteId: "site", to: "+61412345678", body: "hi" })).rejects.toBeInstanceOf(SmsError);

    const unreachable = httpSmsProvider({ url: "http://127.0.0.1:9/v1/messages", apiKey: "k", apiSecret: "s" });
    await expect(unreachable.send({ siteId: "site", to: "+61412345678", body: "hi" })).rejects.toThrow(
      /could not be reached/,
    );
  });
});
