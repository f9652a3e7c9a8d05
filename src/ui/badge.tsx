import type { ReactNode } from "react";

// A short label on a car or a price: 'Just arrived', 'Below market price', 'Reserve online'. Colours
// come from the theme, so each dealer's palette applies; success is the one fixed colour, because a
// good price reads green whatever the brand.

export type BadgeTone = "primary" | "secondary" | "success" | "neutral";

const tones: Record<BadgeTone, string> = {
  primary: "bg-primary text-primary-contrast",
  secondary: "bg-secondary text-secondary-contrast",
  success: "bg-emerald-700 text-white",
  neutral: "bg-surface text-text",
};

export type BadgeProps = {
  tone?: BadgeTone;
  /** 'tag' is the squarer, upper-case label a picture carries; 'pill' sits in a line of text. */
  shape?: "pill" | "tag";
  className?: string;
  children: ReactNode;
} & { "data-tag"?: string; "data-testid"?: string };

export function badgeClass({ tone = "primary", shape = "pill" }: { tone?: BadgeTone; shape?: "pill" | "tag" } = {}) {
  return [
    "inline-block font-bold",
    shape === "tag"
      ? "rounded-site px-2 py-1 text-xs uppercase tracking-wide shadow-sm"
      : "rounded-full px-3 py-1 text-sm",
    tones[tone],
  ].join(" ");
}

export function Badge({ tone, shape, className, children, ...data }: BadgeProps) {
  return (
    <span className={[badgeClass({ tone, shape }), className].filter(Boolean).join(" ")} {...data}>
      {children}
    </span>
  );
}
