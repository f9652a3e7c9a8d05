"use client";

import { Link } from "@/ui/link";
import type { Slide } from "@/sites/content";
import { useCarousel } from "@/ui/use-carousel";

/**
 * The home hero's slides (embla-carousel: swipe on touch screens, drag with a mouse), with
 * previous/next buttons that are disabled at the ends and answer the arrow keys when focused.
 */
export function HeroCarousel({ slides }: { slides: readonly Pick<Slide, "id" | "name" | "description" | "url">[] }) {
  const { viewportRef, selected, canPrev, canNext, prev, next, onKeyDown } = useCarousel({
    align: "center",
    slideCount: slides.length,
  });

  const arrow =
    "rounded-full border border-current px-3 py-1 font-bold disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="space-y-4" data-testid="hero-carousel">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="flex">
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full space-y-3 pr-4"
              data-testid="hero-slide"
            >
              <h2 className="text-4xl font-extrabold">{slide.name}</h2>
              <p className="max-w-2xl text-lg opacity-90">{slide.description}</p>
              <Link
                href={slide.url}
                tabIndex={index === selected ? undefined : -1}
                className="inline-block font-semibold underline underline-offset-4"
              >
                Find out more
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center gap-3">
        <button type="button" className={arrow} onClick={prev} onKeyDown={onKeyDown} disabled={!canPrev}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">Previous slide</span>
        </button>
        <span className="text-sm" aria-live="polite" data-testid="hero-slide-position">
          {selected + 1} / {slides.length}
        </span>
        <button type="button" className={arrow} onClick={next} onKeyDown={onKeyDown} disabled={!canNext}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </section>
  );
}
