import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

// An S3-compatible server on a loopback port for the tests (decision 055): s3rver, which answers the
// S3 REST API (signed requests, XML bodies, ListObjectsV2 paging) from files in a temporary folder.
// Its one leniency: it computes the signature of a bucket-level request (a listing) over "/bucket"
// where the AWS SDK v3 signs "/bucket/", so it is run accepting mismatched signatures; an unknown
// access key is still refused.

export const standInCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3StandIn = { endpoint: string; bucket: string; close: () => Promise<void> };

export async function startS3StandIn(bucket = "media"): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3-stand-in-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
