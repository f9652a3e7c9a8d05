import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// A clean `npm ci` is quiet (issue 28): npm 11 skips a dependency's install script unless
// package.json's allowScripts decides it, and warns about each one it was not told about.

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as unknown;

it("decides every locked package's install script in allowScripts", () => {
  const lock = read("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
  const manifest = read("package.json") as { allowScripts?: Record<string, boolean> };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript === true)
    .map(([location]) => location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length));
  expect(withScripts.length).toBeGreaterThan(0);
  for (const name of withScripts) expect(manifest.allowScripts?.[name], name).toBeTypeOf("boolean");
});
