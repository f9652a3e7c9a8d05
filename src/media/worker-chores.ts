// The media chores the lead worker's loop runs (decision 055): pending car photos fetched and
// processed a few seconds' worth per pass, and stored photos no car uses deleted every six hours. The
// web server's in-process worker and `npm run worker` both run exactly this list.
import type { Db } from "@/platform/db/connect";
import type { Env } from "@/platform/env";
import { photoGarbageChore } from "./garbage";
import { getMediaStorage, photoFetchSettings } from "./media-settings";
import { photoProcessingChore } from "./process-pending";

export function mediaWorkerChores(db: Db, config: Env) {
  const storage = getMediaStorage(config);
  return [photoProcessingChore(db, storage, { fetch: photoFetchSettings(config) }), photoGarbageChore(db, storage)];
}
