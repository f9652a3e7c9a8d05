import path from "node:path";
import type { Env } from "@/platform/env";
import { createLocalStorage } from "./local-storage";
import type { MediaStorage } from "./media-storage";
import { createS3Storage } from "./s3-storage";

export type { ListedObject, MediaStorage, StoredObject } from "./media-storage";
export { contentTypeOfKey, immutableCacheControl } from "./media-storage";
export { createLocalStorage } from "./local-storage";
export { createS3Storage } from "./s3-storage";

type MediaStorageSettings = Pick<
  Env,
  | "DATA_DIR"
  | "MEDIA_STORAGE"
  | "MEDIA_DIR"
  | "MEDIA_S3_BUCKET"
  | "MEDIA_S3_REGION"
  | "MEDIA_S3_ENDPOINT"
  | "MEDIA_S3_FORCE_PATH_STYLE"
  | "MEDIA_S3_ACCESS_KEY_ID"
  | "MEDIA_S3_SECRET_ACCESS_KEY"
>;

/** The store the settings name: the local folder by default, else the S3-compatible bucket. */
export function mediaStorageFromEnv(config: MediaStorageSettings): MediaStorage {
  if (config.MEDIA_STORAGE === "s3") {
    if (!config.MEDIA_S3_BUCKET) throw new Error("MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3");
    return createS3Storage({
      bucket: config.MEDIA_S3_BUCKET,
      region: config.MEDIA_S3_REGION,
      endpoint: config.MEDIA_S3_ENDPOINT,
      forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
      credentials:
        config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return createLocalStorage(config.MEDIA_DIR ?? path.join(config.DATA_DIR, "media"));
}
