// Decision 008's table of layers against `layers` in eslint.config.mjs, the layers' single source:
// the same folders, each with the same list of folders it may import.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = process.cwd();

/** The table's rows: a layer's name and the folders it may import, as the decision writes them. */
function documentedLayers(): Record<string, string[]> {
  const text = readFileSync(path.join(root, "docs", "decisions", "008-layers-one-way.md"), "utf8");
  const rows: Record<string, string[]> = {};
  for (const line of text.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    // | `layer` | holds | may import |
    const name = /^`([a-z-]+)`$/.exec(cells[1] ?? "")?.[1];
    if (!name || cells.length !== 5) continue;
    rows[name] = [...(cells[3] ?? "").matchAll(/`([a-z-]+)`/g)].map((match) => match[1] ?? "");
  }
  return rows;
}

describe("decision 008's layers", () => {
  it("are the lint config's layers, each with the same imports", async () => {
    const config = (await import(pathToFileURL(path.join(root, "eslint.config.mjs")).href)) as {
      layers: Record<string, string[]>;
    };
    const documented = documentedLayers();
    expect(Object.keys(documented)).toEqual(Object.keys(config.layers));
    for (const [layer, below] of Object.entries(config.layers)) {
      expect([...(documented[layer] ?? [])].sort(), layer).toEqual([...below].sort());
    }
  });
});
