import type { ReactNode } from "react";
import type { AccessoryCategory } from "../accessories";

// A small line drawing per accessory category, drawn here (no pictures to fetch): a shield for
// protection, a car side for exterior, a seat for interior, a hitch for towing, a box for cargo, a
// screen for technology. The colour is the theme's (currentColor).

const drawings: Record<AccessoryCategory, ReactNode> = {
  Protection: <path d="M32 8 52 16v14c0 13-9 22-20 26C21 52 12 43 12 30V16Z" />,
  Exterior: (
    <>
      <path d="M8 40v-8l8-10h26l10 10h4v8Z" />
      <circle cx="20" cy="42" r="5" />
      <circle cx="46" cy="42" r="5" />
    </>
  ),
  Interior: (
    <>
      <path d="M22 10h12l-2 26H22Z" />
      <path d="M20 38h24l-2 12H20Z" />
    </>
  ),
  Towing: (
    <>
      <path d="M8 32h30" />
      <circle cx="46" cy="32" r="6" />
      <path d="M46 38v14" />
    </>
  ),
  Cargo: (
    <>
      <path d="M12 22 32 12l20 10v22L32 54 12 44Z" />
      <path d="M12 22 32 32l20-10M32 32v22" />
    </>
  ),
  Technology: (
    <>
      <rect x="10" y="14" width="44" height="28" rx="3" />
      <path d="M24 50h16M32 42v8" />
    </>
  ),
};

function drawingOf(category: string): ReactNode {
  const known = Object.keys(drawings).find((name) => name.toLowerCase() === category.toLowerCase());
  // A catalogue's own category: the box, the most general drawing.
  return drawings[(known as AccessoryCategory | undefined) ?? "Cargo"];
}

export function AccessoryIcon({ category }: { category: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
      className="h-16 w-16 text-primary"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
      strokeLinecap="round"
      data-category={category}
    >
      {drawingOf(category)}
    </svg>
  );
}
