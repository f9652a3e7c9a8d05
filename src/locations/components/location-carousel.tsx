"use client";

import { Children, type ReactNode } from "react";
import { Button } from "@/ui/button";
import { useCarousel } from "@/ui/use-carousel";

// 'Our Locations' on the home page: the location cards in a row that swipes on touch screens and
// drags with a mouse (embla-carousel), with previous/next buttons disabled at the ends that also
// answer the arrow keys, and a 'Swipe' hint where there is more to see.

export function LocationCarousel({ title, children }: { title: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  const { viewportRef, canPrev, canNext, prev, next, onKeyDown } = useCarousel({ slideCount: slides.length });

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="location-carousel-title"
      className="bg-surface-alt"
      data-testid="home-locations"
    >
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="location-carousel-title" className="text-2xl font-bold">
            {title}
          </h2>
          <div className="flex items-center gap-2">
            {canPrev || canNext ? (
              <span className="text-sm text-muted" data-testid="swipe-hint">
                Swipe <span aria-hidden="true">↔</span>
              </span>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              onClick={prev}
              onKeyDown={onKeyDown}
              disabled={!canPrev}
              aria-label="Previous locations"
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={next}
              onKeyDown={onKeyDown}
              disabled={!canNext}
              aria-label="Next locations"
            >
              <span aria-hidden="true">›</span>
            </Button>
          </div>
        </div>
        {/* A card link that takes focus is scrolled into view (embla's watchFocus). */}
        <div ref={viewportRef} className="overflow-hidden">
          <ul className="-ml-4 flex touch-pan-y">
            {slides.map((slide, index) => (
              <li
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
                data-testid="location-slide"
              >
                {slide}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
