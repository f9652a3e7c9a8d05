// A first sign-in of a role that needs a second factor: the secret to add to an authenticator app,
// as text to type and as the otpauth:// address a phone can open. Shown until a code from it is
// entered; never again after that.

export function EnrolmentPanel({ secret, uri }: { secret: string; uri: string }) {
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;
  return (
    <section
      aria-labelledby="enrol-heading"
      className="flex flex-col gap-2 rounded-site border border-border bg-surface-alt p-4 text-sm"
    >
      <h2 id="enrol-heading" className="text-base font-semibold">
        Set up your authenticator app
      </h2>
      <p>
        Your role needs a second step at sign-in. In an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password…), add an account with this key, time-based:
      </p>
      <p className="font-mono text-base tracking-wider" data-testid="totp-secret" data-secret={secret}>
        {grouped}
      </p>
      <details>
        <summary className="cursor-pointer font-semibold">The same as an otpauth address</summary>
        <p className="mt-1 break-all font-mono text-xs" data-testid="totp-uri">
          {uri}
        </p>
      </details>
      <p>Then enter the code it shows below. This key is shown only until then.</p>
    </section>
  );
}
