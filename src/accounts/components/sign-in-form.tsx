"use client";

// Phone sign-in in two steps on one page: the mobile number, then the 6-digit code texted to it.
// A right code sets the session cookie; the page then loads `redirect` afresh, so the header and
// every control on it see the shopper signed in. Where the site has the watchlist, the cars saved in
// this browser join the account's watchlist first (decision 041).

import { useId, useState, type FormEvent } from "react";
import { useHydrated } from "@/ui/use-hydrated";
import { Button } from "@/ui/button";
import { describedBy, Field, inputClass } from "@/ui/field";
import { readFavourites } from "@/shopper/favourites";
import { mergeSavedCars } from "../account-store";

type Reply = { ok?: boolean; message?: string; error?: string; field?: "phone" | "code" };

async function post(path: string, body: unknown): Promise<{ status: number; reply: Reply; retryAfter: string | null }> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const reply = (await response.json().catch(() => ({}))) as Reply;
    return { status: response.status, reply, retryAfter: response.headers.get("retry-after") };
  } catch {
    return {
      status: 0,
      reply: { error: "We couldn't reach the server. Please check your connection." },
      retryAfter: null,
    };
  }
}

export function SignInForm({
  redirectPath,
  devSmsPath,
  savedCarsSite,
}: {
  redirectPath: string;
  devSmsPath: string | null;
  /** The site's slug where saved cars follow the shopper into the account (`features.watchlist`). */
  savedCarsSite: string | null;
}) {
  const formId = useId();
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  // The form's buttons wait for hydration, so a quick shopper cannot submit the bare HTML form (which
  // would put the phone number in the address).
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string; form?: string }>({});

  const fail = (reply: Reply) => {
    const message = reply.error ?? "Something went wrong. Please try again.";
    setErrors(reply.field ? { [reply.field]: message } : { form: message });
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setErrors({});
    const { reply } = await post("/api/account/code", { phone });
    setBusy(false);
    if (reply.ok) {
      setStep("code");
      setCode("");
      setNotice(reply.message ?? null);
    } else fail(reply);
  };

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const { reply } = await post("/api/account/verify", { phone, code });
    if (reply.ok) {
      if (savedCarsSite) await mergeSavedCars(readFavourites(savedCarsSite).map((car) => car.id));
      window.location.assign(redirectPath);
      return;
    }
    setBusy(false);
    fail(reply);
  };

  const phoneId = `${formId}-phone`;
  const codeId = `${formId}-code`;
  return (
    <div className="flex flex-col gap-4">
      {step === "phone" ? (
        <form onSubmit={(event) => void sendCode(event)} noValidate className="flex flex-col gap-4">
          <Field id={phoneId} label="Mobile number" required error={errors.phone} hint="We'll text you a 6-digit code.">
            <input
              id={phoneId}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy(phoneId, errors.phone)}
              className={inputClass}
              placeholder="04xx xxx xxx"
            />
          </Field>
          <Button type="submit" disabled={busy || !hydrated}>
            {busy ? "Sending…" : "Send code"}
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void checkCode(event)} noValidate className="flex flex-col gap-4">
          {notice ? (
            <p role="status" className="text-sm">
              {notice}
            </p>
          ) : null}
          <Field id={codeId} label="6-digit code" required error={errors.code}>
            <input
              id={codeId}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy(codeId, errors.code)}
              className={inputClass}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Sign in"}
          </Button>
          <div className="flex flex-wrap gap-4 text-sm">
            <button type="button" className="text-primary underline" disabled={busy} onClick={() => void sendCode()}>
              Send a new code
            </button>
            <button
              type="button"
              className="text-primary underline"
              onClick={() => {
                setStep("phone");
                setErrors({});
                setNotice(null);
              }}
            >
              Use another number
            </button>
          </div>
        </form>
      )}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      {devSmsPath ? (
        <p className="rounded-site border border-dashed border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
          Demo site: no text message is really sent.{" "}
          <a href={devSmsPath} target="_blank" rel="noopener" className="font-semibold underline">
            Read it on the development SMS page
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
