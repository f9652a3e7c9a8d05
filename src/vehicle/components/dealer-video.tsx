// A dealer's own video file (walk-around or stock video), in the browser's player.

export function DealerVideo({
  src,
  preload,
  className,
}: {
  src: string;
  preload: "none" | "metadata";
  className: string;
}) {
  // The stock feed carries video addresses only (video_url, walkaround_videos), no caption files; a
  // <track kind="captions"> belongs here once it does.
  // eslint-disable-next-line jsx-a11y/media-has-caption -- no captions exist to link, see above
  return <video src={src} controls preload={preload} className={className} />;
}
