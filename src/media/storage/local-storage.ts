import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, contentTypeOfKey, type ListedObject, type MediaStorage } from "./media-storage";

// The default store: one file per key under a folder (media/ in the data folder). A file is written
// under a temporary name and renamed into place, so a reader never sees half a photo and two workers
// writing the same key (the same photo) leave one whole file.

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split("/"));
  };

  async function* walk(folder: string, prefix: string): AsyncGenerator<ListedObject> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue; // a write in progress
      const key = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full, key);
      } else if (entry.isFile()) {
        const info = await stat(full).catch(() => null);
        if (info) yield { key, size: info.size, lastModified: info.mtime };
      }
    }
  }

  return {
    kind: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(
        /*turbopackIgnore: true*/ path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString("hex")}`,
      );
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const info = await stat(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return info?.isFile() ?? false;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
      // Leave no empty folder behind (photos/<hash>/ once its last derivative goes).
      // rmdir refuses a folder that is not empty: another worker's write keeps it.
      const top = path.resolve(root);
      for (let folder = path.resolve(path.dirname(fileOf(key))); folder !== top; folder = path.dirname(folder)) {
        const removed = await rmdir(folder).then(
          () => true,
          () => false,
        );
        if (!removed) break;
      }
    },
    list(prefix) {
      // Walk only the folder the prefix names (photos/ or photos/<hash>/), then filter by the rest.
      const slash = prefix.lastIndexOf("/");
      const folderKey = slash === -1 ? "" : prefix.slice(0, slash);
      if (folderKey !== "") assertMediaKey(folderKey);
      const start = folderKey === "" ? root : path.join(root, ...folderKey.split("/"));
      return (async function* () {
        for await (const object of walk(start, folderKey)) if (object.key.startsWith(prefix)) yield object;
      })();
    },
  };
}
