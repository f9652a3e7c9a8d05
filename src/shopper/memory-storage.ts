// A Web Storage stand-in for tests: the stores here run in Node, where there is no localStorage,
// and jsdom would be a heavy dependency for one Map.

import { vi } from "vitest";

export class MemoryStorage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}

/** A browser whose storage refuses every write, as a full quota does. */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
}

/** Installs a fresh storage (and a window for change events) on globalThis; undo with `vi.unstubAllGlobals()`. */
export function installStorage(storage: MemoryStorage = new MemoryStorage()): MemoryStorage {
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("window", new EventTarget());
  return storage;
}

/** A browser with storage switched off, where merely touching `localStorage` throws. */
export function installBlockedStorage(): void {
  vi.stubGlobal("localStorage", undefined);
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    },
  });
  vi.stubGlobal("window", new EventTarget());
}
