import { logoPicture } from "@/platform/media/raster";

// Dealer and brand logos, and a site's tab icon, drawn from a name and two colours, as SVG or as a
// PNG copy (see car-svg.ts for the URL grammar).
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const logo = logoPicture((await params).file, new URL(request.url).searchParams);
  if (!logo) return new Response("Not Found", { status: 404 });
  return new Response(typeof logo.body === "string" ? logo.body : new Uint8Array(logo.body), {
    headers: {
      "content-type": logo.contentType,
      "cache-control": "public, max-age=86400",
    },
  });
}
