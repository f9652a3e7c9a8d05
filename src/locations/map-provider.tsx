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

const width = 600;
const height = 360;
const margin = 60;

/** Where each place sits on the drawing: one place in the middle, several spread over their bounds. */
export function projectPlaces(places: readonly MapPlace[]): { x: number; y: number }[] {
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

function Pin({ x, y, label }: { x: number; y: number; label: string }) {
  return (
    <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
      <path d="M0 0 C -6 -12 -14 -18 -14 -28 A 14 14 0 1 1 14 -28 C 14 -18 6 -12 0 0 Z" fill="#d93025" />
      <circle cx="0" cy="-28" r="5" fill="#fff" />
      <text
        y="14"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="#1f2937"
        stroke="#fff"
        strokeWidth="4"
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}

/** The drawn map: no tiles, no requests. Zoom sets how dense the street grid looks. */
export function StaticMap({ places, zoom, title, className }: { places: readonly MapPlace[] } & MapOptions) {
  const points = projectPlaces(places);
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
      preserveAspectRatio="xMidYMid slice"
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
        return place ? (
          <Pin
            key={`${place.name}-${index}`}
            x={point.x}
            y={point.y}
            label={places.length === 1 ? place.city : place.name}
          />
        ) : null;
      })}
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
