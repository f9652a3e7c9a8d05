import { jsonError } from "@/platform/http";
import { pdfResponse } from "@/platform/pdf/pdf-response";
import { siteLogoUrl } from "@/shell/logo";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { cachedCarSheet } from "@/vehicle/car-sheet-cache";
import { getCarDetail } from "@/vehicle/get-car";
import { carSheet, vehiclePdf } from "@/vehicle/pdf";

export const dynamic = "force-dynamic";

/** GET /api/cars/{slug}/pdf: the car's printable sheet as a PDF download named `{slug}.pdf`. */
export const GET = withSite<{ slug: string }>(
  async (request, { site, params }) => {
    const detail = await getCarDetail(site, params.slug);
    if (!detail) return jsonError(404, "No such car on this site");
    const host = request.headers.get("host");
    // Rendered once per version of the car and the site, and per host (the sheet prints its address).
    const file = await cachedCarSheet(site.id, detail.row.id, host ?? "", () =>
      vehiclePdf({
        ...carSheet(detail, site.config),
        url: host ? `http://${host}/cars/${detail.row.slug}` : null,
        accent: site.config.theme.colors.primary,
        logoUrl: siteLogoUrl(site),
        createdAt: new Date(),
      }),
    );
    return pdfResponse(file.bytes, detail.row.slug, "attachment", file.renderedAt);
  },
  { readLimit: requestLimits.carSheets },
);
