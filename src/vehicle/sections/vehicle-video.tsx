import { VideoSection } from "../components/dealer-video";

/** A YouTube or Vimeo embed address, shown in an iframe; any other address is a video file. */
export function embeddableVideo(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(url);
}

/** The Video section: an embed in an iframe, or a video file that takes the section away if it fails to load. */
export function VehicleVideo({ url, title }: { url: string | null; title: string }) {
  if (!url) return null;
  if (!embeddableVideo(url)) return <VideoSection url={url} />;
  return (
    <section aria-label="Video">
      <iframe src={url} title={`${title} video`} className="aspect-video w-full" allowFullScreen loading="lazy" />
    </section>
  );
}
