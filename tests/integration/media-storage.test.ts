import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, createS3Storage, mediaStorageFromEnv, type MediaStorage } from "@/media/storage";
import { parseEnv } from "@/platform/env";
import { standInCredentials, startS3StandIn, type S3StandIn } from "@/media/testing/s3-stand-in";

// One contract, two stores (decision 055): the local folder and an S3-compatible bucket, the latter
// against a stand-in that speaks S3's REST API on a loopback port.

const hash = "a".repeat(64);
const other = "b".repeat(64);

async function keysOf(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

function storageContract(name: string, make: () => MediaStorage) {
  describe(name, () => {
    it("keeps what is put under its key, with its content type, until it is deleted", async () => {
      const storage = make();
      const bytes = Buffer.from("not really a webp, but bytes all the same");
      expect(await storage.exists(`photos/${hash}/480.webp`)).toBe(false);
      expect(await storage.get(`photos/${hash}/480.webp`)).toBeNull();
      await storage.put(`photos/${hash}/480.webp`, bytes, "image/webp");
      await storage.put(`photos/${hash}/480.avif`, Buffer.from("avif"), "image/avif");
      await storage.put(`photos/${other}/240.jpg`, Buffer.from("jpeg"), "image/jpeg");
      expect(await storage.exists(`photos/${hash}/480.webp`)).toBe(true);
      const stored = await storage.get(`photos/${hash}/480.webp`);
      expect(stored?.contentType).toBe("image/webp");
      expect(stored?.bytes.equals(bytes)).toBe(true);

      expect(await keysOf(storage, "photos/")).toEqual([
        `photos/${hash}/480.avif`,
        `photos/${hash}/480.webp`,
        `photos/${other}/240.jpg`,
      ]);
      expect(await keysOf(storage, `photos/${other}/`)).toEqual([`photos/${other}/240.jpg`]);
      for await (const object of storage.list("photos/")) {
        expect(object.size).toBeGreaterThan(0);
        expect(Date.now() - object.lastModified.getTime()).toBeLessThan(5 * 60_000);
      }

      await storage.delete(`photos/${hash}/480.webp`);
      await storage.delete(`photos/${hash}/480.webp`); // twice: not an error
      expect(await storage.exists(`photos/${hash}/480.webp`)).toBe(false);
      expect(await keysOf(storage, `photos/${hash}/`)).toEqual([`photos/${hash}/480.avif`]);
    });

    it("refuses keys that could leave the store", async () => {
      const storage = make();
      for (const key of ["../escape.jpg", "photos/../../x", "/etc/passwd", "photos//x.jpg", "Photos/X.JPG", ""]) {
        await expect(storage.put(key, Buffer.from("x"), "image/jpeg"), key).rejects.toThrow(/Not a media key/);
      }
    });
  });
}

const roots: string[] = [];
let standIn: S3StandIn;

beforeAll(async () => {
  standIn = await startS3StandIn();
});

afterAll(async () => {
  await standIn.close();
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

storageContract("local disk", () => {
  const root = path.join(tmpdir(), `media-${process.pid}-${roots.length}`);
  roots.push(root);
  return createLocalStorage(root);
});

storageContract("S3-compatible bucket", () =>
  createS3Storage({
    bucket: standIn.bucket,
    region: "us-east-1",
    endpoint: standIn.endpoint,
    forcePathStyle: true,
    credentials: standInCredentials,
  }),
);

describe("the local store's folder", () => {
  it("leaves no empty folder behind when a photo's last derivative goes", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "media-folders-"));
    roots.push(root);
    const storage = createLocalStorage(root);
    await storage.put(`photos/${hash}/240.jpg`, Buffer.from("x"), "image/jpeg");
    await storage.delete(`photos/${hash}/240.jpg`);
    expect(await readdir(root)).toEqual([]);
  });
});

describe("the S3 store", () => {
  it("sends each object with the immutable cache header, and an unknown key pair is refused", async () => {
    const storage = createS3Storage({
      bucket: standIn.bucket,
      region: "us-east-1",
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: standInCredentials,
    });
    await storage.put(`photos/${other}/800.webp`, Buffer.from("webp"), "image/webp");
    const answer = await fetch(`${standIn.endpoint}/${standIn.bucket}/photos/${other}/800.webp`);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const stranger = createS3Storage({
      bucket: standIn.bucket,
      region: "us-east-1",
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "SOMEONE-ELSE", secretAccessKey: "nope" },
    });
    await expect(stranger.put(`photos/${other}/1.jpg`, Buffer.from("x"), "image/jpeg")).rejects.toThrow(
      /AWS Access Key Id/,
    );
  });

  it("is the one MEDIA_STORAGE=s3 names, with its settings from the environment", async () => {
    const storage = mediaStorageFromEnv(
      parseEnv({
        MEDIA_STORAGE: "s3",
        MEDIA_S3_BUCKET: standIn.bucket,
        MEDIA_S3_ENDPOINT: standIn.endpoint,
        MEDIA_S3_FORCE_PATH_STYLE: "true",
        MEDIA_S3_ACCESS_KEY_ID: standInCredentials.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: standInCredentials.secretAccessKey,
      }),
    );
    expect(storage.kind).toBe("s3");
    await storage.put(`photos/${other}/1200.jpg`, Buffer.from("jpeg"), "image/jpeg");
    expect(await storage.exists(`photos/${other}/1200.jpg`)).toBe(true);
    expect(mediaStorageFromEnv(parseEnv({ DATA_DIR: "/srv/data" })).kind).toBe("local");
    expect(() => parseEnv({ MEDIA_STORAGE: "s3" })).toThrow(/MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3/);
  });
});
