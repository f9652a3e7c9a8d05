"use client";

import { headerPhoneNumber } from "@/locations/car-phone";
import { usePageCarType } from "@/locations/page-car-type";
import { PhoneLink } from "@/locations/phone-link";
import type { SiteConfig } from "@/sites/config-schema";

/** The phone header's call button: the site's line for the open car's type, else its first line. */
export function HeaderCallButton({
  lines,
  masked,
  className,
}: {
  lines: SiteConfig["contact"]["phoneNumbers"];
  masked: boolean;
  className: string;
}) {
  const number = headerPhoneNumber(lines, usePageCarType());
  if (number === null) return null;
  // Keyed by the number: a masked number revealed on one page is not another's revealed.
  return <PhoneLink key={number} phone={number} masked={masked} className={className} />;
}
