// Where photographs and their derivatives are kept (decision 055): a key-value store of immutable
// objects, addressed by the content hash of the photo they came from, so an object once written
// never changes and a photo two cars share is kept once. Two adapters: local disk (the default) and
// any S3-compatible bucket.

/** One stored object, whole: derivatives are tens to hundreds of kilobytes, never worth a stream. */
export type StoredObject = { bytes: Buffer; contentType: string };

/** One key of a listing, with what garbage collection needs to spare objects written just now. */
export type ListedObject = { key: string; size: number; lastModified: Date };

export interface MediaStorage {
  /** "local" or "s3", for logs and the benchmark. */
  readonly kind: string;
  /** Writes the object whole; a second write of the same key replaces it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the object; deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

/**
 * Keys are paths of lower-case letters, digits, dots, dashes and underscores between slashes: safe as
 * a file path under the local root and as an S3 key, with no `..` and no leading slash.
 */
const keyPattern = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

export function assertMediaKey(key: string): void {
  if (!keyPattern.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  }
}

const contentTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  json: "application/json",
};

/** The content type a key's extension names (the local store keeps no other record of it). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return contentTypes[extension] ?? "application/octet-stream";
}

/** How long a browser or CDN may keep an object: for good, since a new photo gets a new key. */
export const immutableCacheControl = "public, max-age=31536000, immutable";
