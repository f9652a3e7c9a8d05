// A dealer promotion shown among the search results, sized like a result card so the grid stays even.

import Link from "next/link";
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
        <Link
          href={promo.href}
          className="mt-auto inline-flex min-h-10 items-center justify-center rounded-site bg-primary px-3 py-2 text-sm font-semibold text-primary-contrast hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          Find out more<span className="sr-only">: {promo.title}</span>
        </Link>
      </div>
    </article>
  );
}
