"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";

// The state every carousel of the site shares (embla-carousel: swipe on touch screens, drag with a
// mouse): which slide is shown, whether previous and next can move (their buttons are disabled at the
// ends), and the arrow keys on a focused control.

export type CarouselOptions = { align?: "start" | "center"; slideCount: number };

export function useCarousel({ align = "start", slideCount }: CarouselOptions) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, align, slidesToScroll: 1 });
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slideCount > 1);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
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

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        prev();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        next();
      }
    },
    [prev, next],
  );

  return { viewportRef, selected, canPrev, canNext, prev, next, onKeyDown };
}
