"use client";

import { useState } from "react";
import { notify } from "@/ui/toast";

const shareWindow = "width=550,height=400";

/** Share: social networks in a 550×400 window, e-mail, SMS, WhatsApp, and copy link with a 'Copied' note. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const social = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: "X", href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];
  return (
    <details className="rounded-site border border-border p-2" data-testid="share">
      <summary className="cursor-pointer font-semibold">Share</summary>
      <ul className="mt-2 space-y-1 text-sm">
        {social.map((network) => (
          <li key={network.name}>
            <button
              type="button"
              className="text-primary underline"
              onClick={() => window.open(network.href, "share", shareWindow)}
            >
              {network.name}
            </button>
          </li>
        ))}
        <li>
          <a className="text-primary underline" href={`mailto:?subject=${encodedTitle}&body=${encodedUrl}`}>
            E-mail
          </a>
        </li>
        <li>
          <a className="text-primary underline" href={`sms:?&body=${encodedTitle}%20${encodedUrl}`}>
            SMS
          </a>
        </li>
        <li>
          <a
            className="text-primary underline"
            href={`https://wa.me/?text=${encodedTitle}%20${encodedUrl}`}
            rel="noopener noreferrer"
            target="_blank"
          >
            WhatsApp
          </a>
        </li>
        <li>
          <button
            type="button"
            className="text-primary underline"
            onClick={() => {
              navigator.clipboard.writeText(url).then(
                () => {
                  setCopied(true);
                  setTimeout(() => setCopied(false), 1500);
                  notify(`Copied ${title} to your clipboard!`, { duration: 3000 });
                },
                (error: unknown) => console.warn("could not copy the link", error),
              );
            }}
          >
            Copy link
          </button>
          {copied ? (
            <span role="status" className="ml-2 text-muted">
              Copied
            </span>
          ) : null}
        </li>
      </ul>
    </details>
  );
}
