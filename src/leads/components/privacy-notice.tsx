// The collection notice Australian privacy law asks for where personal details are collected: who
// collects them, why, and where the full policy is.

import { Link } from "@/ui/link";

export function PrivacyNotice({ siteName, notice }: { siteName: string; notice: string }) {
  return (
    <p className="text-xs text-muted" data-testid="privacy-notice">
      {siteName} is collecting your personal information. {notice}{" "}
      <Link href="/privacy-policy" className="underline">
        Read our privacy policy
      </Link>
      .
    </p>
  );
}
