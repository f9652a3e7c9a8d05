// The car's title, the one formula every page, document and lead uses: "2021 Toyota Corolla Ascent Sport".

export type CarTitleParts = {
  year: number;
  make: string;
  model: string;
  /** Left out when blank, or not passed where the badge is shown on a line of its own. */
  badge?: string | null | undefined;
};

export function carTitle({ year, make, model, badge }: CarTitleParts): string {
  return badge ? `${year} ${make} ${model} ${badge}` : `${year} ${make} ${model}`;
}
