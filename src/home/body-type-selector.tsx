import Image from "next/image";
import { Link } from "@/ui/link";
import type { Site } from "@/sites/get-site";
import { listDirectoryBodies } from "@/stock/directory-page";
import { Section } from "@/ui/section";
import { bodyTypeTiles } from "./body-types";

/** 'Browse by body type': a tile per body the models directory has, each opening it at that body. */
export async function BodyTypeSelector({ site }: { site: Site }) {
  const { bodyTypeSelector } = site.config.home;
  if (!bodyTypeSelector.enabled) return null;
  const tiles = bodyTypeTiles(await listDirectoryBodies(site), bodyTypeSelector.limit);
  if (tiles.length === 0) return null;
  return (
    <Section
      titleId="body-types-title"
      title="Browse by body type"
      size="lg"
      className="mx-auto max-w-7xl px-4 py-8"
      data-testid="body-type-selector"
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.name}>
            <Link
              href={tile.href}
              className="flex h-full flex-col items-center gap-2 rounded-site border border-border p-4 text-center hover:border-primary"
            >
              <Image src={tile.image} alt="" width={96} height={48} className="h-12 w-auto" />
              <span className="font-semibold">{tile.label}</span>
              <span className="text-sm text-muted">
                {tile.count} {tile.count === 1 ? "model" : "models"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
