import { DealerVideo } from "../components/dealer-video";

/** A YouTube or Vimeo embed address, shown in an iframe; any other address is a video file. */
export function embeddableVideo(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(url);
}

export function VehicleVideo({ url, title }: { url: string | null; title: string }) {
  if (!url) return null;
  return (
    <section aria-label="Video">
      {embeddableVideo(url) ? (
        <iframe src={url} title={`${title} video`} className="aspect-video w-full" allowFullScreen loading="lazy" />
      ) : (
        <DealerVideo src={url} preload="none" className="aspect-video w-full bg-black" />
      )}
    </section>
  );
}
