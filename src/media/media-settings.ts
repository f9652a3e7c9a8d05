import type { Env } from "@/platform/env";
import type { PhotoFetchSettings } from "./fetch/photo-fetcher";
import { mediaStorageFromEnv, type MediaStorage } from "./storage";

// The process's media store and photo fetch settings, read from the environment once (decision 055).

let storage: MediaStorage | undefined;

/** The store MEDIA_STORAGE names, made on first use and then kept. */
export function getMediaStorage(config: Env): MediaStorage {
  storage ??= mediaStorageFromEnv(config);
  return storage;
}

export function photoFetchSettings(config: Env): PhotoFetchSettings {
  return {
    allowHosts: config.MEDIA_FETCH_ALLOW_HOSTS,
    timeoutMs: config.MEDIA_FETCH_TIMEOUT_MS,
    maxBytes: config.MEDIA_FETCH_MAX_BYTES,
  };
}
