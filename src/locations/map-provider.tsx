import type { ReactNode } from "react";

// Location maps behind one small interface. The default draws a map locally as SVG (a street grid, a
// pin per place and the suburb's name), so nothing reaches the network at build, start or test
// time; a site that sets `contact.mapProvider` to "google-embed" gets the provider's embedded map
// of each location's place_id or map_key, and the drawn map for a location that has neither.

export type MapPlace = {
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  placeId: string | null;
  mapKey: string | null;
};

export type MapOptions = { zoom: number; title: string; className?: string };

export interface MapProvider {
  /** A map of one or more places, or null when this provider cannot draw these places. */
  render(places: readonly MapPlace[], options: MapOptions): ReactNode;
}

export type MapProviderName = "static" | "google-embed";

/** One place's drawing: a small map around it, cropped to whatever box the page gives it. */
const single = { width: 600, height: 360 };
/** Several places' drawing: wide, shown whole (nothing cropped) at its own proportions. */
const several = { width: 960, height: 400 };
const margin = 60;

type Size = { width: number; height: number };

/** Where each place sits on the drawing: one place in the middle, several spread over their bounds. */
export function projectPlaces(
  places: readonly MapPlace[],
  { width, height }: Size = single,
): { x: number; y: number }[] {
  if (places.length === 0) return [];
  const lats = places.map((place) => place.lat);
  const lngs = places.map((place) => place.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  // Longitude degrees shrink with latitude; one scale for both axes keeps distances true.
  const cos = Math.cos((midLat * Math.PI) / 180);
  const spanX = (Math.max(...lngs) - Math.min(...lngs)) * cos;
  const spanY = Math.max(...lats) - Math.min(...lats);
  const scale = Math.min(
    spanX > 0 ? (width - 2 * margin) / spanX : Infinity,
    spanY > 0 ? (height - 2 * margin) / spanY : Infinity,
  );
  return places.map((place) =>
    Number.isFinite(scale)
      ? { x: width / 2 + (place.lng - midLng) * cos * scale, y: height / 2 - (place.lat - midLat) * scale }
      : { x: width / 2, y: height / 2 },
  );
}

/** A label's box on the drawing: x and y its top left corner. */
export type LabelBox = { x: number; y: number; width: number; height: number };

/** The labels' size on the several-places drawing, in its units (about 13 to 16 px on a wide screen). */
export const labelFontSize = 12;
/** A pin's head is 28 units wide and stands 42 above its point. */
const pinBox = (point: { x: number; y: number }): LabelBox => ({
  x: point.x - 14,
  y: point.y - 42,
  width: 28,
  height: 42,
});

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where each pin's label goes: below its pin, else above, right or left of it, the first of those
 * inside the drawing that covers no other label or pin; null (no label, the pin keeps its name as a
 * tooltip) when none is free. Widths are reckoned wide (bold capitals are about 0.62 em), so the
 * drawn text stays inside its box.
 */
export function placeLabels(
  points: readonly { x: number; y: number }[],
  labels: readonly string[],
  { width, height }: Size = several,
): (LabelBox | null)[] {
  const pins = points.map(pinBox);
  const placed: LabelBox[] = [];
  return points.map((point, index) => {
    const text = labels[index] ?? "";
    const box = { width: Math.ceil(text.length * labelFontSize * 0.62) + 8, height: labelFontSize + 6 };
    const candidates: LabelBox[] = [
      { ...box, x: point.x - box.width / 2, y: point.y + 3 },
      { ...box, x: point.x - box.width / 2, y: point.y - 45 - box.height },
      { ...box, x: point.x + 17, y: point.y - 28 - box.height / 2 },
      { ...box, x: point.x - 17 - box.width, y: point.y - 28 - box.height / 2 },
    ];
    const free = candidates.find(
      (candidate) =>
        candidate.x >= 2 &&
        candidate.y >= 2 &&
        candidate.x + candidate.width <= width - 2 &&
        candidate.y + candidate.height <= height - 2 &&
        !placed.some((other) => overlaps(candidate, other)) &&
        !pins.some((pin, pinIndex) => pinIndex !== index && overlaps(candidate, pin)),
    );
    if (free) placed.push(free);
    return free ?? null;
  });
}

function Pin({ x, y, name }: { x: number; y: number; name: string }) {
  return (
    <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
      <title>{name}</title>
      <path d="M0 0 C -6 -12 -14 -18 -14 -28 A 14 14 0 1 1 14 -28 C 14 -18 6 -12 0 0 Z" fill="#d93025" />
      <circle cx="0" cy="-28" r="5" fill="#fff" />
    </g>
  );
}

const labelText = {
  textAnchor: "middle",
  fontWeight: 700,
  fill: "#1f2937",
  stroke: "#fff",
  strokeWidth: 4,
  paintOrder: "stroke",
} as const;

/** The drawn map: no tiles, no requests. Zoom sets how dense the street grid looks. */
export function StaticMap({ places, zoom, title, className }: { places: readonly MapPlace[] } & MapOptions) {
  const { width, height } = places.length > 1 ? several : single;
  const points = projectPlaces(places, { width, height });
  // Several places are labelled with their suburbs, laid out so no two labels meet; the cards beside
  // the map carry the full names. On a narrow screen, where the drawing is too small to read, only the
  // pins show.
  const labels = places.map((place) => place.city);
  const boxes = places.length > 1 ? placeLabels(points, labels, { width, height }) : [];
  const spacing = Math.max(24, Math.min(120, zoom * 8));
  const lines: ReactNode[] = [];
  for (let x = spacing / 2; x < width; x += spacing) {
    lines.push(<line key={`v${x}`} x1={x} y1={0} x2={x} y2={height} />);
  }
  for (let y = spacing / 2; y < height; y += spacing) {
    lines.push(<line key={`h${y}`} x1={0} y1={y} x2={width} y2={y} />);
  }
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      className={className}
      data-testid="static-map"
      preserveAspectRatio={places.length > 1 ? "xMidYMid meet" : "xMidYMid slice"}
      style={{ backgroundColor: "#e8efe4" }}
    >
      <rect width={width} height={height} fill="#e8efe4" />
      <path
        d={`M0 ${height * 0.78} Q ${width * 0.4} ${height * 0.62} ${width} ${height * 0.86} V ${height} H 0 Z`}
        fill="#aad3df"
      />
      <g stroke="#ffffff" strokeWidth="6">
        {lines}
      </g>
      <g stroke="#f7d26a" strokeWidth="10" fill="none">
        <path
          d={`M0 ${height * 0.3} C ${width * 0.3} ${height * 0.45}, ${width * 0.6} ${height * 0.15}, ${width} ${height * 0.35}`}
        />
      </g>
      {points.map((point, index) => {
        const place = places[index];
        return place ? <Pin key={`${place.name}-${index}`} x={point.x} y={point.y} name={place.name} /> : null;
      })}
      {places.length === 1 && points[0] ? (
        <text x={points[0].x} y={points[0].y + 14} fontSize="15" {...labelText}>
          {places[0]?.city}
        </text>
      ) : (
        <g className="max-md:hidden" data-testid="map-labels">
          {boxes.map((box, index) =>
            box ? (
              <text
                key={`${labels[index]}-${index}`}
                x={box.x + box.width / 2}
                y={box.y + box.height - 5}
                fontSize={labelFontSize}
                {...labelText}
              >
                {labels[index]}
              </text>
            ) : null,
          )}
        </g>
      )}
    </svg>
  );
}

export const staticMapProvider: MapProvider = {
  render: (places, options) => <StaticMap places={places} {...options} />,
};

/** The provider's embed address for one place, or null when it has no place id or map key. */
export function googleEmbedUrl(place: MapPlace, zoom: number): string | null {
  if (place.mapKey) return `https://www.google.com/maps/embed?pb=${encodeURIComponent(place.mapKey)}`;
  if (place.placeId) {
    return `https://maps.google.com/maps?q=place_id:${encodeURIComponent(place.placeId)}&z=${zoom}&output=embed`;
  }
  return null;
}

export const googleEmbedMapProvider: MapProvider = {
  render: (places, options) => {
    const [place] = places;
    const url = places.length === 1 && place ? googleEmbedUrl(place, options.zoom) : null;
    if (!url) return staticMapProvider.render(places, options);
    return (
      <iframe
        src={url}
        title={options.title}
        className={options.className}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  },
};

export function mapProviderFor(name: MapProviderName): MapProvider {
  return name === "google-embed" ? googleEmbedMapProvider : staticMapProvider;
}

/** A link out to directions; nothing is fetched. */
export function directionsUrl(place: { name: string; street: string; city: string; state: string; postcode: string }) {
  const destination = `${place.name}, ${place.street}, ${place.city} ${place.state} ${place.postcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
