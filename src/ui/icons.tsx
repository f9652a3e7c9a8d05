// Icons repeated on every result card, drawn once per page: `IconSprite` (in the site layout) holds
// each shape as a <symbol>, and `Icon` refers to it with <use>. A card's three toggles were 700 bytes
// of inline SVG each time, twice over (the markup and the payload hydration reads). The shapes carry
// stroke but no fill, so `filled` on the <svg> reaches the path through <use> (presentation
// attributes inherit into the referenced content).

const shapes = {
  heart: {
    d: "M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z",
    join: true,
  },
  compare: { d: "M7 4v16M17 4v16M3 8h8M13 16h8", join: false },
  bookmark: { d: "M6.5 3.5h11v17l-5.5-4-5.5 4z", join: true },
} as const;

export type IconName = keyof typeof shapes;

const symbolId = (name: IconName) => `icon-${name}`;

/** The shapes, once per page; hidden and out of the accessibility tree. */
export function IconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      {Object.entries(shapes).map(([name, shape]) => (
        <symbol key={name} id={symbolId(name as IconName)} viewBox="0 0 24 24">
          <path
            d={shape.d}
            stroke="currentColor"
            strokeWidth="2"
            {...(shape.join ? { strokeLinejoin: "round" as const } : { strokeLinecap: "round" as const })}
          />
        </symbol>
      ))}
    </svg>
  );
}

/** An icon from the sprite, decorative (its control carries the name). */
export function Icon({ name, size = 18, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <svg width={size} height={size} fill={filled ? "currentColor" : "none"} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
