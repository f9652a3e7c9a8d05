import { ButtonLink } from "@/ui/button";
// A dealer promotion shown among the search results, sized like a result card so the grid stays even.

import { Link } from "@/ui/link";
import Image from "next/image";
import { cardImageQuality } from "@/platform/media/image-loader";
import type { PromoCard } from "../result-list";

export function PromoCardView({ promo }: { promo: PromoCard }) {
  const titleId = `promo-card-${promo.id}-title`;
  return (
    <article
      data-testid="promo-card"
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-site border border-border bg-surface-alt shadow-sm"
    >
      <Link href={promo.href} className="block aspect-[4/3] bg-surface" tabIndex={-1} aria-hidden="true">
        {promo.imageUrl ? (
          <Image
            src={promo.imageUrl}
            alt=""
            width={400}
            height={300}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            quality={cardImageQuality}
            className="h-full w-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold uppercase tracking-wide text-muted">Special offer</p>
        <h3 id={titleId} className="text-lg font-semibold text-text">
          {promo.title}
        </h3>
        <p className="text-sm text-muted">{promo.body}</p>
        <ButtonLink href={promo.href} size="sm" className="mt-auto">
          Find out more<span className="sr-only">: {promo.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
