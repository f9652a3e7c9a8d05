import { handleWithRequestId } from "@/platform/request-context";
import { checkReadiness } from "@/stock/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when the database answers, the migrations are applied and this process holds every
 * site's search index; 503 (with what is missing) until then. The start script, the e2e server and a
 * load balancer's health check wait on it. Liveness is /api/health/live.
 */
export function GET(request: Request) {
  return handleWithRequestId(request, async () => {
    const readiness = await checkReadiness();
    return Response.json(readiness, { status: readiness.ok ? 200 : 503, headers: { "cache-control": "no-store" } });
  });
}
