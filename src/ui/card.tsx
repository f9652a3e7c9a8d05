import type { ComponentProps } from "react";

// The site's one box: a rounded panel that sets a block apart (a calculator, a section, a form). Its
// corners follow the dealer's theme (rounded-site), so every box on a site agrees.

export type CardTone = "outline" | "raised" | "tinted";
export type CardPadding = "none" | "sm" | "md" | "lg";

const tones: Record<CardTone, string> = {
  outline: "border border-border bg-surface text-text",
  raised: "border border-border bg-surface text-text shadow-sm",
  tinted: "bg-surface-alt text-text",
};

const paddings: Record<CardPadding, string> = {
  none: "",
  sm: "p-3",
  md: "p-4",
  lg: "p-4 sm:p-6",
};

export type CardStyle = { tone?: CardTone; padding?: CardPadding; className?: string };

/** The class names of a card, for elements that must stay what they are (a list item, a form). */
export function cardClass({ tone = "outline", padding = "md", className }: CardStyle = {}): string {
  return ["rounded-site", tones[tone], paddings[padding], className].filter(Boolean).join(" ");
}

export type CardProps = ComponentProps<"div"> & Omit<CardStyle, "className">;

export function Card({ tone, padding, className, ...props }: CardProps) {
  return <div className={cardClass({ tone, padding, className })} {...props} />;
}
