import type { BodyTypeName } from "@/sites/config-schema";
import { bodyTypeForFacetValue, bodyTypeImage, bodyTypeWords } from "./budget";

// The home page's body-type selector: a tile per body type the models directory has, most models
// first, each leading to the directory narrowed to that body (/models?body={body}). Bodies with no
// drawing of their own (Motorcycle, Caravan) are left to the directory's own filter.

export type BodyTypeTile = { name: BodyTypeName; label: string; image: string; count: number; href: string };

export function modelsByBodyPath(body: string): string {
  return `/models?${new URLSearchParams({ body }).toString()}`;
}

export function bodyTypeTiles(bodies: readonly { body: string; count: number }[], limit: number): BodyTypeTile[] {
  return bodies
    .flatMap(({ body, count }) => {
      const name = bodyTypeForFacetValue(body);
      return name === null || count <= 0
        ? []
        : [
            {
              name,
              label: bodyTypeWords[name].plural,
              image: bodyTypeImage(name),
              count,
              href: modelsByBodyPath(body),
            },
          ];
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}
