import { getMediaStorage } from "@/media/media-settings";
import { photoResponse } from "@/media/serve-photo";
import { env } from "@/platform/env";

/** A car photo's derivative from the media store, cached for good (decision 055). */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string; file: string }> }) {
  return photoResponse(request, getMediaStorage(env()), await params);
}
