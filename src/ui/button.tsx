import { Link } from "@/ui/link";
import type { ComponentProps } from "react";

// The site's one button look. Colours come from the theme's semantic variables (bg-primary…), so each
// dealer's palette applies; every variant shares one visible keyboard focus ring.

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
};

const base =
  "items-center justify-center gap-2 rounded-site text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-contrast hover:opacity-90",
  secondary: "bg-secondary text-secondary-contrast hover:opacity-90",
  outline: "border border-primary bg-surface text-primary hover:bg-surface-alt",
  ghost: "text-primary hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-10 px-4 py-2",
  lg: "min-h-11 px-5 py-2.5",
};

/** The class names of a button, for elements that must stay what they are (a summary, a modal trigger). */
export function buttonClass({ variant = "primary", size = "md", block = false, className }: ButtonStyle = {}): string {
  return [block ? "flex w-full" : "inline-flex", base, variants[variant], sizes[size], className]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = Omit<ComponentProps<"button">, "type"> &
  Omit<ButtonStyle, "className"> & { type?: "button" | "submit" };

/** A `<button>`, type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type === "submit" ? "submit" : "button"}
      className={buttonClass({ variant, size, block, className })}
      {...props}
    />
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & Omit<ButtonStyle, "className">;

/** A link that looks like a button: navigation stays a link for screen readers and new tabs. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...props} />;
}
