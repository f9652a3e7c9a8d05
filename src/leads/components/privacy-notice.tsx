// The collection notice Australian privacy law asks for where personal details are collected: who
// collects them, why, and where the full policy is.

export function PrivacyNotice({ siteName, notice }: { siteName: string; notice: string }) {
  return (
    <p className="text-xs text-muted" data-testid="privacy-notice">
      {siteName} is collecting your personal information. {notice}{" "}
      <a href="/privacy-policy" className="underline">
        Read our privacy policy
      </a>
      .
    </p>
  );
}
