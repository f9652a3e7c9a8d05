import { australianMakes } from "./australian-makes";

// One spelling per make: a feed's 'Bmw', 'BMW ', 'bmw' or 'mercedes benz' is stored as the catalogue
// writes it ('BMW', 'Mercedes-Benz'), so search facets, menus and make pages count one make once
// (decision 056). Matching ignores case, spaces, punctuation and accents; a catalogue alias ('VW')
// matches too. A make the catalogue does not know is kept as sent and reported to the feed's sender.

/** 'Mercedes Benz', 'mercedes-benz' and 'MERCEDES BENZ' → 'mercedesbenz'; 'Citroën' → 'citroen'. */
export function makeKey(make: string): string {
  return make
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

const catalogueNameByKey: ReadonlyMap<string, string> = new Map(
  australianMakes.flatMap((make) =>
    [make.name, ...(make.aliases ?? [])].map((name) => [makeKey(name), make.name] as const),
  ),
);

/** The catalogue's spelling of a make, or null when the catalogue does not know it. */
export function catalogueMake(make: string): string | null {
  const key = makeKey(make);
  return key === "" ? null : (catalogueNameByKey.get(key) ?? null);
}

/**
 * A make as the platform stores it: the catalogue's spelling when it knows the make, else as given
 * (trimmed). `known` says which, for the feed's warning.
 */
export function normaliseMake(make: string): { make: string; known: boolean } {
  const trimmed = make.trim();
  const named = catalogueMake(trimmed);
  return named === null ? { make: trimmed, known: false } : { make: named, known: true };
}

/**
 * The feed's warning for a make the catalogue does not know (the car is stored, under the make as
 * sent), or null for a known one.
 */
export function unknownMakeWarning(make: string): string | null {
  if (catalogueMake(make) !== null) return null;
  return `make ${make} is not in the platform's catalogue of makes: check it for a typing slip (stored as sent)`;
}
