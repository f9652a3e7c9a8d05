import { carPicture } from "@/platform/media/raster";

// Vehicle pictures drawn locally, as SVG or as a PNG copy (see car-svg.ts for the URL grammar).
// Immutable: the address fully determines the picture.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const picture = carPicture((await params).path);
  if (!picture) return new Response("Not Found", { status: 404 });
  return new Response(typeof picture.body === "string" ? picture.body : new Uint8Array(picture.body), {
    headers: {
      "content-type": picture.contentType,
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
