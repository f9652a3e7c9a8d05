import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertMediaKey, immutableCacheControl, type MediaStorage } from "./media-storage";

// Any S3-compatible bucket through the AWS SDK v3 (decision 055): AWS S3, MinIO, Cloudflare R2. Each
// object carries its content type and the immutable Cache-Control, so a CDN in front of the bucket
// serves it as the app's own route would.

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another store's address (MinIO, R2, a test's stand-in); absent: AWS S3. */
  endpoint?: string | undefined;
  /** Bucket in the path rather than the host name (MinIO and stand-ins). */
  forcePathStyle?: boolean;
  /** Absent: the SDK's default chain (instance role, AWS_* variables, shared profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Checksums only where the API demands them: the SDK's newer default (CRC32 on every upload)
    // is refused by some S3-compatible stores, and the bytes' own SHA-256 names the photo anyway.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = options.bucket;

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: immutableCacheControl,
        }),
      );
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          bytes: Buffer.from(await answer.Body.transformToByteArray()),
          contentType: answer.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertMediaKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    list(prefix) {
      return (async function* () {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
          for (const object of page.Contents ?? []) {
            if (object.Key === undefined) continue;
            yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      })();
    },
  };
}
