import { ProviderUnavailableError } from "@/platform/provider-http";

/** A report asked for where its outside service is not configured (the effective config hides its links). */
export class ReportServiceMissingError extends Error {}

/**
 * The answer for a report its service cannot make now: 404 where the service is not configured,
 * 503 with Retry-After while it is not answering; null for any other error (a defect: let it be one).
 */
export function reportUnavailable(
  error: unknown,
): { status: 404 | 503; message: string; headers?: Record<string, string> } | null {
  if (error instanceof ReportServiceMissingError) return { status: 404, message: "This site offers no such report" };
  if (error instanceof ProviderUnavailableError) {
    return {
      status: 503,
      message: `The report could not be made: ${error.message}. Please try again in a minute.`,
      headers: { "retry-after": "60" },
    };
  }
  return null;
}
