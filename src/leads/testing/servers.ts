import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// Local stand-ins for a dealer's mail relay and CRM, on random free ports of 127.0.0.1.

function portOf(address: AddressInfo | string | null): number {
  if (address === null || typeof address === "string") throw new Error("The server is not listening on a port");
  return address.port;
}

export type ReceivedEmail = { from: string; to: string[]; raw: string };

export type LocalSmtpServer = { port: number; received: ReceivedEmail[]; close: () => Promise<void> };

export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom === false ? "" : envelope.mailFrom.address,
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: portOf(server.server.address()),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type LocalHttpServer = {
  url: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
};

/** `answer` picks the status for each request (the count so far, from 1). */
export async function startHttpServer(answer: (count: number) => number = () => 200): Promise<LocalHttpServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const status = answer(received.length);
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "ok" : "failed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = portOf(server.address());
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: opened, noted and closed again. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = portOf(server.address());
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
