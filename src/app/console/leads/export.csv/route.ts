import { leadsCsvExport } from "@/console/leads/export-csv-route";

/** The leads inbox's filtered list as CSV (decision 044): 401 without a session, 400 for a bad filter. */
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  return leadsCsvExport(request);
}
