// A link in the site's menus and footer. The dealer's own pages go through Next's Link; another
// website (a manufacturer's service booking page, a finance partner) opens in a new tab, says so to
// screen readers, and gets no opener or referrer.
import { Link } from "@/ui/link";
import type { ComponentProps } from "react";

type SiteLinkProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & { href: string };

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (!isExternalHref(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
