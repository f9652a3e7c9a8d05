// The collection notice Australian privacy law asks for where personal details are collected: who
// collects them, why, and where the full policy is. The link is there only while the site has its
// privacy policy published (a site just onboarded may not yet): a link is a promise.

import { Link } from "@/ui/link";

/** The site's own privacy policy page, where the notice links. */
export const privacyPolicyPath = "privacy-policy";

export function PrivacyNotice({
  siteName,
  notice,
  policyHref,
}: {
  siteName: string;
  notice: string;
  /** The published privacy policy's address, or null when the site has none published. */
  policyHref: string | null;
}) {
  return (
    <p className="text-xs text-muted" data-testid="privacy-notice">
      {siteName} is collecting your personal information. {notice}
      {policyHref ? (
        <>
          {" "}
          <Link href={policyHref} className="underline">
            Read our privacy policy
          </Link>
          .
        </>
      ) : null}
    </p>
  );
}
