import { desc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { smsMessages } from "@/platform/db/schema";

// Text messages behind one interface: the local provider records them in the database (a
// development machine texts nobody; in demo mode /dev/sms shows them), the HTTP provider hands them
// to an SMS gateway speaking MessageMedia's Messages API.

export type SmsMessage = { siteId: string; to: string; body: string };

export interface SmsProvider {
  /** Sends or records the message; throws `SmsError` when the gateway refuses or cannot be reached. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {}

export function localSmsProvider(db: Db): SmsProvider {
  return {
    async send(message) {
      await db.insert(smsMessages).values(message);
    },
  };
}

export type RecordedSms = { id: string; to: string; body: string; createdAt: Date };

/** The local provider's latest messages on one site, newest first. */
export async function recordedMessages(db: Db, siteId: string, limit = 20): Promise<RecordedSms[]> {
  return db
    .select({ id: smsMessages.id, to: smsMessages.to, body: smsMessages.body, createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(eq(smsMessages.siteId, siteId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit);
}

export type HttpSmsOptions = {
  /** The messages endpoint, e.g. https://api.messagemedia.com/v1/messages. */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** Sender number or alphanumeric name; omitted, the account's default number. */
  sender?: string;
  timeoutMs?: number;
};

/**
 * POST {url} with Basic auth and `{ messages: [{ content, destination_number, format: "SMS" }] }`;
 * any 2xx (the API answers 202 Accepted) is sent, anything else or no answer is an `SmsError`.
 */
export function httpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString("base64")}`;
  return {
    async send(message) {
      const body = {
        messages: [
          {
            content: message.body,
            destination_number: message.to,
            format: "SMS",
            ...(options.sender ? { source_number: options.sender } : {}),
          },
        ],
      };
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers: { authorization, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsError(`the SMS gateway could not be reached: ${String(error)}`);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new SmsError(`the SMS gateway answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
    },
  };
}
