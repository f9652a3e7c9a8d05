"use client";

import { useRef, useState } from "react";
import { Button } from "@/ui/button";
import { errorMessageIn, isJsonObject } from "@/platform/json-guards";

// The spin button: posts the spin, then shows the prize the server drew (the draw is never the
// browser's), or the prize already won and why there is no second spin.

type Result = { kind: "won" | "already"; prize: string; message?: string } | { kind: "error"; message: string };

export function SpinWheel({ earlierPrize }: { earlierPrize: string | null }) {
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);
  const announce = useRef<HTMLDivElement>(null);

  async function spin() {
    if (pending) return;
    setPending(true);
    try {
      const response = await fetch("/api/spin-to-win", { method: "POST" });
      const body: unknown = await response.json().catch(() => null);
      const prize = isJsonObject(body) && typeof body.prize === "string" ? body.prize : null;
      if (response.status === 201 && prize) setResult({ kind: "won", prize });
      else if (response.status === 409 && prize) {
        setResult({ kind: "already", prize, message: errorMessageIn(body) ?? "You have already spun the wheel." });
      } else {
        setResult({
          kind: "error",
          message: errorMessageIn(body) ?? "Sorry, the wheel did not spin. Please try again.",
        });
      }
    } catch {
      setResult({
        kind: "error",
        message: "We could not reach the website. Please check your connection and try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4">
      {earlierPrize && !result ? (
        <p className="rounded-site bg-surface-alt p-4" data-testid="spin-earlier">
          You have already spun the wheel and won <strong>{earlierPrize}</strong>. We will call you to arrange it.
        </p>
      ) : null}
      <Button type="button" size="lg" onClick={() => void spin()} disabled={pending} aria-busy={pending}>
        {pending ? "Spinning…" : "Spin the wheel"}
      </Button>
      <div ref={announce} aria-live="polite" data-testid="spin-result" data-kind={result?.kind ?? ""}>
        {result?.kind === "won" ? (
          <p className="text-xl font-bold">
            You won: <span data-testid="spin-prize">{result.prize}</span>! We will call you to arrange your prize.
          </p>
        ) : null}
        {result?.kind === "already" ? (
          <p role="alert" className="font-semibold">
            {result.message} Your prize: <span data-testid="spin-prize">{result.prize}</span>.
          </p>
        ) : null}
        {result?.kind === "error" ? (
          <p role="alert" className="font-semibold text-red-700">
            {result.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
