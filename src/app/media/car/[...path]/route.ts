import { parseCarImagePath, renderCarSvg } from "@/platform/media/car-svg";

// Vehicle pictures drawn locally (see car-svg.ts for the URL grammar). Immutable: the address
// fully determines the picture.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const picture = parseCarImagePath((await params).path);
  if (!picture) return new Response("Not Found", { status: 404 });
  return new Response(renderCarSvg(picture), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
