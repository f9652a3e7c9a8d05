// The repository's documents are read without the tracker or the shared folders beside it: none may
// cite an issue by number ("issue 27", "#27") or a path outside the repository (`../shared/…`). Name
// the capability or the decision record instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

const outsideCitation = /\bissues? \d+|#\d{2,}\b|\.\.\/shared\b|architecture decision \d+/gi;

describe("the repository's documents", () => {
  it("cite no issue number and no path outside the repository", () => {
    const found: string[] = [];
    for (const file of ["README.md", ...markdownFiles("docs")]) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const match of line.matchAll(outsideCitation)) found.push(`${file}:${index + 1}: ${match[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
