"use client";

import { Button } from "@/ui/button";
import { Field, inputClass } from "@/ui/field";
import { useId, useState, type FormEvent } from "react";
import { formatMoney } from "@/platform/format";
import { errorMessageIn } from "@/platform/json-guards";
import { deliveryMessages, parsePostcode, readDeliveryQuote } from "../delivery-form";
import { Section } from "@/ui/section";

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "quote"; name: string; price: number }
  | { kind: "message"; text: string };

async function fetchQuote(slug: string, postcode: string): Promise<State> {
  const response = await fetch(
    `/api/cars/${encodeURIComponent(slug)}/delivery?${new URLSearchParams({ postcode }).toString()}`,
  );
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const quote = readDeliveryQuote(body);
    if (quote) return { kind: "quote", ...quote };
  }
  return { kind: "message", text: errorMessageIn(body) ?? deliveryMessages.unavailable };
}

/** Delivery estimate by postcode: the region and price, or why there is none. */
export function DeliveryCalculator({ slug }: { slug: string }) {
  const [postcode, setPostcode] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const inputId = useId();
  const resultId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parsePostcode(postcode);
    if (!parsed.ok) {
      setState({ kind: "message", text: parsed.error });
      return;
    }
    setState({ kind: "loading" });
    fetchQuote(slug, parsed.postcode).then(setState, (error: unknown) => {
      console.warn("Delivery estimate failed", error);
      setState({ kind: "message", text: deliveryMessages.unavailable });
    });
  }

  return (
    <Section titleId="delivery-title" title="Delivery calculator" tone="outline" data-testid="delivery-calculator">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <Field id={inputId} label="Your postcode">
          <input
            type="text"
            id={inputId}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-describedby={resultId}
            className={`${inputClass} max-w-32`}
          />
        </Field>
        <Button type="submit" disabled={state.kind === "loading"}>
          {state.kind === "loading" ? "Calculating…" : "Get estimate"}
        </Button>
      </form>
      <div id={resultId} aria-live="polite" className="mt-3" data-testid="delivery-result">
        {state.kind === "quote" ? (
          <p>
            Delivery to <strong>{state.name}</strong>:{" "}
            <strong className="text-primary">{state.price === 0 ? "Free" : formatMoney(state.price)}</strong>
          </p>
        ) : null}
        {state.kind === "message" ? <p className="text-sm">{state.text}</p> : null}
      </div>
    </Section>
  );
}
