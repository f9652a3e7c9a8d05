import { Link } from "@/ui/link";
import Image from "next/image";
import { Section } from "@/ui/section";
import type { BrandGridKind } from "@/sites/config-schema";

export type BrandTile = { id: string; title: string; logoUrl: string | null; href: string };

/** One of a group site's brand grids (car, motorcycle, truck or own brands): a tile per brand, each a link. */
export function BrandGrid({
  kind,
  title,
  brands,
}: {
  kind: BrandGridKind;
  title: string;
  brands: readonly BrandTile[];
}) {
  return (
    <Section
      titleId={`brands-${kind}`}
      title={title}
      size="lg"
      className="mx-auto max-w-7xl px-4 py-8"
      data-testid={`brand-grid-${kind}`}
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              href={brand.href}
              className="flex h-full flex-col items-center gap-2 rounded-site border border-border p-4 text-center hover:border-primary"
            >
              {brand.logoUrl ? (
                <Image src={brand.logoUrl} alt="" width={96} height={48} className="h-12 w-auto" />
              ) : null}
              <span className="text-sm font-semibold">{brand.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
