"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/ui/button";
import { errorMessageIn, isJsonObject } from "@/platform/json-guards";
import { wheelTurn } from "../wheel-turn";

// The spin button and its wheel: posts the spin, turns the wheel to the prize the server drew (the
// draw is never the browser's), then shows it, or the prize already won and why there is no second
// spin. The button is disabled (aria-disabled, so the keyboard's focus stays on it) until the wheel
// stops. With prefers-reduced-motion the wheel does not turn: the result shows at once.

type Result = { kind: "won" | "already"; prize: string; message?: string } | { kind: "error"; message: string };

/** How long the wheel turns. */
const spinMs = 3000;

const segmentColours = ["var(--color-primary)", "var(--color-secondary)", "var(--color-surface-alt)"];

function wheelBackground(count: number): string {
  const step = 360 / count;
  const stops = Array.from({ length: count }, (_, index) => {
    // An odd count would put two of the same colour side by side at the seam: the last takes the third.
    const colour =
      index === count - 1 && count % 2 === 1 ? segmentColours[2] : (segmentColours[index % 2] ?? segmentColours[0]);
    return `${colour} ${index * step}deg ${(index + 1) * step}deg`;
  });
  return `conic-gradient(${stops.join(", ")})`;
}

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function SpinWheel({ earlierPrize, prizes }: { earlierPrize: string | null; prizes: readonly string[] }) {
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const [angle, setAngle] = useState(0);
  const [animate, setAnimate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Turns the wheel to `prize`, then shows `outcome`; at once when motion is reduced or the prize is unknown. */
  function land(prize: string | null, outcome: Result) {
    const index = prize === null ? -1 : prizes.indexOf(prize);
    if (index < 0 || reducedMotion()) {
      setAnimate(false);
      if (index >= 0) setAngle((current) => wheelTurn(current, index, prizes.length, 0));
      setResult(outcome);
      setSpinning(false);
      return;
    }
    setAnimate(true);
    setAngle((current) => wheelTurn(current, index, prizes.length, 5));
    timer.current = setTimeout(() => {
      setResult(outcome);
      setSpinning(false);
    }, spinMs);
  }

  async function spin() {
    if (pending || spinning) return;
    setPending(true);
    setSpinning(true);
    setResult(null);
    try {
      const response = await fetch("/api/spin-to-win", { method: "POST" });
      const body: unknown = await response.json().catch(() => null);
      const prize = isJsonObject(body) && typeof body.prize === "string" ? body.prize : null;
      if (response.status === 201 && prize) land(prize, { kind: "won", prize });
      else if (response.status === 409 && prize) {
        land(prize, {
          kind: "already",
          prize,
          message: errorMessageIn(body) ?? "You have already spun the wheel.",
        });
      } else {
        land(null, {
          kind: "error",
          message: errorMessageIn(body) ?? "Sorry, the wheel did not spin. Please try again.",
        });
      }
    } catch {
      land(null, {
        kind: "error",
        message: "We could not reach the website. Please check your connection and try again.",
      });
    } finally {
      setPending(false);
    }
  }

  const busy = pending || spinning;
  return (
    <div className="space-y-4">
      {earlierPrize && !result ? (
        <p className="rounded-site bg-surface-alt p-4" data-testid="spin-earlier">
          You have already spun the wheel and won <strong>{earlierPrize}</strong>. We will call you to arrange it.
        </p>
      ) : null}
      {/* The wheel is a picture of the draw: the prizes are listed above and the result is announced below. */}
      <div className="relative mx-auto size-56" aria-hidden="true">
        <div
          className="absolute left-1/2 top-0 z-10 size-0 -translate-x-1/2 border-x-[12px] border-t-[20px] border-x-transparent border-t-text"
          data-testid="spin-pointer"
        />
        <div
          className="size-full rounded-full border-4 border-border shadow-inner"
          data-testid="spin-wheel"
          data-spinning={spinning ? "true" : "false"}
          style={{
            background: wheelBackground(Math.max(prizes.length, 1)),
            transform: `rotate(${angle}deg)`,
            transition: animate ? `transform ${spinMs}ms cubic-bezier(0.17, 0.67, 0.21, 1)` : "none",
          }}
        />
      </div>
      <Button type="button" size="lg" onClick={() => void spin()} aria-disabled={busy} aria-busy={busy}>
        {busy ? "Spinning…" : "Spin the wheel"}
      </Button>
      <div aria-live="polite" data-testid="spin-result" data-kind={result?.kind ?? ""}>
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
