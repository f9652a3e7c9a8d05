"use client";

import Image from "next/image";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import imageLoader, { cardImageQuality, viewerImageQuality } from "@/platform/media/image-loader";
import type { Hotspot } from "@/platform/db/json-types";
import { Button } from "@/ui/button";
import { Photo } from "@/ui/photo";
import {
  galleryItemKey,
  galleryWithVideo,
  stepIndex,
  swipeStep,
  type GalleryItem,
  type GalleryPicture,
  type VideoPosition,
} from "../gallery";
import { DealerVideo } from "./dealer-video";

type Mode = "spinner" | "walkaround" | "gallery" | "interior";
type SpinSettings = { autoRotate: boolean; autoRotateIntervalMs: number; dragPxPerFrame: number };

/** The frame a drag of `deltaX` pixels lands on (one frame per `pxPerFrame`), wrapping round the spin. */
export function frameAfterDrag(startFrame: number, deltaX: number, frameCount: number, pxPerFrame = 20): number {
  const moved = Math.trunc(deltaX / pxPerFrame);
  return (((startFrame - moved) % frameCount) + frameCount) % frameCount;
}

/** Hotspots placed on this frame, at their per-angle positions. */
export function hotspotsOnFrame(hotspots: readonly Hotspot[], frame: number, placement: Hotspot["placement"]) {
  return hotspots.flatMap((hotspot) => {
    if (hotspot.placement !== placement) return [];
    const anchor = hotspot.anchors.find((entry) => entry.frame === frame);
    return anchor ? [{ hotspot, posX: anchor.posX, posY: anchor.posY }] : [];
  });
}

function HotspotMarkers({ markers }: { markers: ReturnType<typeof hotspotsOnFrame> }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {markers.map(({ hotspot, posX, posY }) => (
        <div key={hotspot.id} className="absolute" style={{ left: `${posX}%`, top: `${posY}%` }}>
          <button
            type="button"
            aria-label={hotspot.title}
            aria-expanded={open === hotspot.id}
            data-testid="hotspot"
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => setOpen((current) => (current === hotspot.id ? null : hotspot.id))}
            className="-translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-primary px-2 text-sm font-bold text-primary-contrast shadow"
          >
            +
          </button>
          {open === hotspot.id ? (
            <div
              role="note"
              className="absolute left-4 top-2 z-10 w-56 rounded-site bg-surface p-3 text-sm text-text shadow-lg"
            >
              <p className="font-semibold">{hotspot.title}</p>
              <p>{hotspot.description}</p>
            </div>
          ) : null}
        </div>
      ))}
    </>
  );
}

/** WCAG 2.2.2: what moves by itself stops within five seconds. */
const maxAutoMotionMs = 5_000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Spin frames at the viewer's size and quality, through the same loader as every other picture. */
function spinFrameUrl(src: string): string {
  return imageLoader({ src, width: 828, quality: viewerImageQuality });
}

/** The viewer is the page's main column: full width on phones, about 60% of the screen from laptops up. */
const viewerSizes = "(min-width: 1024px) 60vw, 100vw";

function Spin({
  frames,
  title,
  hotspots,
  settings,
}: {
  frames: string[];
  title: string;
  hotspots: Hotspot[];
  settings: SpinSettings;
}) {
  const [frame, setFrame] = useState(0);
  const [touched, setTouched] = useState(false);
  const [ready, setReady] = useState(false);
  const drag = useRef<{ x: number; frame: number } | null>(null);

  // Preload every frame, so turning the car never waits on the network.
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      frames.map(
        (src) =>
          new Promise<void>((resolve) => {
            const image = new window.Image();
            image.onload = () => resolve();
            image.onerror = () => {
              console.warn("spin frame failed to load", src);
              resolve();
            };
            image.src = spinFrameUrl(src);
          }),
      ),
    ).then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [frames]);

  // Optional auto-rotate: once the frames are in, one full turn to show the car turns, then it rests
  // (back on the first angle). Movement that starts by itself must stop within five seconds (WCAG
  // 2.2.2), so a slow interval turns less than a whole way; and it never starts for a shopper who asked
  // for reduced motion, or after the shopper has taken over. A car turning for as long as the page is
  // open also kept a phone's processor busy ten times a second.
  useEffect(() => {
    if (!settings.autoRotate || touched || !ready || prefersReducedMotion()) return;
    const steps = Math.min(frames.length, Math.floor(maxAutoMotionMs / settings.autoRotateIntervalMs));
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setFrame(step % frames.length);
      if (step >= steps) clearInterval(timer);
    }, settings.autoRotateIntervalMs);
    return () => clearInterval(timer);
  }, [settings.autoRotate, settings.autoRotateIntervalMs, touched, ready, frames.length]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, frame };
    setTouched(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setFrame(
      frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, frames.length, settings.dragPxPerFrame),
    );
  };
  // Key codes 37 and 39 are the left and right arrows.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft" || event.keyCode === 37) {
      setFrame((value) => (value + 1) % frames.length);
    } else if (event.key === "ArrowRight" || event.keyCode === 39) {
      setFrame((value) => (value - 1 + frames.length) % frames.length);
    } else {
      return;
    }
    setTouched(true);
    event.preventDefault();
  };

  // The hotspots' buttons sit beside the slider, over its picture, not inside it: a slider may not
  // contain controls of its own (axe's nested-interactive).
  return (
    <div className="relative">
      <div
        role="slider"
        tabIndex={0}
        aria-label={`360° view of the ${title}`}
        aria-valuemin={0}
        aria-valuemax={frames.length - 1}
        aria-valuenow={frame}
        data-testid="spin-viewer"
        data-frame={frame}
        data-ready={ready ? "true" : "false"}
        className="relative cursor-grab touch-none select-none bg-surface-alt outline-offset-2 active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        {/* A plain img: frames swap on every drag step, and each was preloaded at this exact address. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- see above: next/image's srcset would fetch other addresses */}
        <img
          src={spinFrameUrl(frames[frame] ?? "")}
          alt={`${title}, angle ${frame + 1} of ${frames.length}`}
          width={800}
          height={600}
          draggable={false}
          fetchPriority={frame === 0 ? "high" : "auto"}
          className="aspect-[4/3] w-full object-cover"
        />
        {touched ? null : (
          <p
            className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-sm font-semibold text-muted"
            data-testid="swipe-hint"
          >
            ⟷ Drag or swipe to spin
          </p>
        )}
      </div>
      <HotspotMarkers markers={hotspotsOnFrame(hotspots, frame, "exterior")} />
    </div>
  );
}

/**
 * The photos (and the stock video) one at a time: previous/next buttons on the picture, a swipe on
 * touch screens, the arrow keys while focus is in the gallery, and a strip of thumbnails that scrolls
 * sideways and keeps the one shown in view. Plain state and pointer events rather than a carousel
 * library (decision 014).
 */
/** Photos a car needs before its gallery shows a strip of thumbnails: more than this. */
export const thumbnailStripAbove = 3;

/** A thumbnail is 96 CSS px at most: 240 pixels covers it at 2.5×, so it never fetches a viewer's size. */
const thumbnailMaxWidth = 240;

function GalleryView({
  items,
  title,
  onVideoFailed,
}: {
  items: GalleryItem[];
  title: string;
  onVideoFailed: (src: string) => void;
}) {
  const [chosen, setIndex] = useState(0);
  const index = Math.min(chosen, items.length - 1);
  const current = items[index];
  const strip = useRef<HTMLUListElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const moved = useRef(false);
  const go = (step: number) => {
    moved.current = true;
    setIndex((value) => stepIndex(Math.min(value, items.length - 1), step, items.length));
  };

  // Keep the thumbnail shown in the middle of the strip (the strip scrolls, never the page); not on
  // the first render, where the first thumbnail is already in view.
  useEffect(() => {
    const list = strip.current;
    const thumb = list?.children[index];
    if (!moved.current || !list || !(thumb instanceof HTMLElement)) return;
    list.scrollTo({ left: thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2, behavior: "smooth" });
  }, [index]);

  if (!current) return null;
  const several = items.length > 1;
  // The product shows the thumbnail strip only for more than 3 photos; fewer step with Next and Previous.
  const strippable = items.filter((item) => item.kind !== "video").length > thumbnailStripAbove;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The video player keeps its own arrow keys (seeking).
    if (!several || (event.target instanceof HTMLElement && event.target.closest("video"))) return;
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  };
  // Touch and pen only: a mouse has the buttons, and dragging it should still select or save the picture.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!several || event.pointerType === "mouse") return;
    if (event.target instanceof HTMLElement && event.target.closest("button, video")) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  return (
    // Arrow keys bubble up from the controls inside (previous, next, thumbnails) or come to the gallery
    // itself once a click on the photo focused it (tabIndex −1: no extra tab stop); the swipe's keyboard twin.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <div
      data-testid="gallery"
      data-index={index}
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of the ${title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="outline-none"
    >
      {/* touch-action pan-y: the page still scrolls up and down, sideways moves come here as a swipe. */}
      <div
        className="relative touch-pan-y select-none"
        data-testid="gallery-main"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {current.kind === "photo" ? (
          <Photo
            photo={current.photo}
            alt={`${title}, photo ${index + 1} of ${items.length}`}
            sizes={viewerSizes}
            quality={viewerImageQuality}
            // The first photo is the vehicle page's largest paint; its blurred placeholder (the first
            // photo's only) shows until it arrives.
            priority={index === 0}
            draggable={false}
            className="aspect-[4/3] h-auto w-full bg-surface-alt object-cover"
          />
        ) : current.kind === "image" ? (
          <Image
            src={current.image.url}
            alt={`${title}, photo ${index + 1} of ${items.length}`}
            width={800}
            height={600}
            sizes={viewerSizes}
            quality={viewerImageQuality}
            priority={index === 0}
            // The first photo is the vehicle page's largest paint.
            fetchPriority={index === 0 ? "high" : undefined}
            draggable={false}
            className="aspect-[4/3] h-auto w-full bg-surface-alt object-cover"
          />
        ) : (
          <DealerVideo src={current.url} onFailed={onVideoFailed} className="aspect-[4/3] w-full bg-black" />
        )}
        {several ? (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label="Previous photo"
              onClick={() => go(-1)}
              className="absolute left-2 top-1/2 min-w-9 -translate-y-1/2 text-lg shadow"
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label="Next photo"
              onClick={() => go(1)}
              className="absolute right-2 top-1/2 min-w-9 -translate-y-1/2 text-lg shadow"
            >
              <span aria-hidden="true">›</span>
            </Button>
            <p
              className="pointer-events-none absolute left-2 top-2 rounded-site bg-surface/90 px-2 text-sm font-semibold"
              data-testid="gallery-position"
            >
              {index + 1} / {items.length}
            </p>
          </>
        ) : null}
      </div>
      {/* p-1: room inside the scrolling strip for the current ring and the focus outline, which it would clip. */}
      {several && strippable ? (
        <ul ref={strip} className="relative mt-1 flex gap-2 overflow-x-auto p-1" aria-label="Photos">
          {items.map((item, position) => (
            <li key={`${position}-${galleryItemKey(item)}`} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  moved.current = true;
                  setIndex(position);
                }}
                aria-current={position === index}
                aria-label={item.kind === "video" ? "Video" : `Photo ${position + 1}`}
                className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {item.kind === "photo" ? (
                  <Photo
                    photo={item.photo}
                    alt=""
                    sizes="96px"
                    maxWidth={thumbnailMaxWidth}
                    className={`aspect-[4/3] h-auto w-20 object-cover sm:w-24 ${position === index ? "ring-2 ring-primary" : "opacity-80"}`}
                  />
                ) : item.kind === "image" ? (
                  <Image
                    src={item.image.thumbUrl}
                    alt=""
                    width={96}
                    height={72}
                    quality={cardImageQuality}
                    className={`aspect-[4/3] w-20 object-cover sm:w-24 ${position === index ? "ring-2 ring-primary" : "opacity-80"}`}
                  />
                ) : (
                  <span className="flex aspect-[4/3] w-20 items-center justify-center bg-black text-white sm:w-24">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Spinner, walkaround, gallery and interior views, switched by buttons; the site chooses which opens
 * first (spinner unless it says otherwise), with a fullscreen toggle.
 */
export function MediaViewer({
  title,
  pictures,
  spinFrames,
  interiorImage,
  hotspots,
  walkaroundVideo,
  stockVideo,
  videoPosition,
  defaultMode,
  spin,
}: {
  title: string;
  /** The gallery's pictures (`galleryPictures`): the car's processed photos, else its listed pictures on the site. */
  pictures: GalleryPicture[];
  spinFrames: string[];
  interiorImage: string | null;
  hotspots: Hotspot[];
  walkaroundVideo: string | null;
  stockVideo: string | null;
  videoPosition: VideoPosition;
  defaultMode: Mode;
  spin: SpinSettings;
}) {
  // Videos that failed to load lose their player and their mode button, rather than show an error.
  const [failedVideos, setFailedVideos] = useState<readonly string[]>([]);
  const onVideoFailed = useCallback(
    (src: string) => setFailedVideos((failed) => (failed.includes(src) ? failed : [...failed, src])),
    [],
  );
  // Ask each video for its metadata up front, so a missing file never offers a button at all.
  useEffect(() => {
    const probes = [...new Set([walkaroundVideo, stockVideo])].flatMap((src) => {
      if (!src) return [];
      const probe = document.createElement("video");
      probe.preload = "metadata";
      probe.muted = true;
      probe.onerror = () => onVideoFailed(src);
      probe.src = src;
      return [probe];
    });
    return () => {
      for (const probe of probes) {
        probe.onerror = null;
        probe.removeAttribute("src");
        probe.load();
      }
    };
  }, [walkaroundVideo, stockVideo, onVideoFailed]);
  const walkaround = walkaroundVideo && !failedVideos.includes(walkaroundVideo) ? walkaroundVideo : null;
  const galleryVideo = stockVideo && !failedVideos.includes(stockVideo) ? stockVideo : null;
  const available: Mode[] = [
    ...(spinFrames.length > 0 ? (["spinner"] as const) : []),
    ...(walkaround ? (["walkaround"] as const) : []),
    ...(pictures.length > 0 ? (["gallery"] as const) : []),
    ...(interiorImage ? (["interior"] as const) : []),
  ];
  const [chosenMode, setMode] = useState<Mode>(
    available.includes(defaultMode) ? defaultMode : (available[0] ?? "gallery"),
  );
  const mode = available.includes(chosenMode) ? chosenMode : (available[0] ?? "gallery");
  const [fullscreen, setFullscreen] = useState(false);
  const labels: Record<Mode, string> = {
    spinner: "360° Spin",
    walkaround: "Walkaround",
    gallery: "Gallery",
    interior: "Interior",
  };

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setFullscreen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [fullscreen]);

  return (
    <section
      aria-label="Vehicle media"
      className={fullscreen ? "fixed inset-0 z-50 overflow-auto bg-surface p-4" : "space-y-2"}
      data-testid="media-viewer"
      data-mode={mode}
      data-fullscreen={fullscreen ? "true" : "false"}
    >
      {mode === "spinner" ? <Spin frames={spinFrames} title={title} hotspots={hotspots} settings={spin} /> : null}
      {mode === "walkaround" && walkaround ? (
        <DealerVideo src={walkaround} onFailed={onVideoFailed} className="aspect-[4/3] w-full bg-black" />
      ) : null}
      {mode === "gallery" ? (
        <GalleryView
          items={galleryWithVideo(pictures, galleryVideo, videoPosition)}
          title={title}
          onVideoFailed={onVideoFailed}
        />
      ) : null}
      {mode === "interior" && interiorImage ? (
        <div className="relative">
          <Image
            src={interiorImage}
            alt={`${title}, interior`}
            width={800}
            height={600}
            sizes={viewerSizes}
            quality={viewerImageQuality}
            className="aspect-[4/3] h-auto w-full bg-surface-alt object-cover"
          />
          <HotspotMarkers markers={hotspotsOnFrame(hotspots, 0, "interior")} />
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {available.length > 1 ? (
          <div role="group" aria-label="Viewer mode" className="flex flex-wrap gap-2">
            {available.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
                className={`rounded-site border px-3 py-1 text-sm font-semibold ${mode === option ? "border-primary bg-primary text-primary-contrast" : "border-border"}`}
              >
                {labels[option]}
              </button>
            ))}
          </div>
        ) : null}
        <button
          type="button"
          aria-pressed={fullscreen}
          onClick={() => setFullscreen((value) => !value)}
          className="ml-auto rounded-site border border-border px-3 py-1 text-sm font-semibold"
        >
          {fullscreen ? "Exit fullscreen" : "Fullscreen"}
        </button>
      </div>
    </section>
  );
}
