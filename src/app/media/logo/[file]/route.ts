import { parseLogoRequest, renderLogoIconSvg, renderLogoSvg } from "@/platform/media/car-svg";

// Dealer and brand logos, and a site's tab icon, drawn from a name and two colours (see car-svg.ts
// for the URL grammar).
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const logo = parseLogoRequest((await params).file, new URL(request.url).searchParams);
  if (!logo) return new Response("Not Found", { status: 404 });
  return new Response(logo.shape === "icon" ? renderLogoIconSvg(logo) : renderLogoSvg(logo), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
    },
  });
}
