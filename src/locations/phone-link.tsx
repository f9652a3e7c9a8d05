"use client";

import { useState } from "react";
import { maskPhone, telHref } from "./masked-phone";

/**
 * A phone number; on masking sites only its first five characters show until the shopper clicks,
 * and that click reveals it (the reveal is what a dealer counts as a call lead).
 */
export function PhoneLink({
  phone,
  masked,
  label,
  className,
  onReveal,
}: {
  phone: string;
  masked: boolean;
  label?: string;
  className?: string;
  onReveal?: () => void;
}) {
  const [revealed, setRevealed] = useState(!masked);
  if (!revealed) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          setRevealed(true);
          onReveal?.();
        }}
        aria-label={`Show phone number${label ? ` for ${label}` : ""}`}
      >
        {label ? `${label}: ` : ""}
        {maskPhone(phone)}
      </button>
    );
  }
  return (
    <a className={className} href={telHref(phone)}>
      {label ? `${label}: ` : ""}
      {phone}
    </a>
  );
}
