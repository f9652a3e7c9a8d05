// The car's title, the one formula every page, document and lead uses: "2021 Toyota Corolla Ascent Sport".

export type CarTitleParts = {
  year: number;
  make: string;
  model: string;
  /** Left out when blank, or not passed where the badge is shown on a line of its own. */
  badge?: string | null | undefined;
};

/**
 * The badge without the words the title already says: a feed that repeats the model in its badge
 * ("Puma", "Puma ST-Line" on a Ford Puma) would otherwise read "2025 Ford Puma Puma ST-Line".
 */
function ownBadge(badge: string, make: string, model: string): string {
  let rest = badge.trim();
  for (const said of [`${make} ${model}`, model]) {
    const prefix = said.trim().toLowerCase();
    if (prefix === "") continue;
    if (rest.toLowerCase() === prefix) return "";
    if (rest.toLowerCase().startsWith(`${prefix} `)) rest = rest.slice(prefix.length).trim();
  }
  return rest;
}

export function carTitle({ year, make, model, badge }: CarTitleParts): string {
  const own = badge ? ownBadge(badge, make, model) : "";
  return own ? `${year} ${make} ${model} ${own}` : `${year} ${make} ${model}`;
}
