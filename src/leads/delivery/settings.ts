import type { Env } from "@/platform/env";
import { logger } from "@/platform/logger";
import { defaultRetryScheduleMs } from "./retry-schedule";

/** The worker's settings from the environment; shared by the server process and `npm run worker`. */
export function leadWorkerSettings(config: Env) {
  // A demo deployment delivering nowhere is expected; a real one is misconfigured.
  if (config.NODE_ENV === "production" && !config.DEMO_MODE && !config.SMTP_HOST) {
    logger.warn("SMTP_HOST is not set: lead e-mails go to 127.0.0.1 and will not reach any dealer");
  }
  return {
    smtp: { host: config.SMTP_HOST ?? "127.0.0.1", port: config.SMTP_PORT },
    from: `leads@${config.ROOT_DOMAIN}`,
    retryScheduleMs: config.LEAD_RETRY_SCHEDULE_MS ?? defaultRetryScheduleMs,
  };
}
