// Which of a site's locations sell a make (a group site's brand page lists them): those whose
// manufacturers name it, compared without regard to case. No make (an own brand of the group, sold
// everywhere) is every location.

export function locationsSelling<T extends { manufacturers: readonly string[] }>(
  locations: readonly T[],
  make: string | null,
): T[] {
  if (make === null) return [...locations];
  const wanted = make.toLowerCase();
  return locations.filter((location) => location.manufacturers.some((name) => name.toLowerCase() === wanted));
}
