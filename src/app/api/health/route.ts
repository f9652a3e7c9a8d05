import { checkHealth } from "@/platform/health";

export const dynamic = "force-dynamic";

/** Ready when the database is open, migrated and seeded; the start script waits on it. */
export async function GET() {
  return Response.json(await checkHealth());
}
