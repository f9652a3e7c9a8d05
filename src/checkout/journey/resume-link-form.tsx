"use client";

import { useId, useState, type FormEvent } from "react";
import { errorMessageIn } from "@/platform/json-guards";
import { Button } from "@/ui/button";
import { Field, describedBy, inputClass } from "@/ui/field";

// "Finish later, or on another device?": e-mails the shopper a link that resumes their journey.

export function ResumeLinkForm({ carId, initialEmail }: { carId: string; initialEmail: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const response = await fetch("/api/checkout/journey/resume-link", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ car_id: carId, email }),
      });
      const body: unknown = await response.json().catch(() => null);
      setMessage(
        response.ok
          ? { ok: true, text: `We have e-mailed a link to ${email}. Open it on any device to carry on.` }
          : { ok: false, text: errorMessageIn(body) ?? "Sorry, the link could not be sent. Please try again." },
      );
    } catch {
      setMessage({ ok: false, text: "We could not reach the website. Please try again." });
    } finally {
      setPending(false);
    }
  }
  const inputId = `${id}-email`;
  return (
    <form onSubmit={send} noValidate className="rounded-site border border-border p-4" aria-label="Finish later">
      <p className="mb-2 font-semibold">Finish later, or on another device?</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field
          id={inputId}
          label="Email me a link"
          className="flex-1"
          error={message && !message.ok ? message.text : undefined}
        >
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={inputClass}
            value={email}
            aria-invalid={message && !message.ok ? true : undefined}
            aria-describedby={describedBy(inputId, message && !message.ok ? message.text : undefined)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={pending}>
          Send link
        </Button>
      </div>
      {message?.ok ? (
        <p role="status" className="mt-2 text-sm">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
