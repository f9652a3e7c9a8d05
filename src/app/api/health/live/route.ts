export const dynamic = "force-dynamic";

/** Liveness: the process answers. Touches no database, so a database outage does not restart replicas. */
export function GET() {
  return Response.json(
    { ok: true, status: "alive", uptimeSeconds: Math.round(process.uptime()) },
    { headers: { "cache-control": "no-store" } },
  );
}
