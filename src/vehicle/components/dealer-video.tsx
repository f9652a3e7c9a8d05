"use client";

// A dealer's own video file (walk-around or stock video), in the browser's player.

import { useEffect, useRef, useState } from "react";

/**
 * The player reports when the file cannot load (a 404, a format the browser cannot play), so whoever
 * shows it can take it away instead of leaving a broken player on the page. Metadata is preloaded, so
 * a missing file is noticed before the shopper presses play; a failure that happened before hydration
 * (React attaches `onError` only then) is caught from `video.error`.
 */
export function DealerVideo({
  src,
  className,
  onFailed,
}: {
  src: string;
  className: string;
  onFailed: (src: string) => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current?.error) onFailed(src);
  }, [src, onFailed]);
  // The stock feed carries video addresses only (video_url, walkaround_videos), no caption files; a
  // <track kind="captions"> belongs here once it does.
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- no captions exist to link, see above
    <video
      ref={ref}
      src={src}
      controls
      preload="metadata"
      playsInline
      className={className}
      data-testid="video-player"
      onError={() => onFailed(src)}
    />
  );
}

/** The vehicle page's Video section for a video file: gone when the file fails to load. */
export function VideoSection({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <section aria-label="Video">
      <DealerVideo src={url} onFailed={() => setFailed(true)} className="aspect-video w-full bg-black" />
    </section>
  );
}
