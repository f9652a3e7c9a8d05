"use client";

import useEmblaCarousel from "embla-carousel-react";
import { Children, useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "@/ui/button";

// 'Our Locations' on the home page: the location cards in a row that swipes on touch screens and
// drags with a mouse (embla-carousel), with previous/next buttons disabled at the ends that also
// answer the arrow keys, and a 'Swipe' hint where there is more to see.

export function LocationCarousel({ title, children }: { title: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, align: "start", slidesToScroll: 1 });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on("select", sync).on("reInit", sync).on("init", sync);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- embla measures after mount; the buttons follow what it found
    sync();
    return () => {
      embla.off("select", sync).off("reInit", sync).off("init", sync);
    };
  }, [embla, sync]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      embla?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      embla?.scrollNext();
    }
  };

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
              onClick={() => embla?.scrollPrev()}
              onKeyDown={onKeyDown}
              disabled={!canPrev}
              aria-label="Previous locations"
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => embla?.scrollNext()}
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
