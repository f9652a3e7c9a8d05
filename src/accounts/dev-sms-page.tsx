import { notFound } from "next/navigation";
import { formatDate } from "@/platform/format";
import type { Site } from "@/sites/get-site";
import { devSmsMessages } from "./server/runtime";

/**
 * /dev/sms: the local SMS provider's outbox, for trying sign-in on a demo site without a phone. Only
 * in demo mode with the local provider; anywhere else it is not found.
 */
export async function DevSmsPage({ site }: { site: Site }) {
  const messages = await devSmsMessages(site);
  if (messages === null) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="mb-4 rounded-site border-2 border-dashed border-amber-600 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
        Development page (demo mode only): text messages this demo would have sent. Nothing here reaches a phone.
      </p>
      <h1 className="mb-4 text-2xl font-bold">SMS outbox</h1>
      {messages.length === 0 ? (
        <p>No messages yet. Ask for a sign-in code and reload this page.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-site border border-border p-3" data-testid="dev-sms">
              <p className="text-xs text-muted">
                To <span data-testid="dev-sms-to">{message.to}</span> · {formatDate(message.createdAt)}{" "}
                {message.createdAt.toISOString().slice(11, 19)} UTC
              </p>
              <p data-testid="dev-sms-body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
