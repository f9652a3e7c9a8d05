import "server-only";
import { logoFileName, parseLogoDataUrl } from "./logo-data";
import { withSite } from "./with-site";

// GET /media/site-logo/{name} on a site's host: the logo uploaded for it in the console (decision
// 049), kept by browsers and CDNs for good, since a new picture gets a new name.

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export const uploadedLogoResponse = withSite<{ file: string }>((_request, { site, params }) => {
  const configured = site.config.branding.logoUrl;
  const logo = configured ? parseLogoDataUrl(configured) : null;
  if (!configured || !logo || logoFileName(configured) !== params.file) return notFound();
  return new Response(Buffer.from(logo.base64, "base64"), {
    headers: { "content-type": logo.mediaType, "cache-control": "public, max-age=31536000, immutable" },
  });
});
